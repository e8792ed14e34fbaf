// Invoices (发票) in the browser, both built apps against the real API and the sandbox providers.
// An enterprise with a paid order adds a title to its title book on /invoice/management, asks on
// /invoice/askfor for an electronic ordinary invoice of the premium paid, and sees the request
// 待开票 (stamped) on /invoice/index; the guarantor issues it on its invoice desk /invoice/desk with
// the invoice PDF; the sandbox mail provider's outbox holds the e-mail with that PDF; the enterprise
// sees 已开票 on /invoice/voicedetail and downloads the very PDF uploaded. Then an address that
// bounces: the invoice ends 推送失败, with the provider's reason shown on the desk and to the enterprise.
//
// The paid orders are set-up, not this story's subject: each applicant (src/api-shortcuts.ts
// newApplicant, a mobile of its own for the signing code) gets a paper order signed and approved,
// pays by transfer voucher and the guarantor confirms it, all through the API.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  consoleToken,
  enterpriseToken,
  newApplicant,
  paidPaperOrder,
} from '../src/api-shortcuts';
import { launchBrowser, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { pdfBytes, pngBytes } from '../src/sandbox';
import { consolePage, enterprisePage, linkedPdf, openMenuItem } from '../src/sessions';

const { apiUrl, enterpriseUrl, consoleUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A title of the enterprise's title book (name and taxpayer number: enough for an ordinary invoice). */
const TITLE = { title: '江苏宏图建设工程有限公司', tax_no: '91320100MA1XH7T52K' };

const statusStamp = (page: Page, status: string) =>
  page
    .getByRole('img', { name: `状态：${status}` })
    .first()
    .waitFor();
/** ¥ with thousands separators and cents, as the apps show money. */
const shownMoney = (amount: string) =>
  `¥${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** A fresh invoice number (8-20 digits). */
const invoiceNumber = () => `${Date.now()}`.slice(-10);

interface SandboxMail {
  to: string;
  subject: string;
  text: string;
  attachment_url: string | null;
}

/** What the sandbox mail provider "sent" to `to`, newest first. */
async function mailsTo(to: string): Promise<SandboxMail[]> {
  const body = (await (
    await fetch(`${apiUrl}/api/sandbox/mail?to=${encodeURIComponent(to)}`)
  ).json()) as { code: number; data: SandboxMail[] };
  expect(body.code).toBe(1);
  return body.data;
}

/** Console: the invoice desk found by order number, its request opened in the drawer. */
async function openOnDesk(page: Page, sn: string, tab?: RegExp): Promise<void> {
  await page.goto(`${consoleUrl}/invoice/desk`);
  if (tab) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('textbox', { name: '关键词' }).fill(sn);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('link', { name: `查看发票 ${sn}` }).click();
  await page.getByRole('region', { name: '发票详情' }).waitFor();
}

/** Console, on a pending electronic request's drawer: 开具发票 with `invoiceNo` and `pdf` as its file. */
async function issueElectronic(
  page: Page,
  invoiceNo: string,
  pdf: Buffer,
  sendsTo: string,
): Promise<void> {
  await page.getByRole('button', { name: '开具发票' }).click();
  const dialog = page.getByRole('dialog', { name: '开具发票' });
  await dialog.getByText(sendsTo, { exact: true }).waitFor();
  await dialog.getByLabel('发票号码').fill(invoiceNo);
  await dialog
    .getByLabel('上传发票 PDF', { exact: true })
    .setInputFiles({ name: `发票${invoiceNo}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: `删除 发票${invoiceNo}.pdf` }).waitFor();
  await dialog.getByRole('button', { name: '开具并发送' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('invoices', () => {
  it('an invoice from request to download', { timeout: 150_000 }, async () => {
    const mobile = await newApplicant('13800000001', '13700000121', '冯开票');
    const { sn, premium } = await paidPaperOrder(mobile, 'JS04-2026-0035');
    const email = `caiwu${invoiceNumber().slice(-6)}@hongtu.com`;
    const enterprise = await enterprisePage(browser, mobile);

    // 发票管理 → 发票抬头管理 (/invoice/management): the title added to the book.
    await openMenuItem(enterprise, '发票管理', '发票抬头管理');
    await enterprise.waitForURL(/\/invoice\/management$/);
    await enterprise.getByRole('button', { name: '新增抬头' }).click();
    const titleDialog = enterprise.getByRole('dialog', { name: '新增抬头' });
    await titleDialog.getByLabel('发票抬头').fill(TITLE.title);
    await titleDialog.getByLabel('纳税人识别号').fill(TITLE.tax_no);
    await titleDialog.getByRole('button', { name: '保存' }).click();
    await titleDialog.waitFor({ state: 'hidden' });
    await enterprise
      .getByRole('row')
      .filter({ hasText: TITLE.title })
      .getByText(TITLE.tax_no, { exact: true })
      .waitFor();

    // 开票记录 → 申请开票 (/invoice/askfor): the paid order with its amount (the premium), an
    // electronic ordinary invoice to the e-mail.
    await openMenuItem(enterprise, '发票管理', '开票记录');
    await enterprise.waitForURL(/\/invoice\/index$/);
    await enterprise.getByRole('button', { name: '申请开票' }).click();
    await enterprise.waitForURL(/\/invoice\/askfor$/);
    await enterprise.getByRole('combobox', { name: '开票订单' }).click();
    await enterprise.keyboard.type(sn);
    await enterprise
      .getByRole('option', {
        name: new RegExp(`（${sn}，可开票 ${shownMoney(premium).replace(/[.$]/g, '\\$&')}）$`),
      })
      .click();
    await enterprise
      .locator('.arco-form-item')
      .filter({ hasText: '实付保费扣除退款' })
      .getByText(shownMoney(premium), { exact: true })
      .waitFor();
    await enterprise.getByRole('radio', { name: '增值税普通发票' }).check();
    await enterprise.getByRole('radio', { name: '电子发票' }).check();
    await enterprise.getByRole('combobox', { name: '发票抬头' }).click();
    await enterprise.getByRole('option', { name: new RegExp(`^${TITLE.title}`) }).click();
    await enterprise.getByText(`纳税人识别号 ${TITLE.tax_no}`).waitFor();
    await enterprise.getByLabel('接收邮箱').fill(email);
    await screenshot(enterprise, 'invoice-askfor');
    await enterprise.getByRole('button', { name: '提交申请' }).click();

    // The request's detail: 待开票, stamped.
    await enterprise.waitForURL(/\/invoice\/voicedetail\?id=\d+$/);
    const detailUrl = enterprise.url();
    await statusStamp(enterprise, '待开票');
    await enterprise.getByText(email, { exact: true }).waitFor();

    // 开票记录 (/invoice/index): the request under 待开票 with its stamp, for the premium.
    await openMenuItem(enterprise, '发票管理', '开票记录');
    await enterprise.waitForURL(/\/invoice\/index$/);
    await enterprise.getByRole('tab', { name: /^待开票/ }).click();
    await enterprise.getByRole('textbox', { name: '关键词' }).fill(sn);
    await enterprise.getByRole('button', { name: '查询' }).click();
    const row = enterprise.getByRole('row').filter({ hasText: sn });
    await row.getByRole('img', { name: '状态：待开票' }).waitFor();
    await row.getByText(shownMoney(premium), { exact: true }).waitFor();
    await row.getByText('增值税普通发票 · 电子发票', { exact: true }).waitFor();
    await screenshot(enterprise, 'invoice-records-pending');

    // The guarantor issues it on its desk with the invoice PDF: 已开票, e-mailed.
    const invoiceNo = invoiceNumber();
    const pdf = pdfBytes(`Invoice ${invoiceNo}`);
    const console_ = await consolePage(browser);
    await openOnDesk(console_, sn);
    await statusStamp(console_, '待开票');
    await issueElectronic(console_, invoiceNo, pdf, email);
    const drawer = console_.getByRole('region', { name: '发票详情' });
    await drawer.getByRole('img', { name: '状态：已开票' }).waitFor();
    await drawer.getByText(invoiceNo, { exact: true }).waitFor();
    await screenshot(console_, 'invoice-desk-issued');

    // The sandbox outbox holds the e-mail to the enterprise's address, the PDF attached.
    const [mail] = await mailsTo(email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain(invoiceNo);
    expect(mail!.text).toContain(sn);
    const attachment = await fetch(`${apiUrl}${mail!.attachment_url}`);
    expect(attachment.status).toBe(200);
    expect(Buffer.from(await attachment.arrayBuffer()).equals(pdf)).toBe(true);

    // /invoice/voicedetail: 已开票 with the invoice number, and the PDF downloads as uploaded.
    await enterprise.goto(detailUrl);
    await statusStamp(enterprise, '已开票');
    await enterprise.getByText(invoiceNo, { exact: true }).waitFor();
    const downloaded = await linkedPdf(
      enterprise,
      enterprise.getByRole('link', { name: '下载发票（PDF）' }),
    );
    expect(downloaded.equals(pdf)).toBe(true);
    await screenshot(enterprise, 'invoice-issued');
  });

  it(
    'an e-mail address that bounces: 推送失败 with its reason in both apps',
    { timeout: 120_000 },
    async () => {
      // Set-up: a paid order, a title and an electronic request to a bouncing address, through the API.
      const mobile = await newApplicant('13800000001', '13700000122', '褚退信');
      const { sn } = await paidPaperOrder(mobile, 'JS04-2026-0037');
      const token = await enterpriseToken(mobile);
      const { id: titleId } = await apiPost<{ id: number }>(
        '/api/invoice/addTitle',
        { ...TITLE, bank_name: '', bank_account: '', address: '', phone: '', is_default: 0 },
        token,
      );
      const email = 'caiwu@bounce.test';
      const { id } = await apiPost<{ id: number }>(
        '/api/invoice/apply',
        {
          order_sn: sn,
          kind: 'normal',
          medium: 'electronic',
          title_id: titleId,
          email,
          remark: '',
        },
        token,
      );
      const reason = `邮件被退回：收件邮箱 ${email} 不存在或拒收`;

      // The guarantor issues it: the mail bounces, the invoice is 推送失败 with the provider's reason.
      const console_ = await consolePage(browser);
      await openOnDesk(console_, sn);
      await issueElectronic(console_, invoiceNumber(), pdfBytes(`Invoice for ${sn}`), email);
      const drawer = console_.getByRole('region', { name: '发票详情' });
      await drawer.getByRole('img', { name: '状态：推送失败' }).waitFor();
      await drawer.getByText(reason, { exact: true }).waitFor();
      await drawer.getByRole('button', { name: '重新推送' }).waitFor();
      await screenshot(console_, 'invoice-desk-bounced');
      expect(await mailsTo(email)).toEqual([]);

      // It is listed under the desk's 推送失败 tab.
      await openOnDesk(console_, sn, /^推送失败/);
      await console_
        .getByRole('region', { name: '发票详情' })
        .getByText(reason, { exact: true })
        .waitFor();

      // The enterprise sees why, and can still download the issued invoice.
      const enterprise = await enterprisePage(browser, mobile);
      await enterprise.goto(`${enterpriseUrl}/invoice/voicedetail?id=${id}`);
      await statusStamp(enterprise, '推送失败');
      await enterprise.getByText('电子发票已开具，但发送到邮箱失败').waitFor();
      await enterprise.getByText(`原因：${reason}`, { exact: false }).waitFor();
      await enterprise.getByRole('link', { name: '下载发票（PDF）' }).waitFor();
      await screenshot(enterprise, 'invoice-bounced');
    },
  );
});
