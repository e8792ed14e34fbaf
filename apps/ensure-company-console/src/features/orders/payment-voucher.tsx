// The enterprise's offline transfer voucher (addPayImage) as a previewable image, and the facts
// a cashier checks it against: the premium due, the order and who paid.
import { Descriptions, Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Image/style/css.js';
import { Money, resolveImageUrl } from '@bht/ui';
import { runtimeConfig } from '../../app/api';
import type { OrderDetail } from './order-queries';

/**
 * Without a voucher the desk may still confirm: an order the guarantor entered itself was paid to it
 * directly (the server accepts that, and refuses an enterprise's application without a voucher).
 */
export const NO_VOUCHER_NOTICE = '企业尚未上传转账凭证。仅当保费已通过其他方式到账（如录入订单时约定的线下收款）时确认，否则请等待企业上传凭证。';

export function VoucherImage({ path }: { path: string | null }) {
  if (!path) return <span style={{ color: '#86909c' }}>企业尚未上传转账凭证</span>;
  return <Image src={resolveImageUrl(path, runtimeConfig.imageHost)} alt="转账凭证" width={160} height={160} style={{ objectFit: 'contain', background: '#f7f8fa' }} />;
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
        { label: '应收保费', value: <strong><Money value={order.premium} /></strong> },
        { label: '转账凭证', value: <VoucherImage path={order.pay_image} /> },
      ]}
    />
  );
}
