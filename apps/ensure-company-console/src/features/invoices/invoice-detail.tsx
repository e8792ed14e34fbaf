// The 发票 a desk row opens, in the desk's drawer: its facts, the actions the server offers and
// the log. Its own module: the desk loads it (with the actions' forms) when the drawer opens.
import { useQuery } from '@tanstack/react-query';
import { RecordLogCard } from '../../app/record-log-card';
import { RequestDetail } from '../../app/request-desk';
import { InvoiceActions } from './invoice-actions';
import { InvoiceFacts } from './invoice-facts';
import { invoiceDetailQuery, invoiceLogQuery } from './invoice-queries';

export default function InvoiceDetail({ id }: { id: number }) {
  const detail = useQuery(invoiceDetailQuery(id));
  const log = useQuery(invoiceLogQuery(id));
  return (
    <RequestDetail
      query={detail}
      label="发票详情"
      heading={(invoice) => `${invoice.title} · 订单 ${invoice.order_sn}`}
      actions={(invoice) => <InvoiceActions invoice={invoice} />}
      facts={(invoice) => <InvoiceFacts invoice={invoice} />}
      log={<RecordLogCard query={log} />}
    />
  );
}
