// The HTTP layer through the app: health, envelope, validation messages, parsing, 404/501/500.
import { allEndpoints, defineEndpoint, getContactSettings } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implementations } from '../src/areas';
import { loadConfig } from '../src/config';
import { implement } from '../src/http/implement';
import { createTestApp, postForm, type TestApp } from './test-app';

const probe = defineEndpoint({
  id: 'test.probe',
  path: '/api/contact/probe',
  auth: 'public',
  request: z.object({
    mobile: z.string().regex(/^1\d{10}$/, '请输入正确的手机号'),
    page: z.coerce.number().int().min(1),
    order_sn: z.string(),
  }),
  response: z.object({ mobile: z.string(), page: z.number() }),
  summary: '测试 / Probe',
});

describe('HTTP layer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz checks the database', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('contact settings come from the database in the envelope', async () => {
    const res = await t.app.inject(getContactSettings.path);
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: {
        wc_tel: '400-800-1234',
        wc_wechatewm: '/assets/wechat-qrcode.svg',
        wc_kfqq: expect.stringMatching(/^https:/),
      },
    });
  });

  it('unknown routes answer 404 in the envelope', async () => {
    const res = await t.app.inject('/api/nope/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, msg: '接口不存在', data: null });
  });

  it('contract endpoints without a handler answer 501', async () => {
    // Every endpoint has a handler once the product is complete: leave one out to see the answer.
    const withoutContact = await createTestApp({
      implementations: implementations.filter((i) => i.endpoint.id !== getContactSettings.id),
    });
    try {
      const res = await withoutContact.app.inject(getContactSettings.path);
      expect(res.statusCode).toBe(501);
      expect(res.json()).toMatchObject({ code: 0, msg: '该功能尚未开放' });
    } finally {
      await withoutContact.close();
    }
  });

  it('OpenAPI lists every contract path', async () => {
    const doc = (await t.app.inject('/docs/json')).json() as { paths: Record<string, unknown> };
    for (const endpoint of allEndpoints)
      expect(doc.paths, endpoint.path).toHaveProperty([endpoint.path]);
  });
});

describe('validation and parsing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      implementations: [
        implement(probe, async (input) => ({ mobile: input.mobile, page: input.page })),
        implement(getContactSettings, async () => {
          throw new Error('boom');
        }),
      ],
    });
  });
  afterAll(() => t.close());

  it('accepts form-urlencoded and coerces numbers', async () => {
    const res = await postForm(t.app, probe.path, {
      mobile: '13800138000',
      page: '2',
      order_sn: 'x',
    });
    expect(res.json()).toEqual({ code: 1, msg: '', data: { mobile: '13800138000', page: 2 } });
  });

  it('accepts JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: probe.path,
      payload: { mobile: '13800138000', page: 3, order_sn: 'x' },
    });
    expect(res.json().data).toEqual({ mobile: '13800138000', page: 3 });
  });

  it.each([
    [{ mobile: '123', page: '1', order_sn: 'x' }, '请输入正确的手机号', 'mobile'],
    [{ mobile: '13800138000', page: '0', order_sn: 'x' }, '页码不能小于 1', 'page'],
    [{ mobile: '13800138000', page: '1' }, '请填写订单号', 'order_sn'],
  ])('rejects %j with a Chinese message naming the field', async (fields, msg, field) => {
    const res = await postForm(t.app, probe.path, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg, data: { fields: { [field]: msg } } });
  });

  it('unexpected errors answer 500 without leaking details', async () => {
    const res = await t.app.inject(getContactSettings.path);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 0, msg: '服务器繁忙，请稍后重试', data: null });
    expect(res.body).not.toContain('boom');
  });

  it('a malformed form body is a 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: '请求格式不正确' });
  });
});

describe('response checking', () => {
  // A handler whose answer breaks its own contract (page must be a number).
  const drifting = implement(probe, async (input) => ({
    mobile: input.mobile,
    page: 'one' as unknown as number,
  }));
  const probeOnce = async (config: Record<string, string>) => {
    const t = await createTestApp({ implementations: [drifting], config });
    try {
      return await postForm(t.app, probe.path, { mobile: '13800138000', page: '1', order_sn: 'x' });
    } finally {
      await t.close();
    }
  };

  it('is on outside production: contract drift fails loudly in tests', async () => {
    expect((await probeOnce({})).statusCode).toBe(500);
  });

  it('is off in production (the client checks the envelope), and can be set either way', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).VALIDATE_RESPONSES).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).VALIDATE_RESPONSES,
    ).toBe(true);
    const res = await probeOnce({ VALIDATE_RESPONSES: 'false' });
    expect([res.statusCode, res.json().data]).toEqual([
      200,
      { mobile: '13800138000', page: 'one' },
    ]);
  });
});

describe('static assets', () => {
  it('serves the seeded WeChat QR image and refuses other names', async () => {
    const { createTestApp } = await import('./test-app');
    const t = await createTestApp();
    const ok = await t.app.inject({ method: 'GET', url: '/assets/wechat-qrcode.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/svg+xml');
    expect(ok.body).toContain('<svg');
    expect(
      (await t.app.inject({ method: 'GET', url: '/assets/..%2Fpackage.json' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.svg' })).statusCode).toBe(
      404,
    );
    await t.close();
  });
});
