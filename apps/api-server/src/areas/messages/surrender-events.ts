// What surrender requests tell whom (docs/after-issue.md, docs/messages.md): a new request to the
// guarantor's accounts holding 退保, the decision to the enterprise's accounts with the 订单
// permission. Written inside the request's or the decision's transaction.
import {
  letterMachine,
  SURRENDER_GROUND_TEXT,
  type SurrenderGround,
} from '@bht/api-client/contract';
import type { orders, surrenders } from '../../db/schema';
import { pushSurrenderRequested } from '../order-push';
import { queuePlatformEventOf } from '../trading-platforms/platform-events';
import { notify } from './notify';
import type { Tx } from '../../db/client';
import { ORDER_PERMISSION } from '../auth/sub-account-permissions';

type SurrenderRow = typeof surrenders.$inferSelect;
type SurrenderOrder = Pick<
  typeof orders.$inferSelect,
  'sn' | 'type' | 'projectName' | 'enterpriseName' | 'ensureCompanyName' | 'letterNo' | 'premium'
>;
/** The order as the approval left it: how it was paid says how the premium goes back. */
type PaidOrder = SurrenderOrder & Pick<typeof orders.$inferSelect, 'payMethod'>;

/** The console permission of the surrender desk. */
export const SURRENDER_PERMISSION = '退保';

const about = (o: SurrenderOrder) =>
  `${letterMachine(o.type).label}，订单号 ${o.sn}，项目「${o.projectName}」，保函编号 ${o.letterNo ?? ''}`;

/** The surrender desk's accounts, and the recipients of 退保申请 pushes (docs/order-push.md). */
export const notifySurrenderRequested = async (
  tx: Tx,
  surrender: SurrenderRow,
  order: SurrenderOrder,
) => {
  await pushSurrenderRequested(tx, surrender, order);
  await notify(
    tx,
    {
      side: 'ensure_company',
      companyId: surrender.ensureCompanyId,
      permission: SURRENDER_PERMISSION,
    },
    {
      kind: 'surrender_requested',
      title: '收到退保申请',
      content: `${order.enterpriseName}申请退保（${about(order)}，申请编号 ${surrender.sn}）。退保理由：${SURRENDER_GROUND_TEXT[surrender.ground as SurrenderGround]}；说明：${surrender.reason}`,
      orderSn: order.sn,
    },
  );
};

const toEnterprise = (
  tx: Tx,
  surrender: SurrenderRow,
  order: SurrenderOrder,
  approved: boolean,
  content: string,
) =>
  notify(
    tx,
    { side: 'enterprise', enterpriseId: surrender.enterpriseId, permission: ORDER_PERMISSION },
    {
      kind: approved ? 'surrender_approved' : 'surrender_refused',
      title: approved ? '退保申请已同意' : '退保申请未通过',
      content,
      orderSn: order.sn,
    },
  );

/** How the premium goes back, as the enterprise is told. */
const refundText = (surrender: SurrenderRow, order: PaidOrder) => {
  if (surrender.refund !== 1) return '，保费不予退还';
  return `，保费 ${order.premium} 元将${order.payMethod === 'offline' ? '由担保机构转账退回' : '原路退回'}`;
};

export const notifySurrenderApproved = async (
  tx: Tx,
  surrender: SurrenderRow,
  order: PaidOrder,
) => {
  await queuePlatformEventOf(tx, surrender.orderId, 'surrender_decided', surrender.id);
  await toEnterprise(
    tx,
    surrender,
    order,
    true,
    `${order.ensureCompanyName}已同意您的退保申请（${about(order)}），保函于 ${surrender.ceaseDate ?? ''} 终止${refundText(surrender, order)}。${surrender.opinion ? `处理意见：${surrender.opinion}` : ''}`,
  );
};

export const notifySurrenderRefused = async (
  tx: Tx,
  surrender: SurrenderRow,
  order: SurrenderOrder,
) => {
  await queuePlatformEventOf(tx, surrender.orderId, 'surrender_decided', surrender.id);
  await toEnterprise(
    tx,
    surrender,
    order,
    false,
    `${order.ensureCompanyName}拒绝了您的退保申请（${about(order)}），保函继续有效。拒绝原因：${surrender.opinion ?? ''}`,
  );
};
