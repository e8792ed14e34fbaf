// Logging in through each app's own /login, and the small screen moves every order story repeats.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './api-shortcuts';
import { newContext, screenshot } from './browser';
import { e2eUrls } from './provided-context';
import { pdfBytes, pngBytes } from './sandbox';

/** An enterprise account logged in to the portal in a fresh session (it lands on its admission result). */
export async function enterprisePage(browser: Browser, mobile: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`${e2eUrls().enterpriseUrl}/login`);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  // An authenticated enterprise lands on its admission result (spec: / leads to /firm).
  await page.waitForURL(/\/firm\/five$/);
  return page;
}

/** A guarantor's console account logged in, in a fresh session (default: 信达's administrator). */
export async function consolePage(
  browser: Browser,
  account = 'xinda_admin',
  timezoneId?: string,
): Promise<Page> {
  const page = await (await newContext(browser, 'desktop', timezoneId)).newPage();
  await page.goto(`${e2eUrls().consoleUrl}/login`);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/index$/);
  return page;
}

/**
 * A menu item under `group` (opened first when folded), once the lazily rendered menu is there;
 * done when the item is the selected one (the route it leads to is open). On a loaded machine a
 * click can land while the app is still settling on its landing page, whose navigation then wins:
 * the click is tried again then.
 */
