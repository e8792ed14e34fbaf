// A letter re-issued with the same number (docs/trading-platforms.md, "Sealed bids"): at bid
// opening the 密文 letter gives way to the 明文 one; a postponed opening the letter no longer covers
// extends it. A job (letter.reissue) queued in the transaction of its cause makes the letter from
// the order as it stands then; the letter it replaces stays on record in earlier_letters with its
// files and digests (both verify as ours), the order log says so, and the platform hears of it.
import {
  LETTER_REISSUE_CAUSES,
  OrderStatus,
  type LetterReissueCause,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { earlierLetters, orders } from '../../db/schema';
import { enqueueJob, type JobHandler } from '../../jobs/job-queue';
import { logOrderNote, type Operator } from '../orders/order-transitions';
import { queuePlatformEvent } from '../trading-platforms/platform-events';
import { isSealedUntilOpening } from './bid-secrecy';
import {
  letterLastDay,
  letterParties,
  makeLetterFiles,
  removeLetterFiles,
  type SealContext,
} from './seal-letter';

export const LETTER_REISSUE_JOB = 'letter.reissue';

interface ReissuePayload {
  orderId: number;
  cause: LetterReissueCause;
  /** The letter (orders.letter_url) the job replaces: another one by then means nothing to do. */
  replaces: string;
  /** Whether that letter is a 密文 one (read before the opening unsealed the order). */
  sealed: boolean;
  /** The order log row of the cause (the opening, the postponement). */
  logId: number;
}

const SYSTEM: Pick<Operator, 'type' | 'id' | 'name'> = {
  type: 'system',
  id: null,
  name: '系统（重新出具保函）',
};

/** A made letter is re-issued while sealed for issue (出函中) or in force (已出函). */
const REISSUED_IN: readonly number[] = [OrderStatus.DRAFTING, OrderStatus.ISSUED];

/**
 * Queues the re-issue of the order's letter, if it has one to re-issue; false otherwise. `order` is
 * the row as it was before the cause changed it.
 */
export async function queueLetterReissue(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'status' | 'letterUrl' | 'sealedFields' | 'bidsOpenedAt'>,
  cause: LetterReissueCause,
  logId: number,
): Promise<boolean> {
  if (!order.letterUrl || !REISSUED_IN.includes(order.status)) return false;
  const payload: ReissuePayload = {
    orderId: order.id,
    cause,
    replaces: order.letterUrl,
    sealed: isSealedUntilOpening(order),
    logId,
  };
  return enqueueJob(tx, {
    kind: LETTER_REISSUE_JOB,
    key: `letter-reissue:${order.id}:${logId}`,
    payload: { ...payload },
  });
}

/** What the platform hears once the letter is re-issued (nothing for a 明文 draft not yet issued). */
async function tellPlatform(tx: Tx, order: OrderRow, payload: ReissuePayload, earlierId: number) {
  if (payload.cause === 'opening_postponed')
    await queuePlatformEvent(tx, order, 'opening_postponed', payload.logId);
  else if (order.status === OrderStatus.ISSUED)
    await queuePlatformEvent(tx, order, 'issued', earlierId);
}

/** The replacement, in one transaction: false when the letter was replaced meanwhile. */
async function recordReissue(
  db: Db,
  before: OrderRow,
  made: Awaited<ReturnType<typeof makeLetterFiles>>,
  validTo: string,
  payload: ReissuePayload,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ ...made.columns, validTo, updatedAt: new Date() })
      .where(and(eq(orders.id, before.id), eq(orders.letterUrl, payload.replaces)))
      .returning();
    if (!order) return false;
    const [earlier] = await tx
      .insert(earlierLetters)
      .values({
        orderId: before.id,
        letterNo: before.letterNo!,
        sealed: payload.sealed ? 1 : 0,
        letterUrl: payload.replaces,
        letterDigest: before.letterDigest ?? '',
        letterSm3: before.letterSm3,
        letterOfdUrl: before.letterOfdUrl,
        letterOfdSha256: before.letterOfdSha256,
        letterOfdSm3: before.letterOfdSm3,
        validFrom: before.validFrom,
        validTo: before.validTo,
        replacedBecause: payload.cause,
      })
      .returning({ id: earlierLetters.id });
    await logOrderNote(
      tx,
      order,
      'reissue_letter',
      SYSTEM,
      `${LETTER_REISSUE_CAUSES[payload.cause]}，保函编号 ${before.letterNo} 不变，有效期至 ${validTo}`,
    );
    await tellPlatform(tx, order, payload, earlier!.id);
    return true;
  });
}

export function letterReissueJobHandler(context: SealContext): JobHandler {
  const { db, providers } = context;
  return {
    genericError: '重新出具保函失败，系统将自动重试',
    run: async (job) => {
      const payload = job.payload as unknown as ReissuePayload;
      const [order] = await db.select().from(orders).where(eq(orders.id, payload.orderId));
      // Replaced meanwhile (a re-seal on the desk, an attempt that committed): nothing left to do.
      if (!order?.letterNo || !order.verifyCode || order.letterUrl !== payload.replaces) return;
      const parties = await letterParties(db, order);
      const validTo = letterLastDay(order, parties.project);
      const made = await makeLetterFiles(context, order, parties, {
        letterNo: order.letterNo,
        verifyCode: order.verifyCode,
        validTo,
      });
      let recorded = false;
      try {
        recorded = await recordReissue(db, order, made, validTo, payload);
      } finally {
        if (!recorded) await removeLetterFiles(providers, made.keys);
      }
    },
  };
}
