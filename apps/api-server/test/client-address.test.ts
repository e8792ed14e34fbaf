// Whose address the per-IP limits count: the socket's, unless a configured proxy (TRUST_PROXY)
// forwarded the request. Every request of a test here comes from loopback with its own forged
// X-Forwarded-For, as an attacker rotating the header would send them.
import { companyLogin, sendSms } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { DEMO_PASSWORD } from '../src/db/demo-accounts';
import { sessions } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { LOGIN_RULES } from '../src/auth/login-guard';
import { nextIp } from './session-client';
import {
  createTestApp,
  createTestDatabase,
  postForm,
  type TestApp,
  type TestDatabase,
} from './test-app';
import { samplePng, upload } from './upload-helpers';

const ANONYMOUS_UPLOADS_PER_HOUR = 30;
const SMS_CODES_PER_IP_PER_HOUR = loadConfig({}).SMS_CODES_PER_IP_PER_HOUR;
const TOO_MANY_LOGINS = '登录尝试过于频繁，请 1 分钟后再试';

let mobileSeq = 0;
const freshMobile = () =>
  `1390${String(Date.now() % 10000).padStart(4, '0')}${String(++mobileSeq).padStart(3, '0')}`;

/** `count` calls made one after another, each with a different forged X-Forwarded-For; their answers. */
async function withForgedAddresses(
  count: number,
  send: (ip: string) => Promise<{ statusCode: number; json(): { msg: string } }>,
) {
  const answers: Array<{ status: number; msg: string }> = [];
  for (let i = 0; i < count; i++) {
    const res = await send(nextIp());
    answers.push({ status: res.statusCode, msg: res.json().msg });
  }
  return answers;
}

const refusedLogIns = (t: TestApp, name: string) => (ip: string) =>
  postForm(
    t.app,
    companyLogin.path,
    { account: name, password: 'Wrong@1234' },
    { 'x-forwarded-for': ip },
  );
const smsSends = (t: TestApp) => (ip: string) =>
  postForm(
    t.app,
    sendSms.path,
    { mobile: freshMobile(), scene: 'register' },
    { 'x-forwarded-for': ip },
  );
const anonymousUploads = (t: TestApp) => (ip: string) =>
  upload(t.app, { name: 'a.png', bytes: samplePng(ip), ip });

describe('TRUST_PROXY unset: X-Forwarded-For is ignored', () => {
  let shared: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    shared = await createTestDatabase();
    t = await createTestApp({ shared, config: { TRUST_PROXY: '' } });
  });
  afterAll(async () => {
    await t.close();
    await shared.dispose();
  });

  it('refused log-ins of one name count per real address whatever the header says', async () => {
    const answers = await withForgedAddresses(
      LOGIN_RULES.refusalsPerAccountAndIpPerMinute + 1,
      refusedLogIns(t, 'forged_xff_name'),
    );
    expect(answers.at(-1)).toEqual({ status: 429, msg: TOO_MANY_LOGINS });
  });

  it('SMS codes count per real address', async () => {
    const answers = await withForgedAddresses(SMS_CODES_PER_IP_PER_HOUR + 1, smsSends(t));
    expect(answers.slice(0, -1).every((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)).toEqual({ status: 429, msg: '获取验证码过于频繁，请稍后再试' });
  });

  it('anonymous uploads count per real address', async () => {
    const answers = await withForgedAddresses(ANONYMOUS_UPLOADS_PER_HOUR + 1, anonymousUploads(t));
    expect(answers.slice(0, -1).every((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)).toEqual({ status: 429, msg: '上传过于频繁，请稍后再试' });
  });
});

describe('TRUST_PROXY=127.0.0.1: the proxy on loopback tells the client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('refused log-ins from different clients behind the proxy are counted apart', async () => {
    const answers = await withForgedAddresses(
      LOGIN_RULES.refusalsPerAccountAndIpPerMinute + 1,
      refusedLogIns(t, 'proxied_name'),
    );
    expect(answers.map((a) => a.msg)).not.toContain(TOO_MANY_LOGINS);
  });

  it('SMS codes and anonymous uploads count per forwarded client', async () => {
    const sms = await withForgedAddresses(SMS_CODES_PER_IP_PER_HOUR + 1, smsSends(t));
    const uploads = await withForgedAddresses(ANONYMOUS_UPLOADS_PER_HOUR + 1, anonymousUploads(t));
    expect([...sms, ...uploads].every((a) => a.status === 200)).toBe(true);
  });
});

describe('the client address a session records', () => {
  let shared: TestDatabase;
  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterAll(() => shared.dispose());

  it.each([
    ['', '127.0.0.1'],
    ['127.0.0.1', '10.9.9.9'],
    ['1', '10.9.9.9'],
    ['2', '6.6.6.6'],
    ['10.0.0.0/8', '127.0.0.1'],
  ])(
    'TRUST_PROXY=%j, X-Forwarded-For "6.6.6.6, 10.9.9.9" from loopback → %s',
    async (trustProxy, expected) => {
      const t = await createTestApp({ shared, config: { TRUST_PROXY: trustProxy } });
      try {
        const res = await postForm(
          t.app,
          companyLogin.path,
          { account: 'xinda_admin', password: DEMO_PASSWORD },
          { 'x-forwarded-for': '6.6.6.6, 10.9.9.9' },
        );
        const [session] = await t.database.db
          .select({ ip: sessions.ip })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(res.json().data.token)));
        expect(session?.ip).toBe(expected);
      } finally {
        await t.close();
      }
    },
  );
});

describe('TRUST_PROXY setting', () => {
  const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10 ,::1', ['10.0.0.0/8', '192.168.1.10', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('%j trusts %j', (value, expected) => {
    expect(trustProxy(value)).toEqual(expected);
  });

  it.each(['true', '*', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/2'])(
    '%j is refused at start',
    (value) => {
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
