// The guarantee company's own authentication and the platform operators' review desk through HTTP
// (docs/company-auth.md): step validation, submit → 审核中, approve / reject with an opinion the
// company sees, reset, an unauthenticated company receives no orders, operators refused on every
// company call and company accounts on every operator call, the documents private.
import {
  addLetter,
  allEndpoints,
  companyGetAuthDraft,
  companyGetInfo,
  companyLogout,
  companyResetAuth,
  companySaveAuthStep,
  companySubmitAuth,
  getListByArea,
  platformGetCompanySubmission,
  platformGetEnterpriseSubmission,
  platformGetInfo,
  platformGetReviewHistory,
  platformGetReviewQueue,
  platformLogout,
  platformReviewCompany,
  platformReviewEnterprise,
} from '@bht/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCreditCode } from '../src/db/seed';
import {
  enterpriseAccounts,
  enterprises,
  ensureCompanies,
  messages,
  recordLogs,
} from '../src/db/schema';
import { addCompany, callEndpoint, companyLogin, companyToken } from './company-session';
import { call, tokenFor } from './enterprise-session';
import { letterForm } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { samplePdf, samplePng, upload } from './upload-helpers';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await companyToken(t.app, 'platform_ops');
});
afterAll(() => t.close());

const db = () => t.database.db;
const companyRow = async (id: number) =>
  (await db().select().from(ensureCompanies).where(eq(ensureCompanies.id, id)))[0]!;

async function uploaded(
  token: string,
  name: string,
  scene = 'other',
  bytes: Buffer = name.endsWith('.pdf') ? samplePdf() : samplePng(name),
) {
  const res = await upload(t.app, { name, bytes, scene, token });
  expect(res.json().code, res.body).toBe(1);
  return res.json().data.url as string;
}

let companySeq = 0;
/** A company not yet authenticated, logged in, and a complete set of step fields with its own uploads. */
async function newCompany() {
  const { company, account } = await addCompany(db(), { authStatus: 0 });
  const token = await companyToken(t.app, account.account);
  const n = ++companySeq;
  const steps = {
    basic: {
      step: 'basic',
      name: `认证测试融资担保有限公司${n}号`,
      credit_code: demoCreditCode(500 + n),
      business_license: await uploaded(token, 'licence.png', 'business_license'),
      address: '江苏省南京市建邺区江东中路 1 号',
      contact: '张经理',
      tel: '025-84561234',
    },
    identity: {
      step: 'identity',
      role: 'legal',
      legal_person: '张三丰',
      name: '张三丰',
      id_card: '11010519491231002X',
      mobile: '13912345678',
      id_card_front: await uploaded(token, 'front.png', 'id_card'),
      id_card_back: await uploaded(token, 'back.png', 'id_card'),
    },
    qualifications: {
      step: 'qualifications',
      licence_no: '苏0123456',
      licence: await uploaded(token, 'permit.pdf', 'certificate'),
      other_files: '',
    },
    seal: { step: 'seal', seal_image: await uploaded(token, 'seal.png', 'seal') },
  };
  return { company, account, token, steps };
}

/** The record's record_logs rows, oldest first: [action, from, to, who, name, note]. */
const logOf = async (kind: 'company_auth' | 'enterprise_auth', id: number) =>
  (
    await db()
      .select()
      .from(recordLogs)
      .where(and(eq(recordLogs.recordKind, kind), eq(recordLogs.recordId, id)))
      .orderBy(asc(recordLogs.id))
  ).map((l) => [l.action, l.fromStatus, l.toStatus, l.operatorType, l.operatorName, l.note]);

const save = (token: string, fields: Record<string, string>) =>
  callEndpoint(t.app, companySaveAuthStep, token, fields);

async function submitted() {
  const c = await newCompany();
  for (const fields of Object.values(c.steps))
    expect((await save(c.token, fields)).json().code).toBe(1);
  expect((await callEndpoint(t.app, companySubmitAuth, c.token)).json().data.auth_status).toBe(1);
  return c;
}

