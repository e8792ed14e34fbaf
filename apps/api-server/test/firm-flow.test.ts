// The /firm enterprise-authentication guide through HTTP and the database: the happy path of the
// seeded unauthenticated enterprise (main account 13800000002), every refused transition, the
// sandbox bank deposit, the signed agreement PDF and its verification, concurrent signing,
// review through the sandbox endpoint and restarting after a rejection.
import { storedFilePath } from '@bht/api-client/contract';
import { createHash } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enterpriseAuthRecords,
  enterprises,
  rateLimits,
  recordLogs,
  settings,
  signedDocuments,
  smsCodes,
} from '../src/db/schema';
import { fileLinks } from '../src/http/file-links';
import { createProviders } from '../src/providers';
import { call, smsCode, wrongCode } from './enterprise-session';
import { sandboxTexts } from './session-client';
import { createTestApp, postForm, type TestApp } from './test-app';
import { enterpriseToken, samplePng, upload } from './upload-helpers';

const MAIN = '13800000002';
const SUB = '13800000012';
const NAME = '南京华宇市政工程有限公司';
const LEGAL = '陈志强';
const LEGAL_ID = '320102198503151230';
const ACCOUNT_NO = '6222020200112233445';

let t: TestApp;
let main: string;
let sub: string;
let enterpriseId: number;

const firm = (path: string, token: string, fields: Record<string, string> = {}) =>
  call(t.app, path, token, fields);
const authInfo = async (token = main) => (await firm('/api/firm/getAuthInfo', token)).json().data;
const review = (fields: Record<string, string>) =>
  postForm(t.app, '/api/sandbox/review-enterprise', fields);

async function uploadIdCard(variant: string): Promise<string> {
  const res = await upload(t.app, {
    name: `${variant}.png`,
    bytes: samplePng(variant),
    scene: 'id_card',
    token: main,
  });
  expect(res.json().code).toBe(1);
  return res.json().data.url;
}

async function legalIdentity(overrides: Record<string, string> = {}) {
  return firm('/api/firm/submitIdentity', main, {
    role: 'legal',
    name: LEGAL,
    id_card: LEGAL_ID,
    id_card_front: await uploadIdCard(`front-${Math.random()}`),
    id_card_back: await uploadIdCard(`back-${Math.random()}`),
    ...overrides,
  });
}

/** Deposits may be started once a minute; the tests start several in a row. */
const allowNextDeposit = () =>
  t.database.db.delete(rateLimits).where(like(rateLimits.key, 'firm:deposit:%'));

async function startDeposit(fields: Record<string, string> = {}) {
  return firm('/api/firm/startBankVerification', main, {
    bank_name: '中国工商银行',
    bank_branch: '南京新街口支行',
    account_name: NAME,
    account_no: ACCOUNT_NO,
    ...fields,
  });
}

