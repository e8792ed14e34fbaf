// /paperthree?sn= 纸质保函 · 寄送: the desk that takes a paid paper order to the post. Where it
// stands (收款 → 生成打印件 → 寄出 → 签收), the actions the server offers (确认线下收款, 生成打印件 /
// 重新生成, 同意 / 拒绝退款, 作废: the shared action bar), the printable copy to preview or download,
// the 寄出 form while the order waits to be mailed, and the courier once it has gone.
import { Descriptions, Link as ArcoLink, Space, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Link/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { OrderStatus } from '@bht/api-client';
import { DateTime, resolveImageUrl } from '@bht/ui';
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
  if (order.status === S.TO_MAIL || order.status === S.REFUND_REVIEW) return order.letter_url ? 2 : 1;
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
      <ArcoLink href={href} download>
        下载打印件
      </ArcoLink>
    </Space>
  );
}

function CourierInfo({ delivery }: { delivery: NonNullable<OrderDetail['delivery']> }) {
  return (
    <section aria-label="寄送信息" style={{ marginTop: 24 }}>
      <h3 style={{ fontSize: 16, margin: '0 0 12px' }}>寄送信息</h3>
      <Descriptions
        column={1}
        labelStyle={{ width: 110 }}
        data={[
          { label: '快递公司', value: delivery.courier_company },
          { label: '快递单号', value: delivery.tracking_no },
          { label: '寄出日期', value: delivery.mailed_on },
          { label: '收件人', value: `${delivery.receiver_name} ${delivery.receiver_mobile}` },
          { label: '收件地址', value: delivery.receiver_address },
          { label: '签收', value: delivery.received_time ? <DateTime value={delivery.received_time} /> : '企业尚未确认签收' },
        ]}
      />
    </section>
  );
}

function MailDesk({ order }: { order: OrderDetail }) {
  return (
    <>
      {/* A voided letter stops where it was: the last step shows the failure. */}
      <Steps current={stepOf(order) + 1} status={order.status === S.VOIDED ? 'error' : undefined} size="small" style={{ marginBottom: 24, maxWidth: 720 }} aria-label="寄送进度">
        {STEPS.map((title) => (
          <Steps.Step key={title} title={title} />
        ))}
      </Steps>
      <OrderActions order={order} />
      {order.letter_url && <PrintableCopy path={order.letter_url} />}
      {order.actions.includes('mail') && <MailLetterForm order={order} />}
      {order.delivery?.tracking_no && <CourierInfo delivery={order.delivery} />}
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
