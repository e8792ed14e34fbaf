// paperfiveone (?order_sn=): the last wizard step once the guarantor approved — the premium to
// pay (WeChat or a transfer voucher, the order screens' pay section over the paper endpoints).
// Before approval or after payment it says where the order stands and leads to its detail.
import { Alert, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { OrderStatus } from '@bht/api-client';
import { QueryState, useIsMobile } from '@bht/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { ApplyFrame } from '../apply/apply-frame';
import { ApplyStep } from '../apply/apply-steps';
import { MissingParam } from '../apply/missing-param';
import { OrderFacts } from '../apply/order-facts';
import { useOrderFamily } from '../my-letter/order-family';
import { PaySection } from '../my-letter/pay-section';
import { useOrder } from '../my-letter/use-order';

function PayOrder({ orderSn }: { orderSn: string }) {
  const order = useOrder(orderSn, { poll: true });
  const { paths } = useOrderFamily();
  const mobile = useIsMobile();
  return (
    <QueryState query={order}>
      {order.data && (
        <>
          <OrderFacts order={order.data} layout={mobile ? 'mobile' : 'desktop'} />
          {order.data.status === OrderStatus.PENDING_PAYMENT ? (
            <PaySection order={order.data} />
          ) : (
            <Alert
              type="info"
              style={{ marginBottom: 16 }}
              content={order.data.status < OrderStatus.PENDING_PAYMENT ? `担保机构审核通过后即可在此支付保费，当前状态：${order.data.status_text}。` : `该订单无需在此支付，当前状态：${order.data.status_text}。`}
            />
          )}
          <Space wrap>
            <Link to={paths.detail(orderSn)}>查看订单详情</Link>
            <Link to={paths.list}>我的纸质保函</Link>
          </Space>
        </>
      )}
    </QueryState>
  );
}

export function PaperPayStep({ title }: { title: string }) {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  const mobile = useIsMobile();
  return (
    <ApplyFrame step={ApplyStep.RESULT} title={title} layout={mobile ? 'mobile' : 'desktop'}>
      {orderSn ? <PayOrder orderSn={orderSn} /> : <MissingParam what="order" />}
    </ApplyFrame>
  );
}

