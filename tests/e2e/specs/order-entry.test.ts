// A guarantor enters an order in its console (/addorder/index → two → three) for an enterprise that
// applied offline and is not on the platform yet (found by nothing, so created from its licence data):
// a paper bid letter, premium already received, mailed to the receiver given. The order starts at
// 待寄送, is listed among 待出函 as 纸质投标保函, and opens with the log naming who entered it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  organisationCodeCheckChar,
} from '../../../packages/validators/src/checksums';
import { launchBrowser, screenshot } from '../src/browser';
import { consolePage, openConsoleStage, openMenuItem } from '../src/sessions';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A valid unified social credit code no seeded enterprise has (a Nanjing company with an organisation code from the clock). */
function unknownCreditCode(): string {
  const org8 = String(Date.now()).slice(-8);
  const first17 = `91320100${org8}${organisationCodeCheckChar(org8)}`;
  return first17 + creditCodeCheckChar(first17);
}

describe('order entry', () => {
  it(
    'enters a paid paper letter for a new enterprise; it waits in 待出函 as 纸质投标保函 and opens',
    { timeout: 90_000 },
    async () => {
      const page = await consolePage(browser);
      const creditCode = unknownCreditCode();
      const enterprise = '南京云帆幕墙工程有限公司';
      const project = 'JS06-2026-0051';

      // 查找企业: the code is unknown, so the licence data is asked for.
      await openMenuItem(page, '订单管理', '录入订单');
      await page.waitForURL(/\/addorder\/index$/);
      await page.getByLabel('统一社会信用代码').fill(creditCode);
      await page.getByRole('button', { name: '查找企业' }).click();
      await page.getByText('未找到使用该统一社会信用代码的企业').waitFor();
      await page.getByLabel('企业名称').fill(enterprise);
      await page.getByLabel('法定代表人').fill('林云帆');
      await page.getByRole('button', { name: '下一步：保函信息' }).click();

      // 保函信息: paper letter, a project that takes one, the premium prefilled by the company's rate, received, the receiver.
      await page.waitForURL(/\/addorder\/two$/);
      await page.getByText('纸质投标保函', { exact: true }).click();
      const search = page.getByRole('textbox', { name: '搜索项目' });
      await search.fill(project);
      await search.press('Enter');
      await page
        .getByRole('row')
        .filter({ hasText: project })
        .getByRole('button', { name: /^选择 / })
        .click();
      await page.getByText(project, { exact: true }).waitFor();
      await expect.poll(() => page.getByLabel('保费（元）').inputValue()).toMatch(/^\d+\.\d{2}$/);
      await page.getByLabel('联系人', { exact: true }).fill('林经办');
      await page.getByLabel('联系人手机').fill('13655556666');
      await page.getByText('已收款（线下）', { exact: true }).click();
      await page.getByLabel('收件人', { exact: true }).fill('林经办');
      await page.getByLabel('收件人手机').fill('13655556666');
      await page.getByLabel('收件地址').fill('江苏省南京市江宁区胜太路 68 号 3 楼');
      await screenshot(page, 'entry-details');
      await page.getByRole('button', { name: '下一步：确认提交' }).click();

      // 确认提交: what was entered, once more, then the order.
      await page.waitForURL(/\/addorder\/three$/);
      await page.getByText(`${enterprise}（新建企业）`).waitFor();
      await page.getByText('已线下收款').waitFor();
      await page.getByRole('button', { name: '提交录入' }).click();
      await page.getByText('订单已录入').waitFor();
      const result = (await page.getByText(/订单号 \S+，当前状态「待寄送」。/).textContent())!;
      const sn = /订单号 (\S+)，/.exec(result)![1]!;
      await screenshot(page, 'entry-created');

      // 待出函 lists it as a paper letter for the new enterprise; its detail opens with the log of the entry.
      await openConsoleStage(page, '待出函');
      const row = page.getByRole('row').filter({ hasText: sn });
      await row.getByText('纸质投标保函', { exact: true }).waitFor();
      await row.getByText(enterprise).waitFor();
      await row.getByText('待寄送', { exact: true }).waitFor();
      await row.getByRole('link', { name: `查看订单 ${sn}` }).click();
      await page.waitForURL(/\/Dispatchletter\/detail\?order_sn=/);
      await page.locator('main').getByText(enterprise).first().waitFor();
      await page.locator('main').getByText('待寄送', { exact: true }).first().waitFor();
      const log = page.getByRole('region', { name: '流转记录' });
      await log.getByText('担保机构录入订单').waitFor();
      await log.getByText('担保机构：信达管理员').waitFor();
      await screenshot(page, 'entry-detail');

      // Its actions are worked on the mailing desk, one click away, where the printable copy comes first.
      await page.getByText('纸质保函在「纸质保函 · 寄送」页办理。').waitFor();
      await page.getByRole('button', { name: '去寄送' }).click();
      await page.waitForURL(/\/paperthree\?sn=/);
      await page.getByRole('button', { name: '生成打印件' }).waitFor();
    },
  );
});
