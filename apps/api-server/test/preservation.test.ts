// Litigation-preservation guarantees through HTTP (docs/preservation.md): the public category
// trees, courts by area and keyword, an application's add / edit / list / detail / delete with its
// validation (Chinese messages naming the field, parties' ID numbers and credit codes checked,
// amounts compared), the state machine (submit needs papers, edit only as a draft, delete only a
// draft or a cancelled one), the jigou permission (403 for each call without it), and isolation
// between companies (lists, ids, attachments).
import {
  companyAddApply,
  companyDeleteApply,
  companyEditApply,
  companyGetApplyDetail,
  companyGetApplyList,
  companyGetCourtList,
  companyHandleApply,
  getCaseCategoryAll,
  getPreserveCategoryAll,
  PreservationStatus,
  storedFilePath,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { residentIdCheckChar } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCreditCode } from '../src/db/seed';
import { preservationApplies, recordLogs } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { companyIdByName } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { samplePdf, signedLinkTo, upload } from './upload-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Fields = Record<string, string | number>;

const as = async (who: string, endpoint: EndpointDefinition, fields: Fields = {}) => {
  const res = await callEndpoint(
    t.app,
    endpoint,
    tokens[who],
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  );
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: Loose }) };
};
const ok = async (
  who: string,
  endpoint: EndpointDefinition,
  fields: Fields = {},
): Promise<Loose> => {
  const res = await as(who, endpoint, fields);
  if (res.code !== 1) throw new Error(`${endpoint.id} as ${who}: ${res.status} ${res.msg}`);
  return res.data;
};

const personId = (first17 = '32010219900307241') => first17 + residentIdCheckChar(first17);
const PARTIES = [
  {
    role: 'applicant',
    type: 'company',
    name: '南京恒信建设工程有限公司',
    id_no: demoCreditCode(41),
  },
  { role: 'respondent', type: 'person', name: '王建国', id_no: personId() },
  { role: 'respondent', type: 'company', name: '江苏宏达商贸有限公司', id_no: '' },
];

let court: { id: number; name: string };
let caseLeaf: number;
let preserveLeaf: number;
let preserveHeading: number;

async function uploadedPdf(who: string, name = '保全申请书.pdf'): Promise<string> {
  const res = await upload(t.app, { name, bytes: samplePdf(), token: tokens[who] });
  return storedFilePath(res.json().data.url as string);
}

const form = (overrides: Fields = {}): Fields => ({
  court_id: court.id,
  case_category_id: caseLeaf,
  preserve_category_id: preserveLeaf,
  case_no: '(2026)苏0102民初1234号',
  preserve_amount: '1200000',
  guarantee_amount: '1000000.5',
  premium: '8000',
  parties: JSON.stringify(PARTIES),
  remark: '申请冻结被申请人银行存款',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  tokens.xinda = await companyToken(t.app, 'xinda_admin');
  tokens.pingan = await companyToken(t.app, 'pingan_admin');
  const xindaId = await companyIdByName(t);
  tokens.xinda_jigou = await companyToken(
    t.app,
    (await addCompanyAccount(t.database.db, xindaId, 'jigou')).account,
  );
  tokens.xinda_without = await companyToken(
    t.app,
    (await addCompanyAccount(t.database.db, xindaId, 'dingdan,peizhi,gonggao,待审核,已出函'))
      .account,
  );
  const preserve = (await ok('xinda', getPreserveCategoryAll)) as Array<{
    id: number;
    name: string;
    parent_id: number;
  }>;
  const cases = (await ok('xinda', getCaseCategoryAll)) as Array<{
    id: number;
    name: string;
    parent_id: number;
  }>;
  preserveLeaf = preserve.find((c) => c.name === '诉中财产保全')!.id;
  preserveHeading = preserve.find((c) => c.name === '财产保全')!.id;
  caseLeaf = cases.find((c) => c.name === '建设工程施工合同纠纷')!.id;
  court = (
    (await ok('xinda', companyGetCourtList, { keyword: '玄武' })) as Array<{
      id: number;
      name: string;
    }>
  )[0]!;
});
afterAll(() => t.close());

