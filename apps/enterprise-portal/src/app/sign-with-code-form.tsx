// Consent and the texted code that sign a prepared document (the firm's seal-authorisation
// agreement, the apply wizard's guarantee contract). Preparing texts nothing: the code goes out when
// the user presses 获取验证码, then the button counts down 60 s (spec §4, §9). The countdown starts
// where the server says (`resend_in`), so a page reopened right after a send resumes it instead
// of failing. When the server says the document was replaced, the page reloads it (`onStale`).
import { Button, Checkbox } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import { ApiError } from '@bht/api-client';
import { Alert, SmsCodeField, useServerForm, Form } from '@bht/ui';
import { useState } from 'react';

export interface SignWithCodeFormProps {
  /** The document's name without 《》, e.g. 委托担保合同. */
  name: string;
  /** The signer's mobile as the server masks it. */
  mobile: string;
  /** Seconds before a code may be sent, as prepare answered at `answeredAt` (ms). */
  resendIn: number;
  answeredAt: number;
  /** Texts the code for the document shown; resolves with the server's `{ sent, resend_in }`. */
  sendCode: () => Promise<{ sent: boolean; resend_in: number }>;
  sign: (code: string) => Promise<void>;
  /** The document is no longer the one to sign (replaced meanwhile): load the current one. */
  onStale: () => void;
  submitLabel: string;
  size?: 'default' | 'large';
}

interface SignValues {
  agreed: boolean;
  code: string;
}

const isStale = (error: unknown) => error instanceof ApiError && Boolean(error.fields.sign_id);

export function SignWithCodeForm({
  name,
  mobile,
  resendIn,
  answeredAt,
  sendCode,
  sign,
  onStale,
  submitLabel,
  size = 'default',
}: SignWithCodeFormProps) {
  const [form] = Form.useForm<SignValues>();
  const title = `《${name}》`;
  // A code sent by an earlier visit still counts down here.
  const [initialCountdown] = useState(() =>
    Math.max(0, Math.ceil(resendIn - (Date.now() - answeredAt) / 1000)),
  );
  const [sent, setSent] = useState(initialCountdown > 0);
  const staleAware = async <T,>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (isStale(error)) onStale();
      throw error;
    }
  };
  const {
    submitting,
    message: error,
    onSubmit,
  } = useServerForm(form, ({ code }) => staleAware(() => sign(code.trim())));
  return (
    <Form<SignValues>
      form={form}
      layout="vertical"
      size={size}
      style={{ maxWidth: 480 }}
      initialValues={{ agreed: false, code: '' }}
      onSubmit={(values) => void onSubmit(values)}
    >
      <Form.Item
        field="agreed"
        triggerPropName="checked"
        rules={[
          {
            validator: (value: unknown, callback: (error?: string) => void) =>
              callback(value ? undefined : `请先阅读并同意${title}`),
          },
        ]}
      >
        <Checkbox>我已阅读并同意{title}</Checkbox>
      </Form.Item>
      <SmsCodeField
        form={form}
        mobile={{ value: mobile }}
        extra={
          sent
            ? `签署验证码已发送至 ${mobile}，5 分钟内有效`
            : `点击“获取验证码”，签署验证码将发送至 ${mobile}`
        }
        initialCountdown={initialCountdown}
        send={() =>
          staleAware(async () => {
            const answer = await sendCode();
            setSent(true);
            return answer;
          })
        }
      />
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" size={size} htmlType="submit" loading={submitting} long>
        {submitLabel}
      </Button>
    </Form>
  );
}
