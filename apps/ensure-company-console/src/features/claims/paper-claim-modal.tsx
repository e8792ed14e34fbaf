// 登记纸质索赔: a claim the beneficiary sent on paper, recorded by the desk: the order number of the
// letter, the claimant and contact, the amount, reason, the account to pay, and the scanned claim
// papers (up to 10 uploads). The contract's own rules check the fields before sending; the server's
// field errors (a letter not in force, a claim already open, an amount above what remains) land on
// their fields, anything else above the form.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { claimFieldsSchema } from '@bht/api-client';
import { schemaRule, useServerForm, type UploadedItem, Form } from '@bht/ui';
import { useEffect } from 'react';
import { FormFileUpload } from '../../app/form-file-upload';
import { FormModal, useModalFormLayout } from '../../app/form-modal';
import { uploadFor } from '../../app/upload';
import type { PaperClaimFields } from './claim-queries';

type TextField = Exclude<keyof PaperClaimFields, 'attachments'>;
type PaperClaimValues = Record<TextField, string> & { attachments?: UploadedItem[] };

const rules = claimFieldsSchema.shape;
const uploadAttachment = uploadFor('other');

const TEXT_FIELDS: ReadonlyArray<{
  field: TextField;
  label: string;
  placeholder: string;
  required: string;
  long?: boolean;
}> = [
  {
    field: 'order_sn',
    label: '订单号',
    placeholder: '所索赔保函的订单号（BH 开头）',
    required: '请输入保函的订单号',
  },
  {
    field: 'claimant',
    label: '索赔人',
    placeholder: '受益人名称',
    required: '请填写索赔人（受益人）名称',
  },
  { field: 'contact_name', label: '联系人', placeholder: '联系人姓名', required: '请填写联系人' },
  {
    field: 'contact_mobile',
    label: '联系电话',
    placeholder: '11 位手机号',
    required: '请输入手机号',
  },
  {
    field: 'amount',
    label: '索赔金额',
    placeholder: '元，最多两位小数',
    required: '请填写索赔金额',
  },
  {
    field: 'reason',
    label: '索赔理由',
    placeholder: '至少 5 个字',
    required: '请填写索赔理由（至少 5 个字）',
    long: true,
  },
  {
    field: 'bank_account_name',
    label: '收款户名',
    placeholder: '收款单位名称',
    required: '请填写收款户名',
  },
  {
    field: 'bank_name',
    label: '开户银行',
    placeholder: '如：中国银行南京江北支行',
    required: '请填写开户银行',
  },
  {
    field: 'bank_account_no',
    label: '收款账号',
    placeholder: '6-30 位数字',
    required: '请输入正确的收款账号（6-30 位数字）',
  },
];

const ruleOf = (field: TextField) =>
  field === 'order_sn'
    ? { maxLength: 40, message: '订单号不能超过 40 位' }
    : schemaRule(rules[field]);

export interface PaperClaimModalProps {
  visible: boolean;
  onCancel: () => void;
  /** Resolves when done; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: PaperClaimFields) => Promise<void>;
}

export default function PaperClaimModal({ visible, onCancel, onSubmit }: PaperClaimModalProps) {
  const [form] = Form.useForm<PaperClaimValues>();
  const formLayout = useModalFormLayout(5);
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, ({ attachments, ...text }) =>
    onSubmit({
      ...(Object.fromEntries(Object.entries(text).map(([k, v]) => [k, (v ?? '').trim()])) as Record<
        TextField,
        string
      >),
      attachments: (attachments ?? []).map((a) => a.url).join(','),
    }),
  );
  useEffect(() => {
    if (visible) form.resetFields();
  }, [visible, form]);
  // Field validation first: an invalid form stays open with its messages and sends nothing.
  const submit = async () => save(await form.validate());

  return (
    <FormModal
      title="登记纸质索赔"
      okText="登记索赔"
      visible={visible}
      width={640}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      error={message}
    >
      <Form form={form} {...formLayout} aria-label="登记纸质索赔">
        {TEXT_FIELDS.map(({ field, label, placeholder, required, long }) => (
          <Form.Item
            key={field}
            label={label}
            field={field}
            rules={[{ required: true, message: required }, ruleOf(field)]}
          >
            {long ? (
              <Input.TextArea
                placeholder={placeholder}
                maxLength={1000}
                autoSize={{ minRows: 3, maxRows: 6 }}
              />
            ) : (
              <Input placeholder={placeholder} />
            )}
          </Form.Item>
        ))}
        <Form.Item
          label="索赔材料"
          field="attachments"
          extra="纸质索赔函及证明材料的扫描件，最多 10 个"
        >
          <FormFileUpload
            label="上传索赔材料"
            accept={['jpg', 'jpeg', 'png', 'pdf']}
            maxSizeMb={10}
            maxCount={10}
            upload={uploadAttachment}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