describe('reference data', () => {
  it('answers both category trees to anyone, headings first, each child under its heading', async () => {
    const res = await callEndpoint(t.app, getPreserveCategoryAll, undefined);
    const preserve = res.json().data as Array<{
      id: number;
      name: string;
      parent_id: number;
      sort: number;
    }>;
    const tops = preserve.filter((c) => c.parent_id === 0).map((c) => c.name);
    expect(tops).toEqual(['财产保全', '证据保全', '行为保全']);
    const property = preserve.find((c) => c.name === '财产保全')!;
    expect(preserve.filter((c) => c.parent_id === property.id).map((c) => c.name)).toEqual([
      '诉前财产保全',
      '诉中财产保全',
      '执行前财产保全',
      '仲裁财产保全',
    ]);
    const cases = (await callEndpoint(t.app, getCaseCategoryAll, undefined)).json().data as Array<{
      name: string;
      parent_id: number;
    }>;
    expect(cases.filter((c) => c.parent_id === 0).map((c) => c.name)).toEqual([
      '民事',
      '商事',
      '知识产权',
      '劳动争议',
      '海事海商',
    ]);
  });

  it('lists courts by area and by keyword', async () => {
    const all = (await ok('xinda', companyGetCourtList)) as Array<{
      id: number;
      name: string;
      area_id: number;
      area_name: string;
    }>;
    const suzhou = all.find((c) => c.name === '苏州市中级人民法院')!;
    expect(suzhou.area_name).toBe('苏州市');
    const inSuzhou = (await ok('xinda', companyGetCourtList, {
      area_id: suzhou.area_id,
    })) as Array<{ name: string; area_name: string }>;
    expect(inSuzhou.length).toBeGreaterThanOrEqual(5);
    expect(inSuzhou.every((c) => c.area_name === '苏州市')).toBe(true);
    expect(inSuzhou.map((c) => c.name)).toContain('苏州工业园区人民法院');
    const maritime = (await ok('xinda', companyGetCourtList, { keyword: '海事' })) as Array<{
      name: string;
    }>;
    expect(maritime.map((c) => c.name)).toEqual(['南京海事法院']);
    expect(await ok('xinda', companyGetCourtList, { keyword: '100%_' })).toEqual([]);
  });
});

