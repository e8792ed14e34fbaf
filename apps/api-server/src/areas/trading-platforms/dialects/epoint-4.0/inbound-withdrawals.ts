// 4.13 giveupapply, 4.9 quitapply and 4.11 canclenotice: the bidder or the tender agent takes an
// application or a letter back, through the shared withdraw / surrender / end actions.
import { OrderStatus, orderStatusText } from '@bht/api-client/contract';
import { z } from 'zod';
import { DialectRefusal, endpoint } from '../../dialect';
import { applyno, baohanno, text } from './payload-fields';
import { platformOrder } from './platform-order';

const S = OrderStatus;
/** Statuses before payment, and a cancellation already made (answered again as success). */
const GIVE_UP_STATUSES: readonly number[] = [
  S.PENDING_SIGN,
  S.PENDING_REVIEW,
  S.PENDING_PAYMENT,
  S.CANCELLED,
];
/** Paid or further along: the letter is being made or exists. */
const PAID_STATUSES: readonly number[] = [
  S.DRAFTING,
  S.ISSUED,
  S.REFUND_REVIEW,
  S.REFUNDED,
  S.VOIDED,
  S.ENDED,
];

const giveUpPayload = z.object({ applyno });
export const giveupapply = endpoint<z.output<typeof giveUpPayload>>({
  name: 'giveupapply',
  summary: '放弃申请（4.13）：未支付的申请取消',
  payload: giveUpPayload,
  businessNo: (payload) => payload.applyno,
  async handle(payload, context) {
    const order = await platformOrder(context, payload.applyno);
    if (PAID_STATUSES.includes(order.status))
      throw new DialectRefusal('refused', '保函已进入出函流程，无法放弃');
    if (!GIVE_UP_STATUSES.includes(order.status))
      throw new DialectRefusal('refused', `订单${orderStatusText(order.status)}，无法放弃`);
    await context.actions.withdraw(order, '投标人在交易平台放弃申请');
    return {};
  },
});

const quitPayload = z.object({ applyno, baohanno, reason: text('reason', 500) });
/** Our surrender and cancellation reasons hold 200 characters; the document allows 500. */
const REASON_LENGTH = 200;
export const quitapply = endpoint<z.output<typeof quitPayload>>({
  name: 'quitapply',
  summary: '退保申请（4.9）：出函前撤回，出函后进入退保审核',
  payload: quitPayload,
  businessNo: (payload) => payload.applyno,
  async handle(payload, context) {
    const order = await platformOrder(context, payload.applyno, payload.baohanno);
    if (order.status === S.ISSUED)
      await context.actions.requestSurrender(order, {
        reason: payload.reason.slice(0, REASON_LENGTH),
        applicantName: order.enterpriseName,
        attachments: [],
      });
    else await context.actions.withdraw(order, payload.reason.slice(0, REASON_LENGTH));
    return {};
  },
});

const cancelPayload = z.object({ applyno, baohanno });
export const canclenotice = endpoint<z.output<typeof cancelPayload>>({
  name: 'canclenotice',
  summary: '注销保函通知（4.11）：保函履约终止',
  payload: cancelPayload,
  businessNo: (payload) => payload.applyno,
  async handle(payload, context) {
    const order = await platformOrder(context, payload.applyno, payload.baohanno);
    await context.actions.endLetter(order, '交易平台注销保函');
    return {};
  },
});
