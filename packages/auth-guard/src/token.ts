// The session token lives in the cookie `token` (spec §6); api-client adds it to every request.
// Beside it, an app whose one log-in serves more than one kind of account (the console: company
// accounts and platform operators) keeps which kind logged in, so it loads that kind's session
// first (docs/company-auth.md). The kind is a hint only: the session call still decides.
const COOKIE = 'token';
const KIND_COOKIE = 'token_kind';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Writes the cookie for `days`; 0 days removes it. */
function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const expires = new Date(days > 0 ? Date.now() + days * 86400_000 : 0).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires}; SameSite=Lax${secure}`;
}

export const getToken = (): string | undefined => readCookie(COOKIE);

export function setToken(token: string, { days = 7 }: { days?: number } = {}): void {
  writeCookie(COOKIE, token, days);
}

/** Which kind of account the token belongs to, as the log-in remembered it (a hint). */
export const getTokenKind = (): string | undefined => readCookie(KIND_COOKIE);

export function setTokenKind(kind: string, { days = 7 }: { days?: number } = {}): void {
  writeCookie(KIND_COOKIE, kind, days);
}

/** Forgets the token and its kind (log-out, or a session that failed to load). */
export function clearToken(): void {
  writeCookie(COOKIE, '', 0);
  writeCookie(KIND_COOKIE, '', 0);
}
