// /Dispatchletter/detail?order_sn= 订单详情: the facts, the actions the server offers this account
// for the order's status, and the order log, under the stage the order is in now. A paper
// letter's actions are worked on its desk (/papertwo, /paperthree), where the mailing form and
// the printable copy are: the detail links there instead of offering them twice. A refund through
// the payment channel that is being retried or has stopped shows under the actions (重新退款), and
// an order a trading platform pushed shows its 平台报文 there too.
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useNavigate } from 'react-router-dom';
import { OrderActions } from './order-actions';
import { paperDeskOf } from './order-paths';
import type { OrderDetail } from './order-queries';
import { OrderRefundsCard } from './order-refunds-card';
import { PlatformConversationCard } from '../trading-platforms/platform-conversation-card';
import { MissingOrderSn, OrderWorkspace, useOrderSnParam } from './order-workspace';

function DetailActions({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const desk = order.actions.length > 0 ? paperDeskOf(order) : undefined;
  if (!desk) return <OrderActions order={order} />;
  return (
    <Space wrap>
      <span>纸质保函在「{desk.title}」页办理。</span>
      <Button type="primary" onClick={() => void navigate(desk.link)}>
        去{desk.label}
      </Button>
    </Space>
  );
}

export default function OrderDetailPage() {
  const orderSn = useOrderSnParam();
  if (!orderSn) return <MissingOrderSn from="订单列表" />;
  return (
    <OrderWorkspace orderSn={orderSn}>
      {(order) => (
        <>
          <Card title="操作" bordered={false} style={{ marginBottom: 16 }}>
            <DetailActions order={order} />
          </Card>
          <OrderRefundsCard orderSn={order.sn} />
          {order.platform && (
            <PlatformConversationCard orderSn={order.sn} origin={order.platform} />
          )}
        </>
      )}
    </OrderWorkspace>
  );
}
