// 寄送信息 of a letter delivered by mail, as both apps show it: where the original goes (the
// address chosen at application, as the order recorded it), then the courier, tracking number and
// dates once mailed. The shape is the contract's `delivery` (models.ts deliverySchema).
import type { ReactNode } from 'react';
import { DateTime } from '../format/date-time';
import { DetailSection } from './detail-section';

export interface Delivery {
  receiver_name: string;
  receiver_mobile: string;
  receiver_address: string;
  courier_company: string | null;
  tracking_no: string | null;
  mailed_on: string | null;
  received_time: number | null;
}

export interface DeliverySectionProps {
  delivery: Delivery;
  /** Shown in place of the courier before the letter is mailed. */
  pendingText: ReactNode;
  title?: string;
}

export function DeliverySection({
  delivery,
  pendingText,
  title = '寄送信息',
}: DeliverySectionProps) {
  const mailed = delivery.tracking_no !== null;
  return (
    <DetailSection
      title={title}
      items={[
        { label: '收件人', value: delivery.receiver_name },
        { label: '联系电话', value: delivery.receiver_mobile },
        { label: '收件地址', value: delivery.receiver_address },
        ...(mailed
          ? [
              { label: '快递公司', value: delivery.courier_company },
              { label: '快递单号', value: delivery.tracking_no },
              { label: '寄出日期', value: delivery.mailed_on },
              {
                label: '签收时间',
                value: delivery.received_time ? (
                  <DateTime value={delivery.received_time} />
                ) : (
                  '未签收'
                ),
              },
            ]
          : [{ label: '快递信息', value: pendingText }]),
      ]}
    />
  );
}
