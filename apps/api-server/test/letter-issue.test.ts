// The sealed letter: amounts in capitals, the validity rule, and letterSign / reLetterSign through
// HTTP — the stored PDF is read back (digest, pages, number, verification link, seal) and the
// refusals leave no file behind.
import {
  storedFilePath,
  companyGetOrderLog,
  companyLetterSign,
  companyReLetterSign,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toChineseCapital } from '../src/areas/issuing/chinese-amount';
import { LETTER_ALREADY_SEALED, LETTER_NOT_SEALED } from '../src/areas/issuing/seal-letter';
import { letterValidTo } from '../src/areas/issuing/letter-validity';
import { ensureCompanies, projects } from '../src/db/schema';
import { LocalFileStorage } from '../src/providers/storage/local-file-storage';
import { callEndpoint, companyToken } from './company-session';
import { orderAt, PINGAN } from './company-order-fixtures';
import { orderRow } from './order-fixtures';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';
import { samplePng, signedLinkTo } from './upload-helpers';

describe('toChineseCapital', () => {
  it.each([
    ['0', '零元整'],
    ['0.05', '伍分'],
    ['0.50', '伍角整'],
    ['10.00', '壹拾元整'],
    ['100.05', '壹佰元零伍分'],
    ['100.50', '壹佰元伍角整'],
    ['120000.00', '壹拾贰万元整'],
    ['100500', '壹拾万零伍佰元整'],
    ['10005000.00', '壹仟万伍仟元整'],
    ['100000005.00', '壹亿零伍元整'],
    ['100010000.00', '壹亿零壹万元整'],
    ['1010101.01', '壹佰零壹万零壹佰零壹元零壹分'],
    ['12345.67', '壹万贰仟叁佰肆拾伍元陆角柒分'],
    ['800000.00', '捌拾万元整'],
    ['999999999999.99', '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s → %s', (amount, capital) => {
    expect(toChineseCapital(amount)).toBe(capital);
  });

  it.each(['', '-1.00', '1.005', '1,000.00', '1e5', '1000000000000.00'])('refuses %j', (amount) => {
    expect(() => toChineseCapital(amount)).toThrow();
  });
});

describe('letterValidTo', () => {
  it('is the bid-opening date in China plus 90 days', () => {
    expect(letterValidTo(new Date('2026-06-01T01:30:00Z'))).toBe('2026-08-30');
    // 20:00 UTC is already the next day in Beijing.
    expect(letterValidTo(new Date('2026-03-01T20:00:00Z'))).toBe('2026-05-31');
  });
});

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ config: { PORTAL_PUBLIC_URL: 'https://portal.example.cn/' } });
  for (const account of ['xinda_admin', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
});
afterAll(() => t.close());

const as = (account: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
  callEndpoint(t.app, endpoint, tokens[account], fields);
const seal = (sn: string, account = 'xinda_admin') =>
  as(account, companyLetterSign, { order_sn: sn });
const reseal = (sn: string, reason: string) =>
  as('xinda_admin', companyReLetterSign, { order_sn: sn, reason });

const storedLetters = () => {
  const dir = join(t.config.UPLOAD_DIR, 'letters');
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.pdf')).length;
  } catch {
    return 0;
  }
};

async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  return res.rawPayload;
}

/** The URIs of the link annotations on the first page (the digital signature's widget is none). */
function linkTargets(pdf: PDFDocument): string[] {
  const annots = pdf.getPage(0).node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  return (annots?.asArray() ?? [])
    .map((ref) => pdf.context.lookup(ref, PDFDict))
    .filter((annot) => annot.get(PDFName.of('Subtype')) === PDFName.of('Link'))
    .map((link) =>
      link.lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI'), PDFString).decodeText(),
    );
}

const imageCount = (pdf: PDFDocument) =>
  pdf
    .getPages()
    .reduce(
      (n, page) =>
        n +
        (page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0),
      0,
    );

