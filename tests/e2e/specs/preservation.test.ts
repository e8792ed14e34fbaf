// Litigation-preservation guarantees (诉讼保全申请, docs/preservation.md) in the browser, the built
// console against the real API: 信达's administrator records a new application on
// /institution/apply (the area, then one of its courts, the categories, the amounts, an applicant
// company and a respondent person, the application PDF) and submits it at once; the list finds it
// by the respondent's name, its detail shows the parties and the paper (a signed link), and 出函 after its
// confirmation leaves no further action. The page checks open the page at 375 px too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, screenshot } from '../src/browser';
import { pdfBytes } from '../src/sandbox';
import { confirmDialog, consolePage, openMenuItem } from '../src/sessions';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A respondent's name of this run, so reruns on one database find their own application. */
const RESPONDENT = `保全被申请人${Date.now().toString(36).slice(-5)}`;
/** Valid by their check characters (GB 32100, GB 11643). */
const APPLICANT_CODE = '91320106MA1P7Q3K32';
const RESPONDENT_ID = '320106198506124516';

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  combobox: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: combobox }).click();
  // The pop-up's option (an <li>), not the list's native court filter with the same names.
  await page.getByRole('option', { name: option, exact: true }).and(page.locator('li')).click();
}

describe('preservation applications', () => {
  it('a new application is submitted with its papers, found in the list and issued', async () => {
    const page = await consolePage(browser, 'xinda_admin');
    await openMenuItem(page, '机构管理', '诉讼保全申请');
    await page.getByRole('button', { name: '新增申请' }).click();
    const dialog = page.getByRole('dialog', { name: '新增诉讼保全申请' });
    await choose(page, dialog, '法院所在地区', '苏州市');
    await choose(page, dialog, '受理法院', '苏州工业园区人民法院');
    await choose(page, dialog, '案件类别', '买卖合同纠纷');
    await choose(page, dialog, '保全类别', '诉中财产保全');
    await dialog.getByPlaceholder('如（2026）苏0102民初1234号').fill('(2026)苏0591民初2048号');
    const field = (label: string) =>
      dialog.locator('.arco-form-item', { hasText: label }).locator('input');
    await field('申请保全金额（元）').fill('860000');
    await field('担保金额（元）').fill('860000');
    await field('保费（元）').fill('4300');
    await dialog.getByRole('textbox', { name: '当事人 1 名称' }).fill('苏州园区精密机械有限公司');
    await dialog.getByRole('textbox', { name: '当事人 1 证件号码' }).fill(APPLICANT_CODE);
    await dialog.getByRole('textbox', { name: '当事人 2 名称' }).fill(RESPONDENT);
    await dialog.getByRole('textbox', { name: '当事人 2 证件号码' }).fill(RESPONDENT_ID);
    await dialog.getByLabel('上传申请材料', { exact: true }).setInputFiles({
      name: '财产保全申请书.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('Preservation application'),
    });
    await dialog.getByRole('button', { name: '删除 财产保全申请书.pdf' }).waitFor();
    await dialog.getByText('直接提交').click();
    await screenshot(page, 'preservation-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('保全申请已提交').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByPlaceholder('申请编号 / 案号 / 当事人').fill(RESPONDENT);
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/keyword=/);
    const row = page.locator('tr', { hasText: RESPONDENT });
    await row.getByText('已提交').waitFor();
    await row.getByRole('link', { name: /^查看保全申请 BQ/ }).click();
    const detail = page.getByRole('region', { name: '保全申请详情' });
    await detail.getByText('（2026）苏0591民初2048号').waitFor();
    await detail.getByRole('region', { name: '当事人' }).getByText(RESPONDENT_ID).waitFor();
    // The paper under the name it was uploaded with, a signed link to the stored PDF.
    await detail.getByRole('link', { name: '财产保全申请书.pdf' }).waitFor();
    await detail.getByRole('button', { name: '出函' }).click();
    await confirmDialog(page, '确认已向法院出具担保函？', '确认出函');
    await page.getByText('已登记出函').waitFor();
    await detail.getByText('当前状态下没有可执行的操作').waitFor();
    await screenshot(page, 'preservation-detail');
  });
});
