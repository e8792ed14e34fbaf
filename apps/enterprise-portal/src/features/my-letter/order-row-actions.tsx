// What can be done with an order from a list, by its status: the same buttons in the desktop
// table and on the mobile cards (the server re-checks every one).
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { OrderStatus, type OrderSummary } from '@bht/api-client';
import { useNavigate } from 'react-router-dom';
import { CancelOrderButton } from './cancel-order-button';
import { letterPath, orderDetailPath, orderPayPath, resumeSigningPath } from './order-links';
import { canCancel } from './order-states';

export function OrderRowActions({ order, size = 'small' }: { order: OrderSummary; size?: 'small' | 'default' }) {
  const navigate = useNavigate();
  const type = size === 'small' ? 'text' : 'secondary';
  return (
    <Space size={4} wrap>
      <Button size={size} type={type} aria-label={`详情 ${order.sn}`} onClick={() => navigate(orderDetailPath(order.sn))}>
        详情
      </Button>
      {order.status === OrderStatus.PENDING_SIGN && (
        <Button size={size} type={type} aria-label={`继续签约 ${order.sn}`} onClick={() => navigate(resumeSigningPath(order))}>
          继续签约
        </Button>
      )}
      {order.status === OrderStatus.PENDING_PAYMENT && (
        <Button size={size} type={size === 'small' ? 'text' : 'primary'} aria-label={`去支付 ${order.sn}`} onClick={() => navigate(orderPayPath(order.sn))}>
          去支付
        </Button>
      )}
      {order.status === OrderStatus.ISSUED && (
        <Button size={size} type={type} aria-label={`查看保函 ${order.sn}`} onClick={() => navigate(letterPath(order.sn))}>
          查看保函
        </Button>
      )}
      {canCancel(order.status) && <CancelOrderButton order={order} size={size} type={type} />}
    </Space>
  );
}
