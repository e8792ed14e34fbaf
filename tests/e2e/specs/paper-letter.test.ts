// The bid paper letter (纸质投标保函) in the browser, both built apps against the real API and the
// sandbox providers. The enterprise applies on /applypaper through the paper wizard (project →
// guarantor with the server's premium and a receiving address added in the wizard → entrustment
// contract signed with the texted code); the guarantor reviews it on /papertwo; the enterprise pays
// by uploading a transfer voucher on /paperdetail; the guarantor confirms the payment, generates
// the printable copy and mails the original with courier and tracking number on /paperthree; the
// enterprise sees the parcel and confirms receipt, and anyone verifies the letter. The guarantor's
// browser there is 20 h behind Beijing (staff abroad, issue 27): its times and dates are still
// Beijing's, and the voucher is a PDF, shown as a link. Then the refund
// path: a paper order paid through the sandbox WeChat cashier, a refund refused once and approved.
//
// Each story's applicant is a sub-account of its own (src/api-shortcuts.ts newApplicant): a signing
// code to one mobile may be re-sent only after 60 s, and the other specs sign with the demo mobiles.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, approvedPaperOrder, enterpriseOrder, newApplicant } from '../src/api-shortcuts';
import { chooseGuarantor, PAPER_WIZARD, signAndSubmit } from '../src/apply-wizard';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { pdfMentions } from '../src/pdf-text';
import { e2eUrls } from '../src/provided-context';
import {
  answerDialog,
  cardTitled,
  confirmDialog,
  confirmOfflinePayment,
  consolePage,
  enterprisePage,
  linkedPdf,
  openConsoleStage,
  payByVoucher,
  payInSandboxWechat,
  statusShown,
} from '../src/sessions';

const { enterpriseUrl } = e2eUrls();
const PAPER_DETAIL = '/api/paper_letter/getDetail';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const paperDetailUrl = (sn: string) => `${enterpriseUrl}/paperdetail?sn=${encodeURIComponent(sn)}`;
const statusStamp = (page: Page, status: string) =>
  page.getByRole('img', { name: `状态：${status}` }).waitFor();

/** Console: a stage list, the paper order's row, the desk its row links to (审核 → /papertwo, 寄送 → /paperthree). */
async function openPaperDesk(
  page: Page,
  stage: string,
  desk: '审核' | '寄送',
  sn: string,
): Promise<void> {
  await openConsoleStage(page, stage);
  const row = page.getByRole('row').filter({ hasText: sn });
  await row.getByText('纸质投标保函', { exact: true }).waitFor();
  await row.getByRole('link', { name: `${desk} ${sn}` }).click();
  await page.waitForURL(desk === '审核' ? /\/papertwo\?sn=/ : /\/paperthree\?sn=/);
}

/** Unix seconds as Beijing's wall clock, YYYY-MM-DD HH:mm:ss (China keeps UTC+8 all year). */
const beijingTime = (seconds: number) =>
  new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');

const RECEIVER = {
  name: '赵收件',
  mobile: '13912345678',
  region: '江苏省 常州市 新北区',
  address: '太湖东路 9 号创意园 3 号楼 201 室',
};

