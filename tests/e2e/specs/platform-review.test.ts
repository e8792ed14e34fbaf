// The platform operator's review desk in the browser, against the real API: a newly registered
// enterprise submits its authentication; the operator (platform_ops) finds it in 企业准入审核,
// reads its documents and rejects it with an opinion after a confirmation; the enterprise reads
// the opinion on its result page (/firm/five), restarts and signs again; the operator approves;
// 审核记录 lists both decisions. The operator has no order menus and an order page answers 403;
// 退出登录 revokes the operator's token.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/api-shortcuts';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { registerAndSubmitAuthentication, type FreshEnterprise } from '../src/fresh-enterprise';
import { e2eUrls } from '../src/provided-context';
import { latestSmsCode } from '../src/sandbox';
import { openMenuItem } from '../src/sessions';

const { enterpriseUrl, consoleUrl, apiUrl } = e2eUrls();
const ENTERPRISE: FreshEnterprise = {
  mobile: '13700000151',
  name: '南京审准示范建设工程有限公司',
  creditCode: '91320105MA27Q4K820',
  legalPerson: '宋审核',
  legalIdCard: '320102198804121633',
  accountNo: '6222027000151000151',
};
const OPINION = '营业执照扫描件不清晰，请重新上传清晰版本';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAndSubmitAuthentication(ENTERPRISE);
});
afterAll(() => browser?.close());

/** GET /api/platform/getInfo with `token`: the envelope's code (1 while the session lives). */
async function operatorInfoCode(token: string): Promise<number> {
  return (
    (await (await fetch(`${apiUrl}/api/platform/getInfo?token=${token}`)).json()) as {
      code: number;
    }
  ).code;
}

async function operatorPage(): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  // No console error is tolerated: the log-in remembers an operator, whose session then loads from
  // the operator's call alone, with no company call answering 403 (docs/company-auth.md).
  await page.goto(`${consoleUrl}/login`);
  await page.getByLabel('账号', { exact: true }).fill('platform_ops');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.locator('.arco-menu').getByText('机构审核', { exact: true }).waitFor();
  return page;
}

async function enterpriseResultPage(): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`${enterpriseUrl}/login`);
  await page.getByLabel('手机号').fill(ENTERPRISE.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/(index|firm)/);
  await page.goto(`${enterpriseUrl}/firm/five`);
  return page;
}

/** 企业准入审核 → the enterprise's row → its review page, documents shown. */
async function openSubmission(page: Page): Promise<void> {
  await openMenuItem(page, '机构审核', '企业准入审核');
  await page.getByRole('link', { name: `审核 ${ENTERPRISE.name}` }).click();
  await page.waitForURL(/\/review\/detail\?kind=enterprise&id=\d+$/);
  const main = page.locator('main');
  await main.getByText(ENTERPRISE.creditCode).first().waitFor();
  for (const label of ['营业执照', '身份证人像面', '身份证国徽面', '印章授权协议'])
    await main.getByText(label, { exact: true }).first().waitFor();
  expect(await main.locator('a[href*="/uploads/"]').count()).toBeGreaterThanOrEqual(4);
}

async function decide(page: Page, decision: '通过' | '驳回', opinion = '') {
  await page.locator('label.arco-radio').filter({ hasText: decision }).click();
  if (opinion) await page.getByPlaceholder('请输入审核意见').fill(opinion);
  await page.getByRole('button', { name: '提交审核' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText(`确认${decision}「${ENTERPRISE.name}」的申请？`, { exact: false })
    .waitFor();
  await dialog.getByRole('button', { name: `确认${decision}` }).click();
  await page.waitForURL(/\/review\/enterprises$/);
}

describe('platform review of an enterprise admission', () => {
  it('rejects with an opinion the enterprise reads, then approves the resubmission; both are in the history', async () => {
    const operator = await operatorPage();
    // Only the review desk: no order menus.
    const menu = operator.locator('.arco-menu');
    expect(await menu.getByText('订单管理', { exact: true }).count()).toBe(0);

    await openSubmission(operator);
    await screenshot(operator, 'platform-review-detail');
    // A rejection without an opinion is refused on the field.
    await operator.locator('label.arco-radio').filter({ hasText: '驳回' }).click();
    await operator.getByRole('button', { name: '提交审核' }).click();
    await operator.getByText('驳回时请填写审核意见（至少 2 个字）').first().waitFor();
    await decide(operator, '驳回', OPINION);
    await operator.locator('main .arco-table').waitFor();
    await operator
      .getByRole('link', { name: `审核 ${ENTERPRISE.name}` })
      .waitFor({ state: 'detached' });

    // The enterprise reads the opinion, restarts and signs the agreement again.
    const enterprise = await enterpriseResultPage();
    await enterprise.getByText('企业认证未通过').waitFor();
    await enterprise.getByText(`驳回原因：${OPINION}`).waitFor();
    await screenshot(enterprise, 'platform-review-rejected-result');
    await enterprise.getByRole('button', { name: '重新认证' }).click();
    await enterprise.getByRole('button', { name: '确认重新认证' }).click();
    await enterprise.waitForURL(/\/firm\/four$/);
    const since = Math.floor(Date.now() / 1000) - 1;
    // A signing code to the same mobile may be re-sent a minute after the first one.
    await enterprise
      .getByRole('button', { name: /^(获取验证码|再次发送)$/ })
      .click({ timeout: 75_000 });
    await enterprise.getByText('我已阅读并同意《印章授权协议》').click();
    await enterprise
      .getByLabel('短信验证码')
      .fill(await latestSmsCode(apiUrl, ENTERPRISE.mobile, 'sign', since));
    await enterprise.getByRole('button', { name: '确认签署并提交认证' }).click();
    await enterprise.waitForURL(/\/firm\/five$/);
    await enterprise.getByText('企业认证审核中').waitFor();

    // The operator approves the resubmission.
    await operator.reload();
    await openSubmission(operator);
    await decide(operator, '通过');
    await enterprise.reload();
    await enterprise.getByText('企业认证已通过').waitFor();

    // 审核记录: the approval, then the rejection with its opinion (newest first).
    await openMenuItem(operator, '机构审核', '审核记录');
    const rows = operator.locator('main tbody tr').filter({ hasText: ENTERPRISE.name });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('通过');
    expect(await rows.nth(1).textContent()).toContain(OPINION);
    await screenshot(operator, 'platform-review-history');
  }, 180_000);

  it('keeps the operator away from orders, and 退出登录 revokes its token', async () => {
    const operator = await operatorPage();
    await operator.goto(`${consoleUrl}/Dispatchletter/detail?order_sn=BH000000000000`);
    await operator.getByText('抱歉，您没有权限访问此页面').waitFor();

    // The 403 page has no top bar: back to the desk to log out.
    await operator.getByRole('button', { name: '返回首页' }).click();
    await operator.locator('.arco-menu').getByText('机构审核', { exact: true }).waitFor();
    const token = (await operator.context().cookies()).find((c) => c.name === 'token')!.value;
    expect(await operatorInfoCode(token)).toBe(1);
    await operator.getByRole('button', { name: '账号菜单' }).click();
    const dropdown = operator.locator('.arco-dropdown-menu');
    await dropdown.getByText('退出登录').waitFor();
    expect(await dropdown.locator('.arco-dropdown-menu-item').allTextContents()).toEqual([
      '退出登录',
    ]);
    await dropdown.getByText('退出登录').click();
    await operator.waitForURL(/\/login\?redirect=/);
    expect(await operatorInfoCode(token)).not.toBe(1);
  });
});
