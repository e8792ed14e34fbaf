// Excel exports (docs/exports.md) through HTTP against the database: the file opened with exceljs
// holds the list's rows in the list's order under the same filters, with a Chinese file name and
// its row count in a header; the list's permissions (401 / 403 as JSON before any byte of the
// file) and the caller's own tenant only; a large export arrives streamed, batch after batch.
import {
  companyGetClaimList,
  companyGetInvoiceList,
  companyGetLetterList,
  companyGetOrderList,
  companyGetSurrenderList,
  EXPORT_TOTAL_ROWS_HEADER,
  exportCompanyClaims,
  exportCompanyInvoices,
  exportCompanyLetters,
  exportCompanyOrders,
  exportCompanySurrenders,
  exportMyBidOrders,
  exportMyPaperOrders,
  getMyOrderList,
  paperGetList,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedExportWorld } from '../src/areas/exports/sandbox-orders';
import { enterpriseAccounts, orders } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { accountByMobile, tokenFor } from './enterprise-session';
import { ok, orderListWorld, type OrderListWorld } from './order-list-fixtures';
import { listenOnLoopback } from './test-app';
import { exportCalls, sheetRows } from './export-fixtures';

let w: OrderListWorld;
const DIGEST_HEADERS = ['保函 PDF SHA-256', '保函 PDF SM3', '保函 OFD SHA-256', '保函 OFD SM3'];

beforeAll(async () => {
  w = await orderListWorld();
  await w.order({ status: 1, projectName: '导出关键字测试项目' });
}, 120_000);
afterAll(() => w.t.close());

const { exportCall, exported } = exportCalls(() => w.t.app);

/** Every row the list call answers for the filters, all pages. */
async function listAll<T>(
  endpoint: EndpointDefinition,
  token: string,
  fields: Record<string, string>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const data = ok<{ list: T[]; total: number }>(
      await callEndpoint(w.t.app, endpoint, token, { ...fields, page: String(page), limit: '100' }),
      endpoint,
    );
    all.push(...data.list);
    if (all.length >= data.total || data.list.length === 0) return all;
  }
}

