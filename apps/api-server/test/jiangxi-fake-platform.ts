// A 江西 platform's /jrapi/lg/… side on 127.0.0.1 for our pushes: it checks our signature with the
// secret it issued us (appKey bht_jx), decrypts the business body, keeps what it received, and
// answers as `mode` says (success, a 1005 refusal, HTTP 500, not JSON, or receiveResult fail).
// Tests wait for a push with `pushed`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import { decrypt, encrypt, OUTBOUND_SECRET, sign } from './jiangxi-envelope';

export const PLATFORM_APP_KEY = 'bht_jx';

export interface FakeJiangxiPlatform {
  /** Its base URL (a trailing slash). */
  url: string;
  mode: 'success' | 'refuse' | 'http500' | 'garbage' | 'unconfirmed';
  received: { path: string; body: Record<string, string>; business: Record<string, unknown> }[];
  /** The business body it received at `jrapi/lg/<name>` whose `field` is `value`, waiting for it. */
  pushed(name: string, field: string, value: unknown): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startFakeJiangxiPlatform(): Promise<FakeJiangxiPlatform> {
  const fake: FakeJiangxiPlatform = {
    url: '',
    mode: 'success',
    received: [],
    pushed: async (name, field, value) => {
      const find = () =>
        fake.received.find((r) => r.path === `/jrapi/lg/${name}` && r.business[field] === value)
          ?.business;
      await expect.poll(find, { message: `${name} with ${field} ${String(value)}` }).toBeDefined();
      return find()!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, string>;
      const reply = (status: number, text: string) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(text);
      };
      if (
        body.appKey !== PLATFORM_APP_KEY ||
        sign(body as never, OUTBOUND_SECRET) !== body.signature
      )
        return reply(200, JSON.stringify({ code: 1003, msg: '签名校验失败', data: '' }));
      let business: Record<string, unknown>;
      try {
        business = decrypt(body.data!, OUTBOUND_SECRET);
      } catch {
        return reply(200, JSON.stringify({ code: 1004, msg: '解密失败', data: '' }));
      }
      fake.received.push({ path: request.url ?? '', body, business });
      if (fake.mode === 'http500') return reply(500, 'Internal Server Error');
      if (fake.mode === 'garbage') return reply(200, '<html>gateway</html>');
      if (fake.mode === 'refuse')
        return reply(200, JSON.stringify({ code: 1005, msg: '缺少业务必填参数', data: '' }));
      const received = fake.mode === 'success' ? 'success' : 'fail';
      const fields = {
        appKey: PLATFORM_APP_KEY,
        timestamp: String(Date.now()),
        requestId: body.requestId!,
        data: encrypt({ receiveResult: received }, OUTBOUND_SECRET),
      };
      reply(
        200,
        JSON.stringify({
          code: 0,
          msg: 'success',
          ...fields,
          signature: sign(fields, OUTBOUND_SECRET),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return fake;
}
