// The response envelope every call uses: `{ code, msg, data }`, code 1 meaning success.
import { z } from 'zod';

/** Envelope codes. Anything but SUCCESS rejects on the client with the envelope's `msg`. */
export const ResponseCode = {
  SUCCESS: 1,
  /** Business or validation error; `msg` says what is wrong in Chinese. */
  ERROR: 0,
  /** Not logged in, or the token has expired (HTTP 401): the client clears its token and goes to /login. */
  UNAUTHENTICATED: -1,
  /** Logged in but not allowed (HTTP 403). */
  FORBIDDEN: -2,
  /**
   * Log-in refused because the account is locked (HTTP 429): `msg` names the masked mobile; the
   * right password plus the SMS code of scene `unlock` texted to it (login field `code`) unlocks.
   */
  ACCOUNT_LOCKED: -3,
} as const;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string().default(''),
    data,
  });
}

export type Envelope<T> = { code: number; msg: string; data: T };
