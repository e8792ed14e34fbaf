// Sealed bids on trading platforms (issue 24, docs/trading-platforms.md "Sealed bids"), in the
// browser against this stack's sandbox trading platform (apps/sandbox-platform):
// - Epoint 4.0: a bidder applies on the platform, its 标段, name and tenderer encrypted; the
//   console shows 开标前保密 and issues the 密文 letter, which the platform receives (filetype 1)
//   and /verify calls valid and sealed; the platform opens the bids (开标, the key): the 明文 letter
//   with the same number reaches the platform (filetype 2), the console and the portal, which show
//   both versions linked both ways; /verify takes either file as ours.
// - 江西 v2.3.0: the platform postpones the opening (延期) of an issued letter beyond its validity:
//   the letter is re-issued with the same number and a later last day, the platform hears it
//   (delayPush) and the console shows the earlier version as replaced for the postponement.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { latestSms } from '../src/sandbox';
import {
  platformAccepted,
  platformRowIn,
  platformRowWith,
  platformState,
  type PlatformApplication,
} from '../src/platform-page';
import { operatorRegistry } from '../src/sandbox-platform';
import {
  answerDialog,
  consolePage,
  enterprisePage,
  openConsoleOrder,
  payInSandboxWechat,
  sealAndIssue,
  statusShown,
} from '../src/sessions';

const { apiUrl, enterpriseUrl, sandboxPlatformUrl } = e2eUrls();
/** The seeded enterprise of 13800000001 (db/seed.ts: demoCreditCode(1)). */
const BIDDER = { name: '江苏恒信建设集团有限公司', creditCode: '913201007000791947' };
let browser: Browser;

/** The application the platform's page just pushed (the newest). */
const newestApplication = async () => (await platformState()).applications.at(-1)!;

const application = async (orderNo: string) =>
  (await platformState()).applications.find((a) => a.orderNo === orderNo)!;

/** A bidder applies on the platform's page in `dialect` (its first 标段); answers the application. */
async function applyOnPlatform(page: Page, dialect: string, bidder?: typeof BIDDER) {
  await page.goto(sandboxPlatformUrl);
  await page.getByLabel('交易平台').selectOption({ label: dialect });
  if (bidder) {
    await page.getByLabel('投标人名称').fill(bidder.name);
    await page.getByLabel('统一社会信用代码').fill(bidder.creditCode);
  }
  await page.getByRole('button', { name: '提交保函申请' }).click();
  await platformAccepted(page);
  return newestApplication();
}

/** The letter file the platform received of `filetype` (decrypted by the platform). */
async function receivedLetter(app: PlatformApplication, filetype: string): Promise<Buffer> {
  const res = await fetch(`${sandboxPlatformUrl}/letters/${app.id}/${filetype}`);
  expect(res.ok).toBe(true);
  return Buffer.from(await res.arrayBuffer());
}

/** Uploads `bytes` on /verify's 上传保函文件核验 and answers the result region. */
async function verifyFile(page: Page, name: string, bytes: Buffer) {
  await page.goto(`${enterpriseUrl}/verify`);
  await page.getByRole('tab', { name: '上传保函文件核验' }).click();
  const upload = page.getByRole('region', { name: '上传保函文件核验' });
  await upload
    .getByLabel('选择保函文件')
    .setInputFiles({ name, mimeType: 'application/ofd', buffer: bytes });
  const result = upload.getByRole('region', { name: '核验结果' });
  await result.getByText('✓ 本平台出具、文件未被修改').waitFor();
  return result;
}

async function approve(console_: Page, sn: string) {
  await openConsoleOrder(console_, '待审核', sn);
  await answerDialog(console_, {
    title: '审核通过',
    label: '审核意见',
    text: '交易平台申请，材料齐全',
    ok: '确认通过',
  });
  await statusShown(console_, '待支付');
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The Epoint demo centre pays on the portal without the basic account here (the account is
  // trading-platform-pay's story); the 江西 platform collects the premium itself.
  const registry = await operatorRegistry(apiUrl);
  const epoint = await registry.platform('sandbox-ep');
  await registry.edit(epoint, { settings: { ...epoint.settings, requirePayerAccount: false } });
  const jiangxi = await registry.platform('sandbox-jx');
  await registry.edit(jiangxi, { settings: { ...jiangxi.settings, cashier: 'platform' } });
});
afterAll(() => browser?.close());

