// 作废: a required reason behind the red button. An issued electronic invoice is reversed in full
// (全额冲红) when voided, so the dialog also takes the red-letter invoice's number and PDF, both
// optional (a trading platform's order sends them on to the platform); an invoice never issued, or
// on paper (reversed outside the system), takes the reason only. The contract's rules check the
// fields before sending; the server's field errors land on their fields, anything else above.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { companyVoidInvoice, isReversedByVoid } from '@bht/api-client';
import { schemaRule, useServerForm, type UploadedItem, Form } from '@bht/ui';
import { useEffect } from 'react';
import { FormFileUpload } from '../../app/form-file-upload';
import { FormModal } from '../../app/form-modal';
import { uploadFor } from '../../app/upload';
import type { Invoice, VoidFields } from './invoice-queries';

interface VoidValues {
  reason: string;
  red_invoice_no?: string;
  red_file?: UploadedItem[];
}

const rules = companyVoidInvoice.request.shape;
const uploadPdf = uploadFor('other');
const NO_REASON = '请填写作废原因（至少 2 个字）';

export interface VoidInvoiceModalProps {
  invoice: Invoice;
  visible: boolean;
  onCancel: () => void;
  /** Resolves when done; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: VoidFields) => Promise<void>;
}

export function VoidInvoiceModal({ invoice, visible, onCancel, onSubmit }: VoidInvoiceModalProps) {
  const [form] = Form.useForm<VoidValues>();
  const reverses = isReversedByVoid(invoice);
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, (values) =>
    onSubmit({
      reason: values.reason.trim(),
      red_invoice_no: values.red_invoice_no?.trim() ?? '',
      red_file: values.red_file?.[0]?.url,
    }),
  );
  useEffect(() => {
    if (visible) form.resetFields();
  }, [visible, form]);
  // Field validation first: an invalid form stays open with its messages and sends nothing.
  const submit = async () => save(await form.validate());

  return (
    <FormModal
      title="作废发票"
      okText="确认作废"
      danger
      visible={visible}
      width={520}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      error={message}
    >
      <p style={{ marginTop: 0, color: '#f53f3f', fontWeight: 600 }}>
        {reverses
          ? '已开具的电子发票作废即全额冲红，请填写红字发票信息；企业可为该订单重新申请开票，此操作不可撤销。'
          : '作废后该发票失效，企业可为该订单重新申请开票，此操作不可撤销。'}
      </p>
      <Form form={form} layout="vertical" aria-label="作废发票">
        <Form.Item
          label="作废原因"
          field="reason"
          rules={[{ required: true, message: NO_REASON }, schemaRule(rules.reason)]}
        >
          <Input.TextArea
            placeholder="请填写作废原因"
            maxLength={200}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
        {reverses && (
          <>
            <Form.Item
              label="红字发票号码"
              field="red_invoice_no"
              rules={[schemaRule(rules.red_invoice_no)]}
            >
              <Input placeholder="选填，8-20 位数字" maxLength={20} inputMode="numeric" />
            </Form.Item>
            <Form.Item
              label="红字发票文件"
              field="red_file"
              extra="选填；交易平台的订单将随冲红通知发送给平台"
            >
              <FormFileUpload
                label="上传红字发票 PDF"
                accept={['pdf']}
                maxSizeMb={10}
                upload={uploadPdf}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </FormModal>
  );
}
