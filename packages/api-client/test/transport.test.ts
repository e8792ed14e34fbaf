// The transport against a real local HTTP server: envelope, errors, timeout, encodings, upload.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  defineEndpoint,
  emptyRequestSchema,
  getContactSettings,
  getContactSettingsAddress,
  login,
  loginAddress,
} from '../src';
import { readEnvelope } from '../src/transport/read-envelope';

type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;
let handler: Handler = () => {};
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const echo = defineEndpoint({
  id: 'test.echo',
  path: '/api/test/echo',
  auth: 'public',
  request: z.object({ name: z.string(), page: z.number().optional() }),
  response: z.object({ greeting: z.string() }),
  summary: '回显 / Echo',
});
const upload = defineEndpoint({
  id: 'test.upload',
  path: '/api/test/upload',
  encoding: 'multipart',
  auth: 'public',
  request: z.object({ scene: z.string() }),
  response: z.object({ size: z.number() }),
  summary: '上传 / Upload',
});
const slow = defineEndpoint({
  id: 'test.slow',
  path: '/api/test/slow',
  auth: 'public',
  request: emptyRequestSchema,
  response: z.null(),
  summary: '慢 / Slow',
});

function client(extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ baseUrl, getToken: () => 'tok-123', ...extra });
}

describe('createApiClient', () => {
  it('POSTs form-urlencoded, the token in the Authorization header only, and returns parsed data', async () => {
    let seen: { method?: string; type?: string; body?: string; auth?: string } = {};
    handler = (req, body, res) => {
      seen = {
        method: req.method,
        type: req.headers['content-type'],
        body: body.toString(),
        auth: req.headers.authorization,
      };
      json(res, 200, { code: 1, msg: '', data: { greeting: 'hi' } });
    };
    await expect(client().call(echo, { name: '张三', page: 2 })).resolves.toEqual({
      greeting: 'hi',
    });
    expect(seen.method).toBe('POST');
    expect(seen.type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen.body)).toEqual(
      new URLSearchParams({ name: '张三', page: '2' }),
    );
    expect(seen.auth).toBe('Bearer tok-123');
  });

  it('GETs with query params, the token in the Authorization header, never in the URL', async () => {
    let seen: { url?: string; auth?: string } = {};
    handler = (req, _b, res) => {
      seen = { url: req.url, auth: req.headers.authorization };
      json(res, 200, { code: 1, msg: '', data: { wc_tel: '400', wc_wechatewm: '', wc_kfqq: '' } });
    };
    await client().call(getContactSettings, {});
    expect(seen).toEqual({ url: '/api/config/getContact', auth: 'Bearer tok-123' });
  });

  it('sends no Authorization header without a token', async () => {
    let seen: string[] = [];
    handler = (req, body, res) => {
      seen = [String(req.headers.authorization), req.url ?? '', body.toString()];
      json(res, 200, { code: 1, msg: '', data: { greeting: 'hi' } });
    };
    await client({ getToken: () => null }).call(echo, { name: 'a' });
    expect(seen).toEqual(['undefined', '/api/test/echo', 'name=a']);
  });

  it('calls an endpoint of several methods with the one asked for, and refuses one it does not declare', async () => {
    const both = defineEndpoint({
      id: 'test.both',
      path: '/api/test/both',
      methods: ['POST', 'GET'],
      auth: 'public',
      request: z.object({ sn: z.string() }),
      response: z.null(),
      summary: '读取或修改 / Read or change',
    });
    const seen: string[] = [];
    handler = (req, body, res) => {
      seen.push(`${req.method} ${req.url} ${body.toString()} ${req.headers.authorization}`);
      json(res, 200, { code: 1, msg: '', data: null });
    };
    await client().call(both, { sn: 'A1' });
    await client().call(both, { sn: 'A1' }, { method: 'GET' });
    expect(seen).toEqual([
      'POST /api/test/both sn=A1 Bearer tok-123',
      'GET /api/test/both?sn=A1  Bearer tok-123',
    ]);
    await expect(client().call(echo, { name: 'a' }, { method: 'GET' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(seen).toHaveLength(2);
  });

  it.each([
    [200, { code: 0, msg: '手机号已注册', data: null }, '手机号已注册', 0],
    [200, { code: 0, data: null }, 'Error', 0],
    [401, { code: -1, msg: '登录已过期，请重新登录', data: null }, '登录已过期，请重新登录', -1],
    [500, { code: 0, msg: '服务器繁忙，请稍后重试' }, '服务器繁忙，请稍后重试', 0],
  ])('HTTP %i %j rejects with %j and calls onError', async (status, body, msg, code) => {
    handler = (_r, _b, res) => json(res, status, body);
    const onError = vi.fn();
    const error = await client({ onError })
      .call(echo, { name: 'a' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: msg, code, httpStatus: status });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('carries field errors and marks unauthenticated', async () => {
    handler = (_r, _b, res) =>
      json(res, 400, {
        code: 0,
        msg: '请输入正确的手机号',
        data: { fields: { mobile: '请输入正确的手机号' } },
      });
    const error = (await client()
      .call(echo, { name: 'a' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ mobile: '请输入正确的手机号' });
    expect(error.isUnauthenticated).toBe(false);
  });

  it('returns list and scalar data (not only objects)', async () => {
    const list = defineEndpoint({
      id: 'test.list',
      path: '/api/test/list',
      auth: 'public',
      request: emptyRequestSchema,
      response: z.array(z.object({ id: z.number() })),
      summary: '列表 / List',
    });
    handler = (_r, _b, res) => json(res, 200, { code: 1, msg: '', data: [{ id: 1 }, { id: 2 }] });
    await expect(client().call(list, {})).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    handler = (_r, _b, res) => json(res, 409, { code: 0, msg: '已存在', data: ['not', 'fields'] });
    await expect(client().call(list, {})).rejects.toMatchObject({ message: '已存在', fields: {} });
  });

  it('a 502 without JSON rejects with a Chinese server message', async () => {
    handler = (_r, _b, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    };
    await expect(client().call(echo, { name: 'a' })).rejects.toMatchObject({
      message: '服务器繁忙，请稍后重试',
      httpStatus: 502,
    });
  });

  it('data that does not match the schema rejects', async () => {
    handler = (_r, _b, res) => json(res, 200, { code: 1, msg: '', data: { greeting: 42 } });
    await expect(client().call(echo, { name: 'a' })).rejects.toMatchObject({
      message: '服务器返回的数据格式不正确',
    });
  });

  it('times out with a Chinese message', async () => {
    handler = (_r, _b, res) =>
      setTimeout(() => json(res, 200, { code: 1, msg: '', data: null }), 500);
    await expect(client({ timeoutMs: 100 }).call(slow, {})).rejects.toMatchObject({
      message: '请求超时，请稍后重试',
    });
  });

  it('a refused connection rejects with the network message; silent calls skip onError', async () => {
    const onError = vi.fn();
    const dead = createApiClient({ baseUrl: 'http://127.0.0.1:1', onError });
    await expect(dead.call(slow, {}, { silent: true })).rejects.toMatchObject({
      message: '网络连接失败，请稍后重试',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  describe('send: a call by its address alone (the light log-in screens)', () => {
    it('goes where its endpoint goes, and answers the data unparsed', async () => {
      const seen: string[] = [];
      handler = (req, body, res) => {
        seen.push(`${req.method} ${req.url} ${body.toString()}`);
        // Not a log-in answer by the schema (token too short, fields missing): send does not parse.
        json(res, 200, { code: 1, msg: '', data: { token: 'short', extra: 1 } });
      };
      expect(loginAddress).toMatchObject({ id: login.id, path: login.path, methods: ['POST'] });
      await expect(
        client().send<typeof login>(loginAddress, { account: '13800000001', password: 'x' }),
      ).resolves.toEqual({ token: 'short', extra: 1 });
      await client().send<typeof getContactSettings>(getContactSettingsAddress, {});
      expect(seen).toEqual([
        'POST /api/enterprise/login account=13800000001&password=x',
        `GET ${getContactSettings.path} `,
      ]);
    });

    it('rejects an error envelope with its message, code and fields, and reports it unless silent', async () => {
      handler = (_r, _b, res) =>
        json(res, 429, {
          code: -3,
          msg: '账号已锁定',
          data: { fields: { code: '请输入短信验证码' } },
        });
      const onError = vi.fn();
      const error = await client({ onError })
        .send<typeof login>(loginAddress, { account: 'a', password: 'b' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: '账号已锁定',
        isAccountLocked: true,
        httpStatus: 429,
        fields: { code: '请输入短信验证码' },
        endpointId: 'auth.login',
      });
      expect(onError).toHaveBeenCalledWith(error);
      onError.mockClear();
      await client({ onError })
        .send<typeof login>(loginAddress, { account: 'a', password: 'b' }, { silent: true })
        .catch(() => undefined);
      expect(onError).not.toHaveBeenCalled();
    });
  });

  describe('readEnvelope (without zod)', () => {
    it.each([
      [
        { code: 1, msg: 'ok', data: [1] },
        { code: 1, msg: 'ok', data: [1] },
      ],
      [
        { code: 0, data: null },
        { code: 0, msg: '', data: null },
      ],
      [
        { code: 0, msg: '错误', data: { fields: { mobile: '请输入正确的手机号' } } },
        {
          code: 0,
          msg: '错误',
          data: { fields: { mobile: '请输入正确的手机号' } },
          fields: { mobile: '请输入正确的手机号' },
        },
      ],
      [
        { code: 0, msg: '', data: { fields: { mobile: 1 } } },
        { code: 0, msg: '', data: { fields: { mobile: 1 } } },
      ],
      [{ code: 1.5, msg: '' }, null],
      [{ code: '1', msg: '' }, null],
      [{ code: 1, msg: 2 }, null],
      [[1], null],
      ['text', null],
      [null, null],
    ])('%j → %j', (json, expected) => {
      expect(readEnvelope(json)).toEqual(expected);
    });
  });

  describe('a call cancelled through its signal (its page or query went away)', () => {
    const answerLate = () =>
      (handler = (_r, _b, res) =>
        setTimeout(() => json(res, 200, { code: 1, msg: '', data: null }), 300));

    it.each([
      ['before the answer arrives', 50],
      ['before it is sent', 0],
    ])(
      '%s: rejects with an ApiError marked cancelled and never calls onError',
      async (_when, afterMs) => {
        answerLate();
        const onError = vi.fn();
        const controller = new AbortController();
        const call = client({ onError })
          .call(slow, {}, { signal: controller.signal })
          .catch((e: unknown) => e);
        if (afterMs) await new Promise((resolve) => setTimeout(resolve, afterMs));
        controller.abort();
        const error = await call;
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({
          isCancelled: true,
          message: '请求已取消',
          endpointId: 'test.slow',
        });
        expect(onError).not.toHaveBeenCalled();
      },
    );

    it('a failure that is not a cancellation is still reported and not marked cancelled', async () => {
      handler = (_r, _b, res) => json(res, 200, { code: 0, msg: '订单不存在', data: null });
      const onError = vi.fn();
      const error = await client({ onError })
        .call(slow, {}, { signal: new AbortController().signal })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ isCancelled: false, message: '订单不存在' });
      expect(onError).toHaveBeenCalledWith(error);
    });
  });

  it('uploads multipart with the file intact, the token in the Authorization header only', async () => {
    let received = '';
    handler = (req, body, res) => {
      received = `${req.headers.authorization}\n${req.headers['content-type']}\n${body.toString('latin1')}`;
      json(res, 200, { code: 1, msg: '', data: { size: body.length } });
    };
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const file = new File([bytes], '营业执照.png', { type: 'image/png' });
    await client().call(upload, { scene: 'business_license', file });
    expect(received).toContain('multipart/form-data; boundary=');
    expect(received).toContain('name="scene"');
    expect(received).toContain('Bearer tok-123\nmultipart/form-data');
    expect(received).not.toContain('name="token"');
    expect(received).toContain(Buffer.from(bytes).toString('latin1'));
  });
});
