// A bid e-letter ordered from a public resource trading platform (issue 23,
// docs/trading-platforms.md), in the browser against this stack's sandbox trading platform
// (apps/sandbox-platform, 江西 v2.3.0, with us as the cashier): a bidder applies on the platform's
// page; the guarantor's console approves the pushed application; the bidder, texted by us, sets a
// password with an SMS code, logs in to the portal, follows the platform's 去支付 link to the order
// and pays in the sandbox; the console seals and issues; the platform's page shows the result and
// the letter, whose link is a PDF. Then the platform pushes a claim (索赔), which reaches the 理赔
// desk and is accepted and paid; the decision goes back to the platform. Every push arrived with
// our signature verified, and the order's 平台报文 lists the conversation, each message 成功.
//
// The platform's settings (who collects the premium, our pay page) are set through the operator's
// registry API: registering a platform is not this story's subject.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { latestSms, latestSmsCode, pngBytes } from '../src/sandbox';
import {
  PLATFORM_POLL,
  platformAccepted,
  platformRowIn,
  platformState,
  type PlatformMessage,
} from '../src/platform-page';
import { operatorRegistry } from '../src/sandbox-platform';
import {
  answerDialog,
  cardTitled,
  confirmDialog,
  consolePage,
  openConsoleOrder,
  payInSandboxWechat,
  sealAndIssue,
  statusShown,
} from '../src/sessions';

const { apiUrl, enterpriseUrl, consoleUrl, sandboxPlatformUrl } = e2eUrls();
const BIDDER_PASSWORD = 'Bidder2026';
let browser: Browser;

/** Our push `name` (江西 /jrapi/lg/<name>) as the platform logged it; waits for it to arrive. */
async function receivedPush(name: string): Promise<PlatformMessage> {
  const find = async () =>
    (await platformState()).messages.find(
      (m) => m.direction === 'in' && m.endpoint === `jrapi/lg/${name}`,
    );
  await expect
    .poll(find, { ...PLATFORM_POLL, message: `the platform received no ${name}` })
    .toBeDefined();
  return (await find())!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The product says 自主收银: we collect the premium, on the portal page named in 3.2 payUrl.
  const registry = await operatorRegistry(apiUrl);
  const jiangxi = await registry.platform('sandbox-jx');
  await registry.edit(jiangxi, {
    settings: {
      ...jiangxi.settings,
      cashier: 'guarantor',
      payPageUrl: `${enterpriseUrl}/myLetter/detail?order_sn={sn}`,
    },
  });
});
afterAll(() => browser?.close());

