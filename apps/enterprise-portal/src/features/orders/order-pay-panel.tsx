// The page step that pays an approved order's premium (paper paperfiveone, performance /payfor, wage
// /workerpayfor): the application as recorded, and while 待支付 the pay section (WeChat QR code of
// /text_pay, or a transfer voucher) over the type's endpoints. The status is polled, so a payment
// made on the phone or a voucher the guarantor confirms shows up here; before approval or after
// payment the panel says where the order stands.
import { Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Space/style/css.js';
import { OrderStatus } from '@bht/api-client';
import { Alert, QueryState, useIsMobile } from '@bht/ui';
import { Link } from 'react-router-dom';
import { OrderFacts } from '../letters/order-facts';
import { resultViewOf } from '../letters/result-view';
import { useOrderFamily } from './order-family';
import { PaySection } from './pay-section';
import { useOrder } from './use-order';

/** `listLabel`: the type's list as the link names it (我的纸质保函). */
export function OrderPayPanel({ orderSn, listLabel }: { orderSn: string; listLabel: string }) {
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
              content={
                order.data.status < OrderStatus.PENDING_PAYMENT
                  ? `担保机构审核通过后即可在此支付保费，当前状态：${order.data.status_text}。`
                  : `该订单无需在此支付，当前状态：${order.data.status_text}。${resultViewOf(order.data.status).description}`
              }
            />
          )}
          <Space wrap>
            <Link to={paths.detail(orderSn)}>查看订单详情</Link>
            <Link to={paths.list}>{listLabel}</Link>
          </Space>
        </>
      )}
    </QueryState>
  );
}