async function sandboxDepositAmount(): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/bank-deposit?account_no=${ACCOUNT_NO}`,
  });
  return res.json().data[0].amount;
}

const otherAmount = (amount: string) => (amount === '0.50' ? '0.51' : '0.50');

async function fetchFile(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The signing codes the sandbox has texted to the main account's mobile, newest first. */
function signInbox() {
  return sandboxTexts(t, MAIN, 'sign');
}

/** Step 4 as the page does it: prepare, 获取验证码, sign with the code texted. */
async function prepareAndSign() {
  const prepared = (await firm('/api/firm/prepareAgreement', main)).json();
  expect(prepared.code).toBe(1);
  expect(
    (await firm('/api/firm/sendAgreementCode', main, { sign_id: prepared.data.sign_id })).json(),
  ).toMatchObject({ code: 1, data: { sent: true } });
  const code = (await signInbox())[0]!.code;
  return {
    prepared: prepared.data,
    signed: await firm('/api/firm/signAgreement', main, { sign_id: prepared.data.sign_id, code }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ token: main, enterpriseId } = await enterpriseToken(t.database.db, MAIN));
  ({ token: sub } = await enterpriseToken(t.database.db, SUB));
});
afterAll(() => t.close());

describe('enterprise authentication guide (/firm)', () => {
  it('starts unauthenticated with nothing entered', async () => {
    expect(await authInfo()).toEqual({
      enterprise_id: enterpriseId,
      name: NAME,
      credit_code: expect.any(String),
      legal_person: LEGAL,
      auth_status: 0,
      auth_step: 0,
      reject_reason: null,
      identity: null,
      bank: null,
      agreement_url: null,
      submitted_time: null,
      reviewed_time: null,
    });
    const profile = (await firm('/api/Enterprise/profile', main)).json().data;
    expect(profile).toMatchObject({
      id: enterpriseId,
      name: NAME,
      legal_person: LEGAL,
      auth_status: 0,
      bank: null,
    });
  });

  it('refuses skipping steps', async () => {
    const attempts = [
      firm('/api/firm/verifyMobile', main, { mobile: MAIN, code: '123456' }),
      startDeposit(),
      firm('/api/firm/confirmBankDeposit', main, { amount: '0.12' }),
      firm('/api/firm/prepareAgreement', main),
      firm('/api/firm/signAgreement', main, { sign_id: 'x', code: '123456' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 0, msg: '请先完成上一步' });
    }
  });

  it('lets a sub-account read but not act', async () => {
    expect((await authInfo(sub)).auth_status).toBe(0);
    expect((await firm('/api/Enterprise/profile', sub)).json().code).toBe(1);
    for (const path of [
      '/api/firm/submitIdentity',
      '/api/firm/restart',
      '/api/firm/prepareAgreement',
    ]) {
      const res = await firm(path, sub, {
        role: 'legal',
        name: LEGAL,
        id_card: LEGAL_ID,
        id_card_front: 'a',
        id_card_back: 'b',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: -2, msg: '仅主账号可进行企业认证' });
    }
  });

  it('refuses restarting when not rejected', async () => {
    const res = await firm('/api/firm/restart', main);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('仅认证被驳回后可重新认证');
  });

  it('step 1 checks the person, the ID card and that the files are the enterprise’s own', async () => {
    expect((await legalIdentity({ name: '王五' })).json()).toMatchObject({
      code: 0,
      data: { fields: { name: '姓名须与营业执照上的法定代表人一致' } },
    });
    expect(
      (await legalIdentity({ id_card: '320102198503151231' })).json().data.fields.id_card,
    ).toBe('身份证号校验不通过，请核对');
    const agent = await legalIdentity({
      role: 'agent',
      name: '周经办',
      id_card: '320102199001014564',
    });
    expect(agent.json().data.fields.authorization_letter).toBe(
      '经办人认证须上传法定代表人签署的授权书',
    );

    const { token: otherToken } = await enterpriseToken(t.database.db, '13800000001');
    const foreign = await upload(t.app, {
      name: 'x.png',
      bytes: samplePng('foreign'),
      scene: 'id_card',
      token: otherToken,
    });
    const res = await legalIdentity({ id_card_front: foreign.json().data.url });
    expect(res.json().data.fields.id_card_front).toBe('文件不存在或已删除，请重新上传');
    expect((await authInfo()).auth_step).toBe(0);

    const scans = {
      id_card_front: await uploadIdCard('front-kept'),
      id_card_back: await uploadIdCard('back-kept'),
    };
    const ok = await legalIdentity(scans);
    expect(ok.json()).toMatchObject({
      code: 1,
      data: {
        auth_step: 1,
        identity: { role: 'legal', name: LEGAL, id_card: LEGAL_ID, mobile: '' },
      },
    });
    expect((await authInfo(sub)).identity).toMatchObject({
      id_card: '3201**********1230',
      id_card_front: null,
      id_card_back: null,
      authorization_letter: null,
    });
  });

  it('getAuthInfo answers what the guide needs to resume: the step and the saved scans, readable by the owner', async () => {
    const { auth_step, identity } = await authInfo();
    expect(auth_step).toBe(1);
    expect(identity).toEqual({
      role: 'legal',
      name: LEGAL,
      id_card: LEGAL_ID,
      mobile: '',
      id_card_front: expect.stringMatching(/^\/uploads\//),
      id_card_back: expect.stringMatching(/^\/uploads\//),
      authorization_letter: null,
    });
    expect(await fetchFile(identity.id_card_front)).toEqual(Buffer.from(samplePng('front-kept')));
    expect(await fetchFile(identity.id_card_back)).toEqual(Buffer.from(samplePng('back-kept')));

    // A scan deleted since is not offered again (submitting it would be refused).
    const scratch = await uploadIdCard('scratch');
    await legalIdentity({ id_card_front: scratch, id_card_back: identity.id_card_back });
    expect((await firm('/api/tools/deleteFile', main, { url: scratch })).json().code).toBe(1);
    expect((await authInfo()).identity).toMatchObject({
      id_card_front: null,
      id_card_back: identity.id_card_back,
    });
    await legalIdentity({
      id_card_front: identity.id_card_front,
      id_card_back: identity.id_card_back,
    });
    expect((await authInfo()).identity.id_card_front).toBe(identity.id_card_front);
  });

  it('step 2 refuses an expired SMS code, then verifies the mobile', async () => {
    const stale = await smsCode(t, MAIN, 'firm_mobile');
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(smsCodes.mobile, MAIN), eq(smsCodes.scene, 'firm_mobile')));
    const expired = await firm('/api/firm/verifyMobile', main, { mobile: MAIN, code: stale });
    expect(expired.json()).toMatchObject({ code: 0, msg: '验证码已失效，请重新获取' });

    const code = await smsCode(t, MAIN, 'firm_mobile');
    expect(
      (await firm('/api/firm/verifyMobile', main, { mobile: MAIN, code: wrongCode(code) })).json()
        .msg,
    ).toMatch(/^验证码错误/);
    const ok = await firm('/api/firm/verifyMobile', main, { mobile: MAIN, code });
    expect(ok.json()).toMatchObject({
      code: 1,
      data: { auth_step: 2, identity: { mobile: MAIN } },
    });
  });

  it('step 3 requires the enterprise name as account name', async () => {
    const res = await startDeposit({ account_name: '南京某某公司' });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { fields: { account_name: '账户名称须与企业名称一致' } },
    });
  });

  it('step 3 allows three wrong amounts, then needs a new deposit; deposits expire', async () => {
    const started = await startDeposit();
    expect(started.json()).toEqual({
      code: 1,
      msg: '',
      data: { expires_in: 48 * 3600, attempts_left: 3, sandbox: true },
    });
    expect(await authInfo()).toMatchObject({
      auth_step: 2,
      bank: {
        bank_name: '中国工商银行',
        bank_branch: '南京新街口支行',
        account_no: ACCOUNT_NO,
        account_name: NAME,
        verified: false,
      },
    });
    const [record] = await t.database.db
      .select()
      .from(enterpriseAuthRecords)
      .where(eq(enterpriseAuthRecords.enterpriseId, enterpriseId));
    const amount = await sandboxDepositAmount();
    expect(amount).toMatch(/^0\.\d{2}$/);
    expect(record!.depositHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toContain(`"${amount}"`);

    const wrong = otherAmount(amount);
    const messages = [];
    for (let i = 0; i < 3; i++)
      messages.push(
        (await firm('/api/firm/confirmBankDeposit', main, { amount: wrong })).json().msg,
      );
    expect(messages).toEqual([
      '打款金额不正确，还可尝试 2 次',
      '打款金额不正确，还可尝试 1 次',
      '打款金额错误次数过多，请重新发起打款验证',
    ]);
    const locked = await firm('/api/firm/confirmBankDeposit', main, { amount });
    expect(locked.json().msg).toBe('打款金额错误次数过多，请重新发起打款验证');

    expect((await startDeposit()).json().msg).toBe('打款已发起，请 1 分钟后再试');
    await allowNextDeposit();
    await startDeposit();
    await t.database.db
      .update(enterpriseAuthRecords)
      .set({ depositExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(enterpriseAuthRecords.enterpriseId, enterpriseId));
    const expired = await firm('/api/firm/confirmBankDeposit', main, {
      amount: await sandboxDepositAmount(),
    });
    expect(expired.json().msg).toBe('打款验证已过期，请重新发起打款验证');
  });

  it('step 3 verifies the account with the right amount', async () => {
    await allowNextDeposit();
    await startDeposit();
    const ok = await firm('/api/firm/confirmBankDeposit', main, {
      amount: await sandboxDepositAmount(),
    });
    expect(ok.json()).toMatchObject({ code: 1, data: { auth_step: 3, bank: { verified: true } } });
    expect((await firm('/api/firm/confirmBankDeposit', main, { amount: '0.10' })).json().msg).toBe(
      '对公账户已验证，请勿重复提交',
    );
    const profile = (await firm('/api/Enterprise/profile', main)).json().data;
    expect(profile.bank).toEqual({
      bank_name: '中国工商银行',
      account_name: NAME,
      account_no: ACCOUNT_NO,
    });
  });

  it('step 4 renders the agreement PDF; opening it again answers the same draft and texts nothing', async () => {
    const texts = (await signInbox()).length;
    const res = await firm('/api/firm/prepareAgreement', main);
    expect(res.json()).toMatchObject({
      code: 1,
      data: {
        sign_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        mobile: '138****0002',
        resend_in: 0,
      },
    });
    const { agreement_url, digest } = res.json().data;
    const draft = await fetchFile(agreement_url);
    expect(createHash('sha256').update(draft).digest('hex')).toBe(digest);
    const pdf = await PDFDocument.load(draft);
    const [template] = await t.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'contract_seal_authorization'));
    expect(pdf.getTitle()).toBe(JSON.parse(template!.value).title);
    expect(pdf.getSubject()).toBe(NAME);

    const again = await firm('/api/firm/prepareAgreement', main);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(res.json().data);
    expect(await signInbox()).toHaveLength(texts);
    const drafts = await t.database.db
      .select()
      .from(signedDocuments)
      .where(
        and(
          eq(signedDocuments.ownerId, enterpriseId),
          eq(signedDocuments.kind, 'seal_authorization'),
        ),
      );
    expect(drafts).toHaveLength(1);
  });

  it('step 4: the signing code goes out on request, once per 60 s; a reopened page resumes the countdown', async () => {
    const texts = (await signInbox()).length;
    const { sign_id } = (await firm('/api/firm/prepareAgreement', main)).json().data;
    expect((await firm('/api/firm/sendAgreementCode', main, { sign_id })).json()).toEqual({
      code: 1,
      msg: '',
      data: { sent: true, resend_in: 60 },
    });
    expect(await signInbox()).toHaveLength(texts + 1);

    const reopened = (await firm('/api/firm/prepareAgreement', main)).json().data;
    expect(reopened.sign_id).toBe(sign_id);
    expect(reopened.resend_in).toBeGreaterThan(0);
    expect(reopened.resend_in).toBeLessThanOrEqual(60);
    const early = await firm('/api/firm/sendAgreementCode', main, { sign_id });
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({ sent: false, resend_in: expect.any(Number) });
    expect(early.json().data.resend_in).toBeGreaterThan(0);
    expect(await signInbox()).toHaveLength(texts + 1);

    const stale = await firm('/api/firm/sendAgreementCode', main, { sign_id: 'f'.repeat(32) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.fields.sign_id).toBe('签署文件已更新，请查看最新文件后重新签署');
    expect((await firm('/api/firm/sendAgreementCode', sub, { sign_id })).statusCode).toBe(403);
  });

  it('a wrong code does not sign; two simultaneous signings with the right code: only one succeeds', async () => {
    const prepared = (await firm('/api/firm/prepareAgreement', main)).json().data;
    // The code texted in the previous test is still valid for the same draft.
    const code = (await signInbox())[0]!.code;
    const wrong = await firm('/api/firm/signAgreement', main, {
      sign_id: prepared.sign_id,
      code: wrongCode(code),
    });
    expect(wrong.json().msg).toMatch(/^验证码错误/);

    const results = await Promise.all(
      [1, 2].map(() => firm('/api/firm/signAgreement', main, { sign_id: prepared.sign_id, code })),
    );
    const codes = results.map((r) => r.json().code).sort();
    expect(codes).toEqual([0, 1]);
    const info = await authInfo();
    expect(info).toMatchObject({
      auth_status: 1,
      auth_step: 4,
      agreement_url: expect.stringMatching(/-signed\.pdf\?/),
      submitted_time: expect.any(Number),
    });
    const signedRows = await t.database.db
      .select()
      .from(signedDocuments)
      .where(and(eq(signedDocuments.ownerId, enterpriseId), eq(signedDocuments.status, 'signed')));
    expect(signedRows).toHaveLength(1);
  });

  it('the signed PDF verifies; a tampered copy does not', async () => {
    const info = await authInfo();
    const bytes = await fetchFile(info.agreement_url);
    const [record] = await t.database.db
      .select()
      .from(signedDocuments)
      .where(eq(signedDocuments.signedUrl, storedFilePath(info.agreement_url)));
    const { esign } = createProviders(t.config, t.database.db);
    expect(esign.verifySignedDocument(bytes, record!)).toBe(true);

    const draft = await PDFDocument.load(await fetchFile(fileLinks(t.config)(record!.draftUrl)));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(draft.getPageCount() + 1);

    const tampered = Buffer.from(bytes);
    const middle = Math.floor(tampered.length / 2);
    tampered.writeUInt8(tampered.readUInt8(middle) ^ 0x01, middle);
    expect(esign.verifySignedDocument(tampered, record!)).toBe(false);
    expect(
      esign.verifySignedDocument(bytes, {
        ...record!,
        signature: record!.signature!.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      }),
    ).toBe(false);
  });

  it('refuses every change while under review', async () => {
    const identity = await legalIdentity();
    expect(identity.statusCode).toBe(409);
    expect(identity.json().msg).toBe('认证资料已提交审核，无法修改');
    expect((await firm('/api/firm/prepareAgreement', main)).json().msg).toBe(
      '认证资料已提交审核，无法修改',
    );
    expect((await startDeposit()).json().msg).toBe('认证资料已提交审核，无法修改');
    expect((await firm('/api/firm/restart', main)).json().msg).toBe('认证资料审核中，无需重新认证');
  });

  it('review: reject needs a reason; a rejection can be restarted with the data kept', async () => {
    expect(
      (await review({ enterprise_id: String(enterpriseId), action: 'reject', reason: ' ' })).json(),
    ).toMatchObject({ code: 0, msg: '请填写驳回原因' });
    const rejected = await review({
      enterprise_id: String(enterpriseId),
      action: 'reject',
      reason: '授权书签署人与法定代表人不一致',
    });
    expect(rejected.json()).toMatchObject({
      code: 1,
      data: { auth_status: -1, reject_reason: '授权书签署人与法定代表人不一致' },
    });
    expect(
      (await review({ enterprise_id: String(enterpriseId), action: 'approve' })).json().msg,
    ).toBe('该企业的认证不在审核中');
    expect((await review({ enterprise_id: '999999', action: 'approve' })).statusCode).toBe(404);
    expect((await legalIdentity()).json().msg).toBe('认证已被驳回，请先点击“重新认证”');
    expect((await firm('/api/firm/restart', sub)).statusCode).toBe(403);

    const restarted = await firm('/api/firm/restart', main);
    expect(restarted.json()).toMatchObject({
      code: 1,
      data: {
        auth_status: 0,
        auth_step: 3,
        reject_reason: '授权书签署人与法定代表人不一致',
        agreement_url: null,
        identity: { name: LEGAL },
        bank: { verified: true },
      },
    });
    expect((await firm('/api/firm/restart', main)).json().msg).toBe('仅认证被驳回后可重新认证');
    // Each move through the one record writer, with its log row.
    const logs = await t.database.db
      .select()
      .from(recordLogs)
      .where(
        and(eq(recordLogs.recordKind, 'enterprise_auth'), eq(recordLogs.recordId, enterpriseId)),
      )
      .orderBy(asc(recordLogs.id));
    expect(logs.map((l) => [l.action, l.fromStatus, l.toStatus, l.operatorType, l.note])).toEqual([
      ['submit', 0, 1, 'enterprise', '签署协议提交认证'],
      ['reject', 1, -1, 'platform', '审核驳回：授权书签署人与法定代表人不一致'],
      ['restart', -1, 0, 'enterprise', '重新认证'],
    ]);
  });

  it('correcting an earlier step sends the guide back to it', async () => {
    expect((await legalIdentity()).json().data).toMatchObject({
      auth_step: 1,
      bank: { verified: false },
    });
    expect((await firm('/api/firm/prepareAgreement', main)).json().msg).toBe('请先完成上一步');
    const code = await smsCode(t, MAIN, 'firm_mobile');
    await firm('/api/firm/verifyMobile', main, { mobile: MAIN, code });
    await allowNextDeposit();
    await startDeposit();
    expect(
      (
        await firm('/api/firm/confirmBankDeposit', main, { amount: await sandboxDepositAmount() })
      ).json().data.auth_step,
    ).toBe(3);
  });

  it('resubmits and is approved', async () => {
    await t.database.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(smsCodes.mobile, MAIN));
    const { signed } = await prepareAndSign();
    expect(signed.json()).toMatchObject({ code: 1, data: { auth_status: 1, reject_reason: null } });
    const approved = await review({ enterprise_id: String(enterpriseId), action: 'approve' });
    expect(approved.json()).toMatchObject({
      code: 1,
      data: { auth_status: 2, reject_reason: null },
    });
    expect(await authInfo()).toMatchObject({
      auth_status: 2,
      auth_step: 4,
      reviewed_time: expect.any(Number),
    });
    expect((await firm('/api/Enterprise/profile', sub)).json().data).toMatchObject({
      auth_status: 2,
      bank: { account_no: ACCOUNT_NO },
    });
    expect((await firm('/api/firm/restart', main)).json().msg).toBe('仅认证被驳回后可重新认证');
    expect((await legalIdentity()).json().msg).toBe('企业已完成认证，无法修改认证资料');
    const [row] = await t.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId));
    expect(row!.authStatus).toBe(2);
  });
});

describe('sandbox endpoints in production mode', () => {
  it('are not registered', async () => {
    const prod = await createTestApp({
      config: {
        NODE_ENV: 'production',
        SANDBOX_PROVIDERS: 'true',
        ESIGN_SANDBOX_SECRET: 'a-production-secret-0123456789',
        FILE_URL_SECRET: 'a-production-file-url-secret-0123456789',
      },
    });
    try {
      expect(
        (
          await prod.app.inject({
            method: 'GET',
            url: `/api/sandbox/bank-deposit?account_no=${ACCOUNT_NO}`,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await postForm(prod.app, '/api/sandbox/review-enterprise', {
            enterprise_id: '1',
            action: 'approve',
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
