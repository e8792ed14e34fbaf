// A dialog asking for the note an action takes: a required reason (驳回, 重新签章, 作废, 拒绝退款:
// at least 2 characters, the state machine's rule) or an optional opinion (审核通过), at most 200
// either way; the server's field error lands on the field. `field` is the wire name the endpoint
// takes (reason, note or opinion). The note goes into the order log ('审核通过：材料齐全'). With
// `confirm`, a valid note is sent only after that confirmation (a decision that cannot be undone).
import { Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useServerForm, Form } from '@bht/ui';
import { useEffect, type ReactNode } from 'react';
import { askConfirm, type Confirmation } from './ask-confirm';

export interface ReasonModalProps {
  visible: boolean;
  title: string;
  label: string;
  field: 'reason' | 'note' | 'opinion';
  okText: string;
  /** The note may be left empty (an opinion rather than a reason). */
  optional?: boolean;
  /** A destructive action: red OK button. */
  danger?: boolean;
  /** What the action does, shown above the field. */
  notice?: ReactNode;
  /** Asked after the note is valid, before sending; 取消 there keeps the dialog open. */
  confirm?: Confirmation;
  /** The placeholder of an optional note. */
  placeholder?: string;
  onCancel: () => void;
  /** Resolves when done; rejects with the server's error to show it on the field. */
  onSubmit: (reason: string) => Promise<void>;
}

export function ReasonModal({
  visible,
  title,
  label,
  field,
  okText,
  optional = false,
  danger,
  notice,
  confirm,
  placeholder = '选填，将记入订单流转记录',
  onCancel,
  onSubmit,
}: ReasonModalProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const message = `请填写${label}（至少 2 个字）`;
  const maxLength = { maxLength: 200, message: `${label}不能超过 200 个字` };
  const rules = optional
    ? [maxLength]
    : [
        { required: true, message },
        {
          validator: (value: string | undefined, callback: (error?: string) => void) =>
            callback((value ?? '').trim().length < 2 ? message : undefined),
        },
        maxLength,
      ];
  const { submitting, onSubmit: save } = useServerForm(
    form,
    (values) => onSubmit((values[field] ?? '').trim()),
    { toast: true },
  );
  useEffect(() => {
    if (visible) form.resetFields();
  }, [visible, form]);
  // Field validation first: an invalid form stays open with its message and sends nothing.
  const submit = async () => {
    const values = await form.validate();
    if (!confirm || (await askConfirm(confirm))) await save(values);
  };

  return (
    <Modal
      title={title}
      visible={visible}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      confirmLoading={submitting}
      okText={okText}
      okButtonProps={danger ? { status: 'danger' } : undefined}
      unmountOnExit
      style={{ width: 'min(520px, calc(100vw - 24px))' }}
    >
      {notice && <div style={{ marginBottom: 16, color: '#4e5969' }}>{notice}</div>}
      <Form form={form} layout="vertical">
        <Form.Item label={label} field={field} rules={rules}>
          <Input.TextArea
            placeholder={optional ? placeholder : `请填写${label}`}
            maxLength={200}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