describe('trading platform', () => {
  it(
    'an application from the platform is reviewed, paid, issued and claimed on, the platform told at each step',
    { timeout: 150_000 },
    async () => {
      // The bidder (one browser session: the platform's page, then the portal) applies on the
      // platform with its demo bidder and first 标段.
      const bidderSession = await newContext(browser);
      const platform = await bidderSession.newPage();
      await platform.goto(sandboxPlatformUrl);
      await platform.getByLabel('交易平台').selectOption({ label: '江西 v2.3.0' });
      await platform.getByRole('button', { name: '提交保函申请' }).click();
      await platformAccepted(platform);
      // The page appends: this story's application is the newest (other stories may have applied).
      const application = (await platformState()).applications.at(-1);
      const { orderNo, bidder, section } = application!;
      await screenshot(platform, 'trading-platform-applied');

      // We text the bidder's contact the order and where to follow it.
      const sms = await latestSms(apiUrl, bidder.mobile, 'platform_order');
      const sn = /订单号 (\w+)/.exec(sms.text)![1]!;

      // The guarantor approves the pushed application; the platform hears it (applyPush).
      const console_ = await consolePage(browser);
      await openConsoleOrder(console_, '待审核', sn);
      await answerDialog(console_, {
        title: '审核通过',
        label: '审核意见',
        text: '交易平台申请，材料齐全',
        ok: '确认通过',
      });
      await statusShown(console_, '待支付');
      let row = await platformRowIn(platform, orderNo, '已受理');

      // The bidder sets a password with an SMS code (忘记密码) and logs in to the portal.
      const portal = await bidderSession.newPage();
      await portal.goto(`${enterpriseUrl}/forgetpass`);
      await portal.getByLabel('手机号').fill(bidder.mobile);
      const since = Math.floor(Date.now() / 1000) - 1;
      await portal.getByRole('button', { name: '获取验证码' }).click();
      await portal
        .getByLabel('短信验证码')
        .fill(await latestSmsCode(apiUrl, bidder.mobile, 'forget_password', since));
      await portal.getByLabel('新密码', { exact: true }).fill(BIDDER_PASSWORD);
      await portal.getByLabel('确认密码', { exact: true }).fill(BIDDER_PASSWORD);
      await portal.getByRole('button', { name: '重置密码' }).click();
      await portal.getByRole('button', { name: '去登录' }).click();
      await portal.getByLabel('手机号').fill(bidder.mobile);
      await portal.getByLabel('密码', { exact: true }).fill(BIDDER_PASSWORD);
      await portal.getByRole('button', { name: '登录' }).click();
      await portal.waitForURL((url) => url.pathname !== '/login');
      await portal.close();

      // The platform's 去支付 (our payUrl) opens the order on the portal, still unauthenticated;
      // the bidder pays in the sandbox.
      const [order] = await Promise.all([
        bidderSession.waitForEvent('page'),
        row.getByRole('link', { name: '去支付' }).click(),
      ]);
      await order.getByRole('img', { name: '状态：待支付' }).waitFor();
      expect(new URL(order.url()).searchParams.get('order_sn')).toBe(sn);
      await payInSandboxWechat(order, 'trading-platform-cashier');
      await order.getByText('支付已确认，订单当前状态：出函中。').waitFor();

      // The guarantor seals and issues; the platform receives the result and the letter's links.
      await openConsoleOrder(console_, '待出函', sn);
      await sealAndIssue(console_);
      row = await platformRowIn(platform, orderNo, '已出函');
      const { letterNo } = (await platformState()).applications.find(
        (a) => a.orderNo === orderNo,
      )!.result;
      await row.getByText(`保函编号${letterNo!}`).waitFor();
      await screenshot(platform, 'trading-platform-issued');
      const letterLink = row.getByRole('link', { name: '保函文件（明文）' });
      const letter = await fetch((await letterLink.getAttribute('href'))!);
      expect(letter.ok).toBe(true);
      expect(
        Buffer.from(await letter.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // The platform pushes a claim for the whole deposit; the 理赔 desk accepts and pays it.
      await row.getByRole('button', { name: '索赔' }).click();
      await platformAccepted(platform);
      await console_.goto(`${consoleUrl}/ordermang/claim?keyword=${encodeURIComponent(letterNo!)}`);
      await console_
        .getByRole('link', { name: /^查看索赔 / })
        .first()
        .click();
      const detail = console_.getByRole('region', { name: '索赔详情' });
      await detail.getByText('交易平台推送').waitFor();
      await detail.getByRole('button', { name: '受理' }).click();
      const accept = console_.getByRole('dialog', { name: '受理索赔' });
      await accept.getByRole('button', { name: '受理索赔' }).click();
      await confirmDialog(console_, '确认受理该索赔？', '确认受理');
      await accept.waitFor({ state: 'hidden' });
      await detail.getByRole('button', { name: '登记赔付' }).click();
      const pay = console_.getByRole('dialog', { name: '登记赔付' });
      await pay.getByLabel('上传赔付凭证', { exact: true }).setInputFiles({
        name: '赔付回单.png',
        mimeType: 'image/png',
        buffer: pngBytes(120, 80, [20, 160, 90]),
      });
      await pay.getByRole('button', { name: '删除 赔付回单.png' }).waitFor();
      await pay.getByLabel('处理意见').fill('违约属实，按索赔金额赔付');
      await pay.getByRole('button', { name: '登记赔付' }).click();
      await confirmDialog(console_, '确认登记赔付？', '确认登记');
      await detail.getByRole('img', { name: '状态：已赔付' }).waitFor();

      // The decision went back (受理通过, a number in 江西, paid in full) and the platform shows it.
      const claimPush = await receivedPush('claimPush');
      expect(claimPush.body).toMatchObject({ auditStatus: 2 });
      expect(Number(claimPush.body.realClaimAmount)).toBe(Number(section.deposit));
      await platform.reload();
      await row.getByText(/赔付 [\d.]+ 元：违约属实，按索赔金额赔付/).waitFor();
      await screenshot(platform, 'trading-platform-claim-paid');

      // Every push was signed with the credentials the platform issued us, and it took each one.
      for (const name of ['applyPush', 'payPush', 'lgResultPush', 'claimPush']) {
        expect(await receivedPush(name), name).toMatchObject({
          verified: true,
          answer: { receiveResult: 'success' },
        });
      }

      // The order's 平台报文: what the platform sent (接收) and what we pushed (推送), each 成功.
      await console_.goto(`${consoleUrl}/Dispatchletter/detail?order_sn=${encodeURIComponent(sn)}`);
      const conversation = cardTitled(console_, '平台报文');
      for (const [direction, endpoint] of [
        ['接收', 'lg/apply'],
        ['推送', 'jrapi/lg/applyPush'],
        ['推送', 'jrapi/lg/payPush'],
        ['推送', 'jrapi/lg/lgResultPush'],
        ['接收', 'lg/applyClaim'],
        ['推送', 'jrapi/lg/claimPush'],
      ] as const) {
        const message = conversation
          .getByRole('row')
          .filter({ has: console_.getByRole('cell', { name: endpoint, exact: true }) });
        await expect.poll(() => message.count(), { ...PLATFORM_POLL, message: endpoint }).toBe(1);
        await message.getByRole('cell', { name: direction, exact: true }).waitFor();
        await message.getByText('成功', { exact: true }).waitFor();
      }
      await screenshot(console_, 'trading-platform-conversation');
    },
  );
});
