// No log line carries a secret: real calls with the token (in the query string or the
// Authorization header), SMS codes, WeChat codes and passwords in the query string, read back
// from the logger's destination.
import { Writable } from 'node:stream';
import {
  checkSms,
  companyGetNoticeDetail,
  companyLogin,
  defineEndpoint,
  getOpenid,
  sendSms,
} from '@bht/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implementations } from '../src/areas';
import { implement } from '../src/http/implement';
import { redactUrl } from '../src/http/log-redaction';
import { companyToken } from './company-session';
import { latestSmsCode, nextIp } from './session-client';
import { createTestApp, postForm, type TestApp } from './test-app';

/** A failing query whose bound value is a secret the caller sent. */
const failingQuery = defineEndpoint({
  id: 'test.failingQuery',
  path: '/api/test/failingQuery',
  auth: 'public',
  request: z.object({ secret: z.string() }),
  response: z.null(),
  summary: '测试 / Probe',
});

describe('log lines', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logged = () => lines.join('');
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const probe = implement(failingQuery, async ({ secret }, { db }) => {
      await db.execute(sql`select ${secret}::text, 1 / 0`);
      return null;
    });
    t = await createTestApp({
      config: { LOG_LEVEL: 'info' },
      logStream: stream,
      implementations: [...implementations, probe],
    });
  });
  afterAll(() => t.close());

  it('never print the session token of a GET call', async () => {
    const token = await companyToken(t.app, 'xinda_admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `${companyGetNoticeDetail.path}?id=1&token=${encodeURIComponent(token)}`,
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode).not.toBe(401);
    expect(logged()).toContain(`${companyGetNoticeDetail.path}?id=1&token=[REDACTED]`);
    expect(logged()).not.toContain(token);
  });

  it('never print the Authorization header or the cookie, even when a log call passes the headers', async () => {
    const token = await companyToken(t.app, 'xinda_admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `${companyGetNoticeDetail.path}?id=1`,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode).not.toBe(401);
    t.app.log.info({ headers: { authorization: `Bearer ${token}`, cookie: `token=${token}` } });
    expect(logged()).toContain(`"authorization":"[REDACTED]","cookie":"[REDACTED]"`);
    expect(logged()).not.toContain(token);
  });

  it('never print an SMS code, a WeChat code or a password sent in the query string', async () => {
    const mobile = '13912340001';
    await postForm(
      t.app,
      sendSms.path,
      { mobile, scene: 'register' },
      { 'x-forwarded-for': nextIp() },
    );
    const smsCode = await latestSmsCode(t, mobile);
    await t.app.inject({
      method: 'POST',
      url: `${checkSms.path}?mobile=${mobile}&scene=register&code=${smsCode}`,
      headers: { 'x-forwarded-for': nextIp() },
    });
    await t.app.inject({
      method: 'GET',
      url: `${getOpenid.path}?code=wx-code-7f3a9c&order_sn=X1`,
      headers: { 'x-forwarded-for': nextIp() },
    });
    await t.app.inject({
      method: 'POST',
      url: `${companyLogin.path}?account=xinda_admin&password=Leaked%40Pass9`,
      headers: { 'x-forwarded-for': nextIp() },
    });

    const text = logged();
    expect(text).toContain(`${checkSms.path}?mobile=${mobile}&scene=register&code=[REDACTED]`);
    expect(text).toContain('[SANDBOX SMS]');
    for (const secret of [smsCode, 'wx-code-7f3a9c', 'Leaked%40Pass9', 'Leaked@Pass9'])
      expect(text).not.toContain(secret);
  });

  it('never print the values bound to a failed query', async () => {
    const res = await postForm(t.app, failingQuery.path, { secret: 'bound-secret-4711' });
    expect(res.statusCode).toBe(500);
    expect(logged()).toContain('unhandled error');
    expect(logged()).toContain('params: [REDACTED]');
    expect(logged()).not.toContain('bound-secret-4711');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/x', '/api/x'],
    ['/api/x?page=1&limit=10', '/api/x?page=1&limit=10'],
    ['/api/x?token=abc&page=1', '/api/x?token=[REDACTED]&page=1'],
    ['/api/x?a=1&TOKEN=abc', '/api/x?a=1&TOKEN=[REDACTED]'],
    [
      '/api/x?old_password=a&new_password=b&sign=c&openid=d&ticket=e',
      '/api/x?old_password=[REDACTED]&new_password=[REDACTED]&sign=[REDACTED]&openid=[REDACTED]&ticket=[REDACTED]',
    ],
    ['/api/x?%74oken=abc', '/api/x?%74oken=[REDACTED]'],
    ['/api/x?token', '/api/x?token'],
    ['/api/x?order_sn=1&code=123456&x=%E0%A4%A', '/api/x?order_sn=1&code=[REDACTED]&x=%E0%A4%A'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
