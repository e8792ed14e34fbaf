// The 6-digit SMS code input with its send button (60 s countdown), for the /firm forms.
import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { schemaRule, SmsCodeButton } from '@bht/ui';
import { smsCodeSchema } from '@bht/validators';

interface CodeInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onSend: () => Promise<unknown>;
}

/** A Form control: Form.Item injects id, value and onChange. */
function CodeInput({ id, value, onChange, onSend }: CodeInputProps) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input id={id} value={value} onChange={(v) => onChange?.(v)} placeholder="6 位验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" style={{ flex: 1 }} />
      <SmsCodeButton onSend={onSend} />
    </div>
  );
}

export function SmsCodeField({ onSend, extra }: { onSend: () => Promise<unknown>; extra?: string }) {
  return (
    <Form.Item label="短信验证码" field="code" extra={extra} rules={[{ required: true, message: '请输入短信验证码' }, schemaRule(smsCodeSchema)]}>
      <CodeInput onSend={onSend} />
    </Form.Item>
  );
}
