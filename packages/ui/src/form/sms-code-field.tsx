// The SMS code field with its send button. The code goes to a fixed number or to the number in
// another field of the form (validated first). A failed send puts the server's message on the
// form and does not start the countdown.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { smsCodeSchema } from '@bht/validators';
import { SmsCodeButton } from '../sms/sms-code-button';
import { applyServerErrors } from './apply-server-errors';
import { schemaRule } from './schema-rule';
import { Form, type FormInstance } from './form';

export interface SmsCodeFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- works inside any typed form
  form: FormInstance<any, any, any>;
  /** Sends a code to the number (the app's send-SMS call with its scene); rejects with the server error. An answer's `resend_in` sets the countdown. */
  send: (mobile: string) => Promise<unknown>;
  /** A fixed number, or the form field holding it. */
  mobile: { value: string } | { field: string };
  field?: string;
  label?: string;
  extra?: string;
  /** Seconds left before another send on mount, when a code went out before the page opened (e.g. a signing page reopened). */
  initialCountdown?: number;
}

type CodeInputProps = {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  onSend: () => Promise<unknown>;
  initialCountdown?: number;
};

function CodeInput({ value, onChange, id, onSend, initialCountdown }: CodeInputProps) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        placeholder="6 位验证码"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        style={{ flex: 1, minWidth: 0 }}
      />
      <SmsCodeButton onSend={onSend} initialCountdown={initialCountdown} />
    </div>
  );
}

export function SmsCodeField({
  form,
  send,
  mobile,
  field = 'code',
  label = '短信验证码',
  extra,
  initialCountdown,
}: SmsCodeFieldProps) {
  const onSend = async () => {
    let target: string;
    if ('value' in mobile) {
      target = mobile.value;
    } else {
      await form.validate([mobile.field]);
      target = String(form.getFieldValue(mobile.field)).trim();
    }
    try {
      return await send(target);
    } catch (error) {
      const rest = applyServerErrors(form as FormInstance, error);
      if (rest) form.setFields({ [field]: { error: { message: rest } } });
      throw error;
    }
  };

  return (
    <Form.Item
      label={label}
      field={field}
      extra={extra}
      rules={[{ required: true, message: '请输入短信验证码' }, schemaRule(smsCodeSchema)]}
    >
      <CodeInput onSend={onSend} initialCountdown={initialCountdown} />
    </Form.Item>
  );
}