describe('letterSign', () => {
  it('seals the letter: a stored PDF with its number, verification link and digest', async () => {
    const sn = await orderAt(t, 3);
    const res = await seal(sn);
    expect(res.statusCode).toBe(200);
    const { order_sn, letter_url, digest } = res.json().data;
    expect(order_sn).toBe(sn);
    expect(storedFilePath(letter_url)).toMatch(
      /^\/uploads\/letters\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/,
    );

    const order = await orderRow(t, sn);
    expect(order).toMatchObject({ status: 3, letterDigest: digest });
    expect(letter_url).toEqual(signedLinkTo(order.letterUrl));
    expect(order.letterNo).toMatch(/^TBBH\d{16}$/);
    const [project] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, order.projectId));
    expect(order.validTo).toBe(letterValidTo(project!.bidOpenTime));

    const bytes = await download(letter_url);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(digest);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`投标保函 ${order.letterNo}`);
    expect(pdf.getSubject()).toBe(order.letterNo);
    expect(pdf.getAuthor()).toBe('江苏信达融资担保有限公司');
    expect(linkTargets(pdf)).toEqual([
      `https://portal.example.cn/verify?letter_no=${order.letterNo}`,
    ]);
    // No seal image uploaded: the seal is drawn (vector), no image in the page.
    expect(imageCount(pdf)).toBe(0);
    // The verification code is printed under the number (a claim needs both).
    expect(order.verifyCode).toMatch(/^[0-9A-Z]{6}$/);
    expect(await pdfText(bytes)).toContain(
      `保函编号：${order.letterNo}\n查验码：${order.verifyCode}`,
    );

    const log = await as('xinda_admin', companyGetOrderLog, { order_sn: sn });
    expect(log.json().data.at(-1)).toMatchObject({
      from_status: 3,
      to_status: 3,
      note: '保函签章',
      operator_name: '信达管理员',
    });
  });

  it('seals once: a second letterSign is refused and leaves the letter as it was', async () => {
    const sn = await orderAt(t, 3);
    const first = (await seal(sn)).json().data;
    const before = storedLetters();
    const again = await seal(sn);
    expect([again.statusCode, again.json().msg]).toEqual([409, LETTER_ALREADY_SEALED]);
    expect((await orderRow(t, sn)).letterUrl).toBe(storedFilePath(first.letter_url));
    expect(storedLetters()).toBe(before);
  });

  it('refuses an unpaid order without writing a file', async () => {
    const sn = await orderAt(t, 2);
    const before = storedLetters();
    const res = await seal(sn);
    expect([res.statusCode, res.json().msg]).toEqual([
      409,
      '订单当前状态为「待支付」，不能执行「保函签章」',
    ]);
    expect(storedLetters()).toBe(before);
    expect((await orderRow(t, sn)).letterNo).toBeNull();
  });

  it('two seals at once: one letter, one 409, no stray file', async () => {
    const sn = await orderAt(t, 3);
    const before = storedLetters();
    const results = await Promise.all([seal(sn), seal(sn)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    expect((await orderRow(t, sn)).letterUrl).toBe(storedFilePath(winner.letter_url));
    expect(storedLetters()).toBe(before + 1);
  });

  it('uses the company’s uploaded seal image when it has one', async () => {
    await new LocalFileStorage(t.config.UPLOAD_DIR).put('2026/01/pingan-seal.png', samplePng());
    await t.database.db
      .update(ensureCompanies)
      .set({ sealImage: '/uploads/2026/01/pingan-seal.png' })
      .where(eq(ensureCompanies.name, PINGAN));
    const sn = await orderAt(t, 3, { companyName: PINGAN });
    const res = await seal(sn, 'pingan_admin');
    expect(res.statusCode).toBe(200);
    const pdf = await PDFDocument.load(await download(res.json().data.letter_url));
    expect(imageCount(pdf)).toBe(1);
    expect(pdf.getAuthor()).toBe(PINGAN);
  });
});

describe('reLetterSign', () => {
  it('needs a reason and an existing seal', async () => {
    const sn = await orderAt(t, 3);
    const bare = await reseal(sn, ' ');
    expect([bare.statusCode, bare.json().data.fields.reason]).toEqual([400, '请填写重新签章原因']);
    const unsealed = await reseal(sn, '金额笔误');
    expect([unsealed.statusCode, unsealed.json().msg]).toEqual([409, LETTER_NOT_SEALED]);
  });

  it('replaces the letter under a new address, keeps its number and removes the old file', async () => {
    const sn = await orderAt(t, 3);
    const first = (await seal(sn)).json().data;
    const { letterNo, verifyCode } = await orderRow(t, sn);
    const before = storedLetters();

    const res = await reseal(sn, '受益人名称更正');
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.letter_url).not.toBe(first.letter_url);
    const order = await orderRow(t, sn);
    expect(order).toMatchObject({
      letterNo,
      verifyCode,
      letterUrl: storedFilePath(second.letter_url),
      letterDigest: second.digest,
      status: 3,
    });
    expect(
      createHash('sha256')
        .update(await download(second.letter_url))
        .digest('hex'),
    ).toBe(second.digest);
    expect(await pdfText(await download(second.letter_url))).toContain(`查验码：${verifyCode}`);
    expect((await t.app.inject({ method: 'GET', url: first.letter_url })).statusCode).toBe(404);
    expect(storedLetters()).toBe(before);

    const log = await as('xinda_admin', companyGetOrderLog, { order_sn: sn });
    expect(log.json().data.at(-1).note).toBe('重新签章：受益人名称更正');
  });
});
