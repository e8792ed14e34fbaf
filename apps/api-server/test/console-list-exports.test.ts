// Excel exports of the console's notices, preservation applications, push log and message
// recipients (docs/exports.md) through HTTP against the database: each file opened with exceljs
// holds exactly the rows of its list under the same filters and in the list's order (notices:
// pinned first then newest, across keyset batches), 403 without the list's permission (gonggao,
// jigou, peizhi), and never another company's rows.
import {
  companyAddApply,
  companyGetApplyList,
  companyGetCourtList,
  companyGetMessageUserList,
  companyGetNoticeList,
  companyGetPushList,
  exportCompanyApplies,
  exportCompanyMessageUsers,
  exportCompanyNotices,
  exportCompanyPushes,
  getCaseCategoryAll,
  getPreserveCategoryAll,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { residentIdCheckChar } from '@bht/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE } from '../src/areas/exports/keyset';
import { demoCreditCode } from '../src/db/seed';
import { messageUsers, notices, orderPushes } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { companyIdByName } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { exportCalls } from './export-fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const { exportCall, exported } = exportCalls(() => t.app);

const ok = async (
  endpoint: EndpointDefinition,
  token: string,
  fields: Record<string, string> = {},
): Promise<Loose> => {
  const res = await callEndpoint(t.app, endpoint, token, fields);
  if (res.json().code !== 1) throw new Error(`${endpoint.id}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

/** Every row the list call answers for the filters, all pages. */
async function listAll<T>(
  endpoint: EndpointDefinition,
  token: string,
  fields: Record<string, string> = {},
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const data = (await ok(endpoint, token, { ...fields, page: String(page), limit: '100' })) as {
      list: T[];
      total: number;
    };
    all.push(...data.list);
    if (all.length >= data.total || data.list.length === 0) return all;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tokens.xinda = await companyToken(t.app, 'xinda_admin');
  tokens.pingan = await companyToken(t.app, 'pingan_admin');
  ids.xinda = await companyIdByName(t);
  ids.pingan = await companyIdByName(t, '中国平安财产保险股份有限公司江苏分公司');
  for (const [name, permissions] of [
    ['noGonggao', 'dingdan,jigou,peizhi,待审核'],
    ['noJigou', 'dingdan,gonggao,peizhi,待审核'],
    ['noPeizhi', 'dingdan,gonggao,jigou,待审核'],
  ] as const) {
    tokens[name] = await companyToken(
      t.app,
      (await addCompanyAccount(db, ids.xinda!, permissions)).account,
    );
  }

  // Notices: more than one keyset batch, every 7th pinned, many sharing one creation time (the id
  // decides), published or draft; pingan's own ones must never show in xinda's file.
  const same = new Date('2026-11-01T08:00:00.123456Z');
  await db.insert(notices).values(
    Array.from({ length: EXPORT_BATCH_SIZE + 40 }, (_, i) => ({
      ensureCompanyId: ids.xinda!,
      title: `导出公告${i}`,
      content: '<p>正文</p>',
      excerpt: '正文',
      status: i % 3 === 0 ? 1 : 0,
      publishedAt: i % 3 === 0 ? same : null,
      isTop: i % 7 === 0 ? 1 : 0,
      createdAt: i % 2 === 0 ? same : new Date(Date.UTC(2026, 9, 1) + i * 60_000),
    })),
  );
  await db.insert(notices).values({
    ensureCompanyId: ids.pingan!,
    title: '平安导出公告',
    status: 1,
    isTop: 1,
    publishedAt: same,
  });

  // Pushes and recipients of both companies.
  const push = (companyId: number, i: number, status: number) => ({
    ensureCompanyId: companyId,
    recipientName: companyId === ids.xinda ? `信达接收人${i}` : `平安接收人${i}`,
    mobile: `1390000${String(1000 + i)}`,
    event: i % 2 === 0 ? 'paid' : 'new_application',
    channel: i % 2 === 0 ? 'sms' : 'site',
    orderSn: `BHT2026112700${String(100 + i)}`,
    title: '订单消息',
    content: `第 ${i} 条推送`,
    status,
    attempts: status === 2 ? 3 : 1,
    lastError: status === 2 ? '短信通道超时' : null,
  });
  await db
    .insert(orderPushes)
    .values([
      ...Array.from({ length: 12 }, (_, i) => push(ids.xinda!, i, i % 3)),
      push(ids.pingan!, 99, 2),
    ]);
  await db.insert(messageUsers).values([
    ...Array.from({ length: 5 }, (_, i) => ({
      ensureCompanyId: ids.xinda!,
      name: `导出接收人${i}`,
      mobile: `1370000${String(2000 + i)}`,
      events: 'new_application,paid',
      channels: 'sms,site',
      status: i % 2,
    })),
    {
      ensureCompanyId: ids.pingan!,
      name: '平安导出接收人',
      mobile: '13700003000',
      events: 'paid',
      channels: 'sms',
    },
  ]);
}, 120_000);
afterAll(() => t.close());

describe('notices (company_notices)', () => {
  it('the list’s rows in its order (pinned first, then newest) across keyset batches, filters honoured', async () => {
    const { header, rows, res } = await exported(exportCompanyNotices, tokens.xinda!);
    expect(header).toEqual([
      '标题',
      '状态',
      '置顶',
      '附件数',
      '摘要',
      '发布时间',
      '创建时间',
      '更新时间',
    ]);
    const listed = await listAll<{ title: string; status_text: string; is_top: number }>(
      companyGetNoticeList,
      tokens.xinda!,
    );
    expect(rows.length).toBeGreaterThan(EXPORT_BATCH_SIZE);
    expect(rows.map((r) => r[0])).toEqual(listed.map((n) => n.title));
    expect(rows.map((r) => r[2])).toEqual(listed.map((n) => (n.is_top === 1 ? '是' : '否')));
    expect(rows.findIndex((r) => r[2] === '否')).toBe(listed.filter((n) => n.is_top === 1).length);
    expect(
      decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!),
    ).toMatch(/^公告列表-\d{8}\.xlsx$/);
    for (const fields of [
      { status: '1' },
      { keyword: '导出公告1' },
      { status: '0', keyword: '导出公告2' },
    ] as Record<string, string>[]) {
      const filtered = await exported(exportCompanyNotices, tokens.xinda!, fields);
      const expected = await listAll<{ title: string }>(
        companyGetNoticeList,
        tokens.xinda!,
        fields,
      );
      expect(filtered.rows.length, JSON.stringify(fields)).toBeLessThan(rows.length);
      expect(
        filtered.rows.map((r) => r[0]),
        JSON.stringify(fields),
      ).toEqual(expected.map((n) => n.title));
    }
  });

  it('403 without gonggao; another company’s notices are absent', async () => {
    expect((await exportCall(exportCompanyNotices, tokens.noGonggao!)).statusCode).toBe(403);
    const { rows } = await exported(exportCompanyNotices, tokens.xinda!, { keyword: '平安导出' });
    expect(rows).toHaveLength(0);
    const pingan = await exported(exportCompanyNotices, tokens.pingan!);
    expect(pingan.rows.map((r) => r[0])).toContain('平安导出公告');
    expect(pingan.rows.some((r) => String(r[0]).startsWith('导出公告'))).toBe(false);
  });
});

describe('preservation applications (company_applies)', () => {
  beforeAll(async () => {
    const preserve = (await ok(getPreserveCategoryAll, tokens.xinda!)) as Array<{
      id: number;
      name: string;
    }>;
    const cases = (await ok(getCaseCategoryAll, tokens.xinda!)) as Array<{
      id: number;
      name: string;
    }>;
    const court = (
      (await ok(companyGetCourtList, tokens.xinda!, { keyword: '玄武' })) as Array<{ id: number }>
    )[0]!;
    const first17 = '32010219900307241';
    const parties = [
      {
        role: 'applicant',
        type: 'company',
        name: '南京恒信建设工程有限公司',
        id_no: demoCreditCode(41),
      },
      {
        role: 'respondent',
        type: 'person',
        name: '王建国',
        id_no: first17 + residentIdCheckChar(first17),
      },
    ];
    const add = (token: string, caseNo: string) =>
      ok(companyAddApply, token, {
        court_id: String(court.id),
        case_category_id: String(cases.find((c) => c.name === '建设工程施工合同纠纷')!.id),
        preserve_category_id: String(preserve.find((c) => c.name === '诉中财产保全')!.id),
        case_no: caseNo,
        preserve_amount: '1200000',
        guarantee_amount: '1000000.5',
        premium: '8000',
        parties: JSON.stringify(parties),
        remark: '导出测试',
      });
    for (const n of [1, 2, 3]) await add(tokens.xinda!, `(2026)苏0102民初88${n}号`);
    await add(tokens.pingan!, '(2026)苏0102民初999号');
  });

  it('the list’s applications with their names and amounts, filters honoured', async () => {
    const { header, rows } = await exported(exportCompanyApplies, tokens.xinda!);
    expect(header.slice(0, 4)).toEqual(['申请编号', '受理法院', '法院所在地', '案号']);
    const listed = await listAll<{ sn: string; case_no: string }>(
      companyGetApplyList,
      tokens.xinda!,
    );
    expect(rows.map((r) => r[0])).toEqual(listed.map((a) => a.sn));
    const mine = rows.find((r) => String(r[3]).includes('民初882'))!;
    expect(mine[9]).toBe(1000000.5);
    expect(mine[6]).toBe('南京恒信建设工程有限公司');
    for (const fields of [
      { keyword: '民初88' },
      { keyword: '民初882' },
      { status: '0' },
      { start_date: '2099-01-01' },
    ] as Record<string, string>[]) {
      const filtered = await exported(exportCompanyApplies, tokens.xinda!, fields);
      const expected = await listAll<{ sn: string }>(companyGetApplyList, tokens.xinda!, fields);
      expect(
        filtered.rows.map((r) => r[0]),
        JSON.stringify(fields),
      ).toEqual(expected.map((a) => a.sn));
    }
    expect(
      (await exported(exportCompanyApplies, tokens.xinda!, { keyword: '民初88' })).rows,
    ).toHaveLength(3);
  });

  it('403 without jigou; another company’s applications are absent', async () => {
    expect((await exportCall(exportCompanyApplies, tokens.noJigou!)).statusCode).toBe(403);
    expect(
      (await exported(exportCompanyApplies, tokens.xinda!, { keyword: '民初999' })).rows,
    ).toHaveLength(0);
    expect(
      (await exported(exportCompanyApplies, tokens.pingan!, { keyword: '民初999' })).rows,
    ).toHaveLength(1);
  });
});

describe('push log (company_pushes) and message recipients (company_message_users)', () => {
  it('the push log’s rows newest first under its status, event and keyword filters', async () => {
    const { header, rows } = await exported(exportCompanyPushes, tokens.xinda!);
    expect(header.slice(0, 5)).toEqual(['推送时间', '推送事件', '订单编号', '接收人', '手机号']);
    const listed = await listAll<{ order_sn: string; mobile: string; status_text: string }>(
      companyGetPushList,
      tokens.xinda!,
    );
    expect(rows.map((r) => r[2])).toEqual(listed.map((p) => p.order_sn));
    expect(rows.map((r) => r[4])).toEqual(listed.map((p) => p.mobile));
    for (const fields of [
      { status: '2' },
      { event: 'paid' },
      { channel: 'site' },
      { keyword: '信达接收人1' },
    ] as Record<string, string>[]) {
      const filtered = await exported(exportCompanyPushes, tokens.xinda!, fields);
      const expected = await listAll<{ order_sn: string }>(
        companyGetPushList,
        tokens.xinda!,
        fields,
      );
      expect(filtered.rows.length, JSON.stringify(fields)).toBeGreaterThan(0);
      expect(
        filtered.rows.map((r) => r[2]),
        JSON.stringify(fields),
      ).toEqual(expected.map((p) => p.order_sn));
    }
    const failed = await exported(exportCompanyPushes, tokens.xinda!, { status: '2' });
    expect(failed.rows.every((r) => r[8] === '失败' && r[11] === '短信通道超时')).toBe(true);
    expect(
      (await exportCall(exportCompanyPushes, tokens.xinda!, { event: 'nope' })).statusCode,
    ).toBe(400);
  });

  it('the recipients matching the search, mobiles masked as on screen (an empty cell reads undefined)', async () => {
    const { header, rows } = await exported(exportCompanyMessageUsers, tokens.xinda!, {
      keyword: '导出接收人',
    });
    expect(header).toEqual(['姓名', '手机号', '邮箱', '推送事件', '推送方式', '启用', '添加时间']);
    const listed = await listAll<{ name: string }>(companyGetMessageUserList, tokens.xinda!, {
      keyword: '导出接收人',
    });
    expect(rows.map((r) => r[0])).toEqual(listed.map((u) => u.name));
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r[0] === '导出接收人1')!.slice(1, 6)).toEqual([
      '137****2001',
      undefined,
      '新的保函申请、订单已支付',
      '短信、站内消息',
      '是',
    ]);
    const all = await exported(exportCompanyMessageUsers, tokens.xinda!);
    expect(all.rows.map((r) => r[0])).toEqual(
      (await listAll<{ name: string }>(companyGetMessageUserList, tokens.xinda!)).map(
        (u) => u.name,
      ),
    );
  });

  it('403 without peizhi; another company’s pushes and recipients are absent', async () => {
    expect((await exportCall(exportCompanyPushes, tokens.noPeizhi!)).statusCode).toBe(403);
    expect((await exportCall(exportCompanyMessageUsers, tokens.noPeizhi!)).statusCode).toBe(403);
    const pushes = await exported(exportCompanyPushes, tokens.xinda!);
    expect(pushes.rows.some((r) => String(r[3]).startsWith('平安接收人'))).toBe(false);
    expect(
      (await exported(exportCompanyPushes, tokens.pingan!, { keyword: '平安接收人' })).rows,
    ).toHaveLength(1);
    expect(
      (await exported(exportCompanyMessageUsers, tokens.xinda!, { keyword: '平安导出' })).rows,
    ).toHaveLength(0);
    expect(
      (await exported(exportCompanyMessageUsers, tokens.pingan!, { keyword: '平安导出' })).rows,
    ).toHaveLength(1);
  });
});
