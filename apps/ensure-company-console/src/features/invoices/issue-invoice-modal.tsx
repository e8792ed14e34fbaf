// 开具发票: the invoice number and the invoice PDF (required for an electronic invoice, which is
// e-mailed as soon as it is issued; the server checks the file is a PDF by its content), and for a
// paper invoice the courier and tracking number it was mailed with (optional: issuing without them
// marks it issued, to mail later). The contract's own rules check the fields before sending; the
// server's field errors land on their fields, anything else above the form.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { companyIssueInvoice, INVOICE_KIND_TEXT, INVOICE_MEDIUM_TEXT } from '@bht/api-client';
import { schemaRule, uploadedRule, useServerForm, type UploadedItem, Form } from '@bht/ui';
import { formatMoney } from '@bht/validators';
import { useEffect } from 'react';
import { FormFileUpload } from '../../app/form-file-upload';
import { FormModal } from '../../app/form-modal';
import { uploadFor } from '../../app/upload';
import type { Invoice, IssueFields } from './invoice-queries';

interface IssueValues {
  invoice_no: string;
  file?: UploadedItem[];
  courier_company?: string;
  tracking_no?: string;
}

const rules = companyIssueInvoice.request.shape;
const uploadPdf = uploadFor('other');

/** Where the invoice goes, as the enterprise asked. */
const destination = (invoice: Invoice) =>
  invoice.medium === 'electronic'
    ? invoice.email
    : invoice.receiver
      ? `${invoice.receiver.name} ${invoice.receiver.mobile} ${invoice.receiver.address}`
      : '-';

export interface IssueInvoiceModalProps {
  invoice: Invoice;
  visible: boolean;
  onCancel: () => void;
  /** Resolves when done; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: IssueFields) => Promise<void>;
}

export function IssueInvoiceModal({
  invoice,
  visible,
  onCancel,
  onSubmit,
}: IssueInvoiceModalProps) {
  const [form] = Form.useForm<IssueValues>();
  const electronic = invoice.medium === 'electronic';
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, (values) =>
    onSubmit({
      invoice_no: values.invoice_no.trim(),
      file: values.file?.[0]?.url,
      courier_company: values.courier_company?.trim() ?? '',
      tracking_no: values.tracking_no?.trim() ?? '',
    }),
  );
  useEffect(() => {
    if (visible) form.resetFields();
  }, [visible, form]);
  // Field validation first: an invalid form stays open with its messages and sends nothing.
  const submit = async () => save(await form.validate());
  /** Courier and tracking number go together: one without the other says which is missing. */
  const pairedWith = (other: keyof IssueValues, missing: string) => ({
    validator: (value: string | undefined, callback: (error?: string) => void) =>
      callback(
        !value?.trim() && String(form.getFieldValue(other) ?? '').trim() ? missing : undefined,
      ),
  });

  return (
    <FormModal
      title="开具发票"
      okText={electronic ? '开具并发送' : '确认开具'}
      visible={visible}
      width={560}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      facts={[
        { label: '发票抬头', value: invoice.title },
        {
          label: '发票类型',
          value: `${INVOICE_KIND_TEXT[invoice.kind]} · ${INVOICE_MEDIUM_TEXT[invoice.medium]}`,
        },
        { label: '开票金额', value: `¥${formatMoney(invoice.amount)}` },
        { label: electronic ? '发送至' : '寄往', value: destination(invoice) },
      ]}
      error={message}
    >
      <Form form={form} layout="vertical" aria-label="开具发票">
        <Form.Item
          label="发票号码"
          field="invoice_no"
          rules={[{ required: true, message: '请输入发票号码' }, schemaRule(rules.invoice_no)]}
        >
          <Input placeholder="8-20 位数字" maxLength={20} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          label="发票文件"
          field="file"
          required={electronic}
          rules={electronic ? [uploadedRule('请上传发票 PDF 文件')] : []}
          extra={
            electronic ? '开具后发票将以邮件发送至企业邮箱' : '选填，可上传发票扫描件供企业下载'
          }
        >
          <FormFileUpload label="上传发票 PDF" accept={['pdf']} maxSizeMb={10} upload={uploadPdf} />
        </Form.Item>
        {!electronic && (
          <>
            <Form.Item
              label="快递公司"
              field="courier_company"
              rules={[
                pairedWith('tracking_no', '请输入快递公司'),
                schemaRule(rules.courier_company),
              ]}
            >
              <Input placeholder="如：顺丰速运、中国邮政 EMS（寄出后填写）" maxLength={40} />
            </Form.Item>
            <Form.Item
              label="快递单号"
              field="tracking_no"
              rules={[
                pairedWith('courier_company', '请输入快递单号'),
                schemaRule(rules.tracking_no),
              ]}
            >
              <Input placeholder="6-40 位字母、数字或短横线" maxLength={40} />
            </Form.Item>
          </>
        )}
      </Form>
    </FormModal>
  );
}
