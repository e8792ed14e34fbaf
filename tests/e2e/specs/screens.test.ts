// The screens a new user opens from the menus and the top bar, in both apps, with the seeded demo accounts: each
// renders under its title. The page checks (src/page-checks.ts) open each of them again at 1366
// and 375 px (after this test, unless an earlier test of the run checked it), so a list that
// scrolls sideways or a top bar wider than a phone fails. Every request the apps make on the way
// is recorded: the session token travels in the Authorization header of the API calls, never in
// a URL (proxies log those). Chromium does not report the bodies of ky's calls to Playwright: the
// api-client's transport tests check that no body carries it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser';
import { consoleToken } from '../src/api-shortcuts';
import { e2eUrls } from '../src/provided-context';

const { enterpriseUrl, consoleUrl, apiUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface SentRequest {
  url: string;
  authorization?: string;
}

/** Every request the context's pages send from now on (URL, Authorization header). */
function recordRequests(context: BrowserContext): SentRequest[] {
  const sent: SentRequest[] = [];
  context.on('request', (request) =>
    sent.push({
      url: request.url(),
      authorization: request.headers().authorization,
    }),
  );
  return sent;
}

/** No URL carries the session token; every API call after the log-in carries the header. */
async function expectTokenInHeaderOnly(page: Page, sent: SentRequest[]): Promise<void> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  expect(sent.filter(({ url }) => url.includes('token=') || url.includes(token!))).toEqual([]);
  const apiCalls = sent.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
  const logInCall = apiCalls.findIndex((r) => new URL(r.url).pathname.endsWith('/login'));
  const afterLogIn = apiCalls.slice(logInCall + 1);
  expect(afterLogIn.length).toBeGreaterThan(0);
  expect(afterLogIn.filter((r) => r.authorization !== `Bearer ${token}`).map((r) => r.url)).toEqual(
    [],
  );
}

async function logIn(
  origin: string,
  accountLabel: string,
  account: string,
  landing: RegExp,
): Promise<{ page: Page; sent: SentRequest[] }> {
  const context = await newContext(browser);
  const sent = recordRequests(context);
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel(accountLabel, { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(landing);
  return { page, sent };
}

/** Opens `path` and waits for its title in the top bar's breadcrumb. */
async function visit(page: Page, origin: string, path: string, title: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.locator('.arco-breadcrumb').getByText(title, { exact: true }).waitFor();
}

describe('screens from the menus', () => {
  it('enterprise portal: user centre, authentication info, projects, orders, settings', async () => {
    const { page, sent } = await logIn(enterpriseUrl, '手机号', '13800000001', /\/firm\/five$/);
    for (const [path, title] of [
      ['/index', '用户中心'],
      ['/firm/toview', '企业认证信息'],
      ['/myLetter/list', '投标项目'],
      ['/myLetter/myLetter', '保函订单'],
      ['/basiceset', '账户配置'],
      ['/stytem/list', '账号设置'],
      ['/certification', '资质证书'],
      ['/upcertifi', '上传资质证书'],
      ['/tel/telone', '修改手机号 · 验证身份'],
      ['/message/index', '消息中心'],
    ] as const) {
      await visit(page, enterpriseUrl, path, title);
    }
    await expectTokenInHeaderOnly(page, sent);
  });

  it('guarantee-company console: workbench, institution, every order stage, own account', async () => {
    const { page, sent } = await logIn(consoleUrl, '账号', 'xinda_admin', /\/index$/);
    // A fresh start shows the seeded history (docs/dashboard.md): 近 30 天保费 is the API's premium
    // received net of refunds over the 30 China days, not zero, and so are the issued letters.
    const res = await fetch(`${apiUrl}/api/ensure_company/getDashboard`, {
      headers: { authorization: `Bearer ${await consoleToken()}` },
    });
    const { data } = (await res.json()) as {
      data: { days: Array<{ premium: string }>; stages: Array<{ stage: string; total: number }> };
    };
    const cents = data.days.reduce((sum, d) => sum + Math.round(Number(d.premium) * 100), 0);
    expect(cents).toBeGreaterThan(0);
    const shown = (title: string) =>
      page
        .locator('.arco-statistic')
        .filter({ hasText: title })
        .locator('.arco-statistic-value')
        .textContent();
    expect(await shown('近 30 天保费')).toBe(
      `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}元`,
    );
    expect(Number((await shown('已出函'))?.replace(/\D/g, ''))).toBeGreaterThan(0);
    for (const [path, title] of [
      ['/index', '工作台'],
      ['/company/info', '机构信息'],
      ['/company/edit', '编辑机构信息'],
      ['/Dispatchletter/index', '待签约'],
      ['/Dispatchletter/waitshenhe', '待审核'],
      ['/Dispatchletter/waituser', '待支付'],
      ['/Dispatchletter/waitsent', '待出函'],
      ['/Dispatchletter/reardhan', '已出函'],
      ['/Dispatchletter/rejecthan', '已驳回'],
      ['/openset', '出函配置'],
      ['/account/mobile', '修改手机号'],
      ['/account/password', '修改密码'],
      ['/message/index', '消息中心'],
    ] as const) {
      await visit(page, consoleUrl, path, title);
    }
    await expectTokenInHeaderOnly(page, sent);
  });
});
