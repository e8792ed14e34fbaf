// The log-in form both apps use: account + password with field errors, a loading state and
// the server's message on failure. The app supplies the call and what happens after it.
// Arco's look without Arco's components: native <input> and <button> carrying Arco's own class
// names and stylesheets, and Arco's icons. Arco's Input and Button bring
// TextArea, Search, a ResizeObserver polyfill and the ConfigProvider's default locale with dayjs
// (~19 kB gzip of the 130 kB /login budget, docs/benchmarks.md); every other screen uses them.
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconEye, IconEyeInvisible, IconLoading } from '@arco-design/web-react/icon';
import {
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';

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

type FieldErrors = Partial<Record<keyof LoginValues, string>>;

const ERROR_COLOR = '#cb2634';

function LabelledField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: error ? 4 : 24 }}>
      <div style={{ marginBottom: 8, fontSize: 14, color: '#4e5969' }}>
        <span aria-hidden="true" style={{ color: ERROR_COLOR, marginRight: 4 }}>
          *
        </span>
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      {error && (
        <p
          id={`${id}-error`}
          style={{
            margin: '4px 0 0',
            minHeight: 20,
            fontSize: 12,
            lineHeight: '20px',
            color: ERROR_COLOR,
          }}
        >
          {error}
        </p>
      )}
    </div>
  );
}

type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid: boolean };

/** Arco's Input (default size, error state), as Arco renders it without prefix or suffix. */
function FieldInput({ invalid, ...props }: FieldInputProps) {
  return (
    <input
      {...props}
      className={`arco-input arco-input-size-default${invalid ? ' arco-input-error' : ''}`}
    />
  );
}

/** Arco's Input.Password: the input with a show / hide toggle on its right. */
function PasswordInput(props: FieldInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? IconEye : IconEyeInvisible;
  return (
    <span style={{ position: 'relative', display: 'block' }}>
      <FieldInput {...props} type={visible ? 'text' : 'password'} style={{ paddingRight: 36 }} />
      <button
        type="button"
        aria-label={visible ? '隐藏密码' : '显示密码'}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        // Keeps the caret in the input, as Arco's toggle does.
        onMouseDown={(event) => event.preventDefault()}
        style={{
          position: 'absolute',
          top: 0,
          right: 4,
          height: '100%',
          padding: '0 8px',
          border: 0,
          background: 'none',
          color: '#4e5969',
          fontSize: 12,
          cursor: 'pointer',
        }}
      >
        <Icon />
      </button>
    </span>
  );
}

export function LoginPanel({
  title,
  subtitle,
  accountLabel = '账号',
  accountPlaceholder,
  validateAccount,
  onSubmit,
  footer,
  aside,
}: LoginPanelProps) {
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ account: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = (next: LoginValues): FieldErrors => {
    const account = next.account.trim();
    const accountError = account ? validateAccount?.(account) : `请输入${accountLabel}`;
    return {
      ...(accountError ? { account: accountError } : {}),
      ...(next.password ? {} : { password: '请输入密码' }),
    };
  };

  // A field that shows an error is checked again as the user corrects it.
  const change = (field: keyof LoginValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (fieldErrors[field])
      setFieldErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors = check(values);
    setFieldErrors(errors);
    if (errors.account || errors.password) return;
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

  const fieldProps = (field: keyof LoginValues) => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field)(event.target.value),
    invalid: Boolean(fieldErrors[field]),
    'aria-required': true,
    'aria-invalid': Boolean(fieldErrors[field]),
    'aria-describedby': fieldErrors[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    // Top-aligned (not centred) so the aside, which often arrives with an API response, adds
    // below the panel without shifting it (no layout shift).
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        padding: 'max(16px, 10vh) 16px 16px',
        background: 'linear-gradient(180deg, #e8f3ff 0%, #f7f8fa 60%)',
        boxSizing: 'border-box',
      }}
    >
      <section
        aria-labelledby="login-title"
        style={{
          width: '100%',
          maxWidth: 400,
          background: '#fff',
          borderRadius: 8,
          padding: '32px 28px',
          boxShadow: '0 4px 24px rgba(29, 33, 41, 0.08)',
          boxSizing: 'border-box',
        }}
      >
        <h1 id="login-title" style={{ margin: 0, fontSize: 24, color: '#1d2129' }}>
          {title}
        </h1>
        {subtitle && <p style={{ margin: '8px 0 24px', color: '#4e5969' }}>{subtitle}</p>}
        <form noValidate onSubmit={(event) => void submit(event)} autoComplete="on">
          <LabelledField id={`${id}-account`} label={accountLabel} error={fieldErrors.account}>
            <FieldInput
              {...fieldProps('account')}
              placeholder={accountPlaceholder ?? `请输入${accountLabel}`}
              autoComplete="username"
            />
          </LabelledField>
          <LabelledField id={`${id}-password`} label="密码" error={fieldErrors.password}>
            <PasswordInput
              {...fieldProps('password')}
              placeholder="请输入密码"
              autoComplete="current-password"
            />
          </LabelledField>
          {error && (
            <p role="alert" style={{ color: ERROR_COLOR, margin: '0 0 12px' }}>
              {error}
            </p>
          )}
          {/* Arco's primary long Button; "登录" is two Chinese characters, which Arco spaces out. */}
          <button
            type="submit"
            aria-busy={submitting}
            className={`arco-btn arco-btn-primary arco-btn-size-default arco-btn-shape-square arco-btn-long arco-btn-two-chinese-chars${submitting ? ' arco-btn-loading' : ''}`}
          >
            {submitting && <IconLoading />}
            <span>登录</span>
          </button>
        </form>
        {footer && (
          <div style={{ marginTop: 16, display: 'flex', justifyContent: 'space-between' }}>
            {footer}
          </div>
        )}
      </section>
      {aside && <div style={{ marginTop: 24 }}>{aside}</div>}
    </main>
  );
}
