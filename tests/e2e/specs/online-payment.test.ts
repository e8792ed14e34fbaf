// Paying online from a desktop browser with the WeChat Pay API v3 adapter against its fake (issue
// 25): the enterprise opens its order waiting for payment, chooses 微信扫码支付 and gets the QR code
// of WeChat's code_url; the payer "scans" it (the fake pays and posts its signed, encrypted
// notification) and the portal, polling the status, says 支付成功 by itself. Then the premium goes
// back: the guarantor approves the enterprise's refund, WeChat answers PROCESSING (the console's
// 原路退款 card says 渠道处理中), and WeChat's REFUND.SUCCESS notification completes it (已退款). The
// order gets to 待支付, and the refund is asked for, through the API.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, approvedPaperOrder, enterpriseToken, newApplicant } from '../src/api-shortcuts';
import { launchBrowser, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { cardTitled, consolePage, enterprisePage } from '../src/sessions';
import { finishNewestRefund, nextRefundAnswers, payCodeUrl } from '../src/wechat-pay-fake';

const { enterpriseUrl, consoleUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('online payment', () => {
  it(
    '微信扫码支付 through WeChat Pay: paid by scanning, confirmed by itself, refunded by WeChat',
    { timeout: 90_000 },
    async () => {
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
      expect(data.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      await paySection.getByRole('img', { name: '微信扫码支付二维码' }).waitFor();
      await paySection.getByText('请使用微信扫一扫完成支付').waitFor();
      await screenshot(enterprise, 'online-pay-native-qr');

      await payCodeUrl(data.code_url!);
      await enterprise.getByText('支付成功').first().waitFor();
      await enterprise.getByRole('img', { name: '状态：待寄送' }).first().waitFor();
      await paySection.waitFor({ state: 'detached' });
      await cardTitled(enterprise, '担保信息').getByText('微信支付', { exact: true }).waitFor();
      await cardTitled(enterprise, '支付记录')
        .getByText('已支付', { exact: true })
        .first()
        .waitFor();
      await screenshot(enterprise, 'online-pay-paid');

      // The premium goes back through WeChat, which takes its time (PROCESSING) and then notifies.
      await apiPost(
        '/api/paper_letter/refundOrder',
        { order_sn: sn, reason: '项目取消，无需保函' },
        await enterpriseToken(mobile),
      );
      await nextRefundAnswers('PROCESSING');
      const console_ = await consolePage(browser);
      await console_.goto(`${consoleUrl}/paperthree?sn=${encodeURIComponent(sn)}`);
      await console_.getByRole('button', { name: '同意退款' }).click();
      const approval = console_.getByRole('dialog', { name: '确认同意退款？' });
      await approval.getByText(/微信支付原路退回/).waitFor();
      await approval.getByRole('button', { name: '确认退款' }).click();
      await approval.waitFor({ state: 'hidden' });

      await console_.goto(`${consoleUrl}/Dispatchletter/detail?order_sn=${encodeURIComponent(sn)}`);
      const refunds = cardTitled(console_, '原路退款');
      await refunds.getByText('渠道处理中', { exact: true }).waitFor();
      await refunds.getByText(/支付渠道退款处理中/).waitFor();
      await screenshot(console_, 'online-pay-refund-processing');

      await finishNewestRefund();
      await console_.reload();
      await cardTitled(console_, '原路退款').getByText('已退款', { exact: true }).waitFor();
      await screenshot(console_, 'online-pay-refunded');
      const logs = await apiPost<Array<{ channel: string; status: string }>>(
        '/api/order/getQueryPayLog',
        { order_sn: sn },
        await enterpriseToken(mobile),
      );
      expect(logs.map((l) => [l.channel, l.status])).toEqual([['wechatpay', 'refunded']]);
    },
  );
});
