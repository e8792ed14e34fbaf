// /invoice/askfor 申请开票 (?order_sn= optional, e.g. from a paid order's detail).
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { useSearchParams } from 'react-router-dom';
import { InvoiceForm } from './invoice-form';

export default function InvoiceApplyPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  return (
    <Card title={title} bordered={false}>
      <InvoiceForm orderSn={params.get('order_sn')?.trim() || undefined} />
    </Card>
  );
}
