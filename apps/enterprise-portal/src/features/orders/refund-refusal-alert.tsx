// The guarantor's refusal of the enterprise's latest refund request, on the order detail while the
// order is back where the refusal left it (the server's `refund_refusal`; a new request clears it).
import type { OrderDetail } from '@bht/api-client';
import { Alert, DateTime } from '@bht/ui';

export function RefundRefusalAlert({ order }: { order: OrderDetail }) {
  const refusal = order.refund_refusal;
  if (!refusal) return null;
  return (
    <Alert
      type="warning"
      content={
        <>
          退款申请未通过：{refusal.reason}（<DateTime value={refusal.time} />）
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
