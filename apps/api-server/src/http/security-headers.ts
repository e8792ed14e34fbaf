// Security headers for an API that also serves a few HTML pages (/docs, the sandbox pages): every
// answer forbids MIME sniffing and sends no referrer; an HTML page may not be framed and runs only
// the server's own scripts and styles (a page's inline style is allowed by its hash).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** `'sha256-…'` of an inline `<style>` or `<script>` body, for a page's CSP. */
export const cspHash = (inline: string) =>
  `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;

/** The CSP of the API's HTML pages; `styleHashes` allow a page's own inline styles. */
export const htmlPolicy = (styleHashes: string[] = []) =>
  [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self'${styleHashes.map((hash) => ` ${hash}`).join('')}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
  ].join('; ');

export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', htmlPolicy());
  });
}
