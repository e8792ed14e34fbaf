// POST /api/worker_letter/getSpecimen through HTTP against the database: the wage letter a
// declaration would get, rendered by the letter generator as a specimen (样本 for the number and
// across every page, no seal, no QR code), its paragraphs answered beside the PDF; the declaration
// checked as an application is (awarded project, a guarantor offering wage letters, the wage
// rules, the validity), and nothing stored or ordered.
import { readdirSync } from 'node:fs';
import { workerGetSpecimen } from '@bht/api-client/contract';
import { formatMoney } from '@bht/validators';
import { and, count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toChineseCapital } from '../src/areas/issuing/chinese-amount';
import { DRAWN_SEAL_CAPTION } from '../src/areas/issuing/letter-seal';
import { chineseDate } from '../src/areas/issuing/letter-wording';
import { companyLetterRates, orders, signedDocuments, uploads } from '../src/db/schema';
import { logInAccounts, PINGAN } from './company-order-fixtures';
import { callEndpoint } from './company-session';
import { addAwardedProject, LABOUR_AUTHORITY, offerType } from './contract-letter-fixtures';
import { addProject, companyIdByName } from './order-fixtures';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let tokens: Record<string, string>;
let xinda: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PORTAL_PUBLIC_URL: 'https://portal.example.cn' } });
  // 13800000001's enterprise is authenticated, 13800000002's is not.
  tokens = await logInAccounts(t, {
    enterprises: ['13800000001', '13800000002'],
    companies: ['xinda_admin'],
  });
  xinda = await companyIdByName(t);
  await offerType(t, xinda, 'worker');
});
afterAll(() => t.close());

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);

async function declaration(
  overrides: Record<string, string> = {},
): Promise<Record<string, string>> {
  const project = await addAwardedProject(t);
  return {
    project_id: String(project.id),
    ensure_company_id: String(xinda),
    contract_price: '12345678.90',
    wage_share: '2.5',
    beneficiary: LABOUR_AUTHORITY,
    beneficiary_address: '测试市人民路 88 号',
    valid_from: isoDay(0),
    valid_to: isoDay(400),
    contact_name: '王建国',
    contact_mobile: '13800000001',
    wording_request: '',
    ...overrides,
  };
}

const specimen = (fields: Record<string, string>, who = '13800000001') =>
  callEndpoint(t.app, workerGetSpecimen, tokens[who], fields);
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Rows and stored files: what a specimen must leave as it found. */
async function footprint() {
  const { db } = t.database;
  const files = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (n, entry) => n + (entry.isDirectory() ? files(`${dir}/${entry.name}`) : 1),
      0,
    );
  return {
    orders: (await db.select({ n: count() }).from(orders))[0]!.n,
    uploads: (await db.select({ n: count() }).from(uploads))[0]!.n,
    signed: (await db.select({ n: count() }).from(signedDocuments))[0]!.n,
    files: files(t.config.UPLOAD_DIR),
  };
}

