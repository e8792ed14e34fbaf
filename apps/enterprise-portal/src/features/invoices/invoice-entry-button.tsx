// 申请开票 on a paid order's detail (every letter type's shared detail): opens /invoice/askfor for
// the order. Shown once the premium is paid and no refund is asked or made; whether the order can
// still be invoiced (one invoice per order) the request form learns from the server.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { OrderStatus, type OrderDetail } from '@bht/api-client';
import { useNavigate } from 'react-router-dom';
import { invoicePaths } from './invoice-paths';

const REFUNDING: readonly number[] = [OrderStatus.REFUND_REVIEW, OrderStatus.REFUNDED];

export function InvoiceEntryButton({
  order,
}: {
  order: Pick<OrderDetail, 'sn' | 'status' | 'pay_time'>;
}) {
  const navigate = useNavigate();
  if (order.pay_time === null || REFUNDING.includes(order.status)) return null;
  return (
    <Button
      onClick={() => void navigate(invoicePaths.apply(order.sn))}
      aria-label={`申请开票 ${order.sn}`}
    >
      申请开票
    </Button>
  );
}
