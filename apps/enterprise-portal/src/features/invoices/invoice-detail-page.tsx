// /invoice/voicedetail?id= 发票详情: the status stamp, the invoice (kind, medium, amount, number,
// issue time), the title as asked for, the order, and where it goes: the e-mail of an electronic
// invoice, the address and courier of a paper one. The PDF downloads once issued; 推送失败 says why
// the e-mail failed; 已作废 gives the reason and offers a new request for the freed order.
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  INVOICE_KIND_TEXT,
  INVOICE_MEDIUM_TEXT,
  InvoiceStatus,
  LETTER_TYPE_TEXT,
} from '@bht/api-client';
import {
  Alert,
  DateTime,
  DetailSection,
  Money,
  QueryState,
  resolveImageUrl,
  StatusStamp,
} from '@bht/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { runtimeConfig } from '../../app/api';
import { idParam } from '../letters/apply-steps';
import type { Invoice } from './invoice-form';
import { invoicePaths } from './invoice-paths';
import { useInvoice } from './invoice-queries';
import { MissingInvoice } from './missing-invoice';

const DOWNLOADABLE: readonly number[] = [InvoiceStatus.ISSUED, InvoiceStatus.PUSH_FAILED];

function StatusNotice({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  switch (invoice.status) {
    case InvoiceStatus.PENDING:
      return <Alert type="info" content="担保机构开具发票前，您可以修改开票信息。" />;
    case InvoiceStatus.PUSH_FAILED:
      return (
        <Alert
          type="error"
          title="电子发票已开具，但发送到邮箱失败"
          content={`原因：${invoice.push_error || '邮件服务未返回原因'}。您可以直接下载下方的发票文件；如邮箱有误，请联系担保机构核对后重新推送。`}
        />
      );
    case InvoiceStatus.VOIDED:
      return (
        <Alert
          type="warning"
          title="该发票已作废"
          content={`作废原因：${invoice.void_reason || '未填写'}。作废后该订单可重新申请开票。`}
          action={
            <Button
              size="small"
              type="primary"
              onClick={() => void navigate(invoicePaths.apply(invoice.order_sn))}
            >
              重新申请
            </Button>
          }
        />
      );
    default:
      return null;
  }
}

function Delivery({ invoice }: { invoice: Invoice }) {
  if (invoice.medium === 'electronic')
    return <DetailSection title="接收方式" items={[{ label: '接收邮箱', value: invoice.email }]} />;
  const mailed = invoice.tracking_no !== null && invoice.tracking_no !== '';
  return (
    <DetailSection
      title="寄送信息"
      items={[
        { label: '收件人', value: invoice.receiver?.name },
        { label: '联系电话', value: invoice.receiver?.mobile },
        { label: '收件地址', value: invoice.receiver?.address },
        ...(mailed
          ? [
              { label: '快递公司', value: invoice.courier_company },
              { label: '快递单号', value: invoice.tracking_no },
            ]
          : [
              {
                label: '快递信息',
                value:
                  invoice.status === InvoiceStatus.ISSUED
                    ? '担保机构未登记快递单号'
                    : '担保机构寄出后显示快递公司和单号',
              },
            ]),
      ]}
    />
  );
}

export function InvoiceDetailView({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const fileUrl =
    DOWNLOADABLE.includes(invoice.status) && invoice.file_url
      ? resolveImageUrl(invoice.file_url, runtimeConfig.imageHost)
      : null;
  return (
    <>
      <Card bordered={false} style={{ marginBottom: 16 }}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 16,
            flexWrap: 'wrap',
          }}
        >
          <div style={{ minWidth: 0 }}>
            <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{invoice.title}</h2>
            <div style={{ color: '#4e5969' }}>
              {INVOICE_KIND_TEXT[invoice.kind]} · {INVOICE_MEDIUM_TEXT[invoice.medium]} ·{' '}
              <Money value={invoice.amount} />
            </div>
            <div style={{ color: '#4e5969' }}>
              申请时间：
              <DateTime value={invoice.create_time} />
            </div>
          </div>
          <Space wrap>
            {invoice.actions.includes('modify') && (
              <Button
                onClick={() => void navigate(invoicePaths.modify(invoice.id))}
                aria-label={`修改开票信息 ${invoice.order_sn}`}
              >
                修改
              </Button>
            )}
            {fileUrl && (
              <Button type="primary" href={fileUrl} target="_blank" download>
                下载发票（PDF）
              </Button>
            )}
            <StatusStamp label={invoice.status_text} />
          </Space>
        </div>
        <div style={{ marginTop: 12 }}>
          <StatusNotice invoice={invoice} />
        </div>
      </Card>
      <DetailSection
        title="发票信息"
        items={[
          { label: '发票类型', value: INVOICE_KIND_TEXT[invoice.kind] },
          { label: '发票形式', value: INVOICE_MEDIUM_TEXT[invoice.medium] },
          { label: '开票金额', value: <Money value={invoice.amount} /> },
          { label: '发票号码', value: invoice.invoice_no ?? '开具后显示' },
          {
            label: '开票时间',
            value: invoice.issue_time ? <DateTime value={invoice.issue_time} /> : '-',
          },
          { label: '备注', value: invoice.remark || '-' },
        ]}
      />
      <DetailSection
        title="抬头信息"
        items={[
          { label: '发票抬头', value: invoice.title },
          { label: '纳税人识别号', value: invoice.tax_no },
          { label: '开户银行', value: invoice.bank_name || '-' },
          { label: '银行账号', value: invoice.bank_account || '-' },
          { label: '注册地址', value: invoice.address || '-' },
          { label: '注册电话', value: invoice.phone || '-' },
        ]}
      />
      <Delivery invoice={invoice} />
      <DetailSection
        title="订单信息"
        items={[
          { label: '订单号', value: invoice.order_sn },
          { label: '保函类型', value: LETTER_TYPE_TEXT[invoice.order_type] },
          { label: '项目名称', value: invoice.project_name },
          { label: '担保机构（开票方）', value: invoice.ensure_company_name },
        ]}
      />
    </>
  );
}

export default function InvoiceDetailPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return id === null ? <MissingInvoice /> : <InvoiceDetail id={id} />;
}

function InvoiceDetail({ id }: { id: number }) {
  const invoice = useInvoice(id);
  return (
    <QueryState query={invoice}>
      {invoice.data && <InvoiceDetailView invoice={invoice.data} />}
    </QueryState>
  );
}
