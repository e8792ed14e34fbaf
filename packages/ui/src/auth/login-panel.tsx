// The log-in form both apps use: account + password with field errors, a loading state and
// the server's message on failure. The app supplies the call and what happens after it.
// Arco's look without Arco's components: native <input> and <button> carrying Arco's own class
// names and stylesheets, and Arco's icons. Arco's Input and Button bring
// TextArea, Search, a ResizeObserver polyfill and the ConfigProvider's default locale with dayjs
// (~19 kB gzip of the 130 kB /login budget, docs/benchmarks.md); every other screen uses them.
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconEye, IconEyeInvisible, IconLoading } from '@arco-design/web-react/icon';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ERROR_COLOR, FieldInput, LabelledField, type FieldInputProps } from './login-fields';
import { mobileError, UnlockFields, type LoginUnlock } from './login-unlock';

export interface LoginValues {
  account: string;
  password: string;
  /** The unlock SMS code, sent only once the account answered locked. */
  code?: string;
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
  /** How a locked account is unlocked; without it a locked answer is shown like any other. */
  unlock?: LoginUnlock;
}

type FormValues = Required<LoginValues> & { mobile: string };
type FieldErrors = Partial<Record<keyof FormValues, string>>;

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
  unlock,
}: LoginPanelProps) {
  const id = useId();
  const [values, setValues] = useState<FormValues>({
    account: '',
    password: '',
    mobile: '',
    code: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The last answer said the account is locked: the unlock code is asked for too.
  const [locked, setLocked] = useState(false);

  const check = (next: FormValues): FieldErrors => {
    const account = next.account.trim();
    const accountError = account ? validateAccount?.(account) : `请输入${accountLabel}`;
    const unlockErrors: FieldErrors = !locked
      ? {}
      : {
          ...(unlock?.askMobile ? { mobile: mobileError(next.mobile.trim()) } : {}),
          ...(next.code.trim() ? {} : { code: '请输入验证码' }),
        };
    return {
      ...(accountError ? { account: accountError } : {}),
      ...(next.password ? {} : { password: '请输入密码' }),
      ...unlockErrors,
    };
  };

  // A field that shows an error is checked again as the user corrects it.
  const change = (field: keyof FormValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === 'account') setLocked(false); // another account: its own lock, if any
    if (fieldErrors[field])
      setFieldErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors = check(values);
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    setSubmitting(true);
    setError(null);
    const login = { account: values.account.trim(), password: values.password };
    try {
      await onSubmit(locked ? { ...login, code: values.code.trim() } : login);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '登录失败，请稍后重试');
      if (unlock?.isLocked(e)) {
        setLocked(true);
        setValues((current) => ({ ...current, code: '' })); // a code is used up by any try
      }
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: keyof FormValues) => ({
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
          {locked && unlock && (
            <UnlockFields
              unlock={unlock}
              account={values.account.trim()}
              values={values}
              errors={fieldErrors}
              inputProps={fieldProps}
              onError={setError}
            />
          )}
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
