// The letter's file digests (docs/letters.md) at the end of every sheet that names a letter
// number, as the order detail shows them to the exporting party (orders/letter-digests.ts): a file
// at hand can be checked against the sheet. One query per batch, by the batch's letter numbers.
import type { OrderActor } from '@bht/api-client/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { letterDigestsFor, type LetterDigests } from '../orders/letter-digests';
import type { XlsxColumn } from './xlsx-stream';

export type WithDigests<Row> = Row & { digests: LetterDigests | null };

/** The batch's rows, each with its letter's digests (null without a letter or for a viewer who may not see them). */
export async function withLetterDigests<Row extends { letter_no: string | null }>(
  db: Db,
  rows: Row[],
  actor: OrderActor,
): Promise<WithDigests<Row>[]> {
  const numbers = [...new Set(rows.flatMap((row) => (row.letter_no ? [row.letter_no] : [])))];
  const letters =
    numbers.length === 0
      ? []
      : await db
          .select({
            letterNo: orders.letterNo,
            type: orders.type,
            status: orders.status,
            letterDigest: orders.letterDigest,
            letterSm3: orders.letterSm3,
            letterOfdSha256: orders.letterOfdSha256,
            letterOfdSm3: orders.letterOfdSm3,
          })
          .from(orders)
          .where(inArray(orders.letterNo, numbers));
  const byNumber = new Map(letters.map((letter) => [letter.letterNo, letter]));
  return rows.map((row) => {
    const letter = row.letter_no ? byNumber.get(row.letter_no) : undefined;
    return { ...row, digests: letter ? letterDigestsFor(letter, actor) : null };
  });
}

const digestColumn = <Row>(
  header: string,
  value: (digests: LetterDigests) => string | null,
): XlsxColumn<WithDigests<Row>> => ({
  header,
  width: 66,
  value: (row) => (row.digests ? value(row.digests) : null),
});

export const letterDigestColumns = <Row>(): XlsxColumn<WithDigests<Row>>[] => [
  digestColumn('保函 PDF SHA-256', (d) => d.pdf_sha256),
  digestColumn('保函 PDF SM3', (d) => d.pdf_sm3),
  digestColumn('保函 OFD SHA-256', (d) => d.ofd_sha256),
  digestColumn('保函 OFD SM3', (d) => d.ofd_sm3),
];
