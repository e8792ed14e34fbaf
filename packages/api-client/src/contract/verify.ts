// Public letter verification (spec §1, docs/letters.md): anyone checks a letter by its number (its
// summary), the holder by number + the 查验码 printed on it (also its file), and anyone holding a
// file by uploading it (is it ours, unmodified, which letter, its signature).
import { z } from 'zod';
import { defineEndpoint } from './define';

/** The 6-character verification code printed under the letter number (查验码). */
export const verifyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{6}$/, '请输入保函上印制的 6 位查验码');

/**
 * What the public learns of a letter: what its guarantor would publish, never its file, its code,
 * the applicant or the order. An unknown number answers `genuine: false`, empty strings and nulls.
 */
export const letterSummarySchema = z.object({
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
  /**
   * A 密文 letter before bid opening: valid, its project and tenderer sealed until the trading
   * platform opens the bids (project_name reads 开标前保密).
   */
  sealed_until_opening: z.boolean().default(false),
});

export const verifyLetter = defineEndpoint({
  id: 'system.verifyLetter',
  path: '/api/letter/verify',
  auth: 'public',
  request: z.object({
    letter_no: z.string().trim().min(1, '请输入保函编号'),
    /** The holder's code: with it (and a letter in force) the answer carries the file's link. */
    verify_code: verifyCodeSchema.optional(),
  }),
  response: letterSummarySchema.extend({
    /**
     * A short-lived signed link to the letter's PDF (docs/files.md) for number + matching code and
     * a letter in force; null otherwise, and always null for the number alone.
     */
    letter_url: z.string().nullable(),
  }),
  summary: '保函真伪查验（公开） / Public letter verification by number (+ 查验码 for the file)',
});

/**
 * What an uploaded letter file is (docs/letters.md):
 * - `genuine`: its bytes are a letter we issued (by digest), not voided;
 * - `voided`: its bytes are a letter we issued, since voided;
 * - `unrecorded`: signed by one of our certificates and intact, but no letter has these bytes
 *   (e.g. the file of a letter re-sealed since);
 * - `modified`: signed, but changed after signing;
 * - `unknown_signer`: signed by a certificate that is not ours;
 * - `unknown_file`: no letter has these bytes and it carries no signature we can read.
 */
export const letterFileVerdictSchema = z.enum([
  'genuine',
  'voided',
  'unrecorded',
  'modified',
  'unknown_signer',
  'unknown_file',
]);

/** The file's own signature: valid (intact, our certificate), invalid (changed since), by a stranger, or none readable. */
export const fileSignatureStateSchema = z.enum(['valid', 'invalid', 'unknown_signer', 'none']);

export const verifyLetterFile = defineEndpoint({
  id: 'system.verifyLetterFile',
  path: '/api/letter/verifyFile',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({}),
  response: z.object({
    verdict: letterFileVerdictSchema,
    /** The verdict in words (Chinese): what the file is, or why it is not a letter in force of ours. */
    verdict_text: z.string(),
    /** Issued by this platform: our record of these bytes, or our signature. */
    ours: z.boolean(),
    /** The bytes are exactly those of a letter we issued. */
    unmodified: z.boolean(),
    format: z.enum(['pdf', 'ofd']),
    signature: fileSignatureStateSchema,
    /** SHA-256 and SM3 (hex) of the uploaded bytes. */
    sha256: z.string(),
    sm3: z.string(),
    /** The letter the file is (or names, when changed or unrecorded); null when none is known. Never its file. */
    letter: letterSummarySchema.nullable(),
    /**
     * The file is an earlier letter of that number, replaced by the current one with the same
     * number: the 密文 letter at bid opening, or a re-issue for a postponed opening.
     */
    replaced: z
      .object({
        sealed: z.boolean(),
        because_text: z.string(),
        replaced_time: z.number().int(),
      })
      .nullable()
      .default(null),
  }),
  summary:
    '上传保函文件核验（公开，文件不保存） / Verify an uploaded letter file (PDF or OFD, multipart field `file`; never stored)',
});
