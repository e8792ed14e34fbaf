// 寄送信息 of a letter delivered by mail: where the original goes (the address chosen at
// application, as the order recorded it), then the courier, tracking number and dates once mailed.
import type { OrderDetail } from '@bht/api-client';
import { DateTime, DetailSection } from '@bht/ui';

export function DeliverySection({ delivery }: { delivery: NonNullable<OrderDetail['delivery']> }) {
  const mailed = delivery.tracking_no !== null;
  return (
    <DetailSection
      title="寄送信息"
      items={[
        { label: '收件人', value: delivery.receiver_name },
        { label: '联系电话', value: delivery.receiver_mobile },
        { label: '收件地址', value: delivery.receiver_address },
        ...(mailed
          ? [
              { label: '快递公司', value: delivery.courier_company },
              { label: '快递单号', value: delivery.tracking_no },
              { label: '寄出日期', value: delivery.mailed_on },
              { label: '签收时间', value: delivery.received_time ? <DateTime value={delivery.received_time} /> : '未签收' },
            ]
          : [{ label: '快递信息', value: '担保机构寄出后显示快递公司和单号' }]),
      ]}
    />
  );
}
