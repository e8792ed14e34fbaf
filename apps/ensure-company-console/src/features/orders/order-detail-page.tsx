// /Dispatchletter/detail?order_sn= 订单详情: the facts, the actions the server offers this account
// for the order's status, and the order log. Its breadcrumb names the stage the order is in now
// (待出函 / 订单详情), linking back to that stage's list.
import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import { orderStageOf } from '@bht/api-client';
import { QueryState, ResultPage, useBreadcrumbParent } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { OrderLogTimeline } from './order-log-timeline';
import { ORDER_STAGE_PATHS } from './order-paths';
import { orderDetailQuery, orderLogQuery } from './order-queries';

function OrderDetailView({ orderSn }: { orderSn: string }) {
  const detail = useQuery(orderDetailQuery(orderSn));
  const log = useQuery(orderLogQuery(orderSn));
  const stage = detail.data && orderStageOf(detail.data.status);
  useBreadcrumbParent(stage && ORDER_STAGE_PATHS[stage]);
  return (
    <QueryState query={detail}>
      {detail.data && (
        <>
          <Card title="操作" bordered={false} style={{ marginBottom: 16 }}>
            <OrderActions order={detail.data} />
          </Card>
          <OrderFacts order={detail.data} />
        </>
      )}
      <Card title="流转记录" bordered={false} role="region" aria-label="流转记录">
        <QueryState query={log}>
          <OrderLogTimeline entries={log.data ?? []} />
        </QueryState>
      </Card>
    </QueryState>
  );
}

export default function OrderDetailPage() {
  const orderSn = useSearchParams()[0].get('order_sn')?.trim();
  const navigate = useNavigate();
  if (!orderSn) {
    return <ResultPage status="warning" title="缺少订单号" description="请从订单列表进入订单详情。" actions={<Button type="primary" onClick={() => navigate('/index')}>返回工作台</Button>} />;
  }
  return <OrderDetailView orderSn={orderSn} />;
}