describe('the wage letter specimen', () => {
  it('renders the declaration with the letter generator, watermarked 样本, unsealed, without QR code; nothing stored', async () => {
    const form = await declaration({ wording_request: '受益人可凭欠薪认定书直接向我方索赔' });
    const before = await footprint();
    const res = await specimen(form);
    expect(res.statusCode, res.body).toBe(200);
    const { file_name, pdf_base64, paragraphs } = res.json().data;
    expect(file_name).toMatch(/^农民工工资保函样本-.+\.pdf$/);

    const bytes = Buffer.from(pdf_base64, 'base64');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('农民工工资保函（样本）');
    const raw = await pdfText(bytes);
    const text = squeeze(raw);
    // 12,345,678.90 × 2.5 % = 308,641.9725 → ¥308,641.97
    for (const s of [
      '农民工工资保函',
      '保函编号：样本',
      `致（受益人）：${LABOUR_AUTHORITY}`,
      `申请人（施工单位）：江苏恒信建设集团有限公司`,
      '担保人（盖章）：江苏信达融资担保有限公司',
      `合同价为人民币（大写）${toChineseCapital('12345678.90')}（¥12,345,678.90）`,
      `一、担保金额：合同价的 2.5%，即人民币（大写）${toChineseCapital('308641.97')}（¥${formatMoney('308641.97')}）`,
      `本保函自 ${chineseDate(form.valid_from!)} 起生效，至 ${chineseDate(form.valid_to!)} 止`,
      '六、特别约定：受益人可凭欠薪认定书直接向我方索赔',
      '本文件为保函样本，仅供核对保函内容，不具有法律效力',
    ])
      expect(text).toContain(squeeze(s));
    // No seal (neither drawn nor uploaded), no verification address, no QR link.
    expect(text).not.toContain(DRAWN_SEAL_CAPTION);
    expect(text).not.toContain('verify?letter_no');
    expect(text).not.toMatch(/NMGBH\d/);
    for (const page of pdf.getPages()) expect(page.node.Annots()?.size() ?? 0).toBe(0);
    // The watermark: one large 样本 drawn on every page.
    const marks = raw.split('\n').filter((line) => line === '样本').length;
    expect(marks).toBe(pdf.getPageCount());

    expect(paragraphs[0]).toBe(`致（受益人）：${LABOUR_AUTHORITY}`);
    expect(paragraphs).toContain('六、特别约定：受益人可凭欠薪认定书直接向我方索赔');
    expect(paragraphs.join('')).toContain('《保障农民工工资支付条例》');
    expect(await footprint()).toEqual(before);
  });

  it('has no 特别约定 without a custom wording, and each page of a long one is watermarked', async () => {
    const plain = (await specimen(await declaration())).json().data;
    expect(plain.paragraphs.join('')).not.toContain('特别约定');
    const long = await specimen(await declaration({ wording_request: '特别条款'.repeat(120) }));
    expect(long.statusCode, long.body).toBe(200);
    const bytes = Buffer.from(long.json().data.pdf_base64, 'base64');
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    expect((await pdfText(bytes)).split('\n').filter((line) => line === '样本')).toHaveLength(
      pages,
    );
  });

  it('checks the declaration as an application: awarded project, a guarantor offering wage letters, wage rules, validity', async () => {
    const open = await addProject(t);
    const notAwarded = await specimen(await declaration({ project_id: String(open.id) }));
    expect([notAwarded.statusCode, notAwarded.json().msg]).toEqual([404, '项目不存在或尚未中标']);

    // Without a wage letter rate, 平安 does not offer wage letters.
    const pingan = await companyIdByName(t, PINGAN);
    await t.database.db
      .delete(companyLetterRates)
      .where(
        and(eq(companyLetterRates.companyId, pingan), eq(companyLetterRates.letterType, 'worker')),
      );
    const notOffered = await specimen(await declaration({ ensure_company_id: String(pingan) }));
    expect([notOffered.statusCode, notOffered.json().msg]).toEqual([
      409,
      '该担保机构暂未开办农民工工资保函业务',
    ]);

    const share = await specimen(await declaration({ wage_share: '12' }));
    expect([share.statusCode, share.json().data.fields.wage_share]).toEqual([
      400,
      '工资保证比例须在 0.5% 至 10% 之间',
    ]);

    const early = await specimen(await declaration({ valid_to: isoDay(100) }));
    expect(early.statusCode).toBe(400);
    expect(early.json().data.fields.valid_to).toMatch(/^保函截止日期不能早于项目竣工日期/);

    const missing = await specimen({ ...(await declaration()), beneficiary: '' });
    expect([missing.statusCode, missing.json().data.fields.beneficiary]).toEqual([
      400,
      '请输入受益人（劳动保障部门）名称',
    ]);
  });

  it('is for authenticated enterprises only', async () => {
    const form = await declaration();
    const unauthenticated = await specimen(form, '13800000002');
    expect([unauthenticated.statusCode, unauthenticated.json().msg]).toEqual([
      403,
      '请先完成企业认证',
    ]);
    expect((await specimen(form, 'xinda_admin')).statusCode).toBe(401);
    expect((await callEndpoint(t.app, workerGetSpecimen, undefined, form)).statusCode).toBe(401);
  });
});
