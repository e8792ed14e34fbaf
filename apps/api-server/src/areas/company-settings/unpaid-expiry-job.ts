// The unpaid-order job (docs/settings.md): cancels the orders left unsigned (待签约) or unpaid
// (待支付) longer than their guarantor's unpaid_expire_hours, counted from the order's last
// transition (its newest order log row: when it entered the status it is in), each through
// transitionOrder (action `expire_unpaid`, the system), so the order log, the counters and the
// enterprise's message are those of any transition. Orders waiting for the guarantor to confirm a
// transfer voucher are left alone, and so is an order whose online payment may still complete.
// It is a scheduled job (docs/jobs.md, kind order.unpaid-expiry): one job row per
// UNPAID_EXPIRY_JOB_INTERVAL_MS slot, so each slot runs once across all instances. Each batch also
// runs in a transaction holding a transaction-level advisory lock, taken without waiting, and the
// conditional UPDATE of transitionOrder alone already keeps two runs from cancelling one order twice.
import { OrderStatus, UNPAID_EXPIRABLE } from '@bht/api-client/contract';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ensureCompanies, orderLogs, orders, payLogs } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { drainLockedBatches } from '../../jobs/background-job';
import { hasPaymentInFlight, PAYMENT_IN_FLIGHT } from '../orders/cancel-order';
import { transitionOrder, type Operator } from '../orders/order-transitions';

export const UNPAID_EXPIRY_JOB_LOCK = 'company-settings:unpaid-expiry-job';
const BATCH_SIZE = 100;
const SYSTEM: Operator = {
  type: 'system',
  id: null,
  name: '系统（超时未支付）',
  permissions: new Set(),
};

/** When the order entered its current status: its newest log row. */
const enteredStatusAt = sql`(select max(${orderLogs.createdAt}) from ${orderLogs} where ${orderLogs.orderId} = ${orders.id})`;

export interface UnpaidExpiryRun {
  /** Another instance held the lock: this run did nothing. */
  skipped: boolean;
  /** Orders this run cancelled. */
  cancelled: number;
}

/** Cancels every order left unpaid past its guarantor's limit at `now`, in batches. */
export async function runUnpaidExpiryJob(
  db: Db,
  now = new Date(),
  batchSize = BATCH_SIZE,
): Promise<UnpaidExpiryRun> {
  const run = await drainLockedBatches(db, {
    lock: UNPAID_EXPIRY_JOB_LOCK,
    batchSize,
    due: (tx) =>
      tx
        .select({ sn: orders.sn, status: orders.status, hours: ensureCompanies.unpaidExpireHours })
        .from(orders)
        .innerJoin(ensureCompanies, eq(ensureCompanies.id, orders.ensureCompanyId))
        .where(
          and(
            inArray(orders.status, [...UNPAID_EXPIRABLE]),
            sql`${enteredStatusAt} < ${now.toISOString()}::timestamptz - make_interval(hours => ${ensureCompanies.unpaidExpireHours})`,
            // A transfer voucher waits for the guarantor's confirmation, not for the enterprise.
            notExists(
              tx
                .select({ id: payLogs.id })
                .from(payLogs)
                .where(
                  and(
                    eq(payLogs.orderId, orders.id),
                    eq(payLogs.channel, 'offline'),
                    eq(payLogs.status, 'pending'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(batchSize),
    // 409 also when an online payment may still complete: the order is left for its callback.
    change: (tx, order) =>
      transitionOrder(tx, {
        sn: order.sn,
        scope: 'system',
        operator: SYSTEM,
        action: 'expire_unpaid',
        note: `超过 ${order.hours} 小时未${order.status === OrderStatus.PENDING_SIGN ? '签约' : '支付'}，已自动取消`,
        within: async (inner, _updated, before) => {
          if (
            before.status === OrderStatus.PENDING_PAYMENT &&
            (await hasPaymentInFlight(inner, before.id))
          )
            throw conflict(PAYMENT_IN_FLIGHT);
        },
      }),
  });
  return { skipped: run.skipped, cancelled: run.changed };
}

export const UNPAID_EXPIRY_JOB = 'order.unpaid-expiry';

/** The order.unpaid-expiry slot's work (scheduledJobHandler): runs the job and logs what it cancelled. */
export const unpaidExpirySlot =
  (db: Db) => async (now: Date, log: Pick<FastifyBaseLogger, 'info'>) => {
    const run = await runUnpaidExpiryJob(db, now);
    if (run.cancelled > 0) log.info(run, 'unpaid-order job done');
  };
