// Serves a built SPA (dist/) the way production hosting does: static files, index.html for
// client routes, gzip for text, and the runtime config script that points the app at an API.
// Used by the browser tests (tests/e2e) and the bundle / Lighthouse benchmarks.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json']);

/**
 * @param {string} distDir absolute path of the built app
 * @param {number} port 0 picks a free port
 * @param {string} apiBase written into window.__BHT_CONFIG__
 * @returns {Promise<import('./static-app.mjs').StaticApp>}
 */
export async function serveApp(distDir, port, apiBase) {
  const runtimeConfig = `<script>window.__BHT_CONFIG__=${JSON.stringify({ apiBase, imageHost: apiBase })}</script>`;
  const indexHtml = (await readFile(join(distDir, 'index.html'), 'utf8')).replace(
    '<head>',
    `<head>${runtimeConfig}`,
  );
  /** @type {Map<string, Buffer>} gzip of each text file, made once */
  const gzipped = new Map();
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   * @param {Buffer | string} body
   * @param {Record<string, string>} headers
   */
  const send = (req, res, key, body, headers) => {
    if (
      !compressible.has(extname(key)) ||
      !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    ) {
      res.writeHead(200, headers);
      res.end(body);
      return;
    }
    if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }));
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
    res.end(gzipped.get(key));
  };
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(distDir, pathname));
    if (
      file.startsWith(distDir) &&
      pathname !== '/' &&
      (await stat(file).catch(() => null))?.isFile()
    ) {
      send(req, res, file, await readFile(file), {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      });
      return;
    }
    send(req, res, 'index.html', indexHtml, {
      'content-type': types['.html'],
      'cache-control': 'no-cache',
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