describe('the company authentication wizard', () => {
  it('saves each step as a draft and validates it field by field on the server', async () => {
    const { token, steps } = await newCompany();
    const empty = await callEndpoint(t.app, companyGetAuthDraft, token);
    expect(empty.json().data).toMatchObject({
      auth_status: 0,
      status_text: '未提交',
      steps_done: [],
      basic: null,
      actions: ['save', 'submit'],
    });

    const badCode = await save(token, { ...steps.basic, credit_code: '91320100MA1XXXXX1' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().data.fields.credit_code).toBe('统一社会信用代码校验不通过，请核对');
    expect((await save(token, { step: 'nothing' })).json().msg).toContain('请选择认证步骤');
    // An agent needs the authorisation letter; the legal representative must be the one authenticating.
    const agent = await save(token, { ...steps.identity, role: 'agent', name: '李经办' });
    expect(agent.json().data.fields.authorization_letter).toBe('经办人认证须上传授权委托书');
    const notLegal = await save(token, { ...steps.identity, name: '李经办' });
    expect(notLegal.json().data.fields.name).toBe('法定代表人认证时，认证人须为法定代表人本人');

    const basic = await save(token, steps.basic);
    expect(basic.json().data.steps_done).toEqual(['basic']);
    expect(basic.json().data.basic.business_license).toMatch(/^\/uploads\/.+\?expires=\d+&sig=/);
    const agentOk = await save(token, {
      ...steps.identity,
      role: 'agent',
      name: '李经办',
      authorization_letter: await uploaded(token, 'letter.pdf'),
    });
    expect(agentOk.json().data.identity).toMatchObject({
      role: 'agent',
      name: '李经办',
      legal_person: '张三丰',
    });
  });

  it('accepts only files of the company’s own uploads, of the kind the field takes', async () => {
    const { token, steps } = await newCompany();
    const other = await newCompany();
    const foreign = await save(token, { ...steps.seal, seal_image: other.steps.seal.seal_image });
    expect(foreign.json().data.fields.seal_image).toBe('文件无效，请重新上传');
    const pdfSeal = await save(token, {
      ...steps.seal,
      seal_image: await uploaded(token, 'seal.pdf', 'seal'),
    });
    expect(pdfSeal.json().data.fields.seal_image).toBe('文件无效，请重新上传');
  });

  it('is submitted as a whole: every step first, then 审核中 and locked', async () => {
    const { token, steps } = await newCompany();
    await save(token, steps.basic);
    const early = await callEndpoint(t.app, companySubmitAuth, token);
    expect(early.json().msg).toBe('请先完成“法定代表人信息”');
    for (const fields of [steps.identity, steps.qualifications, steps.seal])
      await save(token, fields);
    const res = await callEndpoint(t.app, companySubmitAuth, token);
    expect(res.json().data).toMatchObject({
      auth_status: 1,
      status_text: '审核中',
      steps_done: ['basic', 'identity', 'qualifications', 'seal'],
      actions: [],
    });
    expect(res.json().data.submitted_time).toEqual(expect.any(Number));

    const locked = await save(token, steps.basic);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().msg).toBe('机构认证正在审核中，无法修改认证资料');
    expect((await callEndpoint(t.app, companySubmitAuth, token)).statusCode).toBe(409);
    expect((await callEndpoint(t.app, companyResetAuth, token)).json().msg).toBe(
      '机构认证正在审核中，请等待审核结果',
    );
  });

  it('needs the jigou permission', async () => {
    const { account } = await addCompany(db(), { authStatus: 0 }, 'dingdan');
    const token = await companyToken(t.app, account.account);
    for (const endpoint of [companyGetAuthDraft, companySaveAuthStep, companySubmitAuth])
      expect((await callEndpoint(t.app, endpoint, token, { step: 'seal' })).statusCode).toBe(403);
  });
});

