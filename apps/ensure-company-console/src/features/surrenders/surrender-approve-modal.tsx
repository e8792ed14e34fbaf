// 同意退保: the date the letter ceases (today by default, from today up to the letter's current
// last day: today ends it now, a later day shortens it and the expiry job ends it after that day),
// whether the premium goes back the way it was paid (proposed for a withdrawal before the bid
// deadline), and an optional opinion. Valid fields are confirmed before sending; the server's field
// errors land on their fields, anything else above the form.
import { Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Switch/style/css.js';
import { DayPicker, dayWithinRule, useServerForm, Form } from '@bht/ui';
import { chinaToday, formatMoney } from '@bht/validators';
import { useEffect } from 'react';
import { FormModal, useModalFormLayout } from '../../app/form-modal';
import { OpinionField } from '../../app/opinion-field';
import { askConfirm } from '../company-orders/ask-confirm';
import type { ApproveFields, Surrender } from './surrender-queries';

interface ApproveValues {
  valid_to: string;
  refund: boolean;
  opinion?: string;
}

export interface SurrenderApproveModalProps {
  surrender: Surrender;
  visible: boolean;
  onCancel: () => void;
  /** Resolves when done; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: ApproveFields) => Promise<void>;
}

export function SurrenderApproveModal({
  surrender,
  visible,
  onCancel,
  onSubmit,
}: SurrenderApproveModalProps) {
  const [form] = Form.useForm<ApproveValues>();
  const formLayout = useModalFormLayout(6);
  const today = chinaToday();
  const lastDay = surrender.valid_to;
  const validToBounds = { min: today, max: lastDay ?? undefined };
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, (values) =>
    onSubmit({
      valid_to: values.valid_to,
      refund: values.refund ? 1 : 0,
      opinion: values.opinion?.trim() ?? '',
    }),
  );
  useEffect(() => {
    if (visible)
      form.setFieldsValue({
        valid_to: today,
        refund: surrender.ground === 'withdraw',
        opinion: '',
      });
  }, [visible, form, today, surrender.ground]);

  const submit = async () => {
    const values = await form.validate();
    const ceasesNow = values.valid_to === today;
    const confirmed = await askConfirm({
      title: '确认同意退保？',
      content: (
        <>
          <p style={{ marginTop: 0 }}>
            {ceasesNow
              ? '保函将于今日终止（履约终止）。'
              : `保函有效期将缩短至 ${values.valid_to}，届时自动终止。`}
          </p>
          <p style={{ marginBottom: 0 }}>
            {values.refund
              ? `保费 ¥${formatMoney(surrender.premium)} 将按原支付方式退还。`
              : '不退还保费。'}
            此操作不可撤销。
          </p>
        </>
      ),
      okText: '确认同意',
    });
    if (confirmed) await save(values);
  };

  return (
    <FormModal
      title="同意退保"
      okText="同意退保"
      visible={visible}
      width={560}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      facts={[
        { label: '保函编号', value: surrender.letter_no ?? '-' },
        { label: '退保理由', value: surrender.ground_text },
        { label: '当前有效期至', value: lastDay ?? '-' },
        { label: '已付保费', value: `¥${formatMoney(surrender.premium)}` },
      ]}
      error={message}
    >
      <Form form={form} {...formLayout} aria-label="同意退保">
        <Form.Item
          label="保函终止日期"
          field="valid_to"
          rules={[{ required: true, message: '请选择保函终止日期' }, dayWithinRule(validToBounds)]}
          extra="今日终止则立即履约终止；选择之后的日期则缩短有效期，到期后自动终止"
        >
          <DayPicker {...validToBounds} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="退还保费"
          field="refund"
          triggerPropName="checked"
          extra={surrender.ground === 'withdraw' ? '投标截止前撤回投标，建议退还保费' : undefined}
        >
          <Switch aria-label="退还保费" checkedText="退还" uncheckedText="不退" />
        </Form.Item>
        <OpinionField placeholder="选填，将告知投保企业" />
      </Form>
    </FormModal>
  );
}
