// Paying online from a desktop browser (issue 25): the enterprise opens its order waiting for
// payment, chooses 微信扫码支付 and gets the QR code of the checkout's code_url; a phone "scans" it
// (scanAndPay: the sandbox cashier, 确认支付) and the portal, polling the status, says 支付成功 by
// itself; the order detail then shows the payment. The order gets to 待支付 through the API.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedPaperOrder, newApplicant } from '../src/api-shortcuts';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { cardTitled, enterprisePage } from '../src/sessions';

const { enterpriseUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The payer scans the QR code with WeChat and pays: here the code is the sandbox cashier's page,
 * opened in a session of its own (the phone), and confirmed.
 */
async function scanAndPay(codeUrl: string): Promise<void> {
  const phone = await (await newContext(browser, 'mobile')).newPage();
  await phone.goto(codeUrl);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await phone.waitForURL((url) => !url.pathname.startsWith('/api/sandbox/cashier'));
  await phone.context().close();
}

describe('online payment', () => {
  it('微信扫码支付: the QR code is paid on the phone and the page confirms by itself', async () => {
    const mobile = await newApplicant('13800000001', '13700000161', '吴扫码');
    const sn = await approvedPaperOrder(mobile, 'JS08-2026-0075');
    const enterprise = await enterprisePage(browser, mobile);
    await enterprise.goto(`${enterpriseUrl}/paperdetail?sn=${encodeURIComponent(sn)}`);
    const paySection = enterprise.getByRole('region', { name: '支付保费' });

    const checkout = enterprise.waitForResponse((response) =>
      response.url().endsWith('/api/pay/checkout'),
    );
    // Arco draws its own radio over a hidden input: the label is what a user clicks.
    await paySection.getByText('微信扫码支付', { exact: true }).click();
    const { data } = (await (await checkout).json()) as {
      data: { method: string; code_url: string | null };
    };
    expect(data.method).toBe('wechat_native');
    await paySection.getByRole('img', { name: '微信扫码支付二维码' }).waitFor();
    await paySection.getByText('请使用微信扫一扫完成支付').waitFor();
    await screenshot(enterprise, 'online-pay-native-qr');

    await scanAndPay(data.code_url!);
    await enterprise.getByText('支付成功').first().waitFor();
    await enterprise.getByRole('img', { name: '状态：待寄送' }).first().waitFor();
    await paySection.waitFor({ state: 'detached' });
    await cardTitled(enterprise, '担保信息').getByText('微信支付', { exact: true }).waitFor();
    await cardTitled(enterprise, '支付记录').getByText('已支付', { exact: true }).first().waitFor();
    await screenshot(enterprise, 'online-pay-paid');
  });
});
