// Which events push what (docs/order-push.md): the texts of the five events a recipient can
// subscribe to, each queued in the event's own transaction by the code that already writes the
// event's in-app messages (areas/messages/*-events.ts) or, for an invoice request, by its handler.
import { letterMachine, type PushEvent } from '@bht/api-client/contract';
import type { claims, invoices, orders, surrenders } from '../../db/schema';
import { queuePushes } from './queue-pushes';
import type { OrderRow } from '../../db/rows';
import type { Tx } from '../../db/client';

type OrderFacts = Pick<OrderRow, 'sn' | 'type' | 'projectName' | 'enterpriseName'>;

const SIGNATURE = '【保函通】';
const letter = (o: Pick<OrderRow, 'type'>) => letterMachine(o.type).label;
const about = (o: OrderFacts) => `${letter(o)}，订单号 ${o.sn}，项目「${o.projectName}」`;

const push = (
  tx: Tx,
  companyId: number,
  event: PushEvent,
  order: OrderFacts,
  title: string,
  text: string,
) =>
  queuePushes(tx, { companyId, event, orderSn: order.sn, title, content: `${SIGNATURE}${text}` });

/** Order transitions that push: the contract signed (a new application) and the premium paid, online or confirmed offline. */
const ORDER_PUSHES: Partial<
  Record<string, { event: PushEvent; title: string; text: (o: OrderRow) => string }>
> = {
  sign: {
    event: 'new_application',
    title: '新的保函申请',
    text: (o) =>
      `${o.enterpriseName}提交了新的保函申请（${about(o)}，保费 ${o.premium} 元），请登录担保机构后台审核。`,
  },
  pay: {
    event: 'paid',
    title: '订单已支付',
    text: (o) =>
      `${o.enterpriseName}已支付保费 ${o.premium} 元（${about(o)}），请登录担保机构后台出函。`,
  },
  confirm_payment: {
    event: 'paid',
    title: '订单已支付',
    text: (o) =>
      `${o.enterpriseName}的线下转账保费 ${o.premium} 元已确认收款（${about(o)}），请登录担保机构后台出函。`,
  },
};

/** The pushes of transition `action` on `order` (as updated), inside the transition's transaction. */
export async function pushOrderEvent(tx: Tx, action: string, order: OrderRow): Promise<void> {
  const pushed = ORDER_PUSHES[action];
  if (pushed)
    await push(tx, order.ensureCompanyId, pushed.event, order, pushed.title, pushed.text(order));
}

export const pushSurrenderRequested = (
  tx: Tx,
  surrender: typeof surrenders.$inferSelect,
  order: OrderFacts,
) =>
  push(
    tx,
    surrender.ensureCompanyId,
    'surrender_request',
    order,
    '退保申请',
    `${order.enterpriseName}申请退保（${about(order)}，申请编号 ${surrender.sn}），请登录担保机构后台处理。`,
  );

export const pushClaimRaised = (tx: Tx, claim: typeof claims.$inferSelect, order: OrderFacts) =>
  push(
    tx,
    claim.ensureCompanyId,
    'claim',
    order,
    '理赔申请',
    `${claim.claimant}提出索赔（${about(order)}，理赔编号 ${claim.sn}，金额 ${claim.amount} 元），请登录担保机构后台受理。`,
  );

export const pushInvoiceRequested = (
  tx: Tx,
  invoice: Pick<typeof invoices.$inferSelect, 'ensureCompanyId' | 'amount'>,
  order: Pick<typeof orders.$inferSelect, 'sn' | 'type' | 'projectName' | 'enterpriseName'>,
) =>
  push(
    tx,
    invoice.ensureCompanyId,
    'invoice_request',
    order,
    '开票申请',
    `${order.enterpriseName}申请开票（${about(order)}，金额 ${invoice.amount} 元），请登录担保机构后台开票。`,
  );
