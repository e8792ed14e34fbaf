// Claims (理赔) through HTTP against the database (docs/after-issue.md): the beneficiary's check and
// submission on /verify (number + verification code, one answer for a wrong code and an unknown
// number, rate limits, anonymous attachments of the same address, the letter in force, the amount
// within what remains, one open claim per letter also under concurrent submissions), the texts and
// in-app messages, the enterprise's list, detail and statements, the guarantor's desk (paper
// claims, accept / reject, payouts that lower what remains and, when nothing remains, end the
// letter), tenants and the 理赔 permission.
import {
  claimAddStatement,
  claimCheckLetter,
  claimGetDetail,
  claimGetList,
  claimSubmit,
  companyAddClaim,
  companyGetClaimDetail,
  companyGetClaimLog,
  companyGetClaimList,
  companyHandleClaim,
  companyHandleLetterStatus,
  companyLetterSign,
  companyPayClaim,
  storedFilePath,
  verifyLetter,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLAIM_CLOSED } from '../src/areas/claims/enterprise-claims';
import { WRONG_LETTER_KEY } from '../src/areas/verify/letter-key';
import { CLAIM_OPEN } from '../src/areas/claims/raise-claim';
import { claims, ensureCompanyAccounts, messages, orders, recordLogs } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken, nextIp } from './company-session';
import { orderAt, PINGAN } from './company-order-fixtures';
import { accountByMobile, addEnterpriseAccount, tokenFor } from './enterprise-session';
import {
  companyIdByName,
  daysFromNow,
  orderLogRows,
  orderRow,
  setOrderStatus,
} from './order-fixtures';
import { sandboxTexts } from './session-client';
import { createTestApp, postForm, type TestApp } from './test-app';
import { samplePdf, samplePng, signedLinkTo, upload } from './upload-helpers';
import { todayInChina } from '../src/time/china-time';

let t: TestApp;
const tokens: Record<string, string> = {};
let xindaId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens.enterprise = await tokenFor(t.app, '13800000001');
  tokens.other = await tokenFor(t.app, '13800000006');
  const { enterpriseId } = await accountByMobile(t.database.db, '13800000001');
  await addEnterpriseAccount(t.database.db, {
    enterpriseId,
    mobile: '13800000092',
    name: '无订单权限',
    authJson: 'gonggao',
  });
  tokens.subWithout = await tokenFor(t.app, '13800000092');
  for (const account of ['xinda_admin', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
  xindaId = await companyIdByName(t);
  // Console accounts of 信达: one holding only 理赔, one holding every order stage but not 理赔.
  tokens.xinda_claims = await companyToken(
    t.app,
    (await addCompanyAccount(t.database.db, xindaId, '理赔')).account,
  );
  tokens.xinda_without = await companyToken(
    t.app,
    (await addCompanyAccount(t.database.db, xindaId, 'dingdan,待出函,已出函,退保')).account,
  );
});
afterAll(() => t.close());

// Answers are read loosely: each test checks the fields it is about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Body<T = Loose> = { code: number; msg: string; data: T };
type Fields = Record<string, string | number>;

const wire = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

const as = async <T = Loose>(who: string, endpoint: EndpointDefinition, fields: Fields = {}) => {
  const res = await callEndpoint(t.app, endpoint, tokens[who], wire(fields));
  return { status: res.statusCode, ...(res.json() as Body<T>) };
};
const ok = async <T = Loose>(
  who: string,
  endpoint: EndpointDefinition,
  fields: Fields = {},
): Promise<T> => {
  const res = await as<T>(who, endpoint, fields);
  if (res.code !== 1) throw new Error(`${endpoint.id} as ${who}: ${res.status} ${res.msg}`);
  return res.data;
};

/** A public call from `ip` (the beneficiary has no account). */
const publicCall = async <T = Loose>(
  endpoint: EndpointDefinition,
  fields: Fields,
  ip = nextIp(),
) => {
  const res = await postForm(t.app, endpoint.path, wire(fields), { 'x-forwarded-for': ip });
  return { status: res.statusCode, ...(res.json() as Body<T>) };
};

interface Letter {
  sn: string;
  letter_no: string;
  verify_code: string;
  amount: string;
}

