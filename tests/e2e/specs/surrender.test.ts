// Surrender (退保) in the browser, both built apps against the real API and the sandbox providers
// (docs/after-issue.md). An enterprise whose paper bid letter is in force (paid in the sandbox
// WeChat cashier, printed and mailed) withdraws from the bid before its deadline: on /paperdetail it
// asks to surrender the letter; the guarantor approves on its 退保 desk (/ordermang/expiretime) with
// today as the cease date and the premium returned; the letter ends (履约终止, reason 退保) in letter
// management (/ordermang/stoporder), the WeChat payment is refunded through the channel, the
// enterprise sees the decision, and /verify no longer answers the letter as valid.
//
// The order up to payment and the mailing are set-up (src/api-shortcuts.ts), not this story's subject.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  approvedPaperOrder,
  enterpriseToken,
  mailPaperLetter,
  newApplicant,
  PAPER_DETAIL,
} from '../src/api-shortcuts';
import { launchBrowser, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { confirmDialog, consolePage, enterprisePage, payInSandboxWechat } from '../src/sessions';

const { enterpriseUrl, consoleUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const paperDetailUrl = (sn: string) => `${enterpriseUrl}/paperdetail?sn=${encodeURIComponent(sn)}`;
const statusStamp = (page: Page, status: string) =>
  page
    .getByRole('img', { name: `状态：${status}` })
    .first()
    .waitFor();

describe('surrender', () => {
  it('a surrender from request to approval and refund', { timeout: 180_000 }, async () => {
    const mobile = await newApplicant('13800000001', '13700000131', '孙退保');
    const sn = await approvedPaperOrder(mobile, 'JS06-2026-0053');

    // Set-up: paid in the sandbox WeChat flow, then printed and mailed by the guarantor.
    const enterprise = await enterprisePage(browser, mobile);
    await enterprise.goto(paperDetailUrl(sn));
    await payInSandboxWechat(enterprise);
    const token = await enterpriseToken(mobile);
    await expect
      .poll(
        async () =>
          (await apiPost<{ status: number }>(PAPER_DETAIL, { order_sn: sn }, token)).status,
        { timeout: 15_000 },
      )
      .toBe(10);
    await mailPaperLetter(sn);
    const { letter_no: letterNo } = await apiPost<{ letter_no: string }>(
      PAPER_DETAIL,
      { order_sn: sn },
      token,
    );

    // The enterprise asks to surrender it on /paperdetail: it withdraws before the bid deadline.
    await enterprise.goto(paperDetailUrl(sn));
    await statusStamp(enterprise, '已寄出');
    await enterprise.getByRole('button', { name: `申请退保 ${sn}` }).click();
    const form = enterprise.getByRole('dialog', { name: '申请退保' });
    // Arco draws its own radio over a hidden input: the label is what a user clicks.
    await form.getByText('投标截止前撤回投标', { exact: true }).click();
    await expect
      .poll(() => form.getByRole('radio', { name: '投标截止前撤回投标' }).isChecked())
      .toBe(true);
    await form.getByLabel('退保说明').fill('我司决定不参加本项目投标，申请撤回投标保函。');
    await screenshot(enterprise, 'surrender-apply');
    await form.getByRole('button', { name: '提交申请' }).click();
    await confirmDialog(enterprise, '确认提交退保申请', '确认提交');
    await form.waitFor({ state: 'hidden' });
    const request = enterprise.getByRole('listitem', { name: /^退保申请 TB/ }).first();
    await request.getByText('待处理', { exact: true }).waitFor();
    await expect
      .poll(() => enterprise.getByRole('button', { name: `申请退保 ${sn}` }).count())
      .toBe(0);

    // The guarantor's 退保 desk: the request under 待处理, approved today with the premium returned.
    const { requests } = await apiPost<{ requests: Array<{ sn: string }> }>(
      '/api/surrender/getOptions',
      { order_sn: sn },
      token,
    );
    const requestSn = requests[0]!.sn;
    const console_ = await consolePage(browser);
    await console_.goto(`${consoleUrl}/ordermang/expiretime?keyword=${encodeURIComponent(sn)}`);
    await console_.getByRole('link', { name: `查看退保申请 ${requestSn}` }).click();
    const facts = console_.getByRole('region', { name: '退保申请详情' });
    await facts.getByText('投标截止前撤回投标').first().waitFor();
    await console_.getByRole('button', { name: '同意退保' }).click();
    const approve = console_.getByRole('dialog', { name: '同意退保' });
    await expect
      .poll(() => approve.getByRole('switch', { name: '退还保费' }).getAttribute('aria-checked'))
      .toBe('true');
    await approve.getByLabel('处理意见').fill('同意撤回，保费原路退还。');
    await screenshot(console_, 'surrender-approve');
    await approve.getByRole('button', { name: '同意退保' }).click();
    await confirmDialog(console_, '确认同意退保？', '确认同意');
    await approve.waitFor({ state: 'hidden' });
    await facts.getByText('已同意').first().waitFor();

    // Letter management: the letter has ended, reason 退保, today.
    await console_.goto(`${consoleUrl}/ordermang/stoporder?keyword=${encodeURIComponent(sn)}`);
    const row = console_.getByRole('row').filter({ hasText: letterNo });
    await row.getByText('退保', { exact: true }).waitFor();
    await screenshot(console_, 'surrender-stoporder');

    // The premium went back through the online channel it was paid by: the pay log holds that payment refunded.
    const payLog = await apiPost<Array<{ channel: string; status: string }>>(
      '/api/order/getQueryPayLog',
      { order_sn: sn },
      token,
    );
    expect(
      payLog.map((p) => p.status),
      JSON.stringify(payLog),
    ).toEqual(['refunded']);
    expect(payLog[0]!.channel).not.toBe('offline');

    // The enterprise sees the decision; the letter has ended.
    await enterprise.reload();
    await statusStamp(enterprise, '履约终止');
    await request.getByText('已同意', { exact: true }).waitFor();
    await request.getByText('同意撤回，保费原路退还。').waitFor();

    // Public verification: the number is ours, the letter no longer in force.
    const verdict = await apiPost<{ genuine: boolean; valid: boolean; status_text: string }>(
      '/api/letter/verify',
      { letter_no: letterNo },
    );
    expect(verdict).toMatchObject({ genuine: true, valid: false });
    expect(verdict.status_text).toContain('退保');
  });
});