describe('applications', () => {
  it('adds a draft, answers it with names, normalised fields and its actions', async () => {
    const apply = await ok('xinda', companyAddApply, form());
    expect(apply).toMatchObject({
      sn: expect.stringMatching(/^BQ\d{20}$/),
      court_name: court.name,
      area_name: '南京市',
      case_category_name: '建设工程施工合同纠纷',
      preserve_category_name: '诉中财产保全',
      case_no: '（2026）苏0102民初1234号',
      preserve_amount: '1200000.00',
      guarantee_amount: '1000000.50',
      premium: '8000.00',
      applicant_names: '南京恒信建设工程有限公司',
      respondent_names: '王建国、江苏宏达商贸有限公司',
      status: PreservationStatus.DRAFT,
      status_text: '草稿',
      creator_name: '信达管理员',
      submit_time: null,
      actions: ['edit', 'submit', 'cancel', 'delete'],
    });
    expect(apply.parties).toHaveLength(3);
  });

  it.each([
    ['court_id', { court_id: 999999 }, '法院不存在，请重新选择'],
    ['preserve_category_id', { preserve_category_id: 0 }, undefined],
    ['guarantee_amount', { guarantee_amount: '1300000' }, '担保金额不能超过申请保全金额'],
    ['premium', { premium: '2000000' }, '保费不能超过担保金额'],
    [
      'preserve_amount',
      { preserve_amount: '12.345' },
      '请输入正确的申请保全金额（元，最多两位小数）',
    ],
    ['case_no', { case_no: '民初1234' }, '案号格式应如（2026）苏0102民初1234号'],
    ['parties', { parties: 'not json' }, '当事人格式不正确'],
    ['parties', { parties: JSON.stringify(PARTIES.slice(0, 1)) }, '请至少填写一名被申请人'],
    [
      'parties.1.id_no',
      { parties: JSON.stringify([PARTIES[0], { ...PARTIES[1], id_no: '320102199003072410' }]) },
      '身份证号校验不通过，请核对',
    ],
    [
      'parties.0.id_no',
      { parties: JSON.stringify([{ ...PARTIES[0], id_no: '' }, PARTIES[1]]) },
      '请填写申请人的统一社会信用代码',
    ],
    [
      'parties.0.id_no',
      { parties: JSON.stringify([{ ...PARTIES[0], id_no: '91320100MA1XXXXXXX' }, PARTIES[1]]) },
      '统一社会信用代码校验不通过，请核对',
    ],
    [
      'parties.0.name',
      { parties: JSON.stringify([{ ...PARTIES[0], name: '甲' }, PARTIES[1]]) },
      '当事人名称至少 2 个字',
    ],
  ])(
    'refuses a wrong %s with a Chinese message on the field',
    async (field, overrides, message) => {
      const res = await as('xinda', companyAddApply, form(overrides as Fields));
      expect(res.code).toBe(0);
      expect(res.status).toBe(400);
      expect(res.data.fields[field]).toBeTruthy();
      if (message) expect(res.data.fields[field]).toBe(message);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    },
  );

  it('names the missing fields in Chinese and wants a specific category, not a heading', async () => {
    const missing = await as('xinda', companyAddApply, {});
    expect(missing.status).toBe(400);
    expect(missing.data.fields).toMatchObject({
      court_id: '请填写法院',
      preserve_amount: '请填写申请保全金额',
      parties: '请填写当事人',
    });
    const heading = await as(
      'xinda',
      companyAddApply,
      form({ preserve_category_id: preserveHeading }),
    );
    expect(heading.data.fields).toEqual({ preserve_category_id: '请选择具体的保全类别' });
    const wrongTree = await as('xinda', companyAddApply, form({ case_category_id: preserveLeaf }));
    expect(wrongTree.data.fields).toEqual({ case_category_id: '案件类别不存在，请重新选择' });
  });

  it('submits only with papers, then allows no edit or delete; withdraw, issue and cancel follow the machine', async () => {
    const draft = await ok('xinda', companyAddApply, form());
    const bare = await as('xinda', companyAddApply, form({ submit: 1 }));
    expect(bare.data.fields).toEqual({ attachments: '提交前请上传保全申请书等材料' });
    const noPapers = await as('xinda', companyHandleApply, { id: draft.id, action: 'submit' });
    expect(noPapers.status).toBe(409);

    const pdf = await uploadedPdf('xinda');
    const evidence = await uploadedPdf('xinda', '证据清单（第一批）.pdf');
    // A form sends back the links it showed, one of them twice: the stored paths, once each.
    const edited = await ok(
      'xinda',
      companyEditApply,
      form({
        id: draft.id,
        attachments: `${pdf},${evidence},${evidence}?expires=1&sig=x`,
        remark: '补充材料',
        parties: JSON.stringify(PARTIES.slice(0, 2)),
      }),
    );
    // Each answered with the name it was uploaded with, not the stored key's.
    expect(edited.attachments).toEqual([
      { url: signedLinkTo(pdf), name: '保全申请书.pdf' },
      { url: signedLinkTo(evidence), name: '证据清单（第一批）.pdf' },
    ]);
    expect(edited.respondent_names).toBe('王建国');
    expect(edited.remark).toBe('补充材料');

    const submitted = await ok('xinda', companyHandleApply, { id: draft.id, action: 'submit' });
    expect(submitted).toMatchObject({
      status: PreservationStatus.SUBMITTED,
      status_text: '已提交',
      actions: ['withdraw', 'issue', 'cancel'],
      submit_time: expect.any(Number),
    });
    const editNow = await as('xinda', companyEditApply, form({ id: draft.id, attachments: pdf }));
    expect(editNow).toMatchObject({ status: 409, msg: '保全申请当前状态为「已提交」，不能编辑' });
    expect(await as('xinda', companyDeleteApply, { id: draft.id })).toMatchObject({
      status: 409,
      msg: '保全申请当前状态为「已提交」，不能删除',
    });

    const back = await ok('xinda', companyHandleApply, { id: draft.id, action: 'withdraw' });
    expect(back).toMatchObject({ status: PreservationStatus.DRAFT, submit_time: null });
    await ok('xinda', companyHandleApply, { id: draft.id, action: 'submit' });
    const issued = await ok('xinda', companyHandleApply, { id: draft.id, action: 'issue' });
    expect(issued).toMatchObject({
      status: PreservationStatus.ISSUED,
      status_text: '已出函',
      actions: [],
      issue_time: expect.any(Number),
    });
    expect(await as('xinda', companyHandleApply, { id: draft.id, action: 'cancel' })).toMatchObject(
      { status: 409, msg: '保全申请当前状态为「已出函」，不能撤销' },
    );
    // Each move went through the one writer and left its log row (record_logs), oldest first.
    const logs = await t.database.db
      .select()
      .from(recordLogs)
      .where(and(eq(recordLogs.recordKind, 'preservation'), eq(recordLogs.recordId, draft.id)))
      .orderBy(recordLogs.id);
    expect(logs.map((l) => [l.action, l.fromStatus, l.toStatus, l.operatorType, l.note])).toEqual([
      ['submit', 0, 1, 'ensure_company', '提交'],
      ['withdraw', 1, 0, 'ensure_company', '撤回修改'],
      ['submit', 0, 1, 'ensure_company', '提交'],
      ['issue', 1, 2, 'ensure_company', '出函'],
    ]);

    // Submitted at once with its papers, cancelled, then deleted (gone from the list, the row kept).
    const direct = await ok('xinda', companyAddApply, form({ submit: 1, attachments: pdf }));
    expect(direct.status).toBe(PreservationStatus.SUBMITTED);
    expect(
      (await ok('xinda', companyHandleApply, { id: direct.id, action: 'cancel' })).actions,
    ).toEqual(['delete']);
    expect(await ok('xinda', companyDeleteApply, { id: direct.id })).toBeNull();
    expect(await as('xinda', companyGetApplyDetail, { id: direct.id })).toMatchObject({
      status: 404,
      msg: '保全申请不存在',
    });
    const [row] = await t.database.db
      .select()
      .from(preservationApplies)
      .where(eq(preservationApplies.id, direct.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('lists the company’s applications by keyword, status, court and date, paged', async () => {
    const other = (
      (await ok('xinda', companyGetCourtList, { keyword: '苏州市中级' })) as Array<{ id: number }>
    )[0]!;
    const marker = await ok(
      'xinda',
      companyAddApply,
      form({
        court_id: other.id,
        parties: JSON.stringify([
          PARTIES[0],
          { role: 'respondent', type: 'person', name: '检索专用被申请人', id_no: '' },
        ]),
      }),
    );
    const byParty = await ok('xinda', companyGetApplyList, { keyword: '检索专用' });
    expect(byParty).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(byParty.list[0].id).toBe(marker.id);
    expect(
      (await ok('xinda', companyGetApplyList, { keyword: marker.sn })).list.map((a: Loose) => a.id),
    ).toEqual([marker.id]);
    expect(
      (await ok('xinda', companyGetApplyList, { court_id: other.id })).list.map((a: Loose) => a.id),
    ).toEqual([marker.id]);
    const drafts = await ok('xinda', companyGetApplyList, {
      status: PreservationStatus.DRAFT,
      limit: 1,
    });
    expect(drafts.list).toHaveLength(1);
    expect(drafts.total).toBeGreaterThan(1);
    expect(drafts.list[0].id).toBe(marker.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
      new Date(),
    );
    expect(
      (await ok('xinda', companyGetApplyList, { start_date: today, end_date: today })).total,
    ).toBeGreaterThan(0);
    expect(
      (await ok('xinda', companyGetApplyList, { start_date: '2020-01-01', end_date: '2020-01-31' }))
        .total,
    ).toBe(0);
    expect(
      (await as('xinda', companyGetApplyList, { start_date: today, end_date: '2020-01-01' })).data
        .fields,
    ).toEqual({ end_date: '结束日期不能早于开始日期' });
  });
});

describe('permission and isolation', () => {
  const calls: Array<[EndpointDefinition, Fields]> = [
    [companyGetCourtList, {}],
    [companyGetApplyList, {}],
    [companyGetApplyDetail, { id: 1 }],
    [companyAddApply, {}],
    [companyEditApply, { id: 1 }],
    [companyDeleteApply, { id: 1 }],
    [companyHandleApply, { id: 1, action: 'submit' }],
  ];
  it.each(calls.map(([endpoint, fields]) => [endpoint.id, endpoint, fields] as const))(
    '%s answers 403 without jigou and works with it alone',
    async (_id, endpoint, fields) => {
      expect(await as('xinda_without', endpoint, fields)).toMatchObject({ status: 403, code: -2 });
      expect((await as('xinda_jigou', endpoint, fields)).status).not.toBe(403);
    },
  );

  it('keeps one company’s applications and attachments from another', async () => {
    const pdf = await uploadedPdf('xinda', '信达独有财产线索.pdf');
    const mine = await ok(
      'xinda',
      companyAddApply,
      form({
        attachments: pdf,
        parties: JSON.stringify([{ ...PARTIES[0], name: '信达独有申请人' }, PARTIES[1]]),
      }),
    );
    const list = await ok('pingan', companyGetApplyList, { limit: 100 });
    expect(JSON.stringify(list)).not.toContain('信达独有申请人');
    expect(JSON.stringify(list)).not.toContain('信达独有财产线索');
    for (const endpoint of [companyGetApplyDetail, companyDeleteApply])
      expect(await as('pingan', endpoint, { id: mine.id })).toMatchObject({ status: 404 });
    expect(await as('pingan', companyHandleApply, { id: mine.id, action: 'cancel' })).toMatchObject(
      { status: 404 },
    );
    expect(await as('pingan', companyEditApply, form({ id: mine.id }))).toMatchObject({
      status: 404,
    });
    // Another company cannot make the upload its own, nor open it without a link.
    expect((await as('pingan', companyAddApply, form({ attachments: pdf }))).data.fields).toEqual({
      attachments: '附件无效或已删除，请重新上传',
    });
    const bare = await t.app.inject({ method: 'GET', url: pdf });
    expect(bare.statusCode).toBe(403);
    // The owner opens it through the link its answer handed out.
    const detail = await ok('xinda', companyGetApplyDetail, { id: mine.id });
    expect(detail.attachments).toEqual([{ url: signedLinkTo(pdf), name: '信达独有财产线索.pdf' }]);
    expect(
      (await ok('xinda', companyGetApplyList, { keyword: '信达独有申请人' })).list[0].attachments,
    ).toEqual(detail.attachments);
    expect((await t.app.inject({ method: 'GET', url: detail.attachments[0].url })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select()
      .from(preservationApplies)
      .where(eq(preservationApplies.id, mine.id));
    expect(row!.deletedAt).toBeNull();
  });
});
