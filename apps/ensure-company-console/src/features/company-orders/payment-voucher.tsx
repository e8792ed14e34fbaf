// The enterprise's offline transfer voucher (addPayImage) as a previewable image (a PDF voucher as a
// link to it), and the facts a cashier checks it against: the premium due, the order and who paid.
import { Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { Money, StoredPicture } from '@bht/ui';
import { runtimeConfig } from '../../app/api';
import type { OrderDetail } from './order-queries';

/**
 * An order the guarantor entered itself (addOrder) is paid to it directly, without a voucher; an
 * enterprise's own application can be confirmed only once its voucher is here (the server refuses
 * otherwise and does not offer confirm_payment).
 */
export const ENTERED_NO_VOUCHER_NOTICE =
  '该订单由本机构录入，保费由本机构线下收取，无需企业上传转账凭证。请在保费到账后确认收款。';
export const WAITING_FOR_VOUCHER_NOTICE = '企业尚未上传转账凭证，上传后方可确认收款。';

/** What the desk is told when there is no voucher. */
export const noVoucherNotice = (order: Pick<OrderDetail, 'entered'>) =>
  order.entered ? ENTERED_NO_VOUCHER_NOTICE : WAITING_FOR_VOUCHER_NOTICE;

export function VoucherImage({ path }: { path: string | null }) {
  if (!path) return <span style={{ color: 'var(--color-text-3)' }}>企业尚未上传转账凭证</span>;
  return (
    <StoredPicture
      path={path}
      imageHost={runtimeConfig.imageHost}
      alt="转账凭证"
      pdfLabel="查看 PDF 凭证"
      width={160}
      height={160}
      style={{ objectFit: 'contain', background: '#f7f8fa' }}
    />
  );
}

export function PaymentVoucher({ order }: { order: OrderDetail }) {
  return (
    <Descriptions
      column={1}
      labelStyle={{ width: 110 }}
      data={[
        { label: '订单号', value: order.sn },
        { label: '投保企业', value: order.enterprise_name },
        { label: '项目名称', value: order.project_name },
        {
          label: '应收保费',
          value: (
            <strong>
              <Money value={order.premium} />
            </strong>
          ),
        },
        { label: '转账凭证', value: <VoucherImage path={order.pay_image} /> },
      ]}
    />
  );
}
