// Issuing configuration through HTTP (docs/issuing-config.md): the seeded first versions, new
// versions and their placeholder check, publishing one per item, orders keeping the versions they
// were created with (an old order's letter and contract keep the old wording, a new order's get
// the new one), checked uploads for the seal and the sample letter, the public documents, 403
// without peizhi and each company seeing only its own configuration.
import {
  companyAddConfigVersion,
  companyGetConfigFiles,
  companyGetConfigVersions,
  companyLetterSign,
  companyPublishConfigVersion,
  getEnsureCompanyFiles,
  prepareSign,
  type ConfigVersion,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DRAWN_SEAL_CAPTION } from '../src/areas/issuing/letter-seal';
import { ensureCompanies } from '../src/db/schema';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { orderAt, PINGAN } from './company-order-fixtures';
import { tokenFor } from './enterprise-session';
import { applyLetter, DEFAULT_GUARANTOR, orderRow } from './order-fixtures';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';
import { samplePdf, samplePng, upload } from './upload-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
let xindaId: number;
let pinganId: number;

const companyId = async (name: string) =>
  (await t.database.db.select().from(ensureCompanies).where(eq(ensureCompanies.name, name)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  xindaId = await companyId(DEFAULT_GUARANTOR);
  pinganId = await companyId(PINGAN);
  for (const account of ['xinda_admin', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
  const ordersOnly = await addCompanyAccount(t.database.db, xindaId, 'dingdan,待出函');
  tokens.no_peizhi = await companyToken(t.app, ordersOnly.account);
  const configOnly = await addCompanyAccount(t.database.db, xindaId, 'peizhi');
  tokens.peizhi = await companyToken(t.app, configOnly.account);
  tokens.enterprise = await tokenFor(t.app, '13800000001');
});
afterAll(() => t.close());

const as = (account: string, endpoint: EndpointDefinition, fields: Record<string, string> = {}) =>
  callEndpoint(t.app, endpoint, tokens[account], fields);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever data it asserts on
const ok = async <T = any>(
  account: string,
  endpoint: EndpointDefinition,
  fields: Record<string, string> = {},
): Promise<T> => {
  const res = await as(account, endpoint, fields);
  expect(res.json(), res.body).toMatchObject({ code: 1 });
  return res.json().data as T;
};
const files = (account = 'xinda_admin') =>
  ok<Array<{ key: string; published: ConfigVersion; version_count: number; kind: string }>>(
    account,
    companyGetConfigFiles,
  );
const item = async (key: string, account = 'xinda_admin') =>
  (await files(account)).find((f) => f.key === key)!;
const download = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;
/** A file link without its signature. */
const bare = (url: string) => url.split('?')[0]!;
const uploadAs = async (account: string, name: string, bytes: Buffer, scene = 'other') => {
  const res = await upload(t.app, { name, bytes, scene, token: tokens[account] });
  expect(res.json().code, res.body).toBe(1);
  return res.json().data.url as string;
};
/** The sealed letter's text as one run (lines wrap where the page ends). */
const letterText = async (sn: string) =>
  (
    await pdfText(
      await download(
        (await ok<{ letter_url: string }>('xinda_admin', companyLetterSign, { order_sn: sn }))
          .letter_url,
      ),
    )
  ).replaceAll('\n', '');

describe('items and their versions', () => {
  it('seeds version 1 of every text item from the built-in wording, published by 系统默认; the seal and sample letter start empty', async () => {
    const list = await files();
    expect(list.map((f) => f.key)).toEqual([
      'contract_bid_e',
      'contract_bid_paper',
      'contract_performance',
      'contract_worker',
      'letter_bid_e',
      'letter_bid_paper',
      'letter_performance',
      'letter_worker',
      'seal',
      'sample_letter',
    ]);
    const letter = list.find((f) => f.key === 'letter_bid_e')!;
    expect(letter).toMatchObject({
      kind: 'text',
      version_count: 1,
      published: { version: 1, is_published: 1, created_by: '系统默认', file_url: null },
    });
    expect(letter.published.content).toContain('鉴于{申请人}（以下简称“投标人”）');
    expect(list.find((f) => f.key === 'contract_worker')!.published.content).toContain(
      '农民工工资支付保函',
    );
    expect(list.find((f) => f.key === 'seal')).toMatchObject({
      kind: 'image',
      published: null,
      version_count: 0,
    });
    // Asking again seeds nothing more.
    expect((await item('letter_bid_e')).version_count).toBe(1);
  });

  it('refuses a template with unknown placeholders, naming them, and an empty one; nothing is stored', async () => {
    const res = await as('xinda_admin', companyAddConfigVersion, {
      key: 'letter_bid_e',
      content: '{申请人}为{甲方名称}担保，{甲方名称}，{合同价}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.content).toBe(
      '模板含有未知占位符：{甲方名称}、{合同价}；可用的占位符：{申请人}、{担保人}、{项目名称}、{项目编号}、{标段}、{担保金额}、{开标日期}、{有效期至}、{投标有效期天数}',
    );
    const empty = await as('xinda_admin', companyAddConfigVersion, {
      key: 'letter_bid_e',
      content: '  \n ',
    });
    expect(empty.json()).toMatchObject({
      code: 0,
      data: { fields: { content: '请填写模板内容' } },
    });
    const badKey = await as('xinda_admin', companyAddConfigVersion, {
      key: 'letter_nothing',
      content: 'x',
    });
    expect(badKey.statusCode).toBe(400);
    expect((await item('letter_bid_e')).version_count).toBe(1);
  });

  it('a new version is kept unpublished with who made it; publishing makes it the one, the previous stays in the history', async () => {
    const added = await ok('peizhi', companyAddConfigVersion, {
      key: 'letter_performance',
      content: '第一段 {申请人}\r\n\r\n第二段 {有效期}',
      note: '调整措辞',
    });
    expect(added).toMatchObject({
      key: 'letter_performance',
      version: 2,
      is_published: 0,
      content: '第一段 {申请人}\n\n第二段 {有效期}',
      note: '调整措辞',
      created_by: expect.stringMatching(/^测试员/),
      published_at: null,
    });
    expect((await item('letter_performance')).published.version).toBe(1);

    const published = await ok('peizhi', companyPublishConfigVersion, {
      key: 'letter_performance',
      version: '2',
    });
    expect(published).toMatchObject({
      version: 2,
      is_published: 1,
      published_by: added.created_by,
      published_at: expect.any(Number),
    });
    const history = await ok<{ list: ConfigVersion[]; total: number }>(
      'xinda_admin',
      companyGetConfigVersions,
      { key: 'letter_performance' },
    );
    expect(history.total).toBe(2);
    expect(history.list.map((v) => [v.version, v.is_published])).toEqual([
      [2, 1],
      [1, 0],
    ]);

    // Publishing the old one again brings it back; publishing it twice changes nothing.
    await ok('xinda_admin', companyPublishConfigVersion, {
      key: 'letter_performance',
      version: '1',
    });
    await ok('xinda_admin', companyPublishConfigVersion, {
      key: 'letter_performance',
      version: '1',
    });
    expect((await item('letter_performance')).published.version).toBe(1);
    const missing = await as('xinda_admin', companyPublishConfigVersion, {
      key: 'letter_performance',
      version: '9',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('该配置版本不存在');
  });
});

describe('orders keep the configuration they were created with', () => {
  it('the letter of an order made before publishing keeps the built-in wording; a new order’s letter says the new one', async () => {
    const before = await orderAt(t, 3);
    await ok('xinda_admin', companyAddConfigVersion, {
      key: 'letter_bid_e',
      content:
        '本机构特别承诺：为{申请人}参加{项目名称}（{标段}）投标担保{担保金额}，至{有效期至}止。\n第二条 其余按招标文件。',
    });
    await ok('xinda_admin', companyPublishConfigVersion, { key: 'letter_bid_e', version: '2' });
    const after = await orderAt(t, 3);

    const oldText = await letterText(before);
    expect(oldText).toContain('愿就投标人履行投标义务');
    expect(oldText).not.toContain('本机构特别承诺');
    const newText = await letterText(after);
    const order = await orderRow(t, after);
    expect(newText).toContain(`本机构特别承诺：为${order.enterpriseName}参加${order.projectName}`);
    expect(newText).toContain('第二条 其余按招标文件。');
    expect(newText).not.toContain('愿就投标人履行投标义务');
    expect(newText).not.toContain('{');
    // Re-sealing the old order later still prints its own wording.
    expect((await orderRow(t, before)).issuingConfig).not.toEqual(order.issuingConfig);
  });

  it('the entrustment contract of an order made before publishing keeps the old terms; a new order signs the new ones', async () => {
    const before = await applyLetter(t, tokens.enterprise!);
    await ok('xinda_admin', companyAddConfigVersion, {
      key: 'contract_bid_e',
      content: '特别条款：{委托人}请{担保人}为{项目名称}出具保函，订单{订单号}，保费{保费}。',
    });
    await ok('xinda_admin', companyPublishConfigVersion, { key: 'contract_bid_e', version: '2' });
    const after = await applyLetter(t, tokens.enterprise!);

    const contract = async (sn: string) => {
      const prepared = (
        await callEndpoint(t.app, prepareSign, tokens.enterprise, { order_sn: sn })
      ).json().data;
      // Lines wrap where the page ends: read the text as one run.
      return (await pdfText(await download(prepared.contract_url))).replaceAll('\n', '');
    };
    const oldText = await contract(before.order_sn);
    expect(oldText).toContain('第二条 担保责任');
    expect(oldText).not.toContain('特别条款');
    const newText = await contract(after.order_sn);
    const order = await orderRow(t, after.order_sn);
    expect(newText).toContain(
      `特别条款：${order.enterpriseName}请${DEFAULT_GUARANTOR}为${order.projectName}出具保函，订单${after.order_sn}，保费人民币 ${order.premium.replace(/\B(?=(\d{3})+\.)/g, ',')} 元。`,
    );
    expect(newText).toContain('版本：第 2 版');
  });
});

describe('uploads', () => {
  it('a seal must be the company’s own PNG or JPEG upload; the accepted one is copied and served', async () => {
    const pdf = await uploadAs('xinda_admin', 'seal.pdf', samplePdf(), 'seal');
    const refusePdf = await as('xinda_admin', companyAddConfigVersion, { key: 'seal', file: pdf });
    expect(refusePdf.json()).toMatchObject({
      code: 0,
      data: { fields: { file: '印章图片无效，请上传本机构上传的 PNG 或 JPG 图片' } },
    });
    const theirs = await uploadAs('pingan_admin', 'seal.png', samplePng('pingan'), 'seal');
    expect(
      (await as('xinda_admin', companyAddConfigVersion, { key: 'seal', file: theirs })).json().data
        .fields.file,
    ).toBeDefined();
    expect(
      (await as('xinda_admin', companyAddConfigVersion, { key: 'seal' })).json().data.fields.file,
    ).toBe('请上传印章图片');
    expect(
      (
        await as('xinda_admin', companyAddConfigVersion, {
          key: 'seal',
          file: '/uploads/nothing.png',
        })
      ).statusCode,
    ).toBe(400);

    const png = await uploadAs('xinda_admin', 'seal.png', samplePng('xinda'), 'seal');
    const added = await ok('xinda_admin', companyAddConfigVersion, { key: 'seal', file: png });
    expect(added).toMatchObject({
      version: 1,
      content: null,
      file_url: expect.stringMatching(/^\/uploads\/issuing-config\/\d+\/.+\.png\?expires=/),
    });
    expect(await download(added.file_url)).toEqual(samplePng('xinda'));
    expect((await item('seal')).published).toBeNull();

    // Published, it seals the letters of orders made from then on; an older order keeps the drawn seal (机构信息 has none).
    const before = await orderAt(t, 3);
    await ok('xinda_admin', companyPublishConfigVersion, { key: 'seal', version: '1' });
    const after = await orderAt(t, 3);
    expect(await letterText(before)).toContain(DRAWN_SEAL_CAPTION);
    expect(await letterText(after)).not.toContain(DRAWN_SEAL_CAPTION);
  });

  it('the sample letter must be a PDF; a version is public once published, and only then', async () => {
    const png = await uploadAs('xinda_admin', 'sample.png', samplePng('x2'));
    expect(
      (await as('xinda_admin', companyAddConfigVersion, { key: 'sample_letter', file: png })).json()
        .data.fields.file,
    ).toBe('样函文件无效，请上传本机构上传的 PDF 文件');
    const pdf = await uploadAs('xinda_admin', 'sample.pdf', samplePdf());
    const first = await ok<ConfigVersion>('xinda_admin', companyAddConfigVersion, {
      key: 'sample_letter',
      file: pdf,
    });

    const publicFiles = () =>
      callEndpoint(t.app, getEnsureCompanyFiles, undefined, { ensure_company_id: String(xindaId) });
    expect((await publicFiles()).json().data).toEqual([]);
    await ok('xinda_admin', companyPublishConfigVersion, { key: 'sample_letter', version: '1' });
    const [sample] = (await publicFiles()).json().data;
    expect(sample).toMatchObject({
      key: 'sample_letter',
      name: '样函',
      url: expect.stringMatching(/^\/uploads\/issuing-config\/.+\.pdf\?expires=/),
    });
    // A signed link to a private file: it opens without a session (an enterprise, a visitor), the bare path does not.
    expect(await download(sample.url)).toEqual(samplePdf());
    expect((await t.app.inject({ method: 'GET', url: bare(sample.url) })).statusCode).toBe(403);

    // A newer version stays private until it is published; then it replaces the public one.
    const second = await ok<ConfigVersion>('xinda_admin', companyAddConfigVersion, {
      key: 'sample_letter',
      file: await uploadAs('xinda_admin', 'sample-2.pdf', samplePdf()),
    });
    const publicPath = async () =>
      (await publicFiles()).json().data.map((file: { url: string }) => bare(file.url));
    expect(await publicPath()).toEqual([bare(first.file_url!)]);
    await ok('xinda_admin', companyPublishConfigVersion, { key: 'sample_letter', version: '2' });
    expect(await publicPath()).toEqual([bare(second.file_url!)]);
    // Another company's documents are its own; an unknown company is 404.
    expect(
      (
        await callEndpoint(t.app, getEnsureCompanyFiles, undefined, {
          ensure_company_id: String(pinganId),
        })
      ).json().data,
    ).toEqual([]);
    expect(
      (await callEndpoint(t.app, getEnsureCompanyFiles, undefined, { ensure_company_id: '999999' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('permissions and isolation', () => {
  it.each([
    ['getConfigFiles', companyGetConfigFiles, {}],
    ['getConfigVersions', companyGetConfigVersions, { key: 'letter_bid_e' }],
    ['addConfigVersion', companyAddConfigVersion, { key: 'letter_bid_e', content: '{申请人}' }],
    ['publishConfigVersion', companyPublishConfigVersion, { key: 'letter_bid_e', version: '1' }],
  ] as const)('%s answers 403 to an account without peizhi', async (_name, endpoint, fields) => {
    const res = await as('no_peizhi', endpoint, fields);
    expect(res.statusCode).toBe(403);
  });

  it('each company sees and publishes only its own versions', async () => {
    await ok('xinda_admin', companyAddConfigVersion, {
      key: 'letter_worker',
      content: '信达专用 {申请人}',
    });
    const pingan = await item('letter_worker', 'pingan_admin');
    expect(pingan).toMatchObject({ version_count: 1, published: { version: 1 } });
    expect(pingan.published.content).not.toContain('信达专用');
    const res = await as('pingan_admin', companyPublishConfigVersion, {
      key: 'letter_worker',
      version: '2',
    });
    expect(res.statusCode).toBe(404);
    const history = await ok<{ list: ConfigVersion[] }>('pingan_admin', companyGetConfigVersions, {
      key: 'letter_worker',
    });
    expect(history.list.map((v) => v.version)).toEqual([1]);
    expect((await item('letter_worker')).version_count).toBe(2);
  });
});
