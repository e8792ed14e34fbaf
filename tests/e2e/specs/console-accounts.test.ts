// Guarantee-company console: log-in through the real API, menus filtered by auth_json, and a
// page outside the account's permissions answered with 403 — in the browser and by the API.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsoleErrors, launchBrowser, newContext, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';

const { consoleUrl, apiUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function logIn(account: string, target = '/login'): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`${consoleUrl}${target}`);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: '登录' }).click();
  return page;
}

describe('console accounts', () => {
  it('a wrong password shows the server message with the attempts left', async () => {
    const page = await (await newContext(browser)).newPage();
    allowConsoleErrors(page, /status of 400/);
    await page.goto(`${consoleUrl}/login`);
    await page.getByLabel('账号', { exact: true }).fill('pingan_admin');
    await page.getByLabel('密码', { exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText(/账号或密码错误，还可尝试 \d 次/).waitFor();
  });

  it('a reviewer sees only the menus its permissions unlock', async () => {
    const page = await logIn('xinda_review');
    await page.waitForURL(/\/index$/);
    const menu = page.locator('.arco-menu');
    await menu.getByText('订单管理').click();
    await menu.getByText('待审核').waitFor();
    await menu.getByText('已出函').waitFor();
    expect(await menu.getByText('配置管理').count()).toBe(0);
    expect(await menu.getByText('待支付').count()).toBe(0);
    // Order entry (luru) and the invoice desk (fapiao) are not part of 订单 (docs/company-auth.md).
    expect(await menu.getByText('录入订单').count()).toBe(0);
    expect(await menu.getByText('发票管理').count()).toBe(0);
    await screenshot(page, 'console-reviewer-menu');

    for (const path of ['/config/premium', '/addorder/index', '/invoice/desk']) {
      await page.goto(`${consoleUrl}${path}`);
      await page.getByText('抱歉，您没有权限访问此页面').waitFor();
    }
  });

  it('the API refuses the same calls for that account', async () => {
    const login = await fetch(`${apiUrl}/api/ensure_company/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'xinda_review', password: 'Demo@1234' }),
    });
    const { data } = await login.json();
    for (const [call, fields] of [
      ['setPremium', { premium_rate: '0.0100', min_premium: '200' }],
      ['addOrder', { paid: '1' }],
      ['getInvoiceList', {}],
    ] as const) {
      const res = await fetch(`${apiUrl}/api/ensure_company/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: data.token, ...fields }),
      });
      expect(res.status, call).toBe(403);
      expect(await res.json(), call).toEqual({ code: -2, msg: '没有权限执行此操作', data: null });
    }
  });

  it('after log-in the redirect target is honoured', async () => {
    const page = await logIn('xinda_admin', '/login?redirect=%2Fcompany%2Finfo');
    await page.waitForURL(/\/company\/info$/);
    await page.getByText('信达').first().waitFor();
  });
});
