// Serves a built SPA (dist/) the way production hosting does: static files, index.html for
// client routes, and the runtime config script that points the app at this run's API.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
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

export interface StaticApp {
  url: string;
  close(): Promise<void>;
}

export async function serveApp(distDir: string, port: number, apiBase: string): Promise<StaticApp> {
  const runtimeConfig = `<script>window.__BHT_CONFIG__=${JSON.stringify({ apiBase, imageHost: apiBase })}</script>`;
  const indexHtml = (await readFile(join(distDir, 'index.html'), 'utf8')).replace('<head>', `<head>${runtimeConfig}`);
  const server: Server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(distDir, pathname));
    if (file.startsWith(distDir) && pathname !== '/' && (await stat(file).catch(() => null))?.isFile()) {
      res.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      res.end(await readFile(file));
      return;
    }
    res.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-cache' });
    res.end(indexHtml);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
