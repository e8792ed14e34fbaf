// A NUL (or another control character) in a text field is the caller's mistake: 400 in the
// envelope naming the field, never a 500 from PostgreSQL refusing to store it.
import {
  companyLogin,
  defineEndpoint,
  getOpenid,
  getOrderStatus,
  login,
  verifyLetter,
} from '@bht/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implementations } from '../src/areas';
import { implement } from '../src/http/implement';
import { tokenFor } from './enterprise-session';
import { callEndpoint } from './session-client';
import { createTestApp, type TestApp } from './test-app';

/** Stores what a handler made up (not the caller's input), so a NUL reaches PostgreSQL past the request check. */
const storesNul = defineEndpoint({
  id: 'test.storesNul',
  path: '/api/test/storesNul',
  auth: 'public',
  request: z.object({}),
  response: z.null(),
  summary: '测试 / Probe',
});

const refused = (field: string, msg: string) => ({
  code: 0,
  msg,
  data: { fields: { [field]: msg } },
});

describe('control characters in request fields', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    const probe = implement(storesNul, async (_input, { db }) => {
      await db.execute(sql`select ${'a\u0000b'}::text`);
      return null;
    });
    t = await createTestApp({ implementations: [...implementations, probe] });
    token = await tokenFor(t.app, '13800000001');
  });
  afterAll(() => t.close());

  it.each([
    [
      'enterprise log-in',
      login,
      { account: 'a\u0000b', password: 'Demo@1234' },
      'account',
      '账号不能包含控制字符',
    ],
    [
      'console log-in',
      companyLogin,
      { account: 'a\u0000b', password: 'Demo@1234' },
      'account',
      '账号不能包含控制字符',
    ],
    [
      'letter verification',
      verifyLetter,
      { letter_no: 'BH\u0000001' },
      'letter_no',
      '保函编号不能包含控制字符',
    ],
    [
      'a password',
      login,
      { account: '13800000001', password: 'Demo@1234\u001b' },
      'password',
      '密码不能包含控制字符',
    ],
    [
      'a GET query',
      getOpenid,
      { code: 'wx\u0000code' },
      'code',
      expect.stringMatching(/不能包含控制字符$/),
    ],
  ])('%s: 400 naming the field', async (_name, endpoint, fields, field, msg) => {
    const res = await callEndpoint(t.app, endpoint, undefined, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(field, msg));
  });

  it('an order_sn with NUL: 400 for the logged-in caller', async () => {
    const res = await callEndpoint(t.app, getOrderStatus, token, { order_sn: 'BHT\u00002026' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('order_sn', '订单号不能包含控制字符'));
  });

  it('a URL-encoded NUL (account=a%00b) is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=a%00b&password=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('账号不能包含控制字符');
  });

  it('a field name with a control character is refused too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: verifyLetter.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'letter_no=BH1&x%01=1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('参数名不能包含控制字符');
  });

  it('line breaks and tabs in text are not control characters here (multi-line fields)', async () => {
    const res = await callEndpoint(t.app, verifyLetter, undefined, { letter_no: 'BH\t001\r\n' });
    expect(res.statusCode).toBe(200);
  });

  it('a NUL reaching PostgreSQL anyway answers 400 in the envelope, not 500', async () => {
    const res = await callEndpoint(t.app, storesNul, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, msg: '提交的内容包含无法保存的字符', data: null });
  });
});
