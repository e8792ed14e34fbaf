// The holder's key to a letter: its number and the 6-character verification code printed on it
// (查验码). The public calls that give more than a letter's summary (its file on /verify, a claim)
// ask for both. A wrong code and an unknown number get one answer, so neither says whether the
// number exists, and every try of a code counts against one per-IP limit whichever call makes it,
// so codes cannot be tried cheaply.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { orders } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { enforceRateLimit } from '../../http/rate-limit';

export const WRONG_LETTER_KEY = '保函编号或查验码不正确，请核对保函上印制的编号与 6 位查验码';

/** Code tries per IP and minute, over /api/letter/verify and /api/claim/checkLetter together. */
const CODE_TRIES_PER_MINUTE = 20;

export const enforceCodeTryLimit = (db: Db, ip: string) =>
  enforceRateLimit(
    db,
    { key: `letter-key:ip:${ip}`, limit: CODE_TRIES_PER_MINUTE, windowSeconds: 60 },
    '操作过于频繁，请稍后再试',
  );

/** The letter with number `letterNo` and code `code`, or the one answer for a wrong number or code. */
export async function letterByKey(db: Db, letterNo: string, code: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.letterNo, letterNo.toUpperCase()), eq(orders.verifyCode, code)))
    .limit(1);
  if (!order) throw fieldError('verify_code', WRONG_LETTER_KEY);
  return order;
}
