// After 支付成功: a logged-in visitor watches the order move to 出函中 (the provider's callback
// may land a moment later); in WeChat without a portal session the page only confirms.
import { OrderStatus, getOrderStatus } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { ResultPage } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { silentQueryOptions } from '../../app/silent-query';
import { detailPathOf } from '../orders/order-links';

const PAID_POLL_MS = 3000;

/** `type`: the order's letter type as the pay link named it (null: the e-letter). */
export function PaidResult({ sn, type = null }: { sn: string; type?: string | null }) {
  const loggedIn = useSession().status === 'ready';
  const status = useQuery({
    ...silentQueryOptions(getOrderStatus, { order_sn: sn }),
    enabled: loggedIn,
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data?.order.status ?? 0) >= OrderStatus.DRAFTING ? false : PAID_POLL_MS,
  });
  const order = status.data?.order;
  const confirmed = order !== undefined && order.status >= OrderStatus.DRAFTING;
  const description = !loggedIn
    ? '保费已支付，担保机构确认到账后将出具保函，可在电脑端「保函订单」中查看进度。'
    : confirmed
      ? `支付已确认，订单当前状态：${order.status_text}。`
      : '正在确认支付结果…';
  return (
    <ResultPage
      status="success"
      title="支付成功"
      description={description}
      actions={loggedIn && <Link to={detailPathOf(type, sn)}>查看订单详情</Link>}
    />
  );
}
