// Which order transitions tell whom what (docs/messages.md), as data: transitionOrder calls
// notifyOrderEvent inside its transaction, so every way an order moves (console review, payment
// callback, refund desk…) sends the same messages from this one table.
import type { MessageKind } from '@bht/api-client/contract';
import {
  END_REASON_TEXT,
  findTransition,
  letterMachine,
  type END_REASONS,
} from '@bht/api-client/contract';
import type { OrderAction } from '../orders/order-machine';
import { pushOrderEvent } from '../order-push';
import { orderTransitionEvent, queuePlatformEvent } from '../trading-platforms/platform-events';
import { notify, type Audience } from './notify';
import type { OrderRow } from '../../db/rows';
import type { Tx } from '../../db/client';
import { ORDER_PERMISSION } from '../auth/sub-account-permissions';

interface OrderMessage {
  /** The enterprise that applied (its accounts with the 订单 permission) or the guarantor. */
  to: 'enterprise' | 'ensure_company';
  /**
   * For the guarantor: the action the message calls for (by the order, when it depends on the letter
   * type); its stage permission chooses the accounts.
   */
  calledFor?: OrderAction | ((order: OrderRow) => OrderAction);
  /** For the guarantor, when the message calls for no action: the console stage whose accounts are told. */
  stage?: string;
  kind: MessageKind;
  title: string;
  /** The text, from the order as updated and the note of the transition (reason). */
  content: (order: OrderRow, note: string) => string;
}

type EndReason = (typeof END_REASONS)[number];

const about = (o: OrderRow) => `订单号 ${o.sn}，项目「${o.projectName}」`;
/** The letter type as the messages name it ('投标电子保函', '纸质投标保函'…). */
const letter = (o: OrderRow) => letterMachine(o.type).label;
const byMail = (o: OrderRow) => letterMachine(o.type).delivery === 'mail';
/** What the guarantor does once the order is paid: issue the e-letter, or print, seal and mail the paper one. */
const makeLetter = (o: OrderRow): OrderAction => (byMail(o) ? 'mail' : 'issue');
const nextStep = (o: OrderRow) => (byMail(o) ? '寄出保函原件' : '出函');

/** Why an ended letter ended, as orders.end_reason records it ('到期终止', '退保', '全额赔付'). */
const endReasonText = (o: OrderRow) => END_REASON_TEXT[o.endReason as EndReason] ?? '';
/** Every ending (expiry job, approved surrender, full payout) tells the enterprise the same way, naming the reason. */
const LETTER_ENDED: readonly OrderMessage[] = [
  {
    to: 'enterprise',
    kind: 'letter_ended',
    title: '保函已履约终止',
    content: (o) =>
      `您的${letter(o)}已履约终止（${about(o)}，保函编号 ${o.letterNo ?? ''}），终止原因：${endReasonText(o)}。`,
  },
];

