// Sends an SMS code, then counts down 60 s and re-enables as 再次发送 (spec §4, §9).
// A failed send does not start the countdown. When the send answers the server's `resend_in`
// (a code went out moments ago, e.g. before the page was reopened), the countdown starts there.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useEffect, useState } from 'react';
import { SMS_COUNTDOWN_SECONDS } from '../feedback/constants';

/** The countdown after a send: the server's `resend_in` when the send answers one, else `seconds`. */
function countdownAfter(answer: unknown, seconds: number): number {
  const resendIn =
    typeof answer === 'object' && answer !== null
      ? (answer as { resend_in?: unknown }).resend_in
      : undefined;
  return typeof resendIn === 'number' && resendIn > 0 ? Math.ceil(resendIn) : seconds;
}

export interface SmsCodeButtonProps {
  /** Sends the code; may resolve with `{ resend_in }` (seconds before the next send). */
  onSend: () => Promise<unknown>;
  seconds?: number;
  disabled?: boolean;
  long?: boolean;
  /** Seconds already counting down on mount, when another call has just sent the code. */
  initialCountdown?: number;
}

export function SmsCodeButton({
  onSend,
  seconds = SMS_COUNTDOWN_SECONDS,
  disabled,
  long,
  initialCountdown = 0,
}: SmsCodeButtonProps) {
  const [remaining, setRemaining] = useState(initialCountdown);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(initialCountdown > 0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const send = async () => {
    setSending(true);
    try {
      const answer = await onSend();
      setSentOnce(true);
      setRemaining(countdownAfter(answer, seconds));
    } catch {
      // The caller shows the error; the button stays available.
    } finally {
      setSending(false);
    }
  };

  const label = remaining > 0 ? `${remaining} 秒后重发` : sentOnce ? '再次发送' : '获取验证码';
  return (
    <Button
      type="outline"
      long={long}
      loading={sending}
      disabled={disabled || remaining > 0}
      onClick={() => void send()}
      aria-live="polite"
    >
      {label}
    </Button>
  );
}
