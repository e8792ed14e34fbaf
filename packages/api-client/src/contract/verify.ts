// Public letter verification (spec §1): anyone checks a letter by its number.
import { z } from 'zod';
import { defineEndpoint } from './define';

export const verifyLetter = defineEndpoint({
  id: 'system.verifyLetter',
  path: '/api/letter/verify',
  auth: 'public',
  request: z.object({ letter_no: z.string().trim().min(1, '请输入保函编号') }),
  response: z.object({
    letter_no: z.string(),
    genuine: z.boolean(),
    valid: z.boolean(),
    status_text: z.string(),
    /** The letter's type as it reads on the letter (LETTER_TYPE_TEXT, e.g. 纸质投标保函); '' for an unknown number. */
    letter_type_text: z.string().default(''),
    ensure_company_name: z.string(),
    project_name: z.string(),
    amount: z.string(),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    /** A short-lived signed link to the letter's PDF once it has been issued (docs/files.md); null otherwise. */
    letter_url: z.string().nullable(),
  }),
  summary: '保函真伪查验（公开） / Public letter verification by letter number',
});
