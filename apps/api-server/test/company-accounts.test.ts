// Guarantee-company console accounts through HTTP and the database: log-in with its lock and
// limits, account and company info, editing the company, changing the mobile and password,
// resetting a forgotten password, restarting the company authentication, reference lists.
import {
  companyChangeMobile,
  companyEdit,
  companyGetInfo,
  companyLogin as companyLoginEndpoint,
  companyResetAuth,
  companyResetPassword,
  companyUpdatePassword,
  deleteFile,
  getAreaList,
  getCompanyList,
  getListByArea,
  getTypeList,
} from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_RULES } from '../src/auth/login-guard';
import { verifyPassword } from '../src/auth/password';
import { computePremium } from '../src/areas/company/premium';
import { DEMO_PASSWORD } from '../src/db/demo-accounts';
import { areas, ensureCompanies, ensureCompanyAccounts, projects, uploads } from '../src/db/schema';
import {
  addCompany,
  addCompanyAccount,
  callEndpoint,
  companyLogin,
  companyToken,
  nextIp,
  smsCode,
  wrongCode,
} from './company-session';
import { createTestApp, postForm, type TestApp } from './test-app';
import { samplePng, upload } from './upload-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const accountRow = async (id: number) =>
  (await db().select().from(ensureCompanyAccounts).where(eq(ensureCompanyAccounts.id, id)))[0]!;
const companyRow = async (id: number) =>
  (await db().select().from(ensureCompanies).where(eq(ensureCompanies.id, id)))[0]!;

