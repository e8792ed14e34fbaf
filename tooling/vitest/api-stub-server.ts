// A real local HTTP server speaking the API's envelope, for screen tests that must go through
// the real api-client transport (no mocked fetch). Each test file routes paths to replies.
import { createServer, type Server } from 'node:http';

export interface StubReply {
  status?: number;
  code?: number;
  msg?: string;
  data?: unknown;
}

export interface ApiStubServer {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Every request as `METHOD /path?query body`. */
  seen: string[];
  /** The Authorization header (where the apps send the token) of the latest request to `path`. */
  lastAuthorization(path: string): string | undefined;
  close(): Promise<void>;
}

/**
 * Routes by path prefix; an unknown path answers 404 with the envelope's error shape. A route may
 * answer later (a promise), e.g. to hold a request in flight while the test navigates away.
 */
export async function startApiStub(
  routes: Record<string, StubReply | ((body: string) => StubReply | Promise<StubReply>)>,
): Promise<ApiStubServer> {
  const seen: string[] = [];
  // By path, not beside `seen`: tests empty `seen` between cases.
  const authorizations = new Map<string, string | undefined>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      seen.push(`${req.method} ${req.url} ${body}`);
      authorizations.set(req.url?.split('?')[0] ?? '', req.headers.authorization);
      const key = Object.keys(routes).find((prefix) => req.url?.startsWith(prefix));
      const route = key ? routes[key] : undefined;
      const reply: StubReply = (typeof route === 'function' ? await route(body) : route) ?? {
        status: 404,
        code: 0,
        msg: '接口不存在',
      };
      if (res.destroyed) return; // the client gave up (aborted) while the reply was pending
      res.statusCode = reply.status ?? 200;
      res.setHeader('content-type', 'application/json');
      res.setHeader('access-control-allow-origin', '*');
      res.end(
        JSON.stringify({ code: reply.code ?? 1, msg: reply.msg ?? '', data: reply.data ?? null }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    lastAuthorization: (path) => authorizations.get(path),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
