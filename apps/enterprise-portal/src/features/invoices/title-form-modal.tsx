// 新增抬头 / 编辑抬头: an entry of the title book. The name and taxpayer number are always needed; the
// bank, account, registered address and phone only for special VAT invoices (so the form says so).
// The contract's rules check each field with the server's message; what the server refuses lands
// on its field.
import { Checkbox, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { invoiceAddTitle, invoiceEditTitle, invoiceTitleFieldsSchema } from '@bht/api-client';
import { Alert, schemaRule, showSuccess, useServerForm, Form } from '@bht/ui';
import { api } from '../../app/api';

import { titleFields, type InvoiceTitle, type TitleValues } from './title-fields';

const rule = (field: keyof TitleValues) => schemaRule(invoiceTitleFieldsSchema.shape[field]);
const EMPTY: TitleValues = {
  title: '',
  tax_no: '',
  bank_name: '',
  bank_account: '',
  address: '',
  phone: '',
  is_default: 0,
};
/** What a special VAT invoice needs of a title: field, label, placeholder, length, keyboard. */
const SPECIAL_FIELDS = [
  ['bank_name', '开户银行', '如 中国工商银行南京江北支行', 60, undefined],
  ['bank_account', '银行账号', '6-30 位数字', 30, 'numeric'],
  ['address', '注册地址', '营业执照上的注册地址', 120, undefined],
  ['phone', '注册电话', '如 025-58000000', 20, 'tel'],
] as const satisfies readonly (readonly [
  keyof TitleValues,
  string,
  string,
  number,
  'numeric' | 'tel' | undefined,
])[];

export interface TitleFormModalProps {
  /** null: closed; 'new': add; an entry: edit it. */
  target: InvoiceTitle | 'new' | null;
  onClose: (saved: boolean) => void;
}

export default function TitleFormModal({ target, onClose }: TitleFormModalProps) {
  const [form] = Form.useForm<TitleValues>();
  const editing = target !== null && target !== 'new' ? target : null;
  const { submitting, message, onSubmit } = useServerForm(form, async (values) => {
    const fields = { ...EMPTY, ...values, is_default: values.is_default ? 1 : 0 };
    if (editing) await api.call(invoiceEditTitle, { ...fields, id: editing.id }, { silent: true });
    else await api.call(invoiceAddTitle, fields, { silent: true });
    showSuccess('发票抬头已保存');
    onClose(true);
  });
  // Field rules first: an invalid field keeps the dialog open with its message and sends nothing.
  const submit = async () => onSubmit(await form.validate());
  return (
    <Modal
      title={editing ? '编辑抬头' : '新增抬头'}
      visible={target !== null}
      okText="保存"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
      unmountOnExit
      style={{ width: 'min(600px, calc(100vw - 24px))' }}
    >
      <Form<TitleValues>
        form={form}
        layout="vertical"
        initialValues={editing ? titleFields(editing) : EMPTY}
      >
        <Form.Item
          label="发票抬头"
          field="title"
          rules={[{ required: true, message: '请输入发票抬头' }, rule('title')]}
        >
          <Input placeholder="单位全称，如 南京建工集团有限公司" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="纳税人识别号"
          field="tax_no"
          rules={[{ required: true, message: '请输入纳税人识别号' }, rule('tax_no')]}
        >
          <Input placeholder="15-20 位数字或大写字母" maxLength={20} />
        </Form.Item>
        {SPECIAL_FIELDS.map(([field, label, placeholder, maxLength, inputMode]) => (
          <Form.Item
            key={field}
            label={label}
            field={field}
            rules={[rule(field)]}
            extra="开具增值税专用发票时必填"
          >
            <Input placeholder={placeholder} maxLength={maxLength} inputMode={inputMode} />
          </Form.Item>
        ))}
        <Form.Item
          field="is_default"
          triggerPropName="checked"
          normalize={(checked?: boolean) => (checked ? 1 : 0)}
          formatter={(value: unknown) => value === 1}
        >
          <Checkbox>设为默认抬头</Checkbox>
        </Form.Item>
        {message && <Alert type="error" content={message} />}
      </Form>
    </Modal>
  );
}