describe('bid paper letter', () => {
  it(
    'is applied for with a new receiving address, reviewed, paid by voucher, printed, mailed, received and verified',
    { timeout: 150_000 },
    async () => {
      const mobile = await newApplicant('13800000001', '13700000101', '张纸质');
      const enterprise = await enterprisePage(browser, mobile);

      // 纸质保函项目 → the wizard's first step → the guarantor with the server's premium.
      const premium = await chooseGuarantor(enterprise, PAPER_WIZARD, 'JS04-2026-0031');

      // A receiving address added in the wizard's dialog (other specs' set-ups add to the same enterprise's book: count from here).
      const addresses = enterprise.getByRole('radiogroup', { name: '收件地址' }).getByRole('radio');
      await addresses.first().waitFor({ state: 'attached' });
      const before = await addresses.count();
      await enterprise.getByRole('button', { name: '新增地址' }).click();
      const addressDialog = enterprise.getByRole('dialog', { name: '新增地址' });
      await addressDialog.getByLabel('收件人').fill(RECEIVER.name);
      await addressDialog.getByLabel('联系电话').fill(RECEIVER.mobile);
      await addressDialog.getByLabel('所在地区').fill(RECEIVER.region);
      await addressDialog.getByLabel('详细地址').fill(RECEIVER.address);
      await addressDialog.getByRole('button', { name: '保存' }).click();
      await addressDialog.waitFor({ state: 'hidden' });
      // The new entry is the one chosen (the entries already there stay in the book).
      await expect
        .poll(() => enterprise.getByRole('radio', { name: new RegExp(RECEIVER.name) }).isChecked())
        .toBe(true);
      expect(await addresses.count()).toBe(before + 1);
      await screenshot(enterprise, 'paper-guarantor-and-address');

      // The entrustment contract, signed with the texted code, and the application submitted.
      const sn = await signAndSubmit(enterprise, PAPER_WIZARD, mobile, 'paper-contract');

      // The guarantor reviews it on /papertwo, where the receiving address is shown, and approves;
      // its browser is on Etc/GMT+12, where the calendar day differs from Beijing's most of the day.
      const console_ = await consolePage(browser, 'xinda_admin', 'Etc/GMT+12');
      await openPaperDesk(console_, '待审核', '审核', sn);
      await console_
        .getByText(
          new RegExp(`原件寄往：${RECEIVER.name} ${RECEIVER.mobile} .*${RECEIVER.address}`),
        )
        .waitFor();
      await screenshot(console_, 'paper-console-review');
      await answerDialog(console_, {
        title: '审核通过',
        label: '审核意见',
        text: '材料齐全，同意出具纸质保函',
        ok: '确认通过',
      });
      // Approved, the order has left this desk: the page says so and points to the mailing desk.
      await console_.getByText('订单当前状态为「待支付」，不在本页办理。').waitFor();

      // The enterprise pays by bank transfer: the voucher, a PDF, uploaded on /paperdetail.
      await enterprise.goto(paperDetailUrl(sn));
      await statusStamp(enterprise, '待支付');
      const paySection = enterprise.getByRole('region', { name: '支付保费' });
      await paySection.getByText(`应付保费 ${premium}`).waitFor();
      await payByVoucher(enterprise, 'pdf');
      await screenshot(enterprise, 'paper-voucher-uploaded');

      // The guarantor confirms the transfer on /paperthree, generates the printable copy and mails the original.
      // The PDF voucher is a link to the file, not a broken picture.
      await openPaperDesk(console_, '待支付', '寄送', sn);
      const voucher = console_.getByRole('link', { name: '查看 PDF 凭证' });
      expect(await voucher.getAttribute('href')).toMatch(/\.pdf(\?|$)/);
      expect(await console_.getByRole('img', { name: '转账凭证' }).count()).toBe(0);
      expect(pdfMentions(await linkedPdf(console_, voucher), 'Transfer voucher')).toBe(true);
      await confirmOfflinePayment(console_);
      await statusShown(console_, '待寄送');
      // The payment time as the server keeps it, shown in Beijing time.
      const paid = await enterpriseOrder(mobile, sn, PAPER_DETAIL);
      await console_.getByText(beijingTime(paid.pay_time!), { exact: true }).first().waitFor();
      await console_.getByRole('button', { name: '生成打印件' }).click();
      await confirmDialog(console_, '确认生成打印件？', '生成打印件');
      const preview = console_.getByRole('link', { name: '预览打印件' });
      await preview.waitFor({ timeout: 20_000 });
      await console_.getByRole('button', { name: '重新生成' }).waitFor();
      // 下载打印件 opens a tab of its own (across origins browsers ignore `download`): the desk stays.
      const desk = console_.url();
      const [copyTab] = await Promise.all([
        console_.context().waitForEvent('page', { timeout: 10_000 }),
        console_.getByRole('link', { name: '下载打印件' }).click(),
      ]);
      await copyTab.close();
      expect(console_.url()).toBe(desk);

      const mailForm = console_.getByRole('region', { name: '寄出原件' });
      await mailForm.getByLabel('快递公司').fill('顺丰速运');
      const trackingNo = `SF${Date.now()}`;
      await mailForm.getByLabel('快递单号').fill(trackingNo);
      // 寄出日期 starts at Beijing's today, the latest day the date field offers.
      const today = beijingTime(Math.floor(Date.now() / 1000)).slice(0, 10);
      const mailedOn = mailForm.getByLabel('寄出日期');
      expect(await mailedOn.inputValue()).toBe(today);
      expect(await mailedOn.getAttribute('max')).toBe(today);
      await mailedOn.fill(today);
      expect(await mailedOn.inputValue()).toBe(today);
      await screenshot(console_, 'paper-console-mail-form');
      await mailForm.getByRole('button', { name: '寄出' }).click();
      const mailing = console_.getByRole('dialog', { name: '确认寄出保函原件？' });
      await mailing.getByText(trackingNo).waitFor();
      await mailing.getByRole('button', { name: '确认寄出' }).click();
      await mailing.waitFor({ state: 'hidden' });
      await statusShown(console_, '已寄出');
      const courier = cardTitled(console_, '寄送信息');
      await courier.getByText(trackingNo, { exact: true }).waitFor();
      await courier.getByText('未签收', { exact: true }).waitFor();
      await console_.getByText(/企业尚未确认签收/).waitFor();

      // The printable copy carries the letter number the enterprise and /verify know.
      const { letter_no: letterNo, status } = await enterpriseOrder(mobile, sn, PAPER_DETAIL);
      expect(status).toBe(11);
      expect(letterNo).toBeTruthy();
      const pdf = await linkedPdf(console_, preview);
      expect(pdfMentions(pdf, letterNo!)).toBe(true);

      // The enterprise sees the courier and tracking number (the detail polls) and confirms receipt.
      const delivery = cardTitled(enterprise, '寄送信息');
      await delivery.getByText(trackingNo, { exact: true }).waitFor({ timeout: 20_000 });
      await delivery.getByText('顺丰速运', { exact: true }).waitFor();
      await statusStamp(enterprise, '已寄出');
      await screenshot(enterprise, 'paper-mailed');
      await enterprise.getByRole('button', { name: '确认签收' }).click();
      const receipt = enterprise.getByRole('dialog', { name: '确认签收' });
      await receipt.getByText(`（顺丰速运 ${trackingNo}）`, { exact: false }).waitFor();
      await receipt.getByRole('button', { name: '确认签收' }).click();
      await receipt.waitFor({ state: 'hidden' });
      await statusStamp(enterprise, '已签收');
      expect(await enterprise.getByRole('button', { name: '确认签收' }).count()).toBe(0);
      await enterprise.getByText(letterNo!, { exact: true }).first().waitFor();
      await screenshot(enterprise, 'paper-received');

      // 我的纸质保函 lists it under the 已签收 tab.
      await enterprise.goto(`${enterpriseUrl}/paper/paper`);
      await enterprise.getByRole('tab', { name: /^已签收（[1-9]\d*）$/ }).click();
      await enterprise
        .getByRole('row')
        .filter({ hasText: sn })
        .getByText('已签收', { exact: true })
        .waitFor();

      // Anyone (a fresh, logged-out browser) verifies the paper letter by its number.
      const visitor = await (await newContext(browser)).newPage();
      await visitor.goto(`${enterpriseUrl}/verify?letter_no=${encodeURIComponent(letterNo!)}`);
      const verdict = visitor.getByRole('region', { name: '查验结果' });
      await verdict.getByText('保函真实有效').waitFor();
      await verdict.getByText(letterNo!, { exact: true }).waitFor();
      await verdict.getByText('有效', { exact: true }).waitFor();
      // The API names the letter type (the page does not show it yet).
      const answer = await apiPost<{ letter_type_text: string; valid: boolean }>(
        '/api/letter/verify',
        { letter_no: letterNo! },
      );
      expect(answer).toMatchObject({ letter_type_text: '纸质投标保函', valid: true });
      await screenshot(visitor, 'paper-verified');
    },
  );

  it(
    'paid through the WeChat cashier, a refund refused once and then approved ends 退款成功',
    { timeout: 120_000 },
    async () => {
      // Set-up (not this story's subject): an applicant of its own, its paper order signed and approved through the API.
      const mobile = await newApplicant('13800000006', '13700000102', '钱退款');
      const sn = await approvedPaperOrder(mobile, 'JS05-2026-0041');

      // The enterprise pays in the sandbox WeChat flow from /paperdetail.
      const enterprise = await enterprisePage(browser, mobile);
      await enterprise.goto(paperDetailUrl(sn));
      await statusStamp(enterprise, '待支付');
      await payInSandboxWechat(enterprise);
      await expect
        .poll(async () => (await enterpriseOrder(mobile, sn, PAPER_DETAIL)).status, {
          timeout: 15_000,
        })
        .toBe(10);

      // 申请退款 with a reason: the order waits for the guarantor (退款审核).
      const requestRefund = async (reason: string) => {
        await enterprise.goto(paperDetailUrl(sn));
        await statusStamp(enterprise, '待寄送');
        await answerDialog(enterprise, {
          title: '申请退款',
          says: '（原路退回）',
          label: '退款原因',
          text: reason,
          ok: '提交申请',
        });
        await statusStamp(enterprise, '退款审核');
      };
      await requestRefund('项目延期开标，暂不需要保函');

      // The guarantor refuses on /paperthree: the order goes back to 待寄送 and the enterprise may ask again.
      const console_ = await consolePage(browser);
      await openPaperDesk(console_, '待出函', '寄送', sn);
      await statusShown(console_, '退款审核');
      await answerDialog(console_, {
        title: '拒绝退款',
        label: '拒绝原因',
        text: '保函已打印，请先联系客服',
        ok: '确认拒绝',
      });
      await statusShown(console_, '待寄送');
      expect((await enterpriseOrder(mobile, sn, PAPER_DETAIL)).status).toBe(10);

      // The enterprise reads the refusal on its order, not only in the message centre.
      await enterprise.goto(paperDetailUrl(sn));
      await enterprise.getByText(/退款申请未通过：保函已打印，请先联系客服/).waitFor();
      await screenshot(enterprise, 'paper-refund-refused');

      await requestRefund('招标文件变更，改用现金保证金');
      await console_.reload();
      await statusShown(console_, '退款审核');
      await console_.getByRole('button', { name: '同意退款' }).click();
      const approval = console_.getByRole('dialog', { name: '确认同意退款？' });
      await approval.getByText(/微信支付原路退回/).waitFor();
      await approval.getByRole('button', { name: '确认退款' }).click();
      await approval.waitFor({ state: 'hidden' });
      await statusShown(console_, '退款成功');
      await screenshot(console_, 'paper-refund-approved');

      // The portal shows it (the detail polls) and offers nothing more to do.
      await statusStamp(enterprise, '退款成功');
      expect(await enterprise.getByRole('button', { name: '申请退款' }).count()).toBe(0);
      await screenshot(enterprise, 'paper-refunded');
      const order = await enterpriseOrder(mobile, sn, PAPER_DETAIL);
      expect([order.status, order.pay_method]).toEqual([9, 'wechat']);
    },
  );
});
