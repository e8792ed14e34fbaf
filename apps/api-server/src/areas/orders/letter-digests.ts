// The digests of a letter's issued files (PDF: SHA-256 and SM3; OFD: the same), as a viewer sees
// them: the guarantor from sealing, the enterprise while the letter is in force, like the letter's
// link (order-view.ts). The order detail shows them and the exports that name a letter carry them.
import {
  isLetterInForce,
  type letterDigestsSchema,
  type OrderActor,
} from '@bht/api-client/contract';
import type { z } from 'zod';
import type { OrderRow } from '../../db/rows';

export type LetterDigests = z.output<typeof letterDigestsSchema>;

export type DigestRow = Pick<
  OrderRow,
  'type' | 'status' | 'letterDigest' | 'letterSm3' | 'letterOfdSha256' | 'letterOfdSm3'
>;

export function letterDigestsFor(row: DigestRow, actor: OrderActor): LetterDigests | null {
  if (!row.letterDigest) return null;
  if (actor === 'enterprise' && !isLetterInForce(row.type, row.status)) return null;
  return {
    pdf_sha256: row.letterDigest,
    pdf_sm3: row.letterSm3,
    ofd_sha256: row.letterOfdSha256,
    ofd_sm3: row.letterOfdSm3,
  };
}