describe('console order stages (company_orders)', () => {
  it('the stage’s orders in the list’s order, a Chinese file name (RFC 5987) and the row count', async () => {
    const { res, header, rows } = await exported(exportCompanyOrders, w.tokens.xinda, {
      stage: '已出函',
    });
    expect(header).toEqual([
      '订单编号',
      '保函类型',
      '项目名称',
      '投保企业',
      '担保金额（元）',
      '保费（元）',
      '状态',
      '保函编号',
      '申请时间',
      ...DIGEST_HEADERS,
    ]);
    const listed = await listAll<{ sn: string; status_text: string }>(
      companyGetOrderList,
      w.tokens.xinda,
      { stage: '已出函' },
    );
    expect(rows.map((r) => r[0])).toEqual(listed.map((o) => o.sn));
    expect(rows.map((r) => r[6])).toEqual(listed.map((o) => o.status_text));
    expect(rows[0]![4]).toBe(200000);
    expect(String(rows[0]![8])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="company_orders-\d{8}\.xlsx"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(
      /^订单列表-已出函-\d{8}\.xlsx$/,
    );
  });

  it('the list’s filters: letter type, keyword and dates, exactly what the list answers', async () => {
    const filterSets: Record<string, string>[] = [
      { stage: '待审核', keyword: '导出关键字' },
      { stage: '已出函', type: 'bid_paper' },
      { stage: '待审核', start_date: '2020-01-01', end_date: '2099-12-31' },
      { stage: '待审核', start_date: '2099-01-01' },
    ];
    for (const fields of filterSets) {
      const listed = await listAll<{ sn: string }>(companyGetOrderList, w.tokens.xinda, fields);
      const { rows } = await exported(exportCompanyOrders, w.tokens.xinda, fields);
      expect(
        rows.map((r) => r[0]),
        JSON.stringify(fields),
      ).toEqual(listed.map((o) => o.sn));
    }
    const { rows } = await exported(exportCompanyOrders, w.tokens.xinda, {
      stage: '待审核',
      keyword: '导出关键字',
    });
    expect(rows).toHaveLength(1);
  });

  it('a wrong filter is the list’s 400 naming the field; paging fields are not filters', async () => {
    const res = await exportCall(exportCompanyOrders, w.tokens.xinda, { stage: '不存在' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: { fields: { stage: expect.any(String) } } });
    const badDate = await exportCall(exportCompanyOrders, w.tokens.xinda, {
      stage: '待审核',
      start_date: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().data.fields.start_date).toBeTruthy();
    // page / limit are ignored: the whole list is exported.
    const whole = await exported(exportCompanyOrders, w.tokens.xinda, {
      stage: '已出函',
      page: '2',
      limit: '1',
    });
    expect(whole.rows.length).toBeGreaterThan(1);
  });

  it('permissions: 401 without a console log-in, 403 without dingdan or the stage, as JSON', async () => {
    expect((await exportCall(exportCompanyOrders, undefined, { stage: '待审核' })).statusCode).toBe(
      401,
    );
    expect(
      (await exportCall(exportCompanyOrders, w.tokens.A, { stage: '待审核' })).statusCode,
    ).toBe(401);
    // xinda_review holds 待审核 and 已出函 only.
    const refused = await exportCall(exportCompanyOrders, w.tokens.xindaReview, {
      stage: '待支付',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: -2, msg: '没有「待支付」权限' });
    expect(
      (await exported(exportCompanyOrders, w.tokens.xindaReview, { stage: '待审核' })).rows.length,
    ).toBeGreaterThan(0);
    const noOrders = await addCompanyAccount(w.db, w.xinda.id, 'gonggao,待审核');
    expect(
      (
        await exportCall(exportCompanyOrders, await companyToken(w.t.app, noOrders.account), {
          stage: '待审核',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('each company exports its own orders only', async () => {
    const { rows } = await exported(exportCompanyOrders, w.tokens.pingan, { stage: '已出函' });
    const pinganSns = new Set(
      (
        await w.db
          .select({ sn: orders.sn })
          .from(orders)
          .where(eq(orders.ensureCompanyId, w.pingan.id))
      ).map((o) => o.sn),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => pinganSns.has(String(r[0])))).toBe(true);
  });
});

describe('letter management and the request desks', () => {
  it('company_letters: the stage’s letters with their validity columns', async () => {
    const { header, rows } = await exported(exportCompanyLetters, w.tokens.xinda, {
      stage: '履约终止',
    });
    expect(header.slice(0, 3)).toEqual(['保函编号', '订单编号', '保函类型']);
    const listed = await listAll<{ sn: string; end_reason_text: string | null }>(
      companyGetLetterList,
      w.tokens.xinda,
      { stage: '履约终止' },
    );
    expect(rows.map((r) => r[1])).toEqual(listed.map((l) => l.sn));
    expect(
      (await exportCall(exportCompanyLetters, w.tokens.xindaReview, { stage: '正常履约' }))
        .statusCode,
    ).toBe(403);
  });

  it('surrenders, claims and invoices: the desk’s rows, 403 with 订单 but not the desk’s permission', async () => {
    for (const [definition, list] of [
      [exportCompanySurrenders, companyGetSurrenderList],
      [exportCompanyClaims, companyGetClaimList],
      [exportCompanyInvoices, companyGetInvoiceList],
    ] as const) {
      const { rows } = await exported(definition, w.tokens.xinda);
      const listed = await listAll(list, w.tokens.xinda, {});
      expect(rows.length, definition.name).toBe(listed.length);
      // Each desk has its own permission (退保, 理赔, fapiao): dingdan alone opens none of them.
      const without = await addCompanyAccount(w.db, w.xinda.id, 'dingdan');
      expect(
        (await exportCall(definition, await companyToken(w.t.app, without.account))).statusCode,
        definition.name,
      ).toBe(403);
    }
  });
});

describe('portal order lists', () => {
  it('the enterprise’s orders of the list’s letter type and tab, its own only', async () => {
    for (const [definition, list] of [
      [exportMyBidOrders, getMyOrderList],
      [exportMyPaperOrders, paperGetList],
    ] as const) {
      for (const fields of [{}, { status: '1' }] as Record<string, string>[]) {
        const { header, rows } = await exported(definition, w.tokens.A, fields);
        expect(header[3]).toBe('担保机构');
        const listed = await listAll<{ sn: string }>(list, w.tokens.A, fields);
        expect(rows.map((r) => r[0])).toEqual(listed.map((o) => o.sn));
      }
    }
    const own = new Set(
      (
        await w.db
          .select({ sn: orders.sn })
          .from(orders)
          .where(eq(orders.enterpriseId, w.enterpriseB.id))
      ).map((o) => o.sn),
    );
    const { rows } = await exported(exportMyBidOrders, w.tokens.B);
    expect(rows.every((r) => own.has(String(r[0])))).toBe(true);
    expect((await exportCall(exportMyBidOrders, w.tokens.xinda)).statusCode).toBe(401);
  });

  it('a sub-account without the 订单 permission gets 403', async () => {
    const sub = await accountByMobile(w.db, '13800000011');
    await w.db
      .update(enterpriseAccounts)
      .set({ authJson: 'fapiao' })
      .where(eq(enterpriseAccounts.id, sub.id));
    try {
      const res = await exportCall(exportMyBidOrders, await tokenFor(w.t.app, '13800000011'));
      expect(res.statusCode).toBe(403);
    } finally {
      await w.db
        .update(enterpriseAccounts)
        .set({ authJson: sub.authJson })
        .where(eq(enterpriseAccounts.id, sub.id));
    }
  });
});

describe('text a spreadsheet would run as a formula (OWASP CSV injection)', () => {
  const formulas = [
    '=HYPERLINK("http://evil.example","点击查看")',
    '+1+1',
    '-2+3',
    '@SUM(A1:A9)',
    '\t=1+1',
    '\r=1+1',
    '＝1+1',
  ];

  it('gets a leading quote in every export; other text and numbers (-12.5) are kept', async () => {
    const made = new Map<string, string>();
    for (const name of [...formulas, '项目 =1+1'])
      made.set(await w.order({ status: 1, projectName: name }), name);
    const negative = [...made.keys()][2]!;
    await w.db.update(orders).set({ premium: '-12.50' }).where(eq(orders.sn, negative));
    const sheets = [
      (await exported(exportCompanyOrders, w.tokens.xinda, { stage: '待审核' })).rows,
      (await exported(exportMyBidOrders, w.tokens.A, {})).rows,
    ];
    // XML text keeps no lone CR: a sheet reads it back as LF.
    const asRead = (text: string) => text.replace(/\r/g, '\n');
    for (const rows of sheets) {
      const bySn = new Map(rows.map((r) => [String(r[0]), r]));
      for (const [sn, name] of made) {
        const expected = formulas.includes(name) ? `'${name}` : name;
        expect(bySn.get(sn)?.[2], name).toBe(asRead(expected));
      }
      expect(bySn.get(negative)?.[5]).toBe(-12.5);
    }
  });
});

describe('the letters’ file digests', () => {
  it('end every sheet that names a letter, for the parties that see the letter’s file', async () => {
    const withLetter = async (status: 3 | 4, n: number) => {
      const sn = await w.order({ status, projectName: '导出摘要测试项目' });
      const letter = {
        letterNo: `TBBH2026010199${status}0000${n}`,
        letterDigest: `${status}a`.repeat(32),
        letterSm3: `${status}b`.repeat(32),
        letterOfdSha256: `${status}c`.repeat(32),
      };
      await w.db.update(orders).set(letter).where(eq(orders.sn, sn));
      return { sn, ...letter };
    };
    const issued = await withLetter(4, 1);
    const sealed = await withLetter(3, 2);
    /** The four digest cells of the row of order `sn` (undefined for an empty cell). */
    const digestCells = (sheet: { header: unknown[]; rows: unknown[][] }, sn: string) => {
      const at = sheet.header.indexOf(DIGEST_HEADERS[0]);
      expect(sheet.header.slice(at)).toEqual(DIGEST_HEADERS);
      const row = sheet.rows.find((r) => r.includes(sn));
      expect(row, sn).toBeDefined();
      return [0, 1, 2, 3].map((i) => row![at + i]);
    };
    const cellsOf = (letter: typeof issued) => [
      letter.letterDigest,
      letter.letterSm3,
      letter.letterOfdSha256,
      undefined,
    ];
    const keyword = { keyword: '导出摘要测试项目' };
    const company = await exported(exportCompanyOrders, w.tokens.xinda, {
      stage: '已出函',
      ...keyword,
    });
    expect(digestCells(company, issued.sn)).toEqual(cellsOf(issued));
    const toIssue = await exported(exportCompanyOrders, w.tokens.xinda, {
      stage: '待出函',
      ...keyword,
    });
    expect(digestCells(toIssue, sealed.sn)).toEqual(cellsOf(sealed));
    const letters = await exported(exportCompanyLetters, w.tokens.xinda, { stage: '正常履约' });
    expect(digestCells(letters, issued.sn)).toEqual(cellsOf(issued));
    // The enterprise: only the letter in force, as on its order detail.
    const own = await exported(exportMyBidOrders, w.tokens.A, keyword);
    expect(digestCells(own, issued.sn)).toEqual(cellsOf(issued));
    expect(digestCells(own, sealed.sn)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('a large export', () => {
  it('2,600 orders arrive streamed (chunked, no length), every one once, newest first', async () => {
    const world = await seedExportWorld(w.db, 2_600);
    const token = await companyToken(w.t.app, world.account);
    const base = await listenOnLoopback(w.t);
    const res = await fetch(`${base}${exportCompanyOrders.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ stage: '待审核', token }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get(EXPORT_TOTAL_ROWS_HEADER)).toBe('2600');
    let chunks = 0;
    const parts: Uint8Array[] = [];
    for await (const chunk of res.body!) {
      chunks++;
      parts.push(chunk);
    }
    expect(chunks).toBeGreaterThan(1);
    const rows = (await sheetRows(Buffer.concat(parts))).slice(1);
    expect(rows).toHaveLength(2_600);
    const sns = rows.map((r) => String(r[0]));
    expect(new Set(sns).size).toBe(2_600);
    expect(sns).toEqual([...sns].sort().reverse());
  }, 120_000);
});
