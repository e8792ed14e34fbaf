// The 6-digit SMS code input with its send button (60 s countdown), for the /firm forms.
import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { schemaRule, SmsCodeButton } from '@bht/ui';
import { smsCodeSchema } from '@bht/validators';

export interface SmsCodeFieldProps {
  onSend: () => Promise<unknown>;
  /** Seconds left before another code may be sent, when the code was sent by another call. */
  initialCountdown?: number;
  extra?: string;
}

type CodeInputProps = Omit<SmsCodeFieldProps, 'extra'> & { id?: string; value?: string; onChange?: (value: string) => void };

/** A Form control: Form.Item injects id, value and onChange. */
function CodeInput({ id, value, onChange, onSend, initialCountdown }: CodeInputProps) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input id={id} value={value} onChange={(v) => onChange?.(v)} placeholder="6 位验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" style={{ flex: 1 }} />
      <SmsCodeButton onSend={onSend} initialCountdown={initialCountdown} />
    </div>
  );
}

export function SmsCodeField({ onSend, initialCountdown, extra }: SmsCodeFieldProps) {
  return (
    <Form.Item label="短信验证码" field="code" extra={extra} rules={[{ required: true, message: '请输入短信验证码' }, schemaRule(smsCodeSchema)]}>
      <CodeInput onSend={onSend} initialCountdown={initialCountdown} />
    </Form.Item>
  );
}
