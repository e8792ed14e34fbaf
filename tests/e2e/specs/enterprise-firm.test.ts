// The /firm authentication guide in the browser, against the real API and sandbox providers:
// identity (OCR pre-fill, corrected by the user), mobile by SMS, bank basic account by the
// sandbox deposit, the e-signed seal-authorisation agreement; then the platform review
// (sandbox reviewer) approves and the user centre shows the enterprise as authenticated.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { latestDeposit, latestSmsCode, pngBytes, reviewEnterprise } from '../src/sandbox';

const { enterpriseUrl, apiUrl } = e2eUrls();
const mobile = '13800000002';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const now = () => Math.floor(Date.now() / 1000) - 1;

async function enterpriseId(): Promise<number> {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const { data: login } = await (
    await fetch(`${apiUrl}/api/enterprise/login`, form({ account: mobile, password: 'Demo@1234' }))
  ).json();
  const { data: info } = await (
    await fetch(`${apiUrl}/api/enterprise/getUserInfo`, form({ token: login.token }))
  ).json();
  return info.enterprise_auth.enterprise_id;
}

/** Uploads a PNG through the field `label` and waits until it is uploaded (listed, with its delete button). */
async function uploadPng(page: Page, label: string, rgb: [number, number, number]) {
  await page
    .getByLabel(label, { exact: true })
    .setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: pngBytes(90, 56, rgb) });
  await page.getByRole('button', { name: `删除 ${label}.png` }).waitFor();
}

describe('enterprise authentication guide', () => {
  it('walks every step, is reviewed and reaches normal use', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${enterpriseUrl}/login`);
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: '登录' }).click();

    // Not authenticated: a protected page sends the main account into the guide.
    await page.waitForURL(/\/(index|firm)/);
    await page.goto(`${enterpriseUrl}/myLetter/list`);
    await page.waitForURL(/\/firm\/one\/duty$/);

    // Step 1: identity. OCR fills name and number; the user corrects the name to the licence's.
    await uploadPng(page, '上传身份证人像面', [220, 180, 160]);
    await expect
      .poll(() => page.getByLabel('身份证号').inputValue(), { timeout: 15_000 })
      .toMatch(/^\d{17}[\dX]$/);
    await uploadPng(page, '上传身份证国徽面', [120, 160, 220]);
    await page.getByLabel('法定代表人姓名').fill('陈志强');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/firm\/two$/);

    // Step 2: mobile.
    let since = now();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page
      .getByLabel('短信验证码')
      .fill(await latestSmsCode(apiUrl, mobile, 'firm_mobile', since));
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/firm\/three$/);

    // Step 3: bank basic account; the account name must be the enterprise's (pre-filled).
    const accountNo = '6222020200112233445';
    await page.getByLabel('开户银行').fill('中国工商银行');
    await page.getByLabel('开户支行').fill('南京新街口支行');
    await page.getByLabel('银行账号').fill(accountNo);
    await page.getByRole('button', { name: '提交并打款验证' }).click();
    await page.getByLabel('到账金额（元）').waitFor();
    await page.getByLabel('到账金额（元）').fill(await latestDeposit(apiUrl, accountNo));
    await page.getByRole('button', { name: '确认金额' }).click();
    await page.waitForURL(/\/firm\/four$/);

    // Step 4: the agreement PDF is prepared; the signing code is texted on request; sign and submit.
    since = now() - 5;
    await page.locator('iframe, a[href*="esign"]').first().waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('我已阅读并同意《印章授权协议》').click();
    await page.getByLabel('短信验证码').fill(await latestSmsCode(apiUrl, mobile, 'sign', since));
    await page.getByRole('button', { name: '确认签署并提交认证' }).click();
    await page.waitForURL(/\/firm\/five$/);
    await page.getByText('审核中').first().waitFor();
    await screenshot(page, 'firm-under-review');

    // The platform reviewer (sandbox) approves; the user centre shows the enterprise authenticated.
    await reviewEnterprise(apiUrl, await enterpriseId(), 'approve');
    await page.goto(`${enterpriseUrl}/index`);
    await page.getByText('已认证').first().waitFor();
    await page.goto(`${enterpriseUrl}/myLetter/list`);
    await page.waitForURL(/\/myLetter\/list$/);
    await screenshot(page, 'firm-approved-home');
  });
});