describe('sealed bids', () => {
  it(
    'a 密文 letter before bid opening, the 明文 letter with the same number after 开标, both verified',
    { timeout: 180_000 },
    async () => {
      const bidderSession = await newContext(browser);
      const platform = await bidderSession.newPage();
      const applied = await applyOnPlatform(platform, '新点 4.0', BIDDER);
      const sn = new URL(applied.redirectUrl!).searchParams.get('order_sn')!;

      // The console sees the application with its project sealed, and approves it.
      const console_ = await consolePage(browser);
      await approve(console_, sn);
      await console_.getByText(/^开标前保密：交易平台在开标前对标段/).waitFor();
      expect(await console_.getByText(applied.section.name).count()).toBe(0);

      // The bidder follows the platform's link to our portal, logs in and pays.
      const portal = await enterprisePage(browser, '13800000001');
      await portal.goto(`${enterpriseUrl}/myLetter/detail?order_sn=${encodeURIComponent(sn)}`);
      await portal.getByText(/^开标前保密：交易平台在开标前对标段/).waitFor();
      await payInSandboxWechat(portal);

      // The 密文 letter: sealed and issued; the platform receives it as filetype 1.
      await openConsoleOrder(console_, '待出函', sn);
      await sealAndIssue(console_);
      let row = await platformRowWith(platform, applied.orderNo, '密文保函');
      const letterNo = (await application(applied.orderNo)).result.letterNo!;
      const sealedLetter = await receivedLetter(applied, '1');
      await screenshot(platform, 'sealed-bid-issued');

      // Public verification by number: valid, sealed until opening, nothing secret shown.
      const visitor = await (await newContext(browser)).newPage();
      await visitor.goto(`${enterpriseUrl}/verify?letter_no=${encodeURIComponent(letterNo)}`);
      const verdict = visitor.getByRole('region', { name: '查验结果' });
      await verdict.getByText('保函真实有效').waitFor();
      await verdict
        .getByText(
          '该保函为开标前出具的密文保函，保函有效；项目名称、标段、招标人等信息在开标前保密。',
        )
        .waitFor();
      expect(await visitor.getByText(applied.tenderer.name).count()).toBe(0);

      // 开标: the platform sends the key; the 明文 letter (same number) reaches it as filetype 2.
      await row.getByRole('button', { name: '开标', exact: true }).click();
      await platformAccepted(platform);
      row = await platformRowWith(platform, applied.orderNo, '明文保函');
      const plainLetter = await receivedLetter(applied, '2');
      expect(plainLetter.equals(sealedLetter)).toBe(false);
      await screenshot(platform, 'sealed-bid-opened');

      // The console: the project in clear, the two versions linked both ways.
      await console_.reload();
      await console_.getByText(applied.section.name).first().waitFor();
      expect(await console_.getByText(/^开标前保密：/).count()).toBe(0);
      const versions = console_.getByRole('list', { name: '保函版本' });
      await versions.getByText('已替代 1 个早期版本').waitFor();
      const earlier = versions.getByRole('listitem', { name: '第 1 版' });
      await earlier.getByText('密文保函').first().waitFor();
      await earlier.getByText('开标后出具明文保函').waitFor();
      await earlier.getByText('当前版本').waitFor();
      await screenshot(console_, 'sealed-bid-versions');

      // The enterprise: the project in clear and the same versions.
      await portal.goto(`${enterpriseUrl}/myLetter/detail?order_sn=${encodeURIComponent(sn)}`);
      await portal.getByText(applied.section.name).first().waitFor();
      await portal
        .getByRole('list', { name: '保函版本' })
        .getByText('已替代 1 个早期版本')
        .waitFor();

      // /verify takes either file as ours: the 密文 one as the earlier version of the number.
      const sealedResult = await verifyFile(visitor, '密文保函.ofd', sealedLetter);
      await sealedResult.getByText(/^该文件为早期版本（开标后出具明文保函）/).waitFor();
      await sealedResult.getByText(letterNo, { exact: true }).waitFor();
      const plainResult = await verifyFile(visitor, '明文保函.ofd', plainLetter);
      await plainResult.getByText(letterNo, { exact: true }).waitFor();
      expect(await plainResult.getByText(/^该文件为早期版本/).count()).toBe(0);
    },
  );

  it(
    'a postponed opening re-issues the letter with the same number and a later last day',
    { timeout: 180_000 },
    async () => {
      const platform = await (await newContext(browser)).newPage();
      const applied = await applyOnPlatform(platform, '江西 v2.3.0');
      const console_ = await consolePage(browser);
      const sms = await latestSms(apiUrl, applied.bidder.mobile, 'platform_order');
      const sn = /订单号 (\w+)/.exec(sms.text)![1]!;
      await approve(console_, sn);

      // The platform collects the premium (支付保费 → payPush); the console seals and issues.
      let row = await platformRowIn(platform, applied.orderNo, '已受理');
      await row.getByRole('button', { name: '支付保费' }).click();
      await platformAccepted(platform);
      await openConsoleOrder(console_, '待出函', sn);
      await sealAndIssue(console_);
      row = await platformRowIn(platform, applied.orderNo, '已出函');

      // 延期 by a week: beyond the letter's 90 days after opening, so it is re-issued.
      await row.getByRole('button', { name: '延期' }).click();
      await platformAccepted(platform);
      row = await platformRowWith(platform, applied.orderNo, '延期通过');
      await row.getByRole('link', { name: '延期后明文保函' }).waitFor();
      const delay = (await platformState()).messages.find(
        (m) => m.direction === 'in' && m.endpoint === 'jrapi/lg/delayPush',
      )!;
      expect(delay.body).toMatchObject({ auditStatus: 2 });
      await screenshot(platform, 'sealed-bid-postponed');

      await console_.reload();
      const versions = console_.getByRole('list', { name: '保函版本' });
      await versions.getByText('已替代 1 个早期版本').waitFor();
      const earlier = versions.getByRole('listitem', { name: '第 1 版' });
      await earlier.getByText('开标延期，延长有效期').first().waitFor();
      await earlier.getByText('当前版本').waitFor();
      // Each version's 有效期 reads '<from> 至 <to>': the re-issued one ends later.
      const lastDay = async (item: Locator) =>
        /\d{4}-\d{2}-\d{2} 至 (\d{4}-\d{2}-\d{2})/.exec((await item.textContent()) ?? '')![1]!;
      const current = versions.getByRole('listitem', { name: '当前版本' });
      expect((await lastDay(current)) > (await lastDay(earlier))).toBe(true);
      await screenshot(console_, 'sealed-bid-postponed-versions');
    },
  );
});