/** An issued bid e-letter of 信达 (or `companyName`) for 13800000001: sealed and issued through the desk. */
async function issuedLetter(companyName?: string): Promise<Letter> {
  const sn = await orderAt(t, 3, { companyName });
  const admin = companyName === PINGAN ? 'pingan_admin' : 'xinda_admin';
  await ok(admin, companyLetterSign, { order_sn: sn });
  await ok(admin, companyHandleLetterStatus, { order_sn: sn, action: 'issue' });
  const order = await orderRow(t, sn);
  return {
    sn,
    letter_no: order.letterNo!,
    verify_code: order.verifyCode!,
    amount: order.bidBondAmount,
  };
}

const CLAIM = {
  claimant: '南京市公共资源交易中心',
  contact_name: '王经办',
  contact_mobile: '13912345678',
  amount: '1000',
  reason: '中标人无正当理由拒绝签订合同，依保函索赔',
  bank_account_name: '南京市公共资源交易中心',
  bank_name: '中国银行南京分行',
  bank_account_no: '6216610100001234567',
};

const keyOf = (letter: Letter) => ({
  letter_no: letter.letter_no,
  verify_code: letter.verify_code,
});
const submit = (letter: Letter, fields: Fields = {}, ip = nextIp()) =>
  publicCall(claimSubmit, { ...CLAIM, ...keyOf(letter), ...fields }, ip);

/** Raises a claim on `letter` and returns its id. */
async function raised(letter: Letter, fields: Fields = {}): Promise<number> {
  const res = await submit(letter, fields);
  expect(res.code, res.msg).toBe(1);
  const [row] = await t.database.db
    .select({ id: claims.id })
    .from(claims)
    .where(eq(claims.sn, res.data.sn));
  return row!.id;
}

const claimsOf = async (sn: string) =>
  t.database.db
    .select()
    .from(claims)
    .where(eq(claims.orderId, (await orderRow(t, sn)).id));

/** Who got a message of `kind` about order `sn`: 'e<account id>' / 'c<account id>'. */
const recipientsOf = async (kind: string, sn: string) =>
  (
    await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, kind), eq(messages.orderSn, sn)))
  ).map((m) => `${m.recipientType === 'enterprise' ? 'e' : 'c'}${m.recipientId}`);

async function uploaded(options: {
  token?: string;
  ip?: string;
  bytes?: Buffer;
  name?: string;
}): Promise<string> {
  const res = await upload(t.app, {
    name: options.name ?? 'scan.png',
    bytes: options.bytes ?? samplePng(),
    ...options,
  });
  expect(res.json().code, res.body).toBe(1);
  return res.json().data.url;
}

const chinaDay = (daysAhead: number) => todayInChina(daysFromNow(daysAhead));

describe('checking a letter on /verify', () => {
  it('answers the letter for the right number and code (either case), and what remains', async () => {
    const letter = await issuedLetter();
    const res = await publicCall(claimCheckLetter, {
      letter_no: letter.letter_no.toLowerCase(),
      verify_code: letter.verify_code.toLowerCase(),
    });
    const order = await orderRow(t, letter.sn);
    expect(res.data).toEqual({
      letter_no: letter.letter_no,
      letter_type_text: '投标电子保函',
      project_name: order.projectName,
      ensure_company_name: '江苏信达融资担保有限公司',
      beneficiary: expect.any(String),
      guaranteed_amount: letter.amount,
      remaining: letter.amount,
      valid_to: order.validTo,
      blocked: null,
    });
    expect(res.data.beneficiary.length).toBeGreaterThan(1);
    // Nothing about the applicant.
    expect(JSON.stringify(res.data)).not.toContain(order.enterpriseName);
  });

  it('gives a wrong code and an unknown number the same answer', async () => {
    const letter = await issuedLetter();
    const wrongCode = await publicCall(claimCheckLetter, {
      letter_no: letter.letter_no,
      verify_code: letter.verify_code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA',
    });
    const unknown = await publicCall(claimCheckLetter, {
      letter_no: 'TBBH2026010100000000',
      verify_code: letter.verify_code,
    });
    for (const res of [wrongCode, unknown])
      expect([res.status, res.msg, res.data]).toEqual([
        400,
        WRONG_LETTER_KEY,
        { fields: { verify_code: WRONG_LETTER_KEY } },
      ]);
    const malformed = await publicCall(claimCheckLetter, {
      letter_no: letter.letter_no,
      verify_code: '12',
    });
    expect([malformed.status, malformed.data.fields.verify_code]).toEqual([
      400,
      '请输入保函上印制的 6 位查验码',
    ]);
  });

  it('says why a sealed but not issued letter cannot be claimed on', async () => {
    const sn = await orderAt(t, 3);
    await ok('xinda_admin', companyLetterSign, { order_sn: sn });
    const order = await orderRow(t, sn);
    const res = await publicCall(claimCheckLetter, {
      letter_no: order.letterNo!,
      verify_code: order.verifyCode!,
    });
    expect(res.data.blocked).toBe('保函状态为「未生效（尚未出函）」，不能提出索赔');
  });

  it('limits each address to 20 checks a minute', async () => {
    const letter = await issuedLetter();
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1)
      expect((await publicCall(claimCheckLetter, keyOf(letter), ip)).status).toBe(200);
    const limited = await publicCall(claimCheckLetter, keyOf(letter), ip);
    expect([limited.status, limited.msg]).toEqual([429, '操作过于频繁，请稍后再试']);
  });
});

