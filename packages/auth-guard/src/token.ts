// The session token lives in the cookie `token` (spec §6); api-client adds it to every request.
const COOKIE = 'token';

export function getToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export function setToken(token: string, { days = 7 }: { days?: number } = {}): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const expires = new Date(Date.now() + days * 86400_000).toUTCString();
  document.cookie = `${COOKIE}=${encodeURIComponent(token)}; Path=/; Expires=${expires}; SameSite=Lax${secure}`;
}

export function clearToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
