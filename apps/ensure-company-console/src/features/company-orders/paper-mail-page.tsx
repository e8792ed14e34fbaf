// /paperthree?sn= 纸质保函 · 寄送: the desk that takes a paid paper order to the post. Where it
// stands (收款 → 生成打印件 → 寄出 → 签收), the actions the server offers (确认线下收款, 生成打印件 /
// 重新生成, 同意 / 拒绝退款, 作废: the shared action bar), the printable copy to preview or download,
// the 寄出 form while the order waits to be mailed, and how it went once mailed.
import { Link as ArcoLink, Space, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Link/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { OrderStatus } from '@bht/api-client';
import { Alert, resolveImageUrl } from '@bht/ui';
import { formatDateTime } from '@bht/validators';
import { runtimeConfig } from '../../app/api';
import { MailLetterForm } from './mail-letter-form';
import { OrderActions } from './order-actions';
import { PAPER_DESKS } from './order-paths';
import type { OrderDetail } from './order-queries';
import { MissingOrderSn, OrderWorkspace, useOrderSnParam } from './order-workspace';
import { PaperDesk } from './paper-desk';

const S = OrderStatus;
const STEPS = ['确认收款', '生成打印件', '寄出原件', '企业签收'] as const;

/** The step the order is at (0-based; the count of steps when all are done). */
function stepOf(order: OrderDetail): number {
  if (order.status === S.PENDING_PAYMENT) return 0;
  if (order.status === S.TO_MAIL || order.status === S.REFUND_REVIEW)
    return order.letter_url ? 2 : 1;
  if (order.status === S.MAILED) return 3;
  if (order.status === S.VOIDED) return STEPS.length - 1;
  return STEPS.length;
}

function PrintableCopy({ path }: { path: string }) {
  const href = resolveImageUrl(path, runtimeConfig.imageHost);
  return (
    <Space size={16} style={{ marginTop: 16 }}>
      <span>保函打印件：</span>
      <ArcoLink href={href} target="_blank" rel="noopener noreferrer">
        预览打印件
      </ArcoLink>
      {/* The copy lives on the file host, another origin, where browsers ignore `download`:
          without a new tab the link would navigate the console away. */}
      <ArcoLink href={href} target="_blank" rel="noopener noreferrer" download>
        下载打印件
      </ArcoLink>
    </Space>
  );
}

/** Once mailed: how and when it went, and whether the enterprise has confirmed receipt (the facts below list it all). */
function MailedNotice({ delivery }: { delivery: NonNullable<OrderDetail['delivery']> }) {
  const receipt = delivery.received_time
    ? `企业已于 ${formatDateTime(delivery.received_time)} 确认签收`
    : '企业尚未确认签收';
  return (
    <Alert
      type="success"
      content={`保函原件已于 ${delivery.mailed_on ?? '-'} 交${delivery.courier_company ?? ''}寄出，快递单号 ${delivery.tracking_no ?? '-'}；${receipt}。`}
      style={{ marginTop: 24 }}
    />
  );
}

function MailDesk({ order }: { order: OrderDetail }) {
  return (
    <>
      {/* A voided letter stops where it was: the last step shows the failure. */}
      <Steps
        current={stepOf(order) + 1}
        status={order.status === S.VOIDED ? 'error' : undefined}
        size="small"
        style={{ marginBottom: 24, maxWidth: 720 }}
        aria-label="寄送进度"
      >
        {STEPS.map((title) => (
          <Steps.Step key={title} title={title} />
        ))}
      </Steps>
      <OrderActions order={order} />
      {order.letter_url && <PrintableCopy path={order.letter_url} />}
      {order.actions.includes('mail') && <MailLetterForm order={order} />}
      {order.delivery?.tracking_no && <MailedNotice delivery={order.delivery} />}
    </>
  );
}

export default function PaperMailPage({ title }: { title: string }) {
  const orderSn = useOrderSnParam();
  if (!orderSn) return <MissingOrderSn from="待出函列表" />;
  return (
    <OrderWorkspace orderSn={orderSn}>
      {(order) => (
        <PaperDesk title={title} desk={PAPER_DESKS.mail} order={order}>
          <MailDesk order={order} />
        </PaperDesk>
      )}
    </OrderWorkspace>
  );
}
