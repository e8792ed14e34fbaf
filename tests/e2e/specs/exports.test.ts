// 导出 Excel in the browser: a guarantee company with 10,000 orders 待审核 (a fresh company and
// enterprise of their own, written in one statement by the sandbox's export-world, so no other
// story's lists change) exports its 待审核 list from the console. The progress (rows and bytes
// received) shows while the file streams, the download completes with its Chinese name, and the
// file opened with exceljs holds the 10,000 orders under the list's columns.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { consolePage, openConsoleStage } from '../src/sessions';

const { apiUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ORDERS = 10_000;

async function exportWorld(): Promise<{ account: string }> {
  const res = await fetch(`${apiUrl}/api/sandbox/export-world`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orders: String(ORDERS) }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { account: string } };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

describe('export a list of 10,000 orders', () => {
  it('the console’s 待审核 list downloads as .xlsx with progress, and the file holds every order', async () => {
    const { account } = await exportWorld();
    const page = await consolePage(browser, account);
    await openConsoleStage(page, '待审核');
    await page
      .getByText(`共 ${ORDERS} 条`)
      .or(page.locator('.arco-pagination-total-text'))
      .first()
      .waitFor();

    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: '导出 Excel' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /共 10,000 行|已导出 10,000 行/ })
      .waitFor({ timeout: 120_000 });
    await screenshot(page, 'export-progress');
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^订单列表-待审核-\d{8}\.xlsx$/);
    await page.getByRole('status').filter({ hasText: '已导出 10,000 行' }).waitFor();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['订单编号', '保函类型', '项目名称']);
    expect(sheet.actualRowCount).toBe(ORDERS + 1);
    const sns = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && sns.add(String(row.getCell(1).value)));
    expect(sns.size).toBe(ORDERS);
    expect(String(sheet.getRow(2).getCell(7).value)).toBe('待审核');
  }, 240_000);
});