describe('the operator review of company authentications', () => {
  it('queues the submission with its documents, approves it with an opinion the company sees, and records the history', async () => {
    const c = await submitted();
    const queue = await callEndpoint(t.app, platformGetReviewQueue, operator, { kind: 'company' });
    expect(queue.json().data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'company',
          id: c.company.id,
          credit_code: c.steps.basic.credit_code,
        }),
      ]),
    );

    const detail = (
      await callEndpoint(t.app, platformGetCompanySubmission, operator, {
        id: String(c.company.id),
      })
    ).json().data;
    expect(detail).toMatchObject({
      company_id: c.company.id,
      auth_status: 1,
      identity: { role: 'legal', id_card: '11010519491231002X' },
      actions: ['approve', 'reject'],
    });
    // Private documents: the operator's signed link opens the file; the bare path does not.
    const licence = detail.basic.business_license as string;
    expect((await t.app.inject({ method: 'GET', url: licence })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: licence.split('?')[0]! })).statusCode).toBe(
      403,
    );

    const approved = await callEndpoint(t.app, platformReviewCompany, operator, {
      id: String(c.company.id),
      decision: 'approve',
      opinion: '资料齐全',
    });
    expect(approved.json().data).toMatchObject({
      kind: 'company',
      subject_id: c.company.id,
      decision: 'approve',
      opinion: '资料齐全',
      operator_name: '平台运营',
    });
    const info = (await callEndpoint(t.app, companyGetAuthDraft, c.token)).json().data;
    expect(info).toMatchObject({
      auth_status: 2,
      status_text: '已认证',
      opinion: '资料齐全',
      actions: ['reset'],
    });
    // What was approved is the company's profile now; it is offered to enterprises again.
    expect(await companyRow(c.company.id)).toMatchObject({
      authStatus: 2,
      name: c.steps.basic.name,
      contact: '张经理',
    });
    const list = (
      await callEndpoint(t.app, getListByArea, undefined, { area_id: String(c.company.areaId) })
    ).json().data;
    expect(JSON.stringify(list)).toContain(c.steps.basic.name);
    const inbox = await db().select().from(messages).where(eq(messages.recipientId, c.account.id));
    expect(inbox.map((m) => m.title)).toContain('机构认证已通过');

    const again = await callEndpoint(t.app, platformReviewCompany, operator, {
      id: String(c.company.id),
      decision: 'reject',
      opinion: '重复审核',
    });
    expect([again.statusCode, again.json().msg]).toEqual([409, '该机构的认证不在审核中']);
    expect(
      (
        await callEndpoint(t.app, platformGetCompanySubmission, operator, {
          id: String(c.company.id),
        })
      ).json().data.actions,
    ).toEqual([]);
    expect(await logOf('company_auth', c.company.id)).toEqual([
      ['submit', 0, 1, 'ensure_company', expect.any(String), '提交认证'],
      ['approve', 1, 2, 'platform', '平台运营', '审核通过：资料齐全'],
    ]);
    const history = (
      await callEndpoint(t.app, platformGetReviewHistory, operator, { kind: 'company' })
    ).json().data;
    expect(history.list[0]).toMatchObject({
      subject_id: c.company.id,
      decision: 'approve',
      opinion: '资料齐全',
      create_time: expect.any(Number),
    });
  });

  it('rejects with a required opinion shown on the result page; 重新认证 keeps the data for correction', async () => {
    const c = await submitted();
    const noOpinion = await callEndpoint(t.app, platformReviewCompany, operator, {
      id: String(c.company.id),
      decision: 'reject',
    });
    expect(noOpinion.json().data.fields.opinion).toBe('驳回时请填写审核意见（至少 2 个字）');
    await callEndpoint(t.app, platformReviewCompany, operator, {
      id: String(c.company.id),
      decision: 'reject',
      opinion: '营业执照已过期',
    });
    expect((await callEndpoint(t.app, companyGetAuthDraft, c.token)).json().data).toMatchObject({
      auth_status: -1,
      status_text: '已驳回',
      opinion: '营业执照已过期',
      actions: ['reset'],
    });
    expect((await save(c.token, c.steps.basic)).json().msg).toBe(
      '机构认证已被驳回，请先点击“重新认证”',
    );

    expect((await callEndpoint(t.app, companyResetAuth, c.token)).json().data).toEqual({
      auth_status: 0,
    });
    const reset = (await callEndpoint(t.app, companyGetAuthDraft, c.token)).json().data;
    expect(reset).toMatchObject({
      auth_status: 0,
      steps_done: ['basic', 'identity', 'qualifications', 'seal'],
      opinion: '营业执照已过期',
      actions: ['save', 'submit'],
    });
    // Submitted again unchanged: under review, the old opinion gone.
    expect((await callEndpoint(t.app, companySubmitAuth, c.token)).json().data).toMatchObject({
      auth_status: 1,
      opinion: null,
    });
    expect((await logOf('company_auth', c.company.id)).map((l) => l.slice(0, 3))).toEqual([
      ['submit', 0, 1],
      ['reject', 1, -1],
      ['reset', -1, 0],
      ['submit', 0, 1],
    ]);
  });

  it('of two decisions at once one wins; the other answers 409 and leaves no log row', async () => {
    const c = await submitted();
    const both = await Promise.all(
      (['approve', 'reject'] as const).map((decision) =>
        callEndpoint(t.app, platformReviewCompany, operator, {
          id: String(c.company.id),
          decision,
          opinion: '并发审核',
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(['该申请已被他人处理，请刷新后重试', '该机构的认证不在审核中']).toContain(
      both.find((r) => r.statusCode === 409)!.json().msg,
    );
    const winner = both.find((r) => r.statusCode === 200)!.json().data.decision as string;
    expect((await logOf('company_auth', c.company.id)).map((l) => l[0])).toEqual([
      'submit',
      winner,
    ]);
  });
});

describe('the operator review of enterprise admissions', () => {
  it('decides through the same review as the CLI: the enterprise gets its result and message, and the history the decision', async () => {
    const [enterprise] = await db()
      .insert(enterprises)
      .values({
        name: '运营审核测试建设有限公司',
        creditCode: demoCreditCode(900),
        legalPerson: '周审核',
        authStatus: 1,
        authStep: 4,
        submittedAt: new Date(),
        businessLicense: '/uploads/2026/11/licence-of-review-test.png',
      })
      .returning();
    const [account] = await db()
      .insert(enterpriseAccounts)
      .values({
        enterpriseId: enterprise!.id,
        mobile: '13700009001',
        name: '周审核',
        passwordHash: 'x',
        isMaster: 1,
        authJson: '*',
      })
      .returning();
    const queue = (
      await callEndpoint(t.app, platformGetReviewQueue, operator, {
        kind: 'enterprise',
        limit: '100',
      })
    ).json().data;
    expect(queue.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'enterprise', id: enterprise!.id })]),
    );
    const detail = (
      await callEndpoint(t.app, platformGetEnterpriseSubmission, operator, {
        id: String(enterprise!.id),
      })
    ).json().data;
    expect(detail).toMatchObject({
      name: '运营审核测试建设有限公司',
      auth_status: 1,
      business_license: expect.stringMatching(/\?expires=\d+&sig=/),
      actions: ['approve', 'reject'],
    });

    const rejected = await callEndpoint(t.app, platformReviewEnterprise, operator, {
      id: String(enterprise!.id),
      decision: 'reject',
      opinion: '授权书不清晰',
    });
    expect(rejected.json().data).toMatchObject({
      kind: 'enterprise',
      decision: 'reject',
      opinion: '授权书不清晰',
    });
    const [row] = await db().select().from(enterprises).where(eq(enterprises.id, enterprise!.id));
    expect(row).toMatchObject({ authStatus: -1, rejectReason: '授权书不清晰' });
    const inbox = await db().select().from(messages).where(eq(messages.recipientId, account!.id));
    expect(
      inbox.some((m) => m.recipientType === 'enterprise' && m.title === '企业认证未通过'),
    ).toBe(true);
    expect(
      (
        await callEndpoint(t.app, platformReviewEnterprise, operator, {
          id: String(enterprise!.id),
          decision: 'approve',
        })
      ).json().msg,
    ).toBe('该企业的认证不在审核中');
    expect(await logOf('enterprise_auth', enterprise!.id)).toEqual([
      ['reject', 1, -1, 'platform', '平台运营', '审核驳回：授权书不清晰'],
    ]);
    const history = (
      await callEndpoint(t.app, platformGetReviewHistory, operator, { kind: 'enterprise' })
    ).json().data;
    expect(history.list[0]).toMatchObject({
      subject_id: enterprise!.id,
      subject_name: '运营审核测试建设有限公司',
      decision: 'reject',
    });
  });

  it('of two decisions at once one wins; the other answers 409 and leaves no log row', async () => {
    const [enterprise] = await db()
      .insert(enterprises)
      .values({
        name: '并发审核测试建设有限公司',
        creditCode: demoCreditCode(901),
        legalPerson: '钱并发',
        authStatus: 1,
        authStep: 4,
        submittedAt: new Date(),
      })
      .returning();
    const both = await Promise.all(
      (['approve', 'reject'] as const).map((decision) =>
        callEndpoint(t.app, platformReviewEnterprise, operator, {
          id: String(enterprise!.id),
          decision,
          opinion: '并发审核',
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(['认证状态已变化，请刷新页面后重试', '该企业的认证不在审核中']).toContain(
      both.find((r) => r.statusCode === 409)!.json().msg,
    );
    const winner = both.find((r) => r.statusCode === 200)!.json().data.decision as string;
    expect((await logOf('enterprise_auth', enterprise!.id)).map((l) => l[0])).toEqual([winner]);
  });
});

describe('a company that is not authenticated receives no orders', () => {
  it('after 重新认证 it leaves the guarantor lists and applications to it are refused until approved again', async () => {
    const { company, account } = await addCompany(db(), { authStatus: 2 });
    const token = await companyToken(t.app, account.account);
    const offered = async () =>
      JSON.stringify(
        (
          await callEndpoint(t.app, getListByArea, undefined, { area_id: String(company.areaId) })
        ).json().data,
      ).includes(company.name);
    expect(await offered()).toBe(true);
    expect((await callEndpoint(t.app, companyResetAuth, token)).json().data).toEqual({
      auth_status: 0,
    });
    expect(await offered()).toBe(false);
    const main = await tokenFor(t.app, '13800000001');
    const refused = await call(
      t.app,
      addLetter.path,
      main,
      await letterForm(t, { companyId: company.id }),
    );
    expect([refused.statusCode, refused.json().msg]).toEqual([
      409,
      '该担保机构尚未通过认证，暂不能受理保函申请，请选择其他担保机构',
    ]);
    // The seeded demo companies stay authenticated.
    const seeded = await db()
      .select({ authStatus: ensureCompanies.authStatus })
      .from(ensureCompanies)
      .where(eq(ensureCompanies.name, '江苏信达融资担保有限公司'));
    expect(seeded).toEqual([{ authStatus: 2 }]);
  });
});

describe('operator accounts', () => {
  it('log in on the console log-in and see the review desk only', async () => {
    const res = await companyLogin(t.app, 'platform_ops');
    expect(res.json().data.account).toMatchObject({
      account: 'platform_ops',
      auth_json: '平台运营',
    });
    const info = await callEndpoint(t.app, platformGetInfo, operator);
    expect(info.json().data).toMatchObject({
      account: { account: 'platform_ops' },
      pending: { enterprise: expect.any(Number), company: expect.any(Number) },
    });
  });

  it('are refused (403) on every company call, and company accounts on every operator call', async () => {
    const company = await companyToken(t.app, 'xinda_admin');
    const problems: string[] = [];
    for (const endpoint of allEndpoints) {
      if (endpoint.auth !== 'ensure_company' && endpoint.auth !== 'platform_operator') continue;
      const token = endpoint.auth === 'ensure_company' ? operator : company;
      const res = await callEndpoint(t.app, endpoint, token, { id: '1', order_sn: 'BH1' });
      if (res.statusCode !== 403) problems.push(`${endpoint.id}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
    expect((await callEndpoint(t.app, companyGetInfo, operator)).json()).toMatchObject({
      code: -2,
      msg: '平台运营账号不能使用机构业务功能',
    });
    expect(
      (await callEndpoint(t.app, platformGetReviewQueue, company, { kind: 'company' })).json().msg,
    ).toBe('仅平台运营账号可使用审核功能');
  });

  it('log out: the token is revoked', async () => {
    const token = await companyToken(t.app, 'platform_ops');
    expect((await callEndpoint(t.app, platformLogout, token)).json().code).toBe(1);
    expect((await callEndpoint(t.app, platformGetInfo, token)).statusCode).toBe(401);
    // The company log-out is a company call: an operator uses its own.
    expect((await callEndpoint(t.app, companyLogout, operator)).statusCode).toBe(403);
  });
});
