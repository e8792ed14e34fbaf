// Enterprise log-in, lock-out, user info, log-out, registration, forgotten password and the
// password / mobile change flows, through HTTP against a real database.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_RULES } from '../src/auth/login-guard';
import { verifyPassword } from '../src/auth/password';
import { DEMO_PASSWORD } from '../src/db/demo-accounts';
import { demoCreditCode } from '../src/db/seed';
import { enterpriseAccounts, enterprises, sessions, uploads } from '../src/db/schema';
import {
  accountByMobile,
  addEnterpriseAccount,
  call,
  login,
  nextIp,
  smsCode,
  tokenFor,
  wrongCode,
} from './enterprise-session';
import { createTestApp, postForm, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountRow = (mobile: string) => accountByMobile(t.database.db, mobile);
const locked = (masked: string, minutes: number) =>
  `账号已锁定，请输入发送至 ${masked} 的短信验证码解锁，或 ${minutes} 分钟后再试`;
const userInfo = (token: string) => call(t.app, '/api/enterprise/getUserInfo', token);

describe('login', () => {
  it('logs in with the trimmed mobile, returns the login result and sets the token cookie', async () => {
    const before = Date.now();
    const res = await login(t.app, ' 13800000001 ');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const account = await accountRow('13800000001');
    expect(data).toEqual({
      token: expect.any(String),
      expires_at: expect.any(Number),
      account: { id: account.id, account: '13800000001', name: '王建国', auth_json: '*' },
      logo: '',
    });
    expect(data.expires_at * 1000).toBeGreaterThan(before + 6 * 86400_000);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`token=${data.token}`);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(account.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await userInfo(data.token)).json().code).toBe(1);
  });

  it('counts wrong passwords and a success resets the count', async () => {
    const first = await login(t.app, '13800000002', 'Wrong@1234');
    expect(first.json()).toEqual({ code: 0, msg: '账号或密码错误，还可尝试 4 次', data: null });
    expect((await login(t.app, '13800000002', 'Wrong@1234')).json().msg).toBe(
      '账号或密码错误，还可尝试 3 次',
    );
    expect((await accountRow('13800000002')).failedLoginCount).toBe(2);
    expect((await login(t.app, '13800000002')).json().code).toBe(1);
    expect((await accountRow('13800000002')).failedLoginCount).toBe(0);
    expect((await login(t.app, '13800000002', 'Wrong@1234')).json().msg).toBe(
      '账号或密码错误，还可尝试 4 次',
    );
    await login(t.app, '13800000002');
  });

  it('locks the account for 15 minutes after five consecutive failures', async () => {
    for (let i = 4; i >= 1; i--)
      expect((await login(t.app, '13800000003', 'Wrong@1234')).json().msg).toBe(
        `账号或密码错误，还可尝试 ${i} 次`,
      );
    const fifth = await login(t.app, '13800000003', 'Wrong@1234');
    expect([fifth.statusCode, fifth.json()]).toEqual([
      429,
      { code: -3, msg: locked('138****0003', 15), data: null },
    ]);
    const lockedUntil = (await accountRow('13800000003')).lockedUntil!;
    expect(lockedUntil.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    // Even the right password is refused while locked (without the code); the message tells the minutes left.
    await t.database.db
      .update(enterpriseAccounts)
      .set({ lockedUntil: new Date(Date.now() + 7.5 * 60_000) })
      .where(eq(enterpriseAccounts.mobile, '13800000003'));
    expect((await login(t.app, '13800000003')).json().msg).toBe(locked('138****0003', 8));

    await t.database.db
      .update(enterpriseAccounts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(enterpriseAccounts.mobile, '13800000003'));
    expect((await login(t.app, '13800000003', 'Wrong@1234')).json().msg).toBe(
      '账号或密码错误，还可尝试 4 次',
    );
    const ok = await login(t.app, '13800000003');
    expect(ok.json().code).toBe(1);
    expect(await accountRow('13800000003')).toMatchObject({
      failedLoginCount: 0,
      lockedUntil: null,
    });
  });

  it('answers an unknown mobile exactly like a wrong password, lock-out included', async () => {
    for (let i = 4; i >= 1; i--)
      expect((await login(t.app, '13700009999', 'Wrong@1234')).json()).toEqual({
        code: 0,
        msg: `账号或密码错误，还可尝试 ${i} 次`,
        data: null,
      });
    expect((await login(t.app, '13700009999', 'Wrong@1234')).json()).toEqual({
      code: -3,
      msg: locked('137****9999', 15),
      data: null,
    });
    // A code is refused as a real account's unrequested one is.
    const withCode = await postForm(
      t.app,
      '/api/enterprise/login',
      { account: '13700009999', password: 'Wrong@1234', code: '123456' },
      { 'x-forwarded-for': nextIp() },
    );
    expect(withCode.json().data.fields).toEqual({ code: '验证码已失效，请重新获取' });
  });

  it('refuses guarantee-company accounts: enterprise accounts only', async () => {
    expect((await login(t.app, 'xinda_admin')).json().msg).toBe('账号或密码错误，还可尝试 4 次');
    expect((await login(t.app, '13900000001')).json().msg).toBe('账号或密码错误，还可尝试 4 次');
  });

  it('refuses a disabled account only after the right password', async () => {
    await t.database.db
      .update(enterpriseAccounts)
      .set({ status: 0 })
      .where(eq(enterpriseAccounts.mobile, '13800000011'));
    expect((await login(t.app, '13800000011', 'Wrong@1234')).json().msg).toBe(
      '账号或密码错误，还可尝试 4 次',
    );
    const res = await login(t.app, '13800000011');
    expect(res.json()).toMatchObject({ code: 0, msg: '账号已停用，请联系主账号' });
    await t.database.db
      .update(enterpriseAccounts)
      .set({ status: 1, failedLoginCount: 0 })
      .where(eq(enterpriseAccounts.mobile, '13800000011'));
  });

  describe('unlocking with an SMS code', () => {
    const MOBILE = '13410009001';
    beforeAll(async () => {
      const { enterpriseId } = await accountRow('13800000001');
      await addEnterpriseAccount(t.database.db, {
        enterpriseId,
        mobile: MOBILE,
        name: '解锁员工',
        authJson: '*',
      });
    });
    const loginWith = (password: string | undefined, code: string) =>
      postForm(
        t.app,
        '/api/enterprise/login',
        { account: MOBILE, password: password ?? DEMO_PASSWORD, code },
        { 'x-forwarded-for': nextIp() },
      );
    const lockIt = async () => {
      for (let i = 0; i < LOGIN_RULES.maxFailures; i++) await login(t.app, MOBILE, 'Wrong@1234');
      expect((await accountRow(MOBILE)).lockedUntil).not.toBeNull();
    };

    it('logs in with the right password and the code, and clears the lock', async () => {
      await lockIt();
      const code = await smsCode(t, MOBILE, 'unlock');
      const ok = await loginWith(undefined, code);
      expect(ok.json()).toMatchObject({ code: 1, data: { token: expect.any(String) } });
      expect(await accountRow(MOBILE)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
      // The code is used up: the account locked again does not take it twice.
      await lockIt();
      const reused = await loginWith(undefined, code);
      expect([reused.statusCode, reused.json().data.fields]).toEqual([
        400,
        { code: '验证码已失效，请重新获取' },
      ]);
      expect((await accountRow(MOBILE)).lockedUntil).not.toBeNull();
    });

    it('stays locked with a wrong password and the right code, and with a wrong code', async () => {
      await lockIt();
      const code = await smsCode(t, MOBILE, 'unlock');
      expect((await loginWith(undefined, wrongCode(code))).json().data.fields).toEqual({
        code: '验证码错误，还可尝试 4 次',
      });
      const wrong = await loginWith('Wrong@1234', code);
      expect([wrong.statusCode, wrong.json()]).toEqual([
        429,
        { code: -3, msg: '账号或密码错误，账号仍处于锁定状态，请重新获取验证码', data: null },
      ]);
      expect((await accountRow(MOBILE)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      // That code is gone: the right password with it is refused too.
      expect((await loginWith(undefined, code)).json().code).toBe(0);
      expect((await login(t.app, MOBILE)).json().code).toBe(-3);
      await t.database.db
        .update(enterpriseAccounts)
        .set({ lockedUntil: null })
        .where(eq(enterpriseAccounts.mobile, MOBILE));
    });

    it('texts unlock codes only to mobiles of an account', async () => {
      const res = await postForm(
        t.app,
        '/api/sms/send',
        { mobile: '13700008888', scene: 'unlock' },
        { 'x-forwarded-for': nextIp() },
      );
      expect(res.json().data.fields).toEqual({ mobile: '该手机号未注册' });
    });
  });

  describe('refused log-ins from one address (an office behind one NAT address)', () => {
    // The distinct names count over 15 minutes: freeze the clock inside one such window.
    beforeEach(() =>
      vi.useFakeTimers({
        toFake: ['Date'],
        now: Math.floor(Date.now() / 900_000) * 900_000 + 1000,
      }),
    );
    afterEach(() => vi.useRealTimers());
    const unknownMobile = (i: number) => `1360000${String(i).padStart(4, '0')}`;

    it(`refuses a ${LOGIN_RULES.refusedAccountsPerIp + 1}th distinct account from one address for 15 minutes`, async () => {
      const office = nextIp();
      for (let i = 0; i < LOGIN_RULES.refusedAccountsPerIp; i++)
        expect((await login(t.app, unknownMobile(i), 'Wrong@1234', office)).statusCode).toBe(400);
      const sixth = await login(t.app, '13800000001', undefined, office);
      expect([sixth.statusCode, sixth.json().msg]).toEqual([
        429,
        '该网络登录失败的账号过多，请 15 分钟后再试',
      ]);
      // The names already refused there may go on trying (an office's typos); other addresses are not affected.
      expect((await login(t.app, unknownMobile(0), 'Wrong@1234', office)).statusCode).toBe(400);
      expect((await login(t.app, '13800000001', undefined, nextIp())).json().code).toBe(1);
      vi.setSystemTime(Date.now() + 30 * 60_000);
      expect((await login(t.app, '13800000001', undefined, office)).json().code).toBe(1);
    });
  });

  it('validates the payload with Chinese messages', async () => {
    const res = await postForm(
      t.app,
      '/api/enterprise/login',
      { account: '  ', password: 'x' },
      { 'x-forwarded-for': nextIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('请输入账号');
  });
});

describe('user info, master check and log-out', () => {
  it('returns every user-info field from the database', async () => {
    const token = await tokenFor(t.app, '13800000001');
    const account = await accountRow('13800000001');
    const [enterprise] = await t.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, account.enterpriseId));
    const res = await userInfo(token);
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: {
        id: account.id,
        account: '13800000001',
        name: '王建国',
        avatar: '',
        roles: ['master'],
        auth_step: 4,
        auth_status: 2,
        enterprise_auth: {
          enterprise_id: enterprise!.id,
          name: '江苏恒信建设集团有限公司',
          credit_code: enterprise!.creditCode,
          legal_person: '王建国',
          auth_status: 2,
          auth_step: 4,
          reject_reason: null,
        },
        is_reset_password: 1,
        enterprise_account: {
          id: account.id,
          account: '13800000001',
          name: '王建国',
          is_master: 1,
          auth_json: '*',
          status: 1,
        },
        wait_read_message: 0,
        last_login_time: Math.floor(account.lastLoginAt!.getTime() / 1000),
      },
    });
  });

  it.each([
    [
      '13800000012',
      { roles: ['sub'], auth_status: 0, auth_step: 0, is_reset_password: 1 },
      { is_master: 0, enterprise_auth_status: 0 },
    ],
    [
      '13800000004',
      {
        roles: ['master'],
        auth_status: -1,
        auth_step: 4,
        enterprise_auth: expect.objectContaining({
          reject_reason: '营业执照照片不清晰，请重新上传后再提交',
        }),
      },
      { is_master: 1, enterprise_auth_status: -1 },
    ],
    [
      '13800000005',
      { roles: ['master'], auth_status: 2, is_reset_password: 0 },
      { is_master: 1, enterprise_auth_status: 2 },
    ],
  ])(
    '%s: user info and checkMasterAccount follow the account and its enterprise',
    async (mobile, info, master) => {
      const token = await tokenFor(t.app, mobile);
      expect((await userInfo(token)).json().data).toMatchObject(info);
      expect((await call(t.app, '/api/Enterprise/checkMasterAccount', token)).json().data).toEqual(
        master,
      );
    },
  );

  it('requires a token', async () => {
    expect((await userInfo('')).statusCode).toBe(401);
    expect((await call(t.app, '/api/Enterprise/checkMasterAccount', undefined)).statusCode).toBe(
      401,
    );
  });

  it('log-out revokes the session and clears the cookie; other sessions stay valid', async () => {
    const token = await tokenFor(t.app, '13800000002');
    const other = await tokenFor(t.app, '13800000002');
    const res = await call(t.app, '/api/enterprise/logout', token);
    expect(res.json()).toEqual({ code: 1, msg: '', data: null });
    expect(String(res.headers['set-cookie'])).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
    expect((await userInfo(token)).json()).toMatchObject({ code: -1 });
    expect((await call(t.app, '/api/enterprise/logout', token)).statusCode).toBe(401);
    expect((await userInfo(other)).json().code).toBe(1);
  });
});

describe('register', () => {
  const UPLOADER_IP = '10.30.0.1';
  let seq = 0;

  /** Anonymous registration uploads as the uploads area records them. */
  async function storeUploads(
    names: string[],
    options: { ip?: string; deleted?: boolean; ownerType?: string } = {},
  ) {
    const urls = names.map((name) => `/uploads/2026/01/${name}-${seq}.png`);
    await t.database.db.insert(uploads).values(
      urls.map((url) => ({
        url,
        storageKey: url.slice(1),
        scene: url.includes('license') ? 'business_license' : 'id_card',
        originalName: 'photo.png',
        mimeType: 'image/png',
        size: 1024,
        sha256: 'a'.repeat(64),
        ownerType: options.ownerType ?? 'anonymous',
        ownerId: options.ownerType ? 1 : 0,
        uploaderIp: options.ownerType ? '' : (options.ip ?? UPLOADER_IP),
        deletedAt: options.deleted ? new Date() : null,
      })),
    );
    return urls;
  }

  async function form(overrides: Record<string, string> = {}) {
    seq += 1;
    const [license, front, back] = await storeUploads(['license', 'front', 'back']);
    return {
      mobile: `1350000${String(seq).padStart(4, '0')}`,
      code: '000000',
      password: 'Start1234',
      enterprise_name: '南京新城(集团)建设有限公司',
      credit_code: demoCreditCode(100 + seq),
      legal_person: '周明',
      legal_id_card: '11010519491231002X',
      business_license: license!,
      id_card_front: front!,
      id_card_back: back!,
      agree: '1',
      ...overrides,
    };
  }
  const register = (fields: Record<string, string>) =>
    postForm(t.app, '/api/enterprise/register', fields, { 'x-forwarded-for': UPLOADER_IP });

  it('creates the enterprise and its main account, normalises the name and logs in', async () => {
    const fields = await form();
    fields.code = await smsCode(t, fields.mobile, 'register');
    const res = await register(fields);
    expect(res.json()).toMatchObject({
      code: 1,
      data: {
        token: expect.any(String),
        account: { account: fields.mobile, name: '周明', auth_json: '*' },
        logo: '',
      },
    });
    expect(String(res.headers['set-cookie'])).toContain(`token=${res.json().data.token}`);

    const account = await accountRow(fields.mobile);
    expect(account).toMatchObject({
      isMaster: 1,
      authJson: '*',
      isResetPassword: 1,
      status: 1,
      name: '周明',
    });
    expect(await verifyPassword('Start1234', account.passwordHash)).toBe(true);
    const [enterprise] = await t.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, account.enterpriseId));
    expect(enterprise).toMatchObject({
      name: '南京新城（集团）建设有限公司',
      creditCode: fields.credit_code,
      legalPerson: '周明',
      legalIdCard: '11010519491231002X',
      businessLicense: fields.business_license,
      contactMobile: fields.mobile,
      authStatus: 0,
      authStep: 0,
    });
    const claimed = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, enterprise!.id));
    expect(claimed.map((u) => u.url).sort()).toEqual(
      [fields.business_license, fields.id_card_front, fields.id_card_back].sort(),
    );
    expect(claimed.every((u) => u.ownerType === 'enterprise')).toBe(true);

    const info = (await userInfo(res.json().data.token)).json().data;
    expect(info).toMatchObject({
      account: fields.mobile,
      auth_status: 0,
      auth_step: 0,
      roles: ['master'],
      enterprise_auth: { name: '南京新城（集团）建设有限公司' },
    });
    // The code is used up.
    expect((await register({ ...fields, mobile: fields.mobile })).statusCode).toBe(409);
  });

  it('refuses a registered mobile with 409 on the mobile field', async () => {
    const res = await register(await form({ mobile: '13800000001' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 0,
      msg: '该手机号已注册，请直接登录',
      data: { fields: { mobile: '该手机号已注册，请直接登录' } },
    });
  });

  it('refuses a registered credit code with 409 on the credit_code field, keeping the SMS code', async () => {
    const fields = await form({ credit_code: demoCreditCode(1) });
    fields.code = await smsCode(t, fields.mobile, 'register');
    const res = await register(fields);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 0,
      msg: '该统一社会信用代码已注册',
      data: { fields: { credit_code: '该统一社会信用代码已注册' } },
    });
    expect((await register({ ...fields, credit_code: demoCreditCode(900) })).json().code).toBe(1);
  });

  it.each([
    ['business_license', 'never uploaded', async () => '/uploads/2026/01/never-uploaded.png'],
    [
      'id_card_front',
      'deleted',
      async () => (await storeUploads(['deleted'], { deleted: true }))[0]!,
    ],
    [
      'id_card_back',
      'uploaded from another IP',
      async () => (await storeUploads(['elsewhere'], { ip: '10.30.9.9' }))[0]!,
    ],
    [
      'business_license',
      'owned by an enterprise',
      async () => (await storeUploads(['owned-license'], { ownerType: 'enterprise' }))[0]!,
    ],
    ['id_card_back', 'outside the uploads', async () => 'https://evil.example.com/x.png'],
  ])('refuses a %s that is %s', async (field, _case, url) => {
    const res = await register(await form({ [field]: await url() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 0,
      msg: '上传的图片不存在或已删除，请重新上传',
      data: { fields: { [field]: '图片不存在或已删除，请重新上传' } },
    });
  });

  it('refuses a wrong SMS code and creates nothing', async () => {
    const fields = await form();
    const code = await smsCode(t, fields.mobile, 'register');
    const res = await register({ ...fields, code: wrongCode(code) });
    expect(res.json()).toMatchObject({
      code: 0,
      msg: '验证码错误，还可尝试 4 次',
      data: { fields: { code: '验证码错误，还可尝试 4 次' } },
    });
    expect(
      await t.database.db
        .select()
        .from(enterprises)
        .where(eq(enterprises.creditCode, fields.credit_code)),
    ).toEqual([]);
  });

  it.each([
    ['agree', '0', '请阅读并同意用户服务协议和隐私政策'],
    ['credit_code', '91320100000000000X', '统一社会信用代码'],
    ['legal_id_card', '110105194912310021', '身份证'],
    ['password', 'short', '密码'],
  ])('validates %s', async (field, value, message) => {
    const res = await register(await form({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
    expect(res.json().data.fields).toHaveProperty(field);
  });

  it('two registrations racing for one credit code: one wins, the other gets 409', async () => {
    const creditCode = demoCreditCode(950);
    const a = await form({ credit_code: creditCode });
    const b = await form({ credit_code: creditCode });
    a.code = await smsCode(t, a.mobile, 'register');
    b.code = await smsCode(t, b.mobile, 'register');
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().data.fields).toEqual({
      credit_code: '该统一社会信用代码已注册',
    });
    expect(
      await t.database.db.select().from(enterprises).where(eq(enterprises.creditCode, creditCode)),
    ).toHaveLength(1);
  });
});

describe('forgotten password', () => {
  const forget = (fields: Record<string, string>) =>
    postForm(t.app, '/api/enterprise/forgetPassword', fields, { 'x-forwarded-for': nextIp() });

  it('resets the password after the SMS check, ends every session and lifts a lock-out', async () => {
    const token = await tokenFor(t.app, '13800000004');
    await t.database.db
      .update(enterpriseAccounts)
      .set({ failedLoginCount: 3, lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(enterpriseAccounts.mobile, '13800000004'));
    const code = await smsCode(t, '13800000004', 'forget_password');
    const res = await forget({ mobile: '13800000004', code, password: 'Newpass123' });
    expect(res.json()).toEqual({ code: 1, msg: '', data: null });
    expect((await userInfo(token)).statusCode).toBe(401);
    expect(await accountRow('13800000004')).toMatchObject({
      failedLoginCount: 0,
      lockedUntil: null,
    });
    expect((await login(t.app, '13800000004')).json().code).toBe(0);
    expect((await login(t.app, '13800000004', 'Newpass123')).json().code).toBe(1);
    expect((await forget({ mobile: '13800000004', code, password: 'Other1234' })).json().msg).toBe(
      '验证码已失效，请重新获取',
    );
  });

  it('refuses an unregistered mobile and a wrong code', async () => {
    expect(
      (await forget({ mobile: '13700000001', code: '123456', password: 'Newpass123' })).json(),
    ).toEqual({
      code: 0,
      msg: '该手机号未注册',
      data: { fields: { mobile: '该手机号未注册' } },
    });
    const code = await smsCode(t, '13800000003', 'forget_password');
    const res = await forget({
      mobile: '13800000003',
      code: wrongCode(code),
      password: 'Newpass123',
    });
    expect(res.json().data.fields).toEqual({ code: '验证码错误，还可尝试 4 次' });
    expect((await login(t.app, '13800000003')).json().code).toBe(1);
  });
});

describe('change password and mobile (identity ticket)', () => {
  const verify = (token: string, scene: string, code: string) =>
    call(t.app, '/api/enterprise/verifyIdentity', token, { scene, code });

  it('changes the password with a single-use ticket and ends the other sessions only', async () => {
    const token = await tokenFor(t.app, '13800000005');
    const otherDevice = await tokenFor(t.app, '13800000005');
    const code = await smsCode(t, '13800000005', 'change_password');
    const verified = await verify(token, 'change_password', code);
    expect(verified.json()).toMatchObject({
      code: 1,
      data: { ticket: expect.any(String), expires_in: 600 },
    });
    const { ticket } = verified.json().data;

    const res = await call(t.app, '/api/enterprise/changePassword', token, {
      ticket,
      password: 'Changed123',
    });
    expect(res.json()).toEqual({ code: 1, msg: '', data: null });
    expect((await userInfo(token)).json().data.is_reset_password).toBe(1);
    expect((await userInfo(otherDevice)).statusCode).toBe(401);
    expect((await login(t.app, '13800000005', 'Changed123')).json().code).toBe(1);

    const reused = await call(t.app, '/api/enterprise/changePassword', token, {
      ticket,
      password: 'Again1234',
    });
    expect(reused.json()).toEqual({
      code: 0,
      msg: '身份验证已失效，请重新验证',
      data: { fields: { ticket: '身份验证已失效，请重新验证' } },
    });
  });

  it('verifies only with a code sent to the caller’s own mobile for that scene', async () => {
    const token = await tokenFor(t.app, '13800000001');
    const othersCode = await smsCode(t, '13800000002', 'change_password');
    expect((await verify(token, 'change_password', othersCode)).json().data.fields).toEqual({
      code: '验证码已失效，请重新获取',
    });
    const mobileCode = await smsCode(t, '13800000001', 'change_mobile');
    expect((await verify(token, 'change_password', mobileCode)).json().data.fields).toEqual({
      code: '验证码已失效，请重新获取',
    });
    expect(
      (await verify(token, 'change_mobile', wrongCode(mobileCode))).json().data.fields,
    ).toEqual({ code: '验证码错误，还可尝试 4 次' });
    expect((await verify('', 'change_mobile', mobileCode)).statusCode).toBe(401);
  });

  it('a ticket works only for its own scene and account', async () => {
    const token = await tokenFor(t.app, '13800000001');
    const ticket = (
      await verify(token, 'change_password', await smsCode(t, '13800000001', 'change_password'))
    ).json().data.ticket;
    const newMobile = '13600001001';
    const code = await smsCode(t, newMobile, 'new_mobile');
    expect(
      (
        await call(t.app, '/api/enterprise/changeMobile', token, {
          ticket,
          mobile: newMobile,
          code,
        })
      ).json().msg,
    ).toBe('身份验证已失效，请重新验证');
    const otherToken = await tokenFor(t.app, '13800000011');
    expect(
      (
        await call(t.app, '/api/enterprise/changePassword', otherToken, {
          ticket,
          password: 'Stolen1234',
        })
      ).json().msg,
    ).toBe('身份验证已失效，请重新验证');
    expect(
      (
        await call(t.app, '/api/enterprise/changePassword', token, {
          ticket,
          password: 'Demo@1234',
        })
      ).json().code,
    ).toBe(1);
  });

  it('binds a new mobile: free mobile, its own SMS code, single-use ticket', async () => {
    const token = await tokenFor(t.app, '13800000012');
    const ticket = (
      await verify(token, 'change_mobile', await smsCode(t, '13800000012', 'change_mobile'))
    ).json().data.ticket;
    const change = (fields: Record<string, string>) =>
      call(t.app, '/api/enterprise/changeMobile', token, { ticket, ...fields });

    const taken = await change({ mobile: '13800000001', code: '123456' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields).toEqual({ mobile: '该手机号已被其他账号绑定' });

    const newMobile = '13600002002';
    const code = await smsCode(t, newMobile, 'new_mobile');
    // A wrong code keeps the ticket, so the user just retries.
    expect((await change({ mobile: newMobile, code: wrongCode(code) })).json().data.fields).toEqual(
      { code: '验证码错误，还可尝试 4 次' },
    );
    const ok = await change({ mobile: newMobile, code });
    expect(ok.json()).toEqual({ code: 1, msg: '', data: { mobile: newMobile } });
    expect((await userInfo(token)).json().data.account).toBe(newMobile);
    expect((await login(t.app, newMobile)).json().code).toBe(1);
    expect((await login(t.app, '13800000012')).json().code).toBe(0);

    const again = await change({
      mobile: '13600002003',
      code: await smsCode(t, '13600002003', 'new_mobile'),
    });
    expect(again.json().msg).toBe('身份验证已失效，请重新验证');
    await t.database.db
      .update(enterpriseAccounts)
      .set({ mobile: '13800000012' })
      .where(eq(enterpriseAccounts.mobile, newMobile));
  });

  it('stores no session for refused log-ins', async () => {
    const before = await t.database.db.select().from(sessions);
    await login(t.app, '13800000001', 'Wrong@1234');
    expect(await t.database.db.select().from(sessions)).toHaveLength(before.length);
    await login(t.app, '13800000001');
  });
});
