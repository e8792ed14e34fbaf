// Sub-accounts managed by the main account: list, add, edit, disable; main-account-only,
// scoped to the caller's enterprise, permissions validated, through HTTP and the database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseAccounts, sessions } from '../src/db/schema';
import { accountByMobile, call, login, tokenFor } from './enterprise-session';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let master: string;
let sub: string;
beforeAll(async () => {
  t = await createTestApp();
  master = await tokenFor(t.app, '13800000001');
  sub = await tokenFor(t.app, '13800000011');
});
afterAll(() => t.close());

const accountRow = (mobile: string) => accountByMobile(t.database.db, mobile);
const list = (token: string) => call(t.app, '/api/Enterprise/getSubAccountList', token);
const add = (token: string, fields: Record<string, string>) =>
  call(t.app, '/api/Enterprise/addSubAccount', token, fields);
const edit = (token: string, fields: Record<string, string>) =>
  call(t.app, '/api/Enterprise/editSubAccount', token, fields);

describe('sub-accounts', () => {
  it('lists only the sub-accounts of the caller’s enterprise', async () => {
    const row = await accountRow('13800000011');
    const res = await list(master);
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: [
        {
          id: row.id,
          account: '13800000011',
          name: '李投标',
          auth_json: '*',
          status: 1,
          last_login_time: Math.floor(row.lastLoginAt!.getTime() / 1000),
          create_time: Math.floor(row.createdAt.getTime() / 1000),
        },
      ],
    });
    const otherMaster = await tokenFor(t.app, '13800000003');
    expect((await list(otherMaster)).json().data).toEqual([]);
  });

  it.each([
    ['getSubAccountList', () => list(sub)],
    [
      'addSubAccount',
      () =>
        add(sub, {
          mobile: '13600003001',
          password: 'Sub12345',
          name: '张三',
          auth_json: 'dingdan',
        }),
    ],
    [
      'editSubAccount',
      async () =>
        edit(sub, {
          id: String((await accountRow('13800000011')).id),
          name: '李投标',
          auth_json: '*',
        }),
    ],
  ])('%s is for the main account only', async (_name, request) => {
    const res = await request();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: -2, msg: '仅主账号可管理子账号', data: null });
  });

  it('adds a sub-account with normalised permissions; it must change its password on first log-in', async () => {
    const res = await add(master, {
      mobile: '13600003002',
      password: 'Sub12345',
      name: ' 张经办 ',
      auth_json: '已驳回, 待审核,dingdan,待审核',
    });
    expect(res.json()).toMatchObject({
      code: 1,
      data: {
        account: '13600003002',
        name: '张经办',
        auth_json: 'dingdan,待审核,已驳回',
        status: 1,
        last_login_time: null,
      },
    });
    const row = await accountRow('13600003002');
    expect(row).toMatchObject({
      enterpriseId: (await accountRow('13800000001')).enterpriseId,
      isMaster: 0,
      isResetPassword: 0,
    });

    const loggedIn = await login(t.app, '13600003002', 'Sub12345');
    expect(loggedIn.json().data.account.auth_json).toBe('dingdan,待审核,已驳回');
    const info = (
      await call(t.app, '/api/enterprise/getUserInfo', loggedIn.json().data.token)
    ).json().data;
    expect(info).toMatchObject({
      roles: ['sub'],
      is_reset_password: 0,
      auth_status: 2,
      enterprise_account: { is_master: 0, auth_json: 'dingdan,待审核,已驳回' },
    });
    expect((await list(master)).json().data.map((s: { account: string }) => s.account)).toEqual([
      '13800000011',
      '13600003002',
    ]);
  });

  it.each([
    ['jigou', '不支持的权限：jigou'],
    ['dingdan,gonggao,foo', '不支持的权限：gonggao、foo'],
  ])('refuses unknown permissions %s', async (authJson, msg) => {
    const res = await add(master, {
      mobile: '13600003003',
      password: 'Sub12345',
      name: '王五',
      auth_json: authJson,
    });
    expect(res.json()).toEqual({ code: 0, msg, data: { fields: { auth_json: msg } } });
    expect(
      await t.database.db
        .select()
        .from(enterpriseAccounts)
        .where(eq(enterpriseAccounts.mobile, '13600003003')),
    ).toEqual([]);
  });

  it('refuses a mobile any enterprise account already uses', async () => {
    const res = await add(master, {
      mobile: '13800000002',
      password: 'Sub12345',
      name: '王五',
      auth_json: '',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields).toEqual({ mobile: '该手机号已被其他账号使用' });
  });

  it('validates the form with Chinese messages', async () => {
    const res = await add(master, { mobile: '123', password: 'short', name: '王' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(['mobile', 'name', 'password']);
  });

  it('edits name and permissions; the new permissions apply to the sub-account at once', async () => {
    const { id } = await accountRow('13600003002');
    const subToken = await tokenFor(t.app, '13600003002', 'Sub12345');
    const res = await edit(master, { id: String(id), name: '张经办二', auth_json: '*' });
    expect(res.json().data).toMatchObject({ id, name: '张经办二', auth_json: '*', status: 1 });
    expect(
      (await call(t.app, '/api/enterprise/getUserInfo', subToken)).json().data.enterprise_account
        .auth_json,
    ).toBe('*');
    expect(
      (await edit(master, { id: String(id), name: '张经办二', auth_json: 'peizhi' })).json().data
        .fields,
    ).toEqual({ auth_json: '不支持的权限：peizhi' });
  });

  it('disabling ends the sub-account’s sessions and log-ins until it is enabled again', async () => {
    const { id } = await accountRow('13600003002');
    const subToken = await tokenFor(t.app, '13600003002', 'Sub12345');
    const res = await edit(master, {
      id: String(id),
      name: '张经办二',
      auth_json: '*',
      status: '0',
    });
    expect(res.json().data.status).toBe(0);
    // The sessions are deleted, not merely refused: re-enabling does not revive them.
    const subSessions = () =>
      t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.subjectType, 'enterprise'), eq(sessions.subjectId, id)));
    expect(await subSessions()).toEqual([]);
    expect((await call(t.app, '/api/enterprise/getUserInfo', subToken)).statusCode).toBe(401);
    expect((await login(t.app, '13600003002', 'Sub12345')).json().msg).toBe(
      '账号已停用，请联系主账号',
    );

    expect(
      (await edit(master, { id: String(id), name: '张经办二', auth_json: '*', status: '1' })).json()
        .data.status,
    ).toBe(1);
    expect((await call(t.app, '/api/enterprise/getUserInfo', subToken)).statusCode).toBe(401);
    expect((await login(t.app, '13600003002', 'Sub12345')).json().code).toBe(1);
  });

  it('cannot edit another enterprise’s account nor the main account', async () => {
    const foreign = await accountRow('13800000012');
    const own = await accountRow('13800000001');
    for (const id of [foreign.id, own.id, 999999]) {
      const res = await edit(master, { id: String(id), name: '改名', auth_json: '', status: '0' });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('子账号不存在');
    }
    expect(await accountRow('13800000012')).toMatchObject({
      name: '周经办',
      status: 1,
      authJson: '*',
    });
    expect(await accountRow('13800000001')).toMatchObject({ name: '王建国', status: 1 });
  });

  it('a sub-account of an unauthenticated enterprise still logs in (the portal asks it to wait)', async () => {
    const res = await login(t.app, '13800000012');
    expect(res.json().code).toBe(1);
    const token = res.json().data.token;
    expect((await call(t.app, '/api/enterprise/getUserInfo', token)).json().data).toMatchObject({
      auth_status: 0,
      roles: ['sub'],
    });
    expect((await call(t.app, '/api/Enterprise/checkMasterAccount', token)).json().data).toEqual({
      is_master: 0,
      enterprise_auth_status: 0,
    });
  });
});
