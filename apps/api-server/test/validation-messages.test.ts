// Validation messages through HTTP: every field named by its Chinese label, and a missing value
// told from a wrong type and from a value out of range.
import {
  companyGetOrderList,
  defineEndpoint,
  getListByArea,
  sunPayResult,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implement } from '../src/http/implement';
import { callEndpoint, companyToken } from './company-session';
import { call, tokenFor } from './enterprise-session';
import { createTestApp, postForm, type TestApp } from './test-app';

const probe = defineEndpoint({
  id: 'test.validationProbe',
  path: '/api/test/validation-probe',
  auth: 'public',
  request: z.object({
    page: z.coerce.number().int().min(1),
    limit: z.coerce.number().int().positive().max(100),
    keyword: z.string().trim().min(2).max(5),
    kind: z.enum(['normal', 'special']),
    amount: z.coerce.number().lt(1000),
  }),
  response: z.null(),
  summary: '测试 / Validation probe',
});

const valid = { page: '1', limit: '10', keyword: '江北', kind: 'normal', amount: '10' };

describe('validation messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ implementations: [implement(probe, async () => null)] });
  });
  afterAll(() => t.close());

  it.each([
    // missing
    ['page', undefined, '请填写页码'],
    ['page', '', '请填写页码'],
    ['keyword', '   ', '请填写关键词'],
    ['kind', undefined, '请选择类型'],
    // wrong type
    ['page', 'abc', '页码应为数字'],
    ['page', '1.5', '页码应为整数'],
    // out of range
    ['page', '0', '页码不能小于 1'],
    ['limit', '0', '每页条数必须大于 0'],
    ['limit', '101', '每页条数不能大于 100'],
    ['amount', '1000', '金额必须小于 1000'],
    ['keyword', '江', '关键词长度不能少于 2 个字符'],
    ['keyword', '南京江北新区', '关键词长度不能超过 5 个字符'],
    ['kind', 'other', '类型不在可选范围内'],
  ])('%s = %j: %s', async (field, value, msg) => {
    const fields: Record<string, string> = { ...valid };
    if (value === undefined) delete fields[field];
    else fields[field] = value;
    const res = await postForm(t.app, probe.path, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, msg, data: { fields: { [field]: msg } } });
  });
});

describe('contract fields named by their labels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a bid-letter application without contact_name: 请填写联系人', async () => {
    const token = await tokenFor(t.app, '13800000001');
    const res = await call(t.app, '/api/Letter/add', token, {
      project_id: '1',
      ensure_company_id: '1',
      contact_mobile: '13800000001',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: '请填写联系人',
      data: { fields: { contact_name: '请填写联系人' } },
    });
  });

  it('a console order search with a too long keyword names 关键词', async () => {
    const token = await companyToken(t.app, 'xinda_admin');
    const res = await callEndpoint(t.app, companyGetOrderList, token, {
      stage: '待审核',
      keyword: '江'.repeat(61),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: '关键词长度不能超过 60 个字符',
      data: { fields: { keyword: '关键词长度不能超过 60 个字符' } },
    });
  });

  it.each([
    ['missing', {}, '请选择订单阶段'],
    [
      'not one of the options (zod words them in English around the Chinese options)',
      { stage: '全部' },
      '订单阶段不在可选范围内',
    ],
    ['sent twice', { stage: ['待审核', '待出函'] }, '订单阶段只能填写一个'],
  ])('a console order list with the stage %s: %s', async (_case, fields, msg) => {
    const token = await companyToken(t.app, 'xinda_admin');
    const body = new URLSearchParams({ token });
    for (const [name, value] of Object.entries(fields))
      for (const one of [value].flat()) body.append(name, one);
    const res = await t.app.inject({
      method: 'POST',
      url: companyGetOrderList.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg, data: { fields: { stage: msg } } });
  });

  it('a log-in with the account sent twice says so instead of asking for it (the schema message says it is missing)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=13800000001&account=13800000002&password=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: '账号只能填写一个',
      data: { fields: { account: '账号只能填写一个' } },
    });
  });

  it('a JSON body with an object where text belongs says the type is wrong', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/letter/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ letter_no: { a: 1 } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: '保函编号应为文字',
      data: { fields: { letter_no: '保函编号应为文字' } },
    });
  });

  it('an id is a positive integer: a JSON number or its digits, nothing z.coerce would turn into one', async () => {
    const json = (area_id: unknown) =>
      t.app.inject({
        method: 'POST',
        url: getListByArea.path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ area_id }),
      });
    const form = (area_id: string) => postForm(t.app, getListByArea.path, { area_id });
    for (const res of [await json(1), await json('1'), await form('1')])
      expect(res.statusCode, res.body).toBe(200);
    for (const res of [
      await json(true),
      await json(1.5),
      await json([1]),
      await json({}),
      await json(null),
      await form('1e0'),
      await form('0x1'),
      await form(' 1'),
      await form('1.5'),
      await form('0'),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields).toHaveProperty('area_id');
    }
  });

  it('a control character in a field the request does not declare never shows its wire name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/letter/verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'letter_no=BH1&letter_no%5Bx%5D=a%00b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: '参数不能包含控制字符' });
  });

  it('a payment callback with a short nonce names 随机串', async () => {
    const res = await postForm(t.app, sunPayResult.path, {
      order_sn: 'BH1',
      trade_no: 'T1',
      amount: '1.00',
      status: 'SUCCESS',
      paid_at: '1763870400',
      nonce: 'abc',
      sign: 'x'.repeat(64),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: '随机串长度不能少于 8 个字符',
      data: { fields: { nonce: '随机串长度不能少于 8 个字符' } },
    });
  });
});
