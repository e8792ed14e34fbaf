// The log-in's unlock step (docs/architecture.md "Log-in limits"): after a locked answer, the SMS
// code texted to the account's mobile, with a resend countdown. Native elements with Arco's class
// names, like the rest of LoginPanel (the /login bundle budget).
import { useEffect, useState } from 'react';
import { FieldInput, LabelledField, type FieldInputProps } from './login-fields';

export interface LoginUnlock {
  /** Whether a refused log-in means "locked: ask for the unlock code". */
  isLocked: (error: unknown) => boolean;
  /** Texts the unlock code; resolves to the seconds before another may be sent. */
  sendCode: (request: { account: string; mobile: string }) => Promise<number>;
  /** The account is not the mobile (console names): the user types the mobile the message hints at. */
  askMobile?: boolean;
}

export interface UnlockValues {
  mobile: string;
  code: string;
}

interface UnlockFieldsProps {
  unlock: LoginUnlock;
  account: string;
  values: UnlockValues;
  errors: Partial<UnlockValues>;
  inputProps: (field: keyof UnlockValues) => FieldInputProps & { id: string };
  onError: (message: string) => void;
}

/** Seconds left before the code may be sent again, counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export const mobileError = (mobile: string) =>
  /^1\d{10}$/.test(mobile) ? undefined : '请输入账号绑定的手机号';

export function UnlockFields({
  unlock,
  account,
  values,
  errors,
  inputProps,
  onError,
}: UnlockFieldsProps) {
  const [left, setLeft] = useCountdown();
  const [sending, setSending] = useState(false);
  const mobile = unlock.askMobile ? values.mobile.trim() : account;

  const send = async () => {
    const invalid = mobileError(mobile);
    if (invalid) return onError(invalid);
    setSending(true);
    try {
      setLeft(await unlock.sendCode({ account, mobile }));
    } catch (e) {
      onError(e instanceof Error && e.message ? e.message : '验证码发送失败，请稍后重试');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {unlock.askMobile && (
        <LabelledField id={inputProps('mobile').id} label="绑定手机号" error={errors.mobile}>
          <FieldInput
            {...inputProps('mobile')}
            placeholder="请输入账号绑定的手机号"
            inputMode="tel"
          />
        </LabelledField>
      )}
      <LabelledField id={inputProps('code').id} label="短信验证码" error={errors.code}>
        <span style={{ display: 'flex', gap: 8 }}>
          <FieldInput
            {...inputProps('code')}
            placeholder="请输入验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <button
            type="button"
            disabled={sending || left > 0}
            onClick={() => void send()}
            className="arco-btn arco-btn-secondary arco-btn-size-default arco-btn-shape-square"
            style={{ flex: 'none' }}
          >
            {left > 0 ? `${left} 秒后重发` : '获取验证码'}
          </button>
        </span>
      </LabelledField>
    </>
  );
}
