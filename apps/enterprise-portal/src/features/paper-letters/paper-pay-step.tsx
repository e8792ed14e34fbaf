// paperfiveone (?order_sn=): the last wizard step once the guarantor approved — the premium to
// pay (OrderPayPanel: WeChat or a transfer voucher over the paper endpoints).
import { useIsMobile } from '@bht/ui';
import { useSearchParams } from 'react-router-dom';
import { ApplyFrame } from '../letters/apply-frame';
import { ApplyStep } from '../letters/apply-steps';
import { MissingParam } from '../letters/missing-param';
import { OrderPayPanel } from '../orders/order-pay-panel';

export function PaperPayStep({ title }: { title: string }) {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  const mobile = useIsMobile();
  return (
    <ApplyFrame step={ApplyStep.RESULT} title={title} layout={mobile ? 'mobile' : 'desktop'}>
      {orderSn ? (
        <OrderPayPanel orderSn={orderSn} listLabel="我的纸质保函" />
      ) : (
        <MissingParam what="order" />
      )}
    </ApplyFrame>
  );
}
