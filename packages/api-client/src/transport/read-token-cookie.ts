/** Reads the `token` cookie (spec §6) when running in a browser. */
export function readTokenCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = /(?:^|;\s*)token=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
