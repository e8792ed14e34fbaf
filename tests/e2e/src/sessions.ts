// Logging in through each app's own /login, and the small screen moves every order story repeats.
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api-shortcuts';
import { newContext } from './browser';
import { e2eUrls } from './provided-context';

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
export async function consolePage(browser: Browser, account = 'xinda_admin'): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`${e2eUrls().consoleUrl}/login`);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/index$/);
  return page;
}

/** A menu item under `group` (opened first when folded), once the lazily rendered menu is there. */
export async function openMenuItem(page: Page, group: string, item: string): Promise<void> {
  const menu = page.locator('.arco-menu');
  await menu.getByText(group, { exact: true }).waitFor();
  if (!(await menu.getByText(item, { exact: true }).isVisible())) await menu.getByText(group, { exact: true }).click();
  await menu.getByText(item, { exact: true }).click();
}

/** Console: a stage list (待审核, 待出函…) from the 订单管理 menu. */
export async function openConsoleStage(page: Page, stage: string): Promise<void> {
  await openMenuItem(page, '订单管理', stage);
  await page.locator('.arco-breadcrumb').getByText(stage, { exact: true }).waitFor();
}

/** A status shown in the page's content (the menus name the statuses too). */
export const statusShown = (page: Page, status: string) => page.locator('main').getByText(status, { exact: true }).first().waitFor();

/** The card (Arco Card, e.g. a DetailSection) whose own header is `title`, not a card around it. */
export const cardTitled = (page: Page, title: string) => page.locator(`.arco-card:has(> .arco-card-header .arco-card-header-title:text-is("${title}"))`);

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
