// The log-in form both apps use: account + password with field errors, a loading state and
// the server's message on failure. The app supplies the call and what happens after it.
import { Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { useState, type ReactNode } from 'react';

export interface LoginValues {
  account: string;
  password: string;
}

export interface LoginPanelProps {
  title: string;
  subtitle?: string;
  accountLabel?: string;
  accountPlaceholder?: string;
  /** Extra check of the account (e.g. a mobile number); return a message or null. */
  validateAccount?: (account: string) => string | null;
  /** Resolves on success; rejects with an Error whose message is shown under the form. */
  onSubmit: (values: LoginValues) => Promise<void>;
  footer?: ReactNode;
  aside?: ReactNode;
}

export function LoginPanel({ title, subtitle, accountLabel = '账号', accountPlaceholder, validateAccount, onSubmit, footer, aside }: LoginPanelProps) {
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit({ account: values.account.trim(), password: values.password });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '登录失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 16, background: 'linear-gradient(180deg, #e8f3ff 0%, #f7f8fa 60%)' }}>
      <section aria-labelledby="login-title" style={{ width: '100%', maxWidth: 400, background: '#fff', borderRadius: 8, padding: '32px 28px', boxShadow: '0 4px 24px rgba(29, 33, 41, 0.08)' }}>
        <h1 id="login-title" style={{ margin: 0, fontSize: 24, color: '#1d2129' }}>{title}</h1>
        {subtitle && <p style={{ margin: '8px 0 24px', color: '#4e5969' }}>{subtitle}</p>}
        <Form form={form} layout="vertical" onSubmit={submit} autoComplete="on">
          <Form.Item
            label={accountLabel}
            field="account"
            rules={[
              { required: true, message: `请输入${accountLabel}` },
              { validator: (value: string | undefined, callback) => callback((value && validateAccount?.(value.trim())) || undefined) },
            ]}
          >
            <Input placeholder={accountPlaceholder ?? `请输入${accountLabel}`} autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" field="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password placeholder="请输入密码" autoComplete="current-password" />
          </Form.Item>
          {error && (
            <p role="alert" style={{ color: '#cb2634', margin: '0 0 12px' }}>
              {error}
            </p>
          )}
          <Button type="primary" htmlType="submit" long loading={submitting}>
            登录
          </Button>
        </Form>
        {footer && <div style={{ marginTop: 16, display: 'flex', justifyContent: 'space-between' }}>{footer}</div>}
      </section>
      {aside && <div style={{ marginTop: 24 }}>{aside}</div>}
    </main>
  );
}
