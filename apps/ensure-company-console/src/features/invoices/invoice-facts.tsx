// One invoice request as the desk sees it: the invoice (kind, medium, amount, status, number, PDF,
// why a push failed or why it was voided, the red-letter invoice that reversed it), the order it
// is for, the title as asked for (a special VAT invoice's tax number, bank, account, registered
// address and phone) and where it goes (the e-mail address, or the receiver and the courier of a
// paper invoice).
import { INVOICE_KIND_TEXT, INVOICE_MEDIUM_TEXT, LETTER_TYPE_TEXT } from '@bht/api-client';
import { DateTime, DetailSection, Money, StatusTag } from '@bht/ui';
import { Link } from 'react-router-dom';
import { FileLink } from '../company-orders/order-facts';
import { orderDetailPath } from '../company-orders/order-paths';
import type { Invoice } from './invoice-queries';

const warn = (text: string) => <span style={{ color: '#f53f3f' }}>{text}</span>;

/** The red-letter invoice that reversed an issued electronic invoice when it was voided (冲红). */
function RedLetter({ redLetter }: { redLetter: NonNullable<Invoice['red_letter']> }) {
  return (
    <DetailSection
      title="冲红信息"
      items={[
        { label: '冲红方式', value: '全额冲红' },
        { label: '冲红金额', value: <Money value={redLetter.amount} /> },
        { label: '红字发票号码', value: redLetter.invoice_no ?? '-' },
        { label: '冲红时间', value: <DateTime value={redLetter.time} /> },
        {
          label: '红字发票文件',
          value: <FileLink path={redLetter.file_url} text="查看红字发票 PDF" />,
        },
      ]}
    />
  );
}

export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const special = invoice.kind === 'special';
  const receiver = invoice.receiver;
  const registration = [
    ['开户银行', invoice.bank_name],
    ['银行账号', invoice.bank_account],
    ['注册地址', invoice.address],
    ['注册电话', invoice.phone],
  ] as const;
  return (
    <>
      <DetailSection
        title="发票信息"
        items={[
          { label: '发票类型', value: INVOICE_KIND_TEXT[invoice.kind] },
          { label: '发票形式', value: INVOICE_MEDIUM_TEXT[invoice.medium] },
          { label: '开票金额', value: <Money value={invoice.amount} /> },
          { label: '状态', value: <StatusTag label={invoice.status_text} /> },
          { label: '发票号码', value: invoice.invoice_no ?? '-' },
          { label: '开票时间', value: <DateTime value={invoice.issue_time} /> },
          { label: '发票文件', value: <FileLink path={invoice.file_url} text="查看发票 PDF" /> },
          { label: '申请时间', value: <DateTime value={invoice.create_time} /> },
          { label: '备注', value: invoice.remark || '-' },
          ...(invoice.push_error
            ? [{ label: '推送失败原因', value: warn(invoice.push_error) }]
            : []),
          ...(invoice.void_reason ? [{ label: '作废原因', value: warn(invoice.void_reason) }] : []),
        ]}
      />
      {invoice.red_letter && <RedLetter redLetter={invoice.red_letter} />}
      <DetailSection
        title="订单信息"
        items={[
          {
            label: '订单号',
            value: <Link to={orderDetailPath(invoice.order_sn)}>{invoice.order_sn}</Link>,
          },
          { label: '保函类型', value: LETTER_TYPE_TEXT[invoice.order_type] },
          { label: '项目名称', value: invoice.project_name },
          { label: '投保企业', value: invoice.enterprise_name },
        ]}
      />
      <DetailSection
        title="发票抬头"
        items={[
          { label: '发票抬头', value: invoice.title },
          { label: '纳税人识别号', value: invoice.tax_no },
          // A special VAT invoice carries the buyer's bank and registration; an ordinary one only when given.
          ...registration
            .filter(([, value]) => special || value)
            .map(([label, value]) => ({ label, value: value || '-' })),
        ]}
      />
      {invoice.medium === 'electronic' ? (
        <DetailSection
          title="接收方式"
          items={[{ label: '接收邮箱', value: invoice.email || '-' }]}
        />
      ) : (
        <DetailSection
          title="寄送信息"
          items={[
            { label: '收件人', value: receiver?.name ?? '-' },
            { label: '联系电话', value: receiver?.mobile ?? '-' },
            { label: '收件地址', value: receiver?.address ?? '-' },
            ...(invoice.tracking_no || invoice.courier_company
              ? [
                  { label: '快递公司', value: invoice.courier_company || '-' },
                  { label: '快递单号', value: invoice.tracking_no || '-' },
                ]
              : [
                  {
                    label: '快递信息',
                    value: invoice.invoice_no ? '已开具，未登记快递' : '开具后寄出',
                  },
                ]),
          ]}
        />
      )}
    </>
  );
}