describe('submitting a claim', () => {
  it('raises it, texts the enterprise’s contact and tells both sides in-app', async () => {
    const letter = await issuedLetter();
    const res = await submit(letter, { amount: '1200.5' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      letter_no: letter.letter_no,
      amount: '1200.50',
      status_text: '待受理',
    });
    expect(res.data.sn).toMatch(/^LP\d{20}$/);
    const [row] = await claimsOf(letter.sn);
    expect(row).toMatchObject({
      source: 'verify',
      status: 0,
      claimant: CLAIM.claimant,
      amount: '1200.50',
      recordedBy: null,
    });

    // Texted by the claim's claim.sms job, which the request started once answered.
    const mobile = (await orderRow(t, letter.sn)).contactMobile;
    const texts = await vi.waitFor(async () => {
      const sent = await sandboxTexts(t, mobile, 'claim_raised');
      expect(sent).toHaveLength(1);
      return sent;
    });
    const text = (texts[0] as unknown as { text: string }).text;
    expect(text).toContain(letter.letter_no);
    expect(text).toContain(res.data.sn);

    // The enterprise's accounts with 订单 (not the one without) and 信达's accounts with 理赔 (not the one without).
    const who = await recipientsOf('claim_raised', letter.sn);
    const enterpriseMain = await accountByMobile(t.database.db, '13800000001');
    const sub = await accountByMobile(t.database.db, '13800000092');
    expect(who).toContain(`e${enterpriseMain.id}`);
    expect(who).not.toContain(`e${sub.id}`);
    const companyAccounts = await t.database.db
      .select()
      .from(ensureCompanyAccounts)
      .where(eq(ensureCompanyAccounts.companyId, xindaId));
    const claimsOnly = companyAccounts.find((a) => a.authJson === '理赔')!;
    const without = companyAccounts.find((a) => a.authJson === 'dingdan,待出函,已出函,退保')!;
    expect(who).toContain(`c${claimsOnly.id}`);
    expect(who).not.toContain(`c${without.id}`);
  });

  it('refuses a wrong code and an unknown number alike, and writes nothing', async () => {
    const letter = await issuedLetter();
    const wrong = await submit({
      ...letter,
      verify_code: letter.verify_code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ',
    });
    const unknown = await submit({ ...letter, letter_no: 'TBBH2026010100000000' });
    for (const res of [wrong, unknown])
      expect([res.status, res.msg]).toEqual([400, WRONG_LETTER_KEY]);
    expect(await claimsOf(letter.sn)).toEqual([]);
  });

  it('keeps the amount within what remains', async () => {
    const letter = await issuedLetter();
    const above = (Number(letter.amount) + 0.01).toFixed(2);
    const res = await submit(letter, { amount: above });
    expect([res.status, res.data.fields.amount]).toEqual([
      400,
      `索赔金额不能超过保函剩余担保金额 ${letter.amount} 元`,
    ]);
    expect((await submit(letter, { amount: letter.amount })).status).toBe(200);
  });

  it('needs a letter in force: not voided, ended or past its last day', async () => {
    const voided = await issuedLetter();
    await ok('xinda_admin', companyHandleLetterStatus, {
      order_sn: voided.sn,
      action: 'void',
      note: '投标人撤回投标',
    });
    const ended = await issuedLetter();
    await setOrderStatus(t, ended.sn, 13);
    await t.database.db.update(orders).set({ endReason: 'expired' }).where(eq(orders.sn, ended.sn));
    const expired = await issuedLetter();
    await t.database.db
      .update(orders)
      .set({ validTo: chinaDay(-1) })
      .where(eq(orders.sn, expired.sn));
    const answers = await Promise.all([voided, ended, expired].map((letter) => submit(letter)));
    expect(answers.map((r) => [r.status, r.msg])).toEqual([
      [409, '保函状态为「已作废」，不能提出索赔'],
      [409, '保函状态为「已终止（到期终止）」，不能提出索赔'],
      [409, '保函状态为「已过期」，不能提出索赔'],
    ]);
    for (const letter of [voided, ended, expired]) expect(await claimsOf(letter.sn)).toEqual([]);
  });

  it('allows one open claim per letter, also when two arrive at once', async () => {
    const letter = await issuedLetter();
    const both = await Promise.all([submit(letter), submit(letter)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.msg).toBe(CLAIM_OPEN);
    expect(await claimsOf(letter.sn)).toHaveLength(1);
    const third = await submit(letter);
    expect([third.status, third.msg]).toEqual([409, CLAIM_OPEN]);
    expect((await publicCall(claimCheckLetter, keyOf(letter))).data.blocked).toBe(CLAIM_OPEN);
  });

  it('takes anonymous attachments uploaded from the same address only', async () => {
    const letter = await issuedLetter();
    const ip = nextIp();
    const mine = await uploaded({ ip, name: '中标通知书扫描件.png' });
    const elsewhere = await uploaded({ ip: nextIp() });
    const enterprises = await uploaded({ token: tokens.enterprise, ip });
    for (const file of [elsewhere, enterprises]) {
      const res = await submit(letter, { attachments: `${mine},${file}` }, ip);
      expect([res.status, res.data.fields.attachments]).toEqual([
        400,
        '附件无效，请在本页面重新上传',
      ]);
    }
    expect((await submit(letter, { attachments: mine }, ip)).status).toBe(200);
    const [row] = await claimsOf(letter.sn);
    // Both sides see the file under the name it was uploaded with; another enterprise or company sees neither.
    const named = [{ url: signedLinkTo(row!.attachments[0]!), name: '中标通知书扫描件.png' }];
    expect((await ok('enterprise', claimGetDetail, { id: row!.id })).attachments).toEqual(named);
    expect(
      (await ok('enterprise', claimGetList, { keyword: letter.letter_no })).list[0].attachments,
    ).toEqual(named);
    expect((await ok('xinda_admin', companyGetClaimDetail, { id: row!.id })).attachments).toEqual(
      named,
    );
    expect((await as('other', claimGetDetail, { id: row!.id })).status).toBe(404);
    expect((await as('pingan_admin', companyGetClaimDetail, { id: row!.id })).status).toBe(404);
    for (const [who, endpoint] of [
      ['other', claimGetList],
      ['pingan_admin', companyGetClaimList],
    ] as const)
      expect(JSON.stringify(await ok(who, endpoint, { limit: 100 }))).not.toContain(
        '中标通知书扫描件',
      );
  });

  it('limits each address to 5 submissions an hour', async () => {
    const ip = nextIp();
    const letter = await issuedLetter();
    for (let i = 0; i < 5; i += 1)
      expect((await submit({ ...letter, verify_code: '000000' }, {}, ip)).status).toBe(400);
    const limited = await submit(letter, {}, ip);
    expect([limited.status, limited.msg]).toEqual([429, '操作过于频繁，请稍后再试']);
  });
});

describe('the enterprise’s claims', () => {
  let letter: Letter;
  let id: number;
  beforeAll(async () => {
    letter = await issuedLetter();
    id = await raised(letter, { claimant: '扬州市招标办索赔标记' });
  });

  it('lists them by status with counts, and searches', async () => {
    const all = await ok('enterprise', claimGetList, { page: 1, limit: 100 });
    expect(all.list.map((c: { id: number }) => c.id)).toContain(id);
    expect(all.counts['0']).toBeGreaterThanOrEqual(1);
    expect(Object.keys(all.counts).sort()).toEqual(['0', '1', '2', '3']);
    const pending = await ok('enterprise', claimGetList, { status: 0 });
    expect(pending.list.every((c: { status: number }) => c.status === 0)).toBe(true);
    expect(pending.total).toBe(all.counts['0']);
    const found = await ok('enterprise', claimGetList, { keyword: '索赔标记' });
    expect(found.list.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(
      (await ok('enterprise', claimGetList, { keyword: letter.letter_no })).list.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([id]);
  });

  it('shows the detail with its actions; another enterprise and a sub-account without 订单 do not see it', async () => {
    const detail = await ok('enterprise', claimGetDetail, { id });
    expect(detail).toMatchObject({
      id,
      order_sn: letter.sn,
      letter_no: letter.letter_no,
      status: 0,
      status_text: '待受理',
      source: 'verify',
      remaining: letter.amount,
      statements: [],
      actions: ['statement'],
    });
    expect(await as('other', claimGetDetail, { id })).toMatchObject({
      status: 404,
      msg: '理赔记录不存在',
    });
    expect((await ok('other', claimGetList, { keyword: letter.letter_no })).total).toBe(0);
    expect((await as('subWithout', claimGetDetail, { id })).status).toBe(403);
    expect((await as('subWithout', claimGetList)).status).toBe(403);
    expect(
      (await as('other', claimAddStatement, { id, content: '他人企业的说明内容' })).status,
    ).toBe(404);
  });

  it('adds statements while the claim is open (the desk is told), not once it is closed', async () => {
    const detail = await ok('enterprise', claimAddStatement, {
      id,
      content: '我方已按招标文件要求签订合同，索赔理由不成立。',
    });
    expect(detail.statements).toEqual([
      expect.objectContaining({
        author_type: 'enterprise',
        author_name: '王建国',
        content: '我方已按招标文件要求签订合同，索赔理由不成立。',
      }),
    ]);
    expect((await recipientsOf('claim_statement', letter.sn)).length).toBeGreaterThan(0);
    await ok('xinda_admin', companyHandleClaim, {
      id,
      action: 'reject',
      opinion: '经核实，投标人已签订合同',
    });
    const closed = await as('enterprise', claimAddStatement, { id, content: '再补充一条说明内容' });
    expect([closed.status, closed.msg]).toEqual([409, CLAIM_CLOSED]);
    const after = await ok('enterprise', claimGetDetail, { id });
    expect([after.status_text, after.opinion, after.actions, after.statements.length]).toEqual([
      '已驳回',
      '经核实，投标人已签订合同',
      [],
      1,
    ]);
  });
});

describe('the guarantor’s claim desk', () => {
  it('needs 理赔 and shows only its own company’s claims', async () => {
    const letter = await issuedLetter();
    const id = await raised(letter);
    const detail = await ok('xinda_claims', companyGetClaimDetail, { id });
    expect(detail).toMatchObject({
      id,
      actions: ['accept', 'reject'],
      enterprise_name: expect.any(String),
    });
    expect(
      (await ok('xinda_claims', companyGetClaimList, { status: 0 })).list.map(
        (c: { id: number }) => c.id,
      ),
    ).toContain(id);
    for (const [endpoint, fields] of [
      [companyGetClaimList, {}],
      [companyGetClaimDetail, { id }],
      [companyHandleClaim, { id, action: 'accept' }],
      [companyPayClaim, { id, amount: '1', paid_on: chinaDay(0), voucher: '/uploads/x.png' }],
      [companyAddClaim, { ...CLAIM, order_sn: letter.sn }],
    ] as const) {
      expect((await as('xinda_without', endpoint, fields)).status).toBe(403);
    }
    expect(await as('pingan_admin', companyGetClaimDetail, { id })).toMatchObject({ status: 404 });
    expect((await as('pingan_admin', companyHandleClaim, { id, action: 'accept' })).status).toBe(
      404,
    );
    expect(
      (await ok('pingan_admin', companyGetClaimList, { keyword: letter.letter_no })).total,
    ).toBe(0);
    expect((await claimsOf(letter.sn))[0]!.status).toBe(0);
  });

  it('accepts from 待受理 only, rejects an open claim with an opinion; the enterprise is told', async () => {
    const letter = await issuedLetter();
    const id = await raised(letter);
    const noOpinion = await as('xinda_claims', companyHandleClaim, { id, action: 'reject' });
    expect([noOpinion.status, noOpinion.data.fields.opinion]).toEqual([
      400,
      '驳回索赔时请填写处理意见（至少 2 个字）',
    ]);
    const accepted = await ok('xinda_claims', companyHandleClaim, {
      id,
      action: 'accept',
      opinion: '材料齐全，予以受理',
    });
    expect([accepted.status, accepted.actions, accepted.opinion]).toEqual([
      1,
      ['reject', 'pay'],
      '材料齐全，予以受理',
    ]);
    expect(await recipientsOf('claim_accepted', letter.sn)).not.toEqual([]);
    expect(await as('xinda_claims', companyHandleClaim, { id, action: 'accept' })).toMatchObject({
      status: 409,
      msg: '理赔当前状态为「已受理」，不能受理',
    });
    const rejected = await ok('xinda_claims', companyHandleClaim, {
      id,
      action: 'reject',
      opinion: '索赔材料不足',
    });
    expect([rejected.status, rejected.status_text]).toEqual([3, '已驳回']);
    expect(await recipientsOf('claim_rejected', letter.sn)).not.toEqual([]);
    expect(
      (await as('xinda_claims', companyHandleClaim, { id, action: 'reject', opinion: '再次驳回' }))
        .status,
    ).toBe(409);
    // Closed: a new claim may be raised on the letter.
    expect((await submit(letter)).status).toBe(200);
  });

  it('two decisions at once: one wins, the other answers 409', async () => {
    const letter = await issuedLetter();
    const id = await raised(letter);
    const both = await Promise.all([
      as('xinda_claims', companyHandleClaim, { id, action: 'accept', opinion: '甲受理' }),
      as('xinda_admin', companyHandleClaim, { id, action: 'accept', opinion: '乙受理' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.status === 200)!;
    expect((await claimsOf(letter.sn))[0]!.opinion).toBe(winner.data.opinion);
    // One log row (record_logs), the winner's.
    const logs = await t.database.db
      .select()
      .from(recordLogs)
      .where(and(eq(recordLogs.recordKind, 'claim'), eq(recordLogs.recordId, id)));
    expect(logs.map((l) => [l.action, l.fromStatus, l.toStatus, l.note])).toEqual([
      ['accept', 0, 1, `受理：${winner.data.opinion}`],
    ]);
    // The desk reads it as the claim's 处理记录; another company gets 404.
    const log = (await as('xinda_admin', companyGetClaimLog, { id })).data;
    expect(log.map((l: { action: string; to_text: string }) => [l.action, l.to_text])).toEqual([
      ['accept', '已受理'],
    ]);
    expect((await as('pingan_admin', companyGetClaimLog, { id })).status).toBe(404);
  });

  it('records a paper claim on its own order with its own uploads', async () => {
    const letter = await issuedLetter();
    const scan = await uploaded({
      token: tokens.xinda_admin,
      bytes: samplePdf(),
      name: '纸质索赔函（受益人盖章）.pdf',
    });
    const enterpriseFile = await uploaded({ token: tokens.enterprise });
    const refused = await as('xinda_claims', companyAddClaim, {
      ...CLAIM,
      order_sn: letter.sn,
      attachments: enterpriseFile,
    });
    expect([refused.status, refused.data.fields.attachments]).toEqual([
      400,
      '附件无效，请上传本机构上传的文件',
    ]);
    const other = await issuedLetter(PINGAN);
    expect(
      (await as('xinda_claims', companyAddClaim, { ...CLAIM, order_sn: other.sn })).status,
    ).toBe(404);
    const claim = await ok('xinda_claims', companyAddClaim, {
      ...CLAIM,
      order_sn: letter.sn,
      attachments: scan,
    });
    expect(claim).toMatchObject({
      source: 'paper',
      status: 0,
      order_sn: letter.sn,
      attachments: [
        { url: signedLinkTo(storedFilePath(scan)), name: '纸质索赔函（受益人盖章）.pdf' },
      ],
    });
    expect((await claimsOf(letter.sn))[0]!.recordedBy).not.toBeNull();
    // A paper claim is the desk's own entry: only the enterprise is told.
    const told = await recipientsOf('claim_raised', letter.sn);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((who) => who.startsWith('e'))).toBe(true);
    expect(
      (await as('xinda_claims', companyAddClaim, { ...CLAIM, order_sn: letter.sn })).status,
    ).toBe(409);
  });
});

describe('payouts', () => {
  let voucher: string;
  beforeAll(async () => {
    voucher = await uploaded({ token: tokens.xinda_admin, name: 'voucher.png' });
  });

  const pay = (who: string, id: number, fields: Fields = {}) =>
    as(who, companyPayClaim, { id, amount: '500', paid_on: chinaDay(0), voucher, ...fields });

  async function acceptedClaim(letter: Letter, amount = '1000') {
    const id = await raised(letter, { amount });
    await ok('xinda_claims', companyHandleClaim, { id, action: 'accept' });
    return id;
  }

  it('checks the claim’s status, the amount, the day and the voucher', async () => {
    const letter = await issuedLetter();
    const id = await raised(letter);
    expect(await pay('xinda_claims', id)).toMatchObject({
      status: 409,
      msg: '理赔当前状态为「待受理」，不能登记赔付',
    });
    await ok('xinda_claims', companyHandleClaim, { id, action: 'accept' });
    const fieldOf = async (fields: Fields) => {
      const res = await pay('xinda_claims', id, fields);
      expect(res.status).toBe(400);
      return Object.values(res.data.fields)[0];
    };
    expect(await fieldOf({ amount: '1000.01' })).toBe('赔付金额不能超过索赔金额 1000.00 元');
    expect(await fieldOf({ paid_on: chinaDay(1) })).toBe('赔付日期不能晚于今天');
    expect(await fieldOf({ paid_on: chinaDay(-1) })).toBe(
      `赔付日期不能早于索赔提出日期 ${chinaDay(0)}`,
    );
    expect(await fieldOf({ paid_on: '2026-02-30' })).toBe('赔付日期不是有效日期');
    expect(await fieldOf({ voucher: await uploaded({ token: tokens.enterprise }) })).toBe(
      '赔付凭证无效，请上传本机构上传的图片或 PDF 文件',
    );
    expect((await claimsOf(letter.sn))[0]).toMatchObject({ status: 1, payoutAmount: null });
    expect((await orderRow(t, letter.sn)).paidOut).toBe('0.00');
  });

  it('a partial payout lowers what remains; the letter stays in force', async () => {
    const letter = await issuedLetter();
    const id = await acceptedClaim(letter);
    const paid = await ok('xinda_claims', companyPayClaim, {
      id,
      amount: '600',
      paid_on: chinaDay(0),
      voucher,
    });
    const remaining = (Number(letter.amount) - 600).toFixed(2);
    expect(paid).toMatchObject({
      status: 2,
      status_text: '已赔付',
      payout_amount: '600.00',
      payout_date: chinaDay(0),
      paid_out: '600.00',
      remaining,
      actions: [],
    });
    expect(paid.payout_voucher).toEqual(signedLinkTo(voucher.split('?')[0]!));
    expect(await orderRow(t, letter.sn)).toMatchObject({
      status: 4,
      paidOut: '600.00',
      endReason: null,
    });
    expect(await recipientsOf('claim_paid', letter.sn)).not.toEqual([]);
    expect((await publicCall(claimCheckLetter, keyOf(letter))).data).toMatchObject({
      remaining,
      blocked: null,
    });
    // A new claim is bounded by what remains.
    const above = await submit(letter, { amount: (Number(remaining) + 1).toFixed(2) });
    expect([above.status, above.data.fields.amount]).toEqual([
      400,
      `索赔金额不能超过保函剩余担保金额 ${remaining} 元`,
    ]);
    // Paying twice is refused.
    expect((await pay('xinda_claims', id)).status).toBe(409);
  });

  it('受理 and 登记赔付 take an optional opinion: the enterprise reads it, the claim log keeps it', async () => {
    const claimLog = async (id: number) =>
      (
        await t.database.db
          .select()
          .from(recordLogs)
          .where(and(eq(recordLogs.recordKind, 'claim'), eq(recordLogs.recordId, id)))
          .orderBy(recordLogs.id)
      ).map((l) => [l.action, l.note]);
    const letter = await issuedLetter();
    const id = await raised(letter);
    await ok('xinda_claims', companyHandleClaim, { id, action: 'accept', opinion: '材料齐全' });
    expect((await ok('enterprise', claimGetDetail, { id })).opinion).toBe('材料齐全');
    await ok('xinda_claims', companyPayClaim, {
      id,
      amount: '300',
      paid_on: chinaDay(0),
      voucher,
      opinion: '已按合同约定赔付',
    });
    expect((await ok('enterprise', claimGetDetail, { id })).opinion).toBe('已按合同约定赔付');
    expect(await claimLog(id)).toEqual([
      ['accept', '受理：材料齐全'],
      ['pay', '登记赔付：300.00 元；已按合同约定赔付'],
    ]);
    // Without an opinion both still work, and a payout keeps the opinion given on acceptance.
    const other = await raised(await issuedLetter());
    await ok('xinda_claims', companyHandleClaim, {
      id: other,
      action: 'accept',
      opinion: '予以受理',
    });
    await ok('xinda_claims', companyPayClaim, {
      id: other,
      amount: '300',
      paid_on: chinaDay(0),
      voucher,
    });
    expect((await ok('enterprise', claimGetDetail, { id: other })).opinion).toBe('予以受理');
    expect(await claimLog(other)).toEqual([
      ['accept', '受理：予以受理'],
      ['pay', '登记赔付：300.00 元'],
    ]);
  });

  it('a payout of all that remains ends the letter (履约终止, paid out)', async () => {
    const letter = await issuedLetter();
    const first = await acceptedClaim(letter, '100');
    await ok('xinda_claims', companyPayClaim, {
      id: first,
      amount: '100',
      paid_on: chinaDay(0),
      voucher,
    });
    const rest = (Number(letter.amount) - 100).toFixed(2);
    const second = await acceptedClaim(letter, rest);
    const paid = await ok('xinda_claims', companyPayClaim, {
      id: second,
      amount: rest,
      paid_on: chinaDay(0),
      voucher,
    });
    expect([paid.remaining, paid.paid_out]).toEqual(['0.00', letter.amount]);
    expect(await orderRow(t, letter.sn)).toMatchObject({
      status: 13,
      paidOut: letter.amount,
      endReason: 'paid_out',
      endedOn: chinaDay(0),
    });
    const log = await orderLogRows(t, letter.sn, 'pay_out');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      fromStatus: 4,
      toStatus: 13,
      note: `全额赔付：理赔 ${paid.sn} 赔付 ${rest} 元`,
    });
    const verified = await publicCall(verifyLetter, { letter_no: letter.letter_no });
    expect(verified.data).toMatchObject({ genuine: true, valid: false, letter_url: null });
    expect((await publicCall(claimCheckLetter, keyOf(letter))).data.blocked).toMatch(
      /^保函状态为「已终止/,
    );
    expect((await submit(letter, { amount: '1' })).status).toBe(409);
  });

  it('two payouts at once never pay out more than the claim', async () => {
    const letter = await issuedLetter();
    const id = await acceptedClaim(letter);
    const both = await Promise.all([
      pay('xinda_claims', id, { amount: '1000' }),
      pay('xinda_admin', id, { amount: '1000' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await orderRow(t, letter.sn)).paidOut).toBe('1000.00');
    const rows = await t.database.db
      .select()
      .from(claims)
      .where(inArray(claims.id, [id]));
    expect(rows[0]).toMatchObject({ status: 2, payoutAmount: '1000.00' });
  });
});
