// One order as every order screen shows it: the action area the screen gives (the detail's action
// bar, a paper desk's panel), the facts and the order log. Its breadcrumb names the stage the
// order is in now (待出函 / 订单详情), linking back to that stage's list, whatever route shows it.
// An order sealed until bid opening says so first: the letter made now is a 密文 letter.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { orderStageOf } from '@bht/api-client';
import { QueryState, ResultPage, useBreadcrumbParent } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OrderFacts } from './order-facts';
import { OrderLogCard } from './order-log-timeline';
import { ORDER_STAGE_PATHS } from './order-paths';
import { orderDetailQuery, type OrderDetail } from './order-queries';
import { SealedBidNotice } from './sealed-bid';

export function OrderWorkspace({
  orderSn,
  children,
}: {
  orderSn: string;
  children: (order: OrderDetail) => ReactNode;
}) {
  const detail = useQuery(orderDetailQuery(orderSn));
  const stage = detail.data && orderStageOf(detail.data.status);
  useBreadcrumbParent(stage && ORDER_STAGE_PATHS[stage]);
  return (
    <QueryState query={detail}>
      {detail.data && (
        <>
          <SealedBidNotice order={detail.data} />
          {children(detail.data)}
          <OrderFacts order={detail.data} />
        </>
      )}
      <OrderLogCard orderSn={orderSn} />
    </QueryState>
  );
}

/** The order number a screen was opened with: `?sn=` (the paper desks) or `?order_sn=` (detail). */
export function useOrderSnParam(): string | undefined {
  const [params] = useSearchParams();
  return (params.get('sn') ?? params.get('order_sn'))?.trim() || undefined;
}

/** Opened without an order number: say where to come from instead of calling the API. */
export function MissingOrderSn({ from }: { from: string }) {
  const navigate = useNavigate();
  return (
    <ResultPage
      status="warning"
      title="缺少订单号"
      description={`请从${from}进入。`}
      actions={
        <Button type="primary" onClick={() => void navigate('/index')}>
          返回工作台
        </Button>
      }
    />
  );
}
