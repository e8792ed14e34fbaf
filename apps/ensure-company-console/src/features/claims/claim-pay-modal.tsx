// 登记赔付 of an accepted claim: the amount paid (at most the claim's amount and what remains of the
// guaranteed amount), the date it was paid (not in the future, not before the claim) and the
// payment voucher (uploaded through /api/tools/uploadFile). Valid fields are confirmed before
// sending (a payout of everything that remains ends the letter); the server's field errors land on
// their fields, anything else above the form.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { companyPayClaim } from '@bht/api-client';
import {
  DayPicker,
  dayWithinRule,
  schemaRule,
  uploadedRule,
  useServerForm,
  type UploadedItem,
  Form,
} from '@bht/ui';
import { chinaToday, formatDateTime, formatMoney } from '@bht/validators';
import { useEffect } from 'react';
import { FormFileUpload } from '../../app/form-file-upload';
import { FormModal, useModalFormLayout } from '../../app/form-modal';
import { OpinionField } from '../../app/opinion-field';
import { uploadFor } from '../../app/upload';
import { askConfirm } from '../company-orders/ask-confirm';
import type { Claim, PayoutFields } from './claim-queries';

interface PayValues {
  amount: string;
  paid_on: string;
  voucher?: UploadedItem[];
  opinion?: string;
}

const rules = companyPayClaim.request.shape;
const uploadVoucher = uploadFor('other');

/** The most this payout may be: the claim's amount, or what remains if less. */
export const payoutCeiling = (claim: Pick<Claim, 'amount' | 'remaining'>) =>
  Number(claim.remaining) < Number(claim.amount) ? claim.remaining : claim.amount;

export interface ClaimPayModalProps {
  claim: Claim;
  visible: boolean;
  onCancel: () => void;
  /** Resolves when done; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: PayoutFields) => Promise<void>;
}

export function ClaimPayModal({ claim, visible, onCancel, onSubmit }: ClaimPayModalProps) {
  const [form] = Form.useForm<PayValues>();
  const formLayout = useModalFormLayout(5);
  const today = chinaToday();
  const claimedOn = formatDateTime(claim.create_time, 'y-m-d');
  const paidOnBounds = { min: claimedOn, max: today };
  const ceiling = payoutCeiling(claim);
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, (values) =>
    onSubmit({
      amount: values.amount.trim(),
      paid_on: values.paid_on,
      voucher: values.voucher?.[0]?.url ?? '',
      opinion: values.opinion?.trim() ?? '',
    }),
  );
  useEffect(() => {
    if (visible) form.setFieldsValue({ amount: ceiling, paid_on: today, voucher: [], opinion: '' });
  }, [visible, form, ceiling, today]);

  const submit = async () => {
    const values = await form.validate();
    const amount = values.amount.trim();
    const endsLetter = Number(amount) === Number(claim.remaining);
    const confirmed = await askConfirm({
      title: '确认登记赔付？',
      content: (
        <>
          <p style={{ marginTop: 0 }}>
            于 {values.paid_on} 向 {claim.bank_account_name} 赔付 ¥{formatMoney(amount)}。
          </p>
          <p style={{ marginBottom: 0 }}>
            {endsLetter
              ? '赔付后担保金额全部赔付完毕，保函将履约终止。'
              : `赔付后保函剩余担保金额 ¥${formatMoney((Number(claim.remaining) - Number(amount)).toFixed(2))}。`}
          </p>
        </>
      ),
      okText: '确认登记',
    });
    if (confirmed) await save({ ...values, amount });
  };

  const notAbove = {
    validator: (value: string | undefined, callback: (error?: string) => void) =>
      callback(
        value && Number(value) > Number(ceiling)
          ? `赔付金额不能超过 ¥${formatMoney(ceiling)}（索赔金额与剩余担保金额的较小者）`
          : undefined,
      ),
  };

  return (
    <FormModal
      title="登记赔付"
      okText="登记赔付"
      visible={visible}
      width={560}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      facts={[
        { label: '索赔金额', value: `¥${formatMoney(claim.amount)}` },
        { label: '剩余担保金额', value: `¥${formatMoney(claim.remaining)}` },
        {
          label: '收款账户',
          value: `${claim.bank_account_name} ${claim.bank_name} ${claim.bank_account_no}`,
        },
      ]}
      error={message}
    >
      <Form form={form} {...formLayout} aria-label="登记赔付">
        <Form.Item
          label="赔付金额"
          field="amount"
          rules={[
            { required: true, message: '请填写赔付金额' },
            schemaRule(rules.amount),
            notAbove,
          ]}
        >
          <Input prefix="¥" inputMode="decimal" maxLength={16} />
        </Form.Item>
        <Form.Item
          label="赔付日期"
          field="paid_on"
          rules={[{ required: true, message: '请选择赔付日期' }, dayWithinRule(paidOnBounds)]}
        >
          <DayPicker {...paidOnBounds} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="赔付凭证"
          field="voucher"
          required
          rules={[uploadedRule('请上传赔付凭证')]}
        >
          <FormFileUpload
            label="上传赔付凭证"
            accept={['jpg', 'jpeg', 'png', 'pdf']}
            maxSizeMb={10}
            upload={uploadVoucher}
          />
        </Form.Item>
        <OpinionField placeholder="选填，投保企业可见，并记入处理记录" />
      </Form>
    </FormModal>
  );
}
