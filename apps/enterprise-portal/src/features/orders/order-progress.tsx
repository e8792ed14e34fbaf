// Where an order stands on the way to its letter (issued electronically, or mailed and received) (Arco Steps; the compact "第 n 步" line
// on phones); final side states (驳回, 作废, 取消, 退款) are named in a notice instead of a step.
import { Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Steps/style/css.js';
import { letterMachine, OrderStatus, type OrderDetail } from '@bht/api-client';
import { Alert, CompactSteps, useIsMobile } from '@bht/ui';

/** The main path of each delivery: the step titles, and the status each step is current in. */
const PATHS = {
  electronic: {
    titles: ['签署合同', '担保审核', '支付保费', '保函出具', '已出函'],
    statuses: [
      OrderStatus.PENDING_SIGN,
      OrderStatus.PENDING_REVIEW,
      OrderStatus.PENDING_PAYMENT,
      OrderStatus.DRAFTING,
      OrderStatus.ISSUED,
    ],
  },
  mail: {
    titles: ['签署合同', '担保审核', '支付保费', '寄送保函', '确认签收', '已签收'],
    statuses: [
      OrderStatus.PENDING_SIGN,
      OrderStatus.PENDING_REVIEW,
      OrderStatus.PENDING_PAYMENT,
      OrderStatus.TO_MAIL,
      OrderStatus.MAILED,
      OrderStatus.RECEIVED,
    ],
  },
} as const;

const SIDE_NOTICES: Partial<
  Record<number, { type: 'error' | 'warning' | 'info'; title: string; content?: string }>
> = {
  [OrderStatus.REJECTED]: { type: 'error', title: '审核未通过' },
  [OrderStatus.VOIDED]: { type: 'warning', title: '保函已作废，公开查验将显示为已作废' },
  [OrderStatus.ENDED]: {
    type: 'info',
    title: '保函已履约终止',
    content: '保函已到期、退保或全额赔付，不再具备担保效力；公开查验将显示为已终止。',
  },
  [OrderStatus.CANCELLED]: { type: 'info', title: '订单已取消' },
  [OrderStatus.REFUND_REVIEW]: {
    type: 'info',
    title: '退款申请审核中',
    content: '保函暂停办理；担保机构同意后退还保费，拒绝则继续办理。',
  },
  [OrderStatus.REFUNDED]: { type: 'info', title: '保费已退还' },
};

export function OrderProgress({ order }: { order: OrderDetail }) {
  const mobile = useIsMobile();
  const notice = SIDE_NOTICES[order.status];
  if (notice) {
    const content =
      order.status === OrderStatus.REJECTED && order.reject_reason
        ? `驳回原因：${order.reject_reason}`
        : notice.content;
    return (
      <Alert
        type={notice.type}
        title={notice.title}
        content={content}
        style={{ marginBottom: 16 }}
      />
    );
  }
  const path = PATHS[letterMachine(order.type).delivery];
  const current = Math.max(0, (path.statuses as readonly number[]).indexOf(order.status));
  const done = current === path.statuses.length - 1;
  if (mobile) return <CompactSteps label="办理进度" titles={[...path.titles]} current={current} />;
  return (
    <Steps
      current={current + 1}
      status={done ? 'finish' : 'process'}
      style={{ marginBottom: 24 }}
      aria-label="办理进度"
    >
      {path.titles.map((title) => (
        <Steps.Step key={title} title={title} />
      ))}
    </Steps>
  );
}