const ORDER_MESSAGES: Partial<Record<OrderAction, readonly OrderMessage[]>> = {
  sign: [
    {
      to: 'ensure_company',
      calledFor: 'approve',
      kind: 'order_submitted',
      title: '新的保函申请待审核',
      content: (o) =>
        `${o.enterpriseName}已签署委托合同，${letter(o)}申请待审核（${about(o)}，保费 ${o.premium} 元）。`,
    },
  ],
  approve: [
    {
      to: 'enterprise',
      kind: 'order_approved',
      title: '保函申请已审核通过',
      content: (o) =>
        `${o.ensureCompanyName}已审核通过您的${letter(o)}申请（${about(o)}），请支付保费 ${o.premium} 元。`,
    },
  ],
  reject: [
    {
      to: 'enterprise',
      kind: 'order_rejected',
      title: '保函申请已被驳回',
      content: (o, note) =>
        `${o.ensureCompanyName}驳回了您的${letter(o)}申请（${about(o)}）。驳回原因：${note}`,
    },
  ],
  pay: [
    {
      to: 'enterprise',
      kind: 'order_paid',
      title: '保费支付成功',
      content: (o) =>
        `保费 ${o.premium} 元已支付成功（${about(o)}），${o.ensureCompanyName}将尽快${nextStep(o)}。`,
    },
    {
      to: 'ensure_company',
      calledFor: makeLetter,
      kind: 'order_paid',
      title: '订单已在线支付',
      content: (o) =>
        `${o.enterpriseName}已在线支付保费 ${o.premium} 元（${letter(o)}，${about(o)}），请${byMail(o) ? '生成打印件、盖章后寄出保函原件' : '签章出函'}。`,
    },
  ],
  confirm_payment: [
    {
      to: 'enterprise',
      kind: 'order_paid',
      title: '保费支付成功',
      content: (o) =>
        `${o.ensureCompanyName}已确认收到您线下转账的保费 ${o.premium} 元（${about(o)}），将尽快${nextStep(o)}。`,
    },
  ],
  expire_unpaid: [
    {
      to: 'enterprise',
      kind: 'order_expired',
      title: '订单超时未支付已取消',
      content: (o, note) => `您的${letter(o)}订单（${about(o)}）${note}，如仍需保函请重新申请。`,
    },
  ],
  issue: [
    {
      to: 'enterprise',
      kind: 'letter_issued',
      title: '保函已出函',
      content: (o) =>
        `您的${letter(o)}已出函（${about(o)}，保函编号 ${o.letterNo ?? ''}），可在订单详情中下载。`,
    },
  ],
  mail: [
    {
      to: 'enterprise',
      kind: 'letter_mailed',
      title: '保函原件已寄出',
      content: (o) =>
        `${o.ensureCompanyName}已于 ${o.mailedOn ?? ''} 寄出您的${letter(o)}原件（${about(o)}，保函编号 ${o.letterNo ?? ''}），快递公司：${o.courierCompany ?? ''}，快递单号：${o.trackingNo ?? ''}。收到后请在订单详情中确认签收。`,
    },
  ],
  confirm_receipt: [
    {
      to: 'ensure_company',
      stage: '已出函',
      kind: 'letter_received',
      title: '保函原件已签收',
      content: (o) =>
        `${o.enterpriseName}已确认签收${letter(o)}原件（${about(o)}，保函编号 ${o.letterNo ?? ''}）。`,
    },
  ],
  void: [
    {
      to: 'enterprise',
      kind: 'letter_voided',
      title: '保函已作废',
      content: (o, note) =>
        `${o.ensureCompanyName}已作废您的${letter(o)}（${about(o)}）。作废原因：${note}`,
    },
  ],
  request_refund: [
    {
      to: 'ensure_company',
      calledFor: 'approve_refund',
      kind: 'refund_requested',
      title: '收到退款申请',
      content: (o, note) =>
        `${o.enterpriseName}申请退还保费 ${o.premium} 元（${letter(o)}，${about(o)}）。退款原因：${note}`,
    },
  ],
  approve_refund: [
    {
      to: 'enterprise',
      kind: 'refund_approved',
      title: '退款申请已同意',
      content: (o) =>
        `${o.ensureCompanyName}已同意您的${letter(o)}退款申请（${about(o)}），保费 ${o.premium} 元将${o.payMethod === 'offline' ? '由担保机构转账退回' : '原路退回'}。`,
    },
  ],
  refuse_refund: [
    {
      to: 'enterprise',
      kind: 'refund_refused',
      title: '退款申请未通过',
      content: (o, note) =>
        `${o.ensureCompanyName}拒绝了您的${letter(o)}退款申请（${about(o)}），${byMail(o) ? '保函原件将继续寄出' : '保函将继续出具'}。拒绝原因：${note}`,
    },
  ],
  expire: LETTER_ENDED,
  surrender: LETTER_ENDED,
  pay_out: LETTER_ENDED,
};

/** Not a transition: addPayImage stores the voucher while the order stays 待支付. */
const VOUCHER_UPLOADED: OrderMessage = {
  to: 'ensure_company',
  calledFor: 'confirm_payment',
  kind: 'voucher_uploaded',
  title: '收到线下转账凭证',
  content: (o) =>
    `${o.enterpriseName}上传了保费 ${o.premium} 元的转账凭证（${about(o)}），请核对到账后确认收款。`,
};

/**
 * The console permission of the guarantor's message: the stage of the action it calls for (in the
 * order's own table, so a paper order's payment goes to who mails), else the stage it names.
 */
function companyPermission(message: OrderMessage, order: OrderRow): string | null {
  if (!message.calledFor) return message.stage ?? null;
  const action =
    typeof message.calledFor === 'function' ? message.calledFor(order) : message.calledFor;
  const rule = findTransition(order.type, action);
  if (!rule)
    throw new Error(`a message calls for ${action}, which ${order.type} orders do not have`);
  return rule.permission;
}

function orderAudience(message: OrderMessage, order: OrderRow): Audience {
  return message.to === 'enterprise'
    ? { side: 'enterprise', enterpriseId: order.enterpriseId, permission: ORDER_PERMISSION }
    : {
        side: 'ensure_company',
        companyId: order.ensureCompanyId,
        permission: companyPermission(message, order),
      };
}

const send = (tx: Tx, message: OrderMessage, order: OrderRow, note: string) =>
  notify(tx, orderAudience(message, order), {
    kind: message.kind,
    title: message.title,
    content: message.content(order, note.trim()),
    orderSn: order.sn,
  });

/** The messages of `action` on `order` (as updated), inside the transition's transaction. */
export async function notifyOrderEvent(
  tx: Tx,
  action: string,
  order: OrderRow,
  note: string,
): Promise<void> {
  for (const message of ORDER_MESSAGES[action as OrderAction] ?? [])
    await send(tx, message, order, note);
  // The company's message recipients (docs/order-push.md): a new application, a paid order.
  await pushOrderEvent(tx, action, order);
  // The trading platform that pushed the order, where it must hear of this step.
  const platformEvent = orderTransitionEvent(action, order);
  if (platformEvent) await queuePlatformEvent(tx, order, platformEvent);
}

/** The guarantor's message that a transfer voucher arrived, inside addPayImage's transaction. */
export const notifyVoucherUploaded = (tx: Tx, order: OrderRow) =>
  send(tx, VOUCHER_UPLOADED, order, '');
