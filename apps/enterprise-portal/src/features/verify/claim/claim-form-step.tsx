// 申请理赔 step 2: the claim (claimant, defaulting to the letter's beneficiary; contact; amount up to
// what remains; reason; the receiving bank account; attachments uploaded anonymously), confirmed
// before claimSubmit. The server's field errors land on the fields, anything else under the form.
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { claimFieldsSchema, claimSubmit, type ResponseOf } from '@bht/api-client';
import { Alert, schemaRule, useServerForm, type UploadedItem, Form } from '@bht/ui';
import { formatMoney } from '@bht/validators';
import { api } from '../../../app/api';
import { confirmSubmit } from '../../../app/confirm-submit';
import { uploadFor } from '../../../app/upload';
import { FormFileUpload } from '../../firm/form-file-upload';
import type { CheckedLetter, LetterKey } from './check-letter-step';

export type ClaimReceipt = ResponseOf<typeof claimSubmit>;

interface ClaimValues {
  claimant: string;
  contact_name: string;
  contact_mobile: string;
  amount: string;
  reason: string;
  bank_account_name: string;
  bank_name: string;
  bank_account_no: string;
  attachments?: UploadedItem[];
}

const rule = (field: keyof typeof claimFieldsSchema.shape) =>
  schemaRule(claimFieldsSchema.shape[field]);
const uploadAttachment = uploadFor('other');

export function ClaimFormStep({
  letterKey,
  letter,
  onBack,
  onSubmitted,
}: {
  letterKey: LetterKey;
  letter: CheckedLetter;
  onBack: () => void;
  onSubmitted: (receipt: ClaimReceipt) => void;
}) {
  const [form] = Form.useForm<ClaimValues>();
  const { submitting, message, onSubmit } = useServerForm(
    form,
    async ({ attachments, ...fields }) => {
      onSubmitted(
        await api.call(
          claimSubmit,
          { ...letterKey, ...fields, attachments: (attachments ?? []).map((a) => a.url).join(',') },
          { silent: true },
        ),
      );
    },
  );
  const withinRemaining = {
    validator: (value: unknown, callback: (error?: string) => void) =>
      callback(
        value && Number(value) > Number(letter.remaining)
          ? `索赔金额不能超过可索赔余额 ¥${formatMoney(letter.remaining)}`
          : undefined,
      ),
  };
  const ask = (values: ClaimValues) =>
    confirmSubmit(
      '确认提交索赔',
      `向${letter.ensure_company_name}提交保函 ${letter.letter_no} 的索赔，索赔金额 ¥${formatMoney(values.amount)}。提交后不能修改，担保机构将通知投保企业并进行核实。`,
      () => onSubmit(values),
    );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ claimant: letter.beneficiary, bank_account_name: letter.beneficiary }}
      onSubmit={ask}
    >
      <Form.Item
        label="索赔人"
        field="claimant"
        extra="默认为保函载明的受益人"
        rules={[{ required: true, message: '请填写索赔人（受益人）名称' }, rule('claimant')]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        label="联系人"
        field="contact_name"
        rules={[{ required: true, message: '请填写联系人' }, rule('contact_name')]}
      >
        <Input maxLength={20} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="手机号"
        field="contact_mobile"
        rules={[{ required: true, message: '请输入手机号' }, rule('contact_mobile')]}
      >
        <Input maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label="索赔金额（元）"
        field="amount"
        extra={`可索赔余额 ¥${formatMoney(letter.remaining)}`}
        rules={[{ required: true, message: '请填写索赔金额' }, rule('amount'), withinRemaining]}
      >
        <Input inputMode="decimal" placeholder="最多两位小数" />
      </Form.Item>
      <Form.Item
        label="索赔理由"
        field="reason"
        rules={[{ required: true, message: '请填写索赔理由（至少 5 个字）' }, rule('reason')]}
      >
        <Input.TextArea
          placeholder="请说明投保企业违约的事实及索赔依据"
          maxLength={1000}
          showWordLimit
          autoSize={{ minRows: 4, maxRows: 10 }}
        />
      </Form.Item>
      <Form.Item
        label="收款户名"
        field="bank_account_name"
        rules={[{ required: true, message: '请填写收款户名' }, rule('bank_account_name')]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        label="开户银行"
        field="bank_name"
        rules={[{ required: true, message: '请填写开户银行' }, rule('bank_name')]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        label="收款账号"
        field="bank_account_no"
        rules={[
          { required: true, message: '请输入正确的收款账号（6-30 位数字）' },
          rule('bank_account_no'),
        ]}
      >
        <Input maxLength={30} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        label="附件"
        field="attachments"
        extra="违约事实的证明材料，如中标通知书、催告函等，最多 10 个"
      >
        <FormFileUpload label="上传附件" maxCount={10} upload={uploadAttachment} />
      </Form.Item>
      {message && <Alert type="error" content={message} style={{ marginBottom: 16 }} />}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={onBack}>上一步</Button>
        <Button type="primary" htmlType="submit" loading={submitting} style={{ flex: 1 }}>
          提交索赔
        </Button>
      </div>
    </Form>
  );
}