export async function openMenuItem(page: Page, group: string, item: string): Promise<void> {
  const menu = page.locator('.arco-menu');
  const entry = menu.getByText(item, { exact: true });
  const selected = menu.locator('.arco-menu-selected').getByText(item, { exact: true });
  await menu.getByText(group, { exact: true }).waitFor();
  for (let attempt = 1; ; attempt++) {
    if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
    await entry.click();
    try {
      await selected.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Console: a stage list (待审核, 待出函…) from the 订单管理 menu. */
export async function openConsoleStage(page: Page, stage: string): Promise<void> {
  await openMenuItem(page, '订单管理', stage);
  await page.locator('.arco-breadcrumb').getByText(stage, { exact: true }).waitFor();
}

/** A status shown in the page's content (the menus name the statuses too). */
export const statusShown = (page: Page, status: string) =>
  page.locator('main').getByText(status, { exact: true }).first().waitFor();

/** The card (Arco Card, e.g. a DetailSection) whose own header is `title`, not a card around it. */
export const cardTitled = (page: Page, title: string) =>
  page.locator(`.arco-card:has(> .arco-card-header .arco-card-header-title:text-is("${title}"))`);

/** Presses `okText` in the confirmation dialog titled `title` and waits for it to close. */
export async function confirmDialog(page: Page, title: string, okText: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: okText }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export interface DialogAnswer {
  /** The button that opens the dialog (default: its title). */
  button?: string;
  title: string;
  /** Text the dialog must show before it is answered. */
  says?: string | RegExp;
  /** The field to fill, by label, and what to write. */
  label: string;
  text: string;
  ok: string;
}

/** Opens a dialog that asks for a reason or an opinion, answers it and waits for it to close. */
export async function answerDialog(page: Page, answer: DialogAnswer): Promise<void> {
  await page.getByRole('button', { name: answer.button ?? answer.title }).click();
  const dialog = page.getByRole('dialog', { name: answer.title });
  if (answer.says) await dialog.getByText(answer.says).first().waitFor();
  await dialog.getByLabel(answer.label).fill(answer.text);
  await dialog.getByRole('button', { name: answer.ok }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Console: the stage list from the menu, the order's row, its detail (/Dispatchletter/detail, every electronic letter type). */
export async function openConsoleOrder(page: Page, stage: string, orderSn: string): Promise<void> {
  await openConsoleStage(page, stage);
  await page.getByRole('link', { name: `查看订单 ${orderSn}` }).click();
  await page.waitForURL(/\/Dispatchletter\/detail\?order_sn=/);
}

/** Console, on a paid electronic letter's detail (出函中): 保函签章, then 出函; the order ends 已出函. */
export async function sealAndIssue(page: Page): Promise<void> {
  await page.getByRole('button', { name: '保函签章' }).click();
  await confirmDialog(page, '确认保函签章？', '开始签章');
  await page.getByRole('button', { name: '重新签章' }).waitFor();
  await page.getByRole('button', { name: '出函' }).click();
  await confirmDialog(page, '确认出函？', '确认出函');
  await statusShown(page, '已出函');
}

/**
 * Portal, on a page showing an order's 支付保费 section: the WeChat flow in the sandbox (the pay
 * page opened in this browser, authorisation 允许, cashier 确认支付), back on /text_pay paid.
 * `shot` names a screenshot of the cashier.
 */
export async function payInSandboxWechat(page: Page, shot?: string): Promise<void> {
  const paySection = page.getByRole('region', { name: '支付保费' });
  // Arco draws its own radio over a hidden input: the label is what a user clicks.
  await paySection.getByText('在微信中打开支付', { exact: true }).click();
  await paySection.getByRole('link', { name: '已在微信中？点此打开支付页面' }).click();
  await page.getByRole('button', { name: '允许' }).click();
  await page.getByText('沙箱支付', { exact: true }).waitFor();
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/text_pay\?.*result=ok/);
  await page.getByText('支付成功').first().waitFor();
}

/** Portal, on a page showing an order's 支付保费 section: a transfer voucher uploaded and submitted. */
export async function payByVoucher(page: Page, as: 'png' | 'pdf' = 'png'): Promise<void> {
  const paySection = page.getByRole('region', { name: '支付保费' });
  const name = `转账回单.${as}`;
  await paySection
    .getByLabel('上传转账凭证', { exact: true })
    .setInputFiles(
      as === 'pdf'
        ? { name, mimeType: 'application/pdf', buffer: pdfBytes('Transfer voucher') }
        : { name, mimeType: 'image/png', buffer: pngBytes(120, 80, [30, 120, 200]) },
    );
  await paySection.getByRole('button', { name: `删除 ${name}` }).waitFor();
  await paySection.getByRole('button', { name: '提交凭证' }).click();
  await paySection.getByText('已上传转账凭证').waitFor();
}

/** Console, on an order's desk or detail with a voucher: 确认线下收款, checked against the premium and confirmed. */
export async function confirmOfflinePayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: '确认线下收款' }).click();
  const dialog = page.getByRole('dialog', { name: '确认线下收款' });
  await dialog.getByText(/请核对转账凭证与应收保费一致后再确认/).waitFor();
  await dialog.getByRole('button', { name: '确认已收款' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The bytes a blob: or data: URL of `page` holds (read inside the page: the URL means nothing outside it). */
async function bytesInPage(page: Page, url: string): Promise<{ type: string; body: Buffer }> {
  const { type, base64 } = await page.evaluate(async (href) => {
    const blob = await (await fetch(href)).blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { type: blob.type, base64: btoa(binary) };
  }, url);
  return { type, body: Buffer.from(base64, 'base64') };
}

/**
 * Clicks `link` and checks that it opens a new tab which asks for the link's address: Chromium
 * shows a PDF there in its viewer, the headless shell downloads it (either way the tab's request
 * is the link's).
 */
export async function opensInNewTab(page: Page, link: Locator): Promise<void> {
  const href = (await link.getAttribute('href'))!;
  const [popup, request] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (request) => request.url() === href),
    link.click(),
  ]);
  expect(request.isNavigationRequest()).toBe(true);
  expect(request.frame().page()).toBe(popup);
}

/**
 * The PDF behind a link of `page` (fetched in the page's session, or read in the page for a blob: or
 * data: URL it made): checked to be a PDF, answered as bytes.
 */
export async function linkedPdf(page: Page, link: Locator): Promise<Buffer> {
  const href = (await link.getAttribute('href'))!;
  const what = `${await link.textContent()} (${href.slice(0, 60)})`;
  let file: { type: string; body: Buffer };
  if (/^(blob|data):/.test(href)) {
    file = await bytesInPage(page, href);
  } else {
    const res = await page.request.get(href);
    if (!res.ok()) throw new Error(`${what} answered ${res.status()}`);
    file = { type: res.headers()['content-type'] ?? '', body: Buffer.from(await res.body()) };
  }
  if (
    !file.type.includes('application/pdf') ||
    file.body.subarray(0, 5).toString('latin1') !== '%PDF-'
  )
    throw new Error(`${what} is not a PDF (${file.type})`);
  return file.body;
}
