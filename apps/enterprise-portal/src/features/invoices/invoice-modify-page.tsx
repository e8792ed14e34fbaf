// /invoice/modify?id= 修改开票信息: the request form prefilled, only while the server still allows
// a change (待开票, `actions` has 'modify'); once issued, pushed or voided a notice says why not.
import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import { QueryState, ResultPage } from '@bht/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { idParam } from '../letters/apply-steps';
import { InvoiceForm } from './invoice-form';
import { MissingInvoice } from './missing-invoice';
import { invoicePaths } from './invoice-paths';
import { useInvoice } from './invoice-queries';

function ModifyInvoice({ id, title }: { id: number; title: string }) {
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  return (
    <QueryState query={invoice}>
      {invoice.data &&
        (invoice.data.actions.includes('modify') ? (
          <Card title={title} bordered={false}>
            <InvoiceForm invoice={invoice.data} />
          </Card>
        ) : (
          <ResultPage
            status="warning"
            title={`该发票${invoice.data.status_text}，不能再修改`}
            description="只有待开票的申请可以修改；如信息有误，请联系担保机构作废后重新申请。"
            actions={
              <Button type="primary" onClick={() => void navigate(invoicePaths.detail(id))}>
                查看发票详情
              </Button>
            }
          />
        ))}
    </QueryState>
  );
}

export default function InvoiceModifyPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return id === null ? <MissingInvoice /> : <ModifyInvoice id={id} title={title} />;
}