describe('companyLogin', () => {
  it('logs in with the trimmed account name, sets the token cookie and answers the login result', async () => {
    const res = await companyLogin(t.app, '  xinda_admin ');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      account: { account: 'xinda_admin', name: '信达管理员', auth_json: '*' },
      logo: '',
    });
    expect(data.expires_at).toBeGreaterThan(Date.now() / 1000);
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: data.token, path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    // The cookie alone authenticates console calls.
    const info = await t.app.inject({
      method: 'GET',
      url: companyGetInfo.path,
      cookies: { token: data.token },
    });
    expect(info.json().data.account.account).toBe('xinda_admin');
  });

  it('answers the company logo and the permission list of the account', async () => {
    const { company, account } = await addCompany(
      db(),
      { logo: '/uploads/public/2026/01/logo.png' },
      'gonggao,dingdan',
    );
    const res = await companyLogin(t.app, account.account);
    expect(res.json().data).toMatchObject({
      account: { id: account.id, auth_json: 'gonggao,dingdan' },
      logo: '/uploads/public/2026/01/logo.png',
    });
    expect((await companyRow(company.id)).logo).toBe('/uploads/public/2026/01/logo.png');
  });

  // Counters of unknown names and of refused log-ins per address run in windows: freeze the clock inside one.
  const freezeClock = () =>
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 900_000) * 900_000 + 1000 });
  afterEach(() => vi.useRealTimers());

  it('answers an unknown account exactly like a real one, lock included', async () => {
    freezeClock();
    for (let left = 4; left >= 1; left--) {
      const res = await companyLogin(t.app, 'nobody_here', 'Wrong@123');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 0,
        msg: `账号或密码错误，还可尝试 ${left} 次`,
        data: null,
      });
    }
    const fifth = await companyLogin(t.app, 'nobody_here', 'Wrong@123');
    expect([fifth.statusCode, fifth.json().code]).toEqual([429, -3]);
    // A made-up mobile, the same every time, as a real account shows its own.
    expect(fifth.json().msg).toMatch(
      /^账号已锁定，请输入发送至 13\d\*{4}\d{4} 的短信验证码解锁，或 15 分钟后再试$/,
    );
    expect((await companyLogin(t.app, 'nobody_here', 'Wrong@123')).json().msg).toBe(
      fifth.json().msg,
    );
  });

  it('requires account and password', async () => {
    const res = await companyLogin(t.app, '   ', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({ account: '请输入账号', password: '请输入密码' });
  });

  it('counts wrong passwords, locks after five for 15 minutes, and unlocks when the time is up', async () => {
    const { account } = await addCompany(db());
    for (let left = 4; left >= 1; left--) {
      expect((await companyLogin(t.app, account.account, 'Wrong@123')).json().msg).toBe(
        `账号或密码错误，还可尝试 ${left} 次`,
      );
    }
    const fifth = await companyLogin(t.app, account.account, 'Wrong@123');
    expect([fifth.statusCode, fifth.json().code, fifth.json().msg]).toEqual([
      429,
      -3,
      `账号已锁定，请输入发送至 ${maskMobile(account.mobile)} 的短信验证码解锁，或 15 分钟后再试`,
    ]);
    const lockedUntil = (await accountRow(account.id)).lockedUntil!;
    expect(lockedUntil.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    // Even the right password is refused while locked, with the minutes left.
    await db()
      .update(ensureCompanyAccounts)
      .set({ lockedUntil: new Date(Date.now() + 7.5 * 60_000) })
      .where(eq(ensureCompanyAccounts.id, account.id));
    expect((await companyLogin(t.app, account.account)).json().msg).toMatch(/，或 8 分钟后再试$/);

    await db()
      .update(ensureCompanyAccounts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(ensureCompanyAccounts.id, account.id));
    // After the lock the count starts again from five.
    expect((await companyLogin(t.app, account.account, 'Wrong@123')).json().msg).toBe(
      '账号或密码错误，还可尝试 4 次',
    );
    const ok = await companyLogin(t.app, account.account);
    expect(ok.json().code).toBe(1);
    expect(await accountRow(account.id)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('a successful log-in clears earlier failures', async () => {
    const { account } = await addCompany(db());
    await companyLogin(t.app, account.account, 'Wrong@123');
    await companyLogin(t.app, account.account, 'Wrong@123');
    await companyToken(t.app, account.account);
    expect((await companyLogin(t.app, account.account, 'Wrong@123')).json().msg).toBe(
      '账号或密码错误，还可尝试 4 次',
    );
  });

  it('refuses a disabled account, but only with the right password', async () => {
    const { account } = await addCompany(db());
    await db()
      .update(ensureCompanyAccounts)
      .set({ status: 0 })
      .where(eq(ensureCompanyAccounts.id, account.id));
    expect((await companyLogin(t.app, account.account, 'Wrong@123')).json().msg).toBe(
      '账号或密码错误，还可尝试 4 次',
    );
    const res = await companyLogin(t.app, account.account);
    expect(res.json()).toEqual({ code: 0, msg: '该账号已停用，请联系机构管理员', data: null });
  });

  it('lets an account of a paused company (not accepting orders) log in', async () => {
    const { account } = await addCompany(db(), { status: 0 });
    expect((await companyLogin(t.app, account.account)).json().code).toBe(1);
  });

  it('unlocks a locked account with the right password and the code texted to its mobile', async () => {
    const { account } = await addCompany(db());
    for (let i = 0; i < LOGIN_RULES.maxFailures; i++)
      await companyLogin(t.app, account.account, 'Wrong@123');
    const code = await smsCode(t, account.mobile, 'unlock');
    const ok = await postForm(
      t.app,
      companyLoginEndpoint.path,
      { account: account.account, password: DEMO_PASSWORD, code },
      { 'x-forwarded-for': nextIp() },
    );
    expect(ok.json().code).toBe(1);
    expect(await accountRow(account.id)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('refuses a sixth distinct account name from one address, not the five already refused', async () => {
    freezeClock();
    const office = nextIp();
    for (let i = 0; i < LOGIN_RULES.refusedAccountsPerIp; i++)
      expect((await companyLogin(t.app, `unknown_${i}`, 'x', office)).statusCode).toBe(400);
    const sixth = await companyLogin(t.app, 'xinda_admin', DEMO_PASSWORD, office);
    expect([sixth.statusCode, sixth.json().msg]).toEqual([
      429,
      '该网络登录失败的账号过多，请 15 分钟后再试',
    ]);
    expect((await companyLogin(t.app, 'unknown_0', 'x', office)).statusCode).toBe(400);
  });

  it(`refuses an account from an address after ${LOGIN_RULES.refusalsPerAccountAndIpPerMinute} refusals there in a minute, even once its lock is over`, async () => {
    freezeClock();
    const { account } = await addCompany(db());
    const office = nextIp();
    for (let i = 0; i < LOGIN_RULES.refusalsPerAccountAndIpPerMinute; i++) {
      expect((await companyLogin(t.app, account.account, 'Wrong@123', office)).json().msg).toMatch(
        /^账号(或密码错误|已锁定)/,
      );
    }
    await db()
      .update(ensureCompanyAccounts)
      .set({ lockedUntil: null })
      .where(eq(ensureCompanyAccounts.id, account.id));
    const refused = await companyLogin(t.app, account.account, DEMO_PASSWORD, office);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('登录尝试过于频繁，请 1 分钟后再试');
    // The same address may still log in to other accounts, and the account from elsewhere.
    expect((await companyLogin(t.app, 'xinda_admin', DEMO_PASSWORD, office)).json().code).toBe(1);
    expect((await companyLogin(t.app, account.account, DEMO_PASSWORD, nextIp())).json().code).toBe(
      1,
    );
  });
});

describe('companyGetInfo', () => {
  it('answers the account and the whole company in the wire formats', async () => {
    const token = await companyToken(t.app, 'xinda_review');
    const res = await callEndpoint(t.app, companyGetInfo, token);
    expect(res.statusCode).toBe(200);
    const { account, company, wait_read_message } = res.json().data;
    expect(account).toMatchObject({
      account: 'xinda_review',
      name: '信达审核员',
      mobile: '13900000002',
      auth_json: 'dingdan,待审核,已出函',
      is_reset_password: 1,
    });
    expect(Math.abs(account.last_login_time - Date.now() / 1000)).toBeLessThan(60);
    expect(company).toEqual({
      id: expect.any(Number),
      name: '江苏信达融资担保有限公司',
      type_id: expect.any(Number),
      type_name: '担保公司',
      area_id: expect.any(Number),
      area_name: '南京市',
      logo: '',
      intro: '江苏信达融资担保有限公司，持牌经营，专注工程保函服务。',
      status: 1,
      contact: '客服中心',
      tel: '025-84561234',
      address: expect.stringContaining('江苏省南京市'),
      seal_image: '',
      pay_config_enabled: 1,
      auth_status: 2,
    });
    expect(wait_read_message).toBe(0);
    expect(companyGetInfo.response.safeParse(res.json().data).success).toBe(true);
  });

  it('reports is_reset_password 0 for an account that must change its password', async () => {
    const { account } = await addCompany(db());
    await db()
      .update(ensureCompanyAccounts)
      .set({ isResetPassword: 0 })
      .where(eq(ensureCompanyAccounts.id, account.id));
    const token = await companyToken(t.app, account.account);
    expect(
      (await callEndpoint(t.app, companyGetInfo, token)).json().data.account.is_reset_password,
    ).toBe(0);
  });

  it('requires a token', async () => {
    const res = await callEndpoint(t.app, companyGetInfo, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(-1);
  });
});

describe('companyEdit', () => {
  const form = {
    name: '江苏测试编辑担保有限公司',
    contact: '张经理',
    tel: '025-86661234',
    address: '江苏省南京市建邺区测试路 1 号',
    intro: '新的简介',
  };

  it('updates the caller’s company and answers it; parentheses become full-width', async () => {
    const { company, account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    const res = await callEndpoint(t.app, companyEdit, token, {
      ...form,
      name: '江苏测试(南京)担保有限公司',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: company.id,
      name: '江苏测试（南京）担保有限公司',
      intro: '新的简介',
    });
    expect(await companyRow(company.id)).toMatchObject({
      contact: '张经理',
      tel: '025-86661234',
      address: form.address,
    });
  });

  it('refuses a name another company has', async () => {
    const { account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    const res = await callEndpoint(t.app, companyEdit, token, {
      ...form,
      name: '南京银行股份有限公司',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 0,
      msg: '该机构名称已存在',
      data: { fields: { name: '该机构名称已存在' } },
    });
  });

  it('keeps its own name without complaint', async () => {
    const { company, account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    expect(
      (await callEndpoint(t.app, companyEdit, token, { ...form, name: company.name })).json().code,
    ).toBe(1);
  });

  it('validates the fields with Chinese messages', async () => {
    const { account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    const res = await callEndpoint(t.app, companyEdit, token, {
      ...form,
      name: 'A',
      tel: 'call me',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      name: '请输入机构名称',
      tel: '请输入正确的联系电话，如 025-84561234',
    });
  });

  it('accepts as logo and seal only live images the company itself uploaded', async () => {
    const { company, account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    const other = await addCompany(db());
    const ip = '10.40.0.1';
    const uploadAs = async (uploaderToken: string | undefined, variant: string) =>
      (
        await upload(t.app, {
          name: `${variant}.png`,
          bytes: samplePng(variant),
          scene: 'logo',
          token: uploaderToken,
          ip,
        })
      ).json().data.url as string;
    const foreignSeal = await uploadAs(
      await companyToken(t.app, other.account.account),
      'other-seal',
    );
    // A registration-style upload without a token, even from the editor's own IP, is no company's.
    const anonymous = await uploadAs(undefined, 'anonymous');
    const deleted = await uploadAs(token, 'deleted');
    await callEndpoint(t.app, deleteFile, token, { url: deleted });

    const refused = async (field: 'logo' | 'seal_image', url: string) => {
      const res = await postForm(
        t.app,
        companyEdit.path,
        { ...form, [field]: url, token },
        { 'x-forwarded-for': ip },
      );
      expect(res.json().data.fields).toEqual({ [field]: '图片无效，请重新上传' });
    };
    await refused('seal_image', foreignSeal);
    await refused('logo', anonymous);
    await refused('logo', deleted);
    await refused('logo', 'https://evil.example/x.png');

    const own = await uploadAs(token, 'own-logo');
    const ok = await callEndpoint(t.app, companyEdit, token, { ...form, logo: own });
    expect(ok.json().data.logo).toBe(own);
    // Saving again with the same logo is fine; an empty value removes it.
    expect(
      (await callEndpoint(t.app, companyEdit, token, { ...form, logo: own })).json().code,
    ).toBe(1);
    expect((await callEndpoint(t.app, companyEdit, token, form)).json().data.logo).toBe('');
    expect((await companyRow(company.id)).logo).toBe('');
  });

  it('lets every account of the company use an image another of its accounts uploaded, and no other company', async () => {
    const { company, account: uploader } = await addCompany(db());
    const colleague = await addCompanyAccount(db(), company.id);
    const other = await addCompany(db());
    const logo = (
      await upload(t.app, {
        name: 'logo.png',
        bytes: samplePng('shared-logo'),
        scene: 'logo',
        token: await companyToken(t.app, uploader.account),
      })
    ).json().data.url as string;
    expect((await db().select().from(uploads).where(eq(uploads.url, logo)))[0]).toMatchObject({
      ownerType: 'ensure_company',
      ownerId: company.id,
    });

    const foreign = await callEndpoint(
      t.app,
      companyEdit,
      await companyToken(t.app, other.account.account),
      { ...form, name: other.company.name, logo },
    );
    expect(foreign.json().data.fields).toEqual({ logo: '图片无效，请重新上传' });
    expect((await companyRow(other.company.id)).logo).toBe('');

    const res = await callEndpoint(
      t.app,
      companyEdit,
      await companyToken(t.app, colleague.account),
      { ...form, name: company.name, logo },
    );
    expect(res.json().data.logo).toBe(logo);
    expect((await companyRow(company.id)).logo).toBe(logo);
  });
});

describe('companyChangeMobile', () => {
  it('checks the password, the new number and the code, then binds the new mobile', async () => {
    const { account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    const newMobile = '13500000301';
    const code = await smsCode(t, newMobile, 'new_mobile');

    const badPassword = await callEndpoint(t.app, companyChangeMobile, token, {
      mobile: newMobile,
      code,
      password: 'Wrong@123',
    });
    expect(badPassword.json()).toEqual({
      code: 0,
      msg: '登录密码不正确',
      data: { fields: { password: '登录密码不正确' } },
    });
    const badCode = await callEndpoint(t.app, companyChangeMobile, token, {
      mobile: newMobile,
      code: wrongCode(code),
      password: DEMO_PASSWORD,
    });
    expect(badCode.json().data.fields.code).toBe('验证码错误，还可尝试 4 次');

    // Refused requests above did not use up the code.
    const ok = await callEndpoint(t.app, companyChangeMobile, token, {
      mobile: newMobile,
      code,
      password: DEMO_PASSWORD,
    });
    expect(ok.json()).toEqual({ code: 1, msg: '', data: { mobile: newMobile } });
    expect((await accountRow(account.id)).mobile).toBe(newMobile);
    expect((await callEndpoint(t.app, companyGetInfo, token)).json().data.account.mobile).toBe(
      newMobile,
    );

    const reused = await callEndpoint(t.app, companyChangeMobile, token, {
      mobile: '13500000302',
      code,
      password: DEMO_PASSWORD,
    });
    expect(reused.json().data.fields.code).toBe('验证码已失效，请重新获取');
  });

  it('refuses the current mobile and a mobile any account uses', async () => {
    const { account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    const same = await callEndpoint(t.app, companyChangeMobile, token, {
      mobile: account.mobile,
      code: '123456',
      password: DEMO_PASSWORD,
    });
    expect(same.json().data.fields).toEqual({ mobile: '新手机号不能与当前手机号相同' });
    for (const taken of ['13800000001', '13900000001']) {
      const res = await callEndpoint(t.app, companyChangeMobile, token, {
        mobile: taken,
        code: '123456',
        password: DEMO_PASSWORD,
      });
      expect(res.json().data.fields).toEqual({ mobile: '该手机号已被其他账号绑定' });
    }
    expect((await accountRow(account.id)).mobile).toBe(account.mobile);
  });

  it('limits password checks per account', async () => {
    const { account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    for (let i = 0; i < 10; i++)
      await callEndpoint(t.app, companyChangeMobile, token, {
        mobile: '13500000399',
        code: '123456',
        password: 'Wrong@123',
      });
    const res = await callEndpoint(t.app, companyChangeMobile, token, {
      mobile: '13500000399',
      code: '123456',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('密码验证过于频繁，请 15 分钟后再试');
  });
});

describe('companyResetPassword', () => {
  it('resets by SMS, unlocks the account and signs out every session', async () => {
    const { account } = await addCompany(db());
    const oldToken = await companyToken(t.app, account.account);
    for (let i = 0; i < 5; i++) await companyLogin(t.app, account.account, 'Wrong@123');
    expect((await accountRow(account.id)).lockedUntil).not.toBeNull();

    const code = await smsCode(t, account.mobile, 'forget_password');
    const bad = await callEndpoint(t.app, companyResetPassword, undefined, {
      mobile: account.mobile,
      code: wrongCode(code),
      password: 'NewPass123',
    });
    expect(bad.json().data.fields.code).toBe('验证码错误，还可尝试 4 次');
    const res = await callEndpoint(t.app, companyResetPassword, undefined, {
      mobile: account.mobile,
      code,
      password: 'NewPass123',
    });
    expect(res.json()).toEqual({ code: 1, msg: '', data: null });

    const row = await accountRow(account.id);
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null, isResetPassword: 1 });
    expect(await verifyPassword('NewPass123', row.passwordHash)).toBe(true);
    expect((await callEndpoint(t.app, companyGetInfo, oldToken)).statusCode).toBe(401);
    expect((await companyLogin(t.app, account.account)).json().msg).toBe(
      '账号或密码错误，还可尝试 4 次',
    );
    expect((await companyLogin(t.app, account.account, 'NewPass123')).json().code).toBe(1);
  });

  it('refuses a mobile no console account uses, before using the code', async () => {
    const code = await smsCode(t, '13800000002', 'forget_password'); // an enterprise account's mobile
    const res = await callEndpoint(t.app, companyResetPassword, undefined, {
      mobile: '13800000002',
      code,
      password: 'NewPass123',
    });
    expect(res.json()).toEqual({
      code: 0,
      msg: '该手机号未绑定机构账号',
      data: { fields: { mobile: '该手机号未绑定机构账号' } },
    });
  });

  it('requires a strong password', async () => {
    const res = await callEndpoint(t.app, companyResetPassword, undefined, {
      mobile: '13900000001',
      code: '123456',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.password).toBe('密码须为 8-20 位，且同时包含字母和数字');
  });
});

describe('companyUpdatePassword', () => {
  it('checks the old password and refuses an unchanged one', async () => {
    const { account } = await addCompany(db());
    const token = await companyToken(t.app, account.account);
    const wrong = await callEndpoint(t.app, companyUpdatePassword, token, {
      old_password: 'Wrong@123',
      password: 'NewPass123',
    });
    expect(wrong.json()).toEqual({
      code: 0,
      msg: '原密码不正确',
      data: { fields: { old_password: '原密码不正确' } },
    });
    const same = await callEndpoint(t.app, companyUpdatePassword, token, {
      old_password: DEMO_PASSWORD,
      password: DEMO_PASSWORD,
    });
    expect(same.json().data.fields).toEqual({ password: '新密码不能与原密码相同' });
    expect(await verifyPassword(DEMO_PASSWORD, (await accountRow(account.id)).passwordHash)).toBe(
      true,
    );
  });

  it('changes the password, marks it changed and signs out the other sessions only', async () => {
    const { account } = await addCompany(db());
    await db()
      .update(ensureCompanyAccounts)
      .set({ isResetPassword: 0 })
      .where(eq(ensureCompanyAccounts.id, account.id));
    const other = await companyToken(t.app, account.account);
    const token = await companyToken(t.app, account.account);
    const res = await callEndpoint(t.app, companyUpdatePassword, token, {
      old_password: DEMO_PASSWORD,
      password: 'NewPass123',
    });
    expect(res.json()).toEqual({ code: 1, msg: '', data: null });

    const info = await callEndpoint(t.app, companyGetInfo, token);
    expect(info.json().data.account.is_reset_password).toBe(1);
    expect((await callEndpoint(t.app, companyGetInfo, other)).statusCode).toBe(401);
    expect((await companyLogin(t.app, account.account, 'NewPass123')).json().code).toBe(1);
  });
});

describe('companyResetAuth', () => {
  it('takes an approved company back to 0 and records who and when', async () => {
    const { company, account } = await addCompany(db(), { authStatus: 2 });
    const token = await companyToken(t.app, account.account);
    const res = await callEndpoint(t.app, companyResetAuth, token);
    expect(res.json()).toEqual({ code: 1, msg: '', data: { auth_status: 0 } });
    const row = await companyRow(company.id);
    expect(row).toMatchObject({ authStatus: 0, authResetBy: account.id });
    expect(Date.now() - row.authResetAt!.getTime()).toBeLessThan(60_000);
    expect((await callEndpoint(t.app, companyGetInfo, token)).json().data.company.auth_status).toBe(
      0,
    );
  });

  it('restarts a rejected company too', async () => {
    const { company, account } = await addCompany(db(), { authStatus: -1 });
    const token = await companyToken(t.app, account.account);
    expect((await callEndpoint(t.app, companyResetAuth, token)).json().data).toEqual({
      auth_status: 0,
    });
    expect((await companyRow(company.id)).authStatus).toBe(0);
  });

  it('leaves a company that has not submitted at 0 without recording a reset', async () => {
    const { company, account } = await addCompany(db(), { authStatus: 0 });
    const token = await companyToken(t.app, account.account);
    expect((await callEndpoint(t.app, companyResetAuth, token)).json().data).toEqual({
      auth_status: 0,
    });
    expect((await companyRow(company.id)).authResetAt).toBeNull();
  });

  it('refuses while the authentication is under review', async () => {
    const { company, account } = await addCompany(db(), { authStatus: 1 });
    const token = await companyToken(t.app, account.account);
    const res = await callEndpoint(t.app, companyResetAuth, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('机构认证正在审核中，请等待审核结果');
    expect((await companyRow(company.id)).authStatus).toBe(1);
  });
});

describe('guarantor reference lists', () => {
  it('lists the guarantor types and areas', async () => {
    const types = await callEndpoint(t.app, getTypeList, undefined);
    expect(types.json().data.map((x: { name: string }) => x.name)).toEqual([
      '担保公司',
      '保险公司',
      '银行',
    ]);
    const list = (await callEndpoint(t.app, getAreaList, undefined)).json().data;
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ id: expect.any(Number), name: '南京市', parent_id: 0 });
  });

  it('lists the authenticated companies accepting orders in an area', async () => {
    const [nanjing] = await db().select().from(areas).where(eq(areas.name, '南京市'));
    await addCompany(db(), { areaId: nanjing!.id, status: 0, name: '南京暂停接单担保公司' });
    await addCompany(db(), { areaId: nanjing!.id, authStatus: 1, name: '南京审核中担保公司' });
    const res = await callEndpoint(t.app, getListByArea, undefined, {
      area_id: String(nanjing!.id),
    });
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names).toContain('南京银行股份有限公司');
    expect(names).not.toContain('南京暂停接单担保公司');
    expect(names).not.toContain('南京审核中担保公司');
    expect(names).not.toContain('中国平安财产保险股份有限公司江苏分公司');
  });

  it('offers guarantors for an open project with the premium each charges', async () => {
    const [project] = await db().select().from(projects).orderBy(projects.id).limit(1);
    const res = await callEndpoint(t.app, getCompanyList, undefined, {
      project_id: String(project!.id),
    });
    const offers = res.json().data as Array<{
      name: string;
      premium: string;
      premium_rate: string;
      min_premium: string;
    }>;
    const bond = Number(project!.bidBondAmount);
    const pingan = offers.find((o) => o.name === '中国平安财产保险股份有限公司江苏分公司')!;
    expect(pingan.premium).toBe(Math.max(bond * 0.012, 500).toFixed(2));
    for (const offer of offers)
      expect(offer.premium).toBe(
        computePremium(project!.bidBondAmount, offer.premium_rate, offer.min_premium),
      );
    expect(getCompanyList.response.safeParse(res.json().data).success).toBe(true);

    const [bank] = await db()
      .select()
      .from(ensureCompanies)
      .where(eq(ensureCompanies.name, '南京银行股份有限公司'));
    const byType = await callEndpoint(t.app, getCompanyList, undefined, {
      project_id: String(project!.id),
      type_id: String(bank!.typeId),
    });
    expect(byType.json().data.map((o: { name: string }) => o.name)).toEqual([
      '南京银行股份有限公司',
    ]);
  });

  it('refuses unknown and closed projects', async () => {
    expect(
      (await callEndpoint(t.app, getCompanyList, undefined, { project_id: '999999' })).json().msg,
    ).toBe('项目不存在');
    const [project] = await db().select().from(projects).orderBy(projects.id).limit(1);
    await db().update(projects).set({ status: 0 }).where(eq(projects.id, project!.id));
    expect(
      (
        await callEndpoint(t.app, getCompanyList, undefined, { project_id: String(project!.id) })
      ).json().msg,
    ).toBe('该项目已截止保函申请');
  });

  it.each([
    ['1000000.00', '0.0150', '300.00', '15000.00'],
    ['10000.00', '0.0150', '300.00', '300.00'],
    ['100.50', '0.0150', '1.00', '1.51'], // 1.5075 rounds half-up
    ['33333.33', '0.0123', '0.00', '410.00'], // 409.9999...
    ['0.01', '0.0001', '0.00', '0.00'],
  ])('computePremium(%s, %s, %s) = %s', (bond, rate, min, expected) => {
    expect(computePremium(bond, rate, min)).toBe(expected);
  });
});
