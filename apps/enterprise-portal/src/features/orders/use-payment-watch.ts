// While a payment is under way at a channel (a QR code shown, or back from a hosted cashier), the
// order's status is asked every few seconds through the type's status call (as /text_pay does);
// once the order has left 待支付 the payment is confirmed: 支付成功, and the order's screens reload.
import { OrderStatus } from '@bht/api-client';
import { showSuccess } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { silentQueryOptions } from '../../app/silent-query';
import { statusEndpointOf, useOrderFamily } from './order-family';
import { useRefreshOrders } from './use-order';

export const PAYMENT_POLL_MS = 3000;

/** Left 待支付 by a payment, not by a cancellation or a rejection. */
export const paidStatus = (status: number) =>
  status !== OrderStatus.PENDING_PAYMENT &&
  status !== OrderStatus.CANCELLED &&
  status !== OrderStatus.REJECTED;

/** `watching`: poll now. Answers the polled status (undefined before the first answer) and whether it is a paid one. */
export function usePaymentWatch(sn: string, watching: boolean) {
  const family = useOrderFamily();
  const refresh = useRefreshOrders();
  const status = useQuery({
    // Silent: a failed poll must not toast every few seconds; the next one simply tries again.
    ...silentQueryOptions(statusEndpointOf(family), { order_sn: sn }),
    enabled: watching,
    staleTime: 0,
    refetchInterval: (query) =>
      watching &&
      (query.state.data?.order.status ?? OrderStatus.PENDING_PAYMENT) ===
        OrderStatus.PENDING_PAYMENT
        ? PAYMENT_POLL_MS
        : false,
  });
  const current = watching ? status.data?.order.status : undefined;
  const paid = current !== undefined && paidStatus(current);
  const announced = useRef(false);
  useEffect(() => {
    if (!paid || announced.current) return;
    announced.current = true;
    showSuccess('支付成功');
    void refresh();
  }, [paid, refresh]);
  return { status: current, paid };
}
