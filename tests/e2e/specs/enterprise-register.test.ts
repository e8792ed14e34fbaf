// A new enterprise registers through the real UI: SMS code from the sandbox inbox, business
// licence and ID card uploaded and recognised by the sandbox OCR, agreement accepted; it lands
// in the authentication guide. A demo account that must change its password is forced through
// /code first.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsoleErrors, launchBrowser, newContext, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { latestSmsCode, pngBytes } from '../src/sandbox';

const { enterpriseUrl, apiUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Uploads a PNG through the field `label` and waits until it is uploaded (listed, with its delete button). */
async function upload(page: Page, label: string, colour: [number, number, number]) {
  await page.getByLabel(label, { exact: true }).setInputFiles({
    name: `${label}.png`,
    mimeType: 'image/png',
    buffer: pngBytes(80, 50, colour),
  });
  await page.getByRole('button', { name: `删除 ${label}.png` }).waitFor();
}

async function sendCode(page: Page, mobile: string, scene: string): Promise<string> {
  const since = Math.floor(Date.now() / 1000) - 1;
  await page.getByRole('button', { name: '获取验证码' }).click();
  return latestSmsCode(apiUrl, mobile, scene, since);
}

describe('enterprise registration', () => {
  it('registers with OCR-filled fields and lands in the authentication guide', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${enterpriseUrl}/register`);

    const mobile = '13911112222';
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('短信验证码').fill(await sendCode(page, mobile, 'register'));
    await page.getByLabel('登录密码', { exact: true }).fill('Regist3r2026');
    await page.getByLabel('确认密码', { exact: true }).fill('Regist3r2026');

    await upload(page, '上传营业执照', [30, 90, 200]);
    // The sandbox OCR fills the enterprise fields for the user to confirm.
    await expect
      .poll(() => page.getByLabel('统一社会信用代码').inputValue(), { timeout: 15_000 })
      .toMatch(/^[0-9A-Z]{18}$/);
    expect(await page.getByLabel('企业名称').inputValue()).not.toBe('');
    await page.getByText('沙箱').first().waitFor();

    await upload(page, '上传身份证人像面', [200, 120, 40]);
    await expect
      .poll(() => page.getByLabel('法定代表人身份证号').inputValue(), { timeout: 15_000 })
      .toMatch(/^\d{17}[\dX]$/);
    await upload(page, '上传身份证国徽面', [40, 160, 90]);

    // Submitting without the agreement is refused on the page.
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.getByText('请阅读并同意用户服务协议和隐私政策').waitFor();
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '提交注册' }).click();

    await page.waitForURL(/\/firm\/one\/duty$/, { timeout: 20_000 });
    await screenshot(page, 'register-landed-in-firm');
  });

  it('a registered mobile cannot register again (server message on the field)', async () => {
    const page = await (await newContext(browser)).newPage();
    allowConsoleErrors(page, /status of 400/);
    await page.goto(`${enterpriseUrl}/register`);
    await page.getByLabel('手机号').fill('13800000001');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('该手机号已注册，请直接登录').waitFor();
  });
});

describe('forced password change (is_reset_password 0)', () => {
  it('logs in, is sent to /code/one, changes the password and continues', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${enterpriseUrl}/login`);
    const mobile = '13800000005';
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/code\/one$/);

    await page.getByLabel('短信验证码').fill(await sendCode(page, mobile, 'change_password'));
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/code\/two$/);
    await page.getByLabel('新密码', { exact: true }).fill('Chang3dPass');
    await page.getByLabel('确认密码', { exact: true }).fill('Chang3dPass');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL(/\/code\/three$/);

    // The new password works for a fresh log-in.
    const res = await fetch(`${apiUrl}/api/enterprise/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: mobile, password: 'Chang3dPass' }),
    });
    expect((await res.json()).code).toBe(1);
  });
});
