// The channels' payment results (/api/sun_letter/payResult, /api/hua_an_letter/payResult).
// Signature first (nothing is read or written for an unsigned call), then idempotency on the
// channel's transaction id, then the order's `pay` transition with the pay log in its transaction.
// A success for an order that no longer waits for payment is recorded and refunded; the order is
// never reopened (docs/state-machines.md, docs/payments.md).
// The same two callbacks carry the insurers' results for guarantee insurance proposals: an
// `order_sn` with the policy prefix (BX…, orders are BH…) is verified by the insurer provider and
// settles the policy (areas/insurance/policy-results.ts, docs/insurance.md).
import { huaAnPayResult, payResultRequestSchema, sunPayResult } from '@bht/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, conflict, fieldError } from '../../http/app-error';
import { isUniqueViolation } from '../../db/unique-violation';
import { implement } from '../../http/implement';
import type {
  ChannelPaymentResult,
  PayChannel,
  PaymentProvider,
} from '../../providers/payment/payment-provider';
import { ORDER_STATE_CHANGED, orderStatusText } from '../orders/order-machine';
import { findOrder, transitionOrder, type Operator } from '../orders/order-transitions';
import { findTrade, settleAttempt, type PayLogRow } from './pay-logs';
import { enqueueRefund, ensureRefundQueued, runRefundNow } from './refund-job';
import { isPolicySn } from '../insurance/policy-records';
import type { Insurer } from '../../providers/insurer/insurer-provider';
import { receivePolicyResult } from '../insurance/policy-results';
import type { OrderRow } from '../../db/rows';
import { answer, type PayResultAnswer } from './pay-notification';

interface Deps {
  db: Db;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const PAY_CALLBACK: Operator = {
  type: 'system',
  id: null,
  name: '支付回调',
  permissions: new Set(),
};

export const SIGNATURE_INVALID = '签名校验失败';
export const AMOUNT_MISMATCH = '支付金额与订单保费不符';

/** The machine refused (409) or another request changed the order first (409 ORDER_STATE_CHANGED). */
const lostTheOrder = (error: unknown) =>
  (error instanceof AppError && error.status === 409) || isUniqueViolation(error);

export async function receivePayResult(
  { db, provider, log }: Deps,
  channel: PayChannel,
  n: ChannelPaymentResult,
): Promise<PayResultAnswer> {
  const known = await findTrade(db, channel, n.trade_no);
  if (known) {
    // A late payment whose refund did not complete (a crash, a refusing channel): try it now.
    if (awaitsRefund(known)) {
      await ensureRefundQueued(db, lateRefund(known));
      await runRefundNow({ db, provider, log: jobLog(log) }, known.id);
    }
    return answer(n, true);
  }
  const order = await findOrder(db, n.order_sn, 'system');

  if (n.status !== 'SUCCESS') {
    const outcome = {
      tradeNo: n.trade_no,
      status: 'failed' as const,
      amount: n.amount,
      note: n.err_msg || `支付未完成（${n.status}）`,
    };
    return answer(
      n,
      (await db.transaction((tx) => settleAttempt(tx, order, channel, outcome))) === null,
    );
  }
  if (n.amount !== order.premium) {
    log.error(
      { orderSn: order.sn, channel, tradeNo: n.trade_no, amount: n.amount, premium: order.premium },
      'payment amount differs from the premium',
    );
    throw fieldError('amount', AMOUNT_MISMATCH);
  }

  try {
    await transitionOrder(db, {
      sn: order.sn,
      scope: 'system',
      operator: PAY_CALLBACK,
      action: 'pay',
      note: n.trade_no,
      set: () => ({
        payMethod: channel === 'alipay' ? 'alipay' : 'wechat',
        payTime: new Date(n.paid_at * 1000),
      }),
      within: async (tx, updated) => {
        const row = await settleAttempt(tx, updated, channel, {
          tradeNo: n.trade_no,
          status: 'paid',
          amount: n.amount,
          note: '在线支付成功',
        });
        if (!row) throw conflict(ORDER_STATE_CHANGED);
      },
    });
    return answer(n, false);
  } catch (error) {
    if (!lostTheOrder(error)) throw error;
  }
  // Someone else moved the order: the same notification (duplicate), or the order left 待支付.
  if (await findTrade(db, channel, n.trade_no)) return answer(n, true);
  return refundLatePayment(
    { db, provider, log },
    channel,
    await findOrder(db, order.sn, 'system'),
    n,
  );
}

/**
 * The note of a late payment recorded and not refunded yet. The refund is a call to the channel
 * after the row's transaction: a process killed in between leaves the row so, and the channel's
 * next resend of the notification resumes the refund (receivePayResult).
 */
const AWAITING_REFUND = '，到账后原路退款';
const awaitsRefund = (row: PayLogRow) =>
  row.status === 'paid' && (row.note ?? '').endsWith(AWAITING_REFUND);

/** The refund job of a recorded late payment: its reason is the note's. */
const lateRefund = (row: PayLogRow) => {
  const why = (row.note ?? '').slice(0, -AWAITING_REFUND.length);
  return { payLogId: row.id, reason: why, late: why };
};
const jobLog = (log: Deps['log']) => ({
  error: log.error.bind(log),
  info: log.warn.bind(log),
});

/**
 * A payment that arrived when the order no longer waits for one: recorded with its refund job in
 * one transaction, then refunded in full at once (or by the job runner, with back-off, when the
 * channel refuses or the process dies first).
 */
async function refundLatePayment(
  deps: Deps,
  channel: PayChannel,
  order: OrderRow,
  n: ChannelPaymentResult,
): Promise<PayResultAnswer> {
  const why = `订单状态为「${orderStatusText(order.status)}」`;
  const recorded = await deps.db.transaction(async (tx) => {
    const row = await settleAttempt(tx, order, channel, {
      tradeNo: n.trade_no,
      status: 'paid',
      amount: n.amount,
      note: why + AWAITING_REFUND,
    });
    if (row) await enqueueRefund(tx, lateRefund(row));
    return row;
  });
  if (!recorded) return answer(n, true);
  await runRefundNow({ ...deps, log: jobLog(deps.log) }, recorded.id);
  return answer(n, false);
}

function payResultHandler(endpoint: typeof sunPayResult | typeof huaAnPayResult, channel: Insurer) {
  return implement(endpoint, async (_input, { db, providers, request }) => {
    // Verified over the body exactly as received; the notification is then read from that body
    // alone, so nothing outside the signature (e.g. a query string) can change it. The number says
    // whose result it is, and so who signed it: an insurer (a policy) or a payment channel (an order).
    const body = (request.body ?? {}) as Record<string, unknown>;
    const forPolicy = isPolicySn(body.order_sn);
    const verified = forPolicy
      ? providers.insurer.verifyNotification(channel, body)
      : providers.payment.verifyNotification(channel, body);
    const signed = verified ? payResultRequestSchema.safeParse(body) : null;
    if (!signed?.success) {
      request.log.warn(
        { channel, orderSn: body.order_sn },
        'payment notification with an invalid signature',
      );
      throw new AppError(SIGNATURE_INVALID, { status: 401 });
    }
    if (forPolicy)
      return receivePolicyResult({ db, providers, log: request.log }, channel, signed.data);
    return receivePayResult(
      { db, provider: providers.payment, log: request.log },
      channel,
      signed.data,
    );
  });
}

export const payResultHandlers = [
  payResultHandler(sunPayResult, 'sun'),
  payResultHandler(huaAnPayResult, 'hua_an'),
];
