// SMS codes through HTTP and the database: send, read the sandbox inbox, wrong codes, expiry,
// resend limit, scene rules, one-time use and two API instances sharing the same codes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../src/db/schema';
import {
  createTestApp,
  createTestDatabase,
  postForm,
  type TestApp,
  type TestDatabase,
} from './test-app';

let shared: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  shared = await createTestDatabase();
  a = await createTestApp({ shared });
  b = await createTestApp({ shared });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await shared.dispose();
});

async function send(t: TestApp, mobile: string, scene: string, ip = '10.0.0.1') {
  return postForm(t.app, '/api/sms/send', { mobile, scene }, { 'x-forwarded-for': ip });
}
async function inboxCode(t: TestApp, mobile: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/sandbox/sms?mobile=${mobile}` });
  return res.json().data[0].code;
}
const check = (t: TestApp, mobile: string, scene: string, code: string) =>
  postForm(t.app, '/api/sms/check', { mobile, scene, code });

describe('SMS codes', () => {
  it('sends a 6-digit code that the sandbox inbox shows, valid once', async () => {
    const res = await send(a, '13900000101', 'register');
    expect(res.json()).toMatchObject({ code: 1, data: { expires_in: 300, resend_in: 60 } });
    const code = await inboxCode(a, '13900000101');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await check(a, '13900000101', 'register', code);
    expect(ok.json()).toMatchObject({ code: 1, data: { ticket: expect.any(String) } });
    const again = await check(a, '13900000101', 'register', code);
    expect(again.json()).toMatchObject({ code: 0, msg: '验证码已失效，请重新获取' });
  });

  it('rejects a resend within 60 seconds, on any instance', async () => {
    expect((await send(a, '13900000102', 'register')).json().code).toBe(1);
    const res = await send(b, '13900000102', 'register');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/^验证码已发送，请 \d+ 秒后再试$/);
  });

  it('counts wrong codes and locks the code after five', async () => {
    await send(a, '13900000103', 'register');
    const code = await inboxCode(a, '13900000103');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await check(a, '13900000103', 'register', wrong);
    expect(first.json()).toMatchObject({
      code: 0,
      msg: '验证码错误，还可尝试 4 次',
      data: { fields: { code: '验证码错误，还可尝试 4 次' } },
    });
    for (let i = 0; i < 4; i++) await check(b, '13900000103', 'register', wrong);
    const locked = await check(a, '13900000103', 'register', code);
    expect(locked.json().msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('expires codes after five minutes', async () => {
    await send(a, '13900000104', 'register');
    const code = await inboxCode(a, '13900000104');
    await shared.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, '13900000104'));
    expect((await check(a, '13900000104', 'register', code)).json().msg).toBe(
      '验证码已失效，请重新获取',
    );
  });

  it('a code checked on one instance is used up for the other', async () => {
    await send(a, '13900000105', 'register');
    const code = await inboxCode(b, '13900000105');
    const [first, second] = await Promise.all([
      check(a, '13900000105', 'register', code),
      check(b, '13900000105', 'register', code),
    ]);
    expect([first.json().code, second.json().code].sort()).toEqual([0, 1]);
  });

  it.each([
    ['register', '13800000001', '该手机号已注册，请直接登录'],
    ['new_mobile', '13800000001', '该手机号已被其他账号绑定'],
    ['forget_password', '13900000199', '该手机号未注册'],
  ])('scene %s refuses %s', async (scene, mobile, msg) => {
    const res = await send(a, mobile, scene);
    expect(res.json()).toMatchObject({ code: 0, msg, data: { fields: { mobile: msg } } });
  });

  it('sends a register code to a mobile only a guarantee-company account uses, as registration accepts it', async () => {
    const res = await send(a, '13900000001', 'register');
    expect(res.json().code).toBe(1);
    expect(await inboxCode(a, '13900000001')).toMatch(/^\d{6}$/);
  });

  it('validates the mobile and scene with Chinese messages', async () => {
    const res = await send(a, '12345', 'register');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('手机号');
  });

  it('limits codes per IP across instances', async () => {
    const ip = '10.9.9.9';
    const results: number[] = [];
    for (let i = 0; i < 31; i++)
      results.push(
        (await send(i % 2 ? a : b, `1370000${String(i).padStart(4, '0')}`, 'register', ip))
          .statusCode,
      );
    expect(results.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(results[30]).toBe(429);
  });

  it('takes the per-IP limit from SMS_CODES_PER_IP_PER_HOUR', async () => {
    const strict = await createTestApp({ shared, config: { SMS_CODES_PER_IP_PER_HOUR: '3' } });
    try {
      const results: Array<{ status: number; msg: string }> = [];
      for (let i = 0; i < 4; i++) {
        const res = await send(
          strict,
          `1371000${String(i).padStart(4, '0')}`,
          'register',
          '10.9.9.10',
        );
        results.push({ status: res.statusCode, msg: res.json().msg });
      }
      expect(results.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
      expect(results[3]).toEqual({ status: 429, msg: '获取验证码过于频繁，请稍后再试' });
    } finally {
      await strict.close();
    }
  });
});
