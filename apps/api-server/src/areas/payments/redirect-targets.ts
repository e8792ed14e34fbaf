// Where the authorisation and cashier pages may send the browser back to: the apps' own origins
// (CORS_ORIGINS, PORTAL_PUBLIC_URL) and the API's public URL. Like WeChat's "授权回调域名", anything else is refused,
// so the sandbox pages are never an open redirect.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export function isAllowedReturnUrl(config: Config, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const allowed = new Set([
    ...config.CORS_ORIGINS,
    new URL(config.PORTAL_PUBLIC_URL).origin,
    new URL(config.PUBLIC_BASE_URL).origin,
  ]);
  return allowed.has(url.origin);
}

/** `url` with `params` set in its query (keeps its hash). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** This API's origin as the caller reached it (behind a proxy: X-Forwarded-Proto / -Host, trustProxy). */
export const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * A portal page a hosted cashier sends the payer back to: `path` with `query` on the portal the call
 * came from (its Origin when that is one of ours), else on PORTAL_PUBLIC_URL.
 */
export function portalReturnUrl(
  config: Config,
  request: FastifyRequest,
  path: string,
  query: Record<string, string>,
): string {
  const from = request.headers.origin;
  const portal = from && isAllowedReturnUrl(config, from) ? from : config.PORTAL_PUBLIC_URL;
  return `${portal}${path}?${new URLSearchParams(query)}`;
}
