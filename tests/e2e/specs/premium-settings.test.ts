// 保费设置 in the browser (docs/settings.md): a guarantor adds an amount band to its bid e-letter
// schedule in the console, checks it with the live preview and saves it; the enterprise's apply
// flow then quotes the new premium at the guarantor step. 平安 and project JS03-2026-0022 (bid bond
// ¥150,000) are this story's own; the schedule is put back afterwards for the other stories.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, consoleToken } from '../src/api-shortcuts';
import { E_LETTER_WIZARD, openGuarantorStep } from '../src/apply-wizard';
import { launchBrowser, screenshot } from '../src/browser';
import { consolePage, enterprisePage, openMenuItem } from '../src/sessions';

const PINGAN = '中国平安财产保险股份有限公司江苏分公司';
const PROJECT = 'JS03-2026-0022';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The seeded schedule (1.20 %, minimum ¥500, no bands) for the stories that follow.
  await apiPost(
    '/api/ensure_company/setPremium',
    { type: 'bid_e', premium_rate: '0.012', min_premium: '500', bands: '[]' },
    await consoleToken('pingan_admin'),
  );
  await browser?.close();
});

/** The guarantor step of the e-letter wizard for PROJECT; answers 平安's card. */
async function guarantorStep(page: Page) {
  await openGuarantorStep(page, E_LETTER_WIZARD, PROJECT);
  // The innermost element holding 平安's name and its terms: its offer card.
  const card = page
    .locator('div')
    .filter({ has: page.getByText(PINGAN, { exact: true }) })
    .filter({ hasText: '最低保费' })
    .last();
  await card.waitFor();
  return card;
}

describe('premium settings', () => {
  it('a band the guarantor saves in the console is the premium the enterprise is quoted next', async () => {
    const enterprise = await enterprisePage(browser, '13800000001');
    const before = await guarantorStep(enterprise);
    // ¥150,000 × 1.20 % = ¥1,800.00.
    await before.getByText('保费 ¥1,800.00').waitFor();
    await before.getByText(/费率 1\.20%/).waitFor();

    const console_ = await consolePage(browser, 'pingan_admin');
    await openMenuItem(console_, '配置管理', '保费设置');
    const form = console_.getByRole('form', { name: '投标电子保函保费设置' });
    await form.getByLabel('基础费率').waitFor();
    expect(await form.getByLabel('基础费率').inputValue()).toBe('1.20');
    await form.getByRole('button', { name: '添加金额分档' }).click();
    await form.getByLabel('第 1 档起始金额').fill('100000');
    await form.getByLabel('第 1 档截止金额').fill('500000');
    await form.getByLabel('第 1 档费率').fill('0.9');
    await form.getByLabel('试算担保金额').fill('150000');
    const preview = form.getByRole('region', { name: '保费试算' });
    await preview
      .getByText(
        '担保金额 ¥150,000.00 属于「¥100,000.00 以上至 ¥500,000.00」档，担保金额 ¥150,000.00 × 费率 0.90% = ¥1,350.00（最低保费 ¥500.00）',
      )
      .waitFor();
    await screenshot(console_, 'premium-settings-preview');
    await form.getByRole('button', { name: '保存投标电子保函保费设置' }).click();
    await console_
      .getByText('投标电子保函保费设置已保存：新的报价和申请按此计算，已有订单不受影响')
      .waitFor();

    const after = await guarantorStep(enterprise);
    await after.getByText('保费 ¥1,350.00').waitFor();
    await after.getByText(/费率 0\.90%/).waitFor();
    await screenshot(enterprise, 'premium-settings-new-quote');
  });
});
