// The performance letter (履约保函) in the browser, both built apps against the real API and the
// sandbox providers: the enterprise that won a tender picks it on /honourapply and applies on
// /applyhonour (guaranteed amount within the allowed share of the contract price, the demo
// guarantor with the server's live quote, the validity, the employer as beneficiary, the contract
// and the bid-winning notice uploaded), confirms and signs the entrustment contract with the texted
// code on /affirm, and waits on /succes; the guarantor approves it on its order desk; the
// enterprise pays by transfer voucher on /payfor; the guarantor confirms the payment, seals and
// issues; the enterprise downloads the letter from /honour/honour, and the PDF says 履约保函, names
// the employer and the amount. The premium charged is the quote the form showed.
//
// The applicant is a sub-account of its own (src/api-shortcuts.ts newApplicant): a signing code to
// one mobile may be re-sent only after 60 s.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, enterpriseToken, GUARANTOR, newApplicant } from '../src/api-shortcuts';
import { signContractWithCode } from '../src/apply-wizard';
import { launchBrowser, screenshot } from '../src/browser';
import { pdfSays } from '../src/pdf-text';
import { e2eUrls } from '../src/provided-context';
import { pdfBytes, pngBytes } from '../src/sandbox';
import {
  answerDialog,
  cardTitled,
  confirmOfflinePayment,
  consolePage,
  enterprisePage,
  linkedPdf,
  openConsoleOrder,
  payByVoucher,
  sealAndIssue,
  statusShown,
} from '../src/sessions';

const { enterpriseUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An awarded project of 13800000001's enterprise (seed-awarded-projects.ts): contract price ¥92,380,000.00. */
const PROJECT = { number: 'ZB-2026-0002', employer: '苏州工业园区教育局' };
/** 5 % of the contract price (at most 10 % is allowed). */
const AMOUNT = { wire: '4619000.00', shown: '¥4,619,000.00' };

interface LetterFacts {
  status: number;
  premium: string;
  bid_bond_amount: string;
  letter_no: string | null;
  terms: {
    beneficiary: string;
    contract_file: string | null;
    award_notice_file: string | null;
  } | null;
}

describe('performance letter', () => {
  it(
    'is applied for with the live quote, signed, approved, paid by voucher, sealed, issued and downloaded',
    { timeout: 180_000 },
    async () => {
      const mobile = await newApplicant('13800000001', '13700000111', '周履约');
      const enterprise = await enterprisePage(browser, mobile);

      // /honourapply: the enterprise's awarded projects; 申请履约保函 on the one won.
      await enterprise.goto(`${enterpriseUrl}/honourapply`);
      await enterprise.getByRole('textbox', { name: '项目' }).fill(PROJECT.number);
      await enterprise.getByRole('button', { name: '查询' }).click();
      const projectRow = enterprise.getByRole('row').filter({ hasText: PROJECT.number });
      await projectRow.getByText(PROJECT.employer).waitFor();
      await projectRow.getByRole('button', { name: /^申请履约保函 / }).click();
      await enterprise.waitForURL(/\/applyhonour\?project_id=\d+$/);

      // /applyhonour: the amount, then the guarantor; the quote follows both (debounced, from the server).
      await enterprise.getByRole('textbox', { name: '担保金额（元）' }).fill(AMOUNT.wire);
      const guarantors = enterprise.getByRole('radiogroup', { name: '担保机构' });
      await guarantors.getByText(GUARANTOR, { exact: true }).click();
      const quoteLine = enterprise
        .locator('[aria-live="polite"][aria-busy="false"]')
        .filter({ hasText: '应付保费' });
      await quoteLine.waitFor();
      const quoted = (await quoteLine.locator('strong').textContent())!;
      expect(quoted).toMatch(/^¥[\d,]+\.\d{2}$/);
      await quoteLine.getByTestId('premium-rule').waitFor();
      // The chosen guarantor's card offers the same premium for this amount.
      await guarantors
        .locator('label')
        .filter({ hasText: GUARANTOR })
        .getByText(`保费 ${quoted}`)
        .waitFor();

      // The employer comes from the awarded contract; its address added; the validity left as proposed.
      expect(await enterprise.getByRole('textbox', { name: '发包人名称' }).inputValue()).toBe(
        PROJECT.employer,
      );
      await enterprise
        .getByRole('textbox', { name: '发包人地址' })
        .fill('苏州工业园区星湖街 328 号');
      await enterprise
        .getByLabel('上传施工合同', { exact: true })
        .setInputFiles({ name: '施工合同.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
      await enterprise.getByRole('button', { name: '删除 施工合同.pdf' }).waitFor();
      await enterprise.getByLabel('上传中标通知书', { exact: true }).setInputFiles({
        name: '中标通知书.png',
        mimeType: 'image/png',
        buffer: pngBytes(160, 100, [220, 60, 60]),
      });
      await enterprise.getByRole('button', { name: '删除 中标通知书.png' }).waitFor();
      await screenshot(enterprise, 'performance-form');
      await enterprise.getByRole('button', { name: '下一步：确认并签约' }).click();

      // /affirm: the application as recorded, then the entrustment contract signed with the texted code.
      await enterprise.waitForURL(/\/affirm\?order_sn=/);
      const sn = new URL(enterprise.url()).searchParams.get('order_sn')!;
      const terms = cardTitled(enterprise, '保函条款');
      await terms.getByText(PROJECT.employer).first().waitFor();
      await terms.getByText(AMOUNT.shown).first().waitFor();
      await signContractWithCode(enterprise, mobile, 'performance-affirm', '确认并签署');

      // /succes: waiting for the guarantor's review.
      await enterprise.waitForURL(/\/succes\?order_sn=/);
      await enterprise.getByText(`订单 ${sn} 当前状态：待审核`).waitFor();
      await screenshot(enterprise, 'performance-submitted');

      // The guarantor reviews the terms on the order's desk and approves.
      const console_ = await consolePage(browser);
      await openConsoleOrder(console_, '待审核', sn);
      const reviewed = cardTitled(console_, '保函条款');
      await reviewed.getByText(PROJECT.employer).first().waitFor();
      await reviewed
        .getByRole('link', { name: /施工合同/ })
        .first()
        .waitFor();
      await reviewed
        .getByRole('link', { name: /中标通知书/ })
        .first()
        .waitFor();
      await screenshot(console_, 'performance-console-review');
      await answerDialog(console_, {
        title: '审核通过',
        label: '审核意见',
        text: '合同与中标通知书齐全，同意出具履约保函',
        ok: '确认通过',
      });
      await statusShown(console_, '待支付');

      // /succes sees the approval (polled) and leads to /payfor; the premium due is the quote.
      await enterprise.getByRole('button', { name: '去支付' }).click({ timeout: 20_000 });
      await enterprise.waitForURL(/\/payfor\?order_sn=/);
      await enterprise
        .getByRole('region', { name: '支付保费' })
        .getByText(`应付保费 ${quoted}`)
        .waitFor();
      await payByVoucher(enterprise);
      await screenshot(enterprise, 'performance-voucher');

      // The guarantor confirms the transfer, seals and issues.
      await openConsoleOrder(console_, '待支付', sn);
      await confirmOfflinePayment(console_);
      await statusShown(console_, '出函中');
      await sealAndIssue(console_);
      await screenshot(console_, 'performance-console-issued');

      // What the order was charged is what the form quoted, for the amount applied for.
      const order = await apiPost<LetterFacts>(
        '/api/performance_letter/getLetterDetail',
        { order_sn: sn },
        await enterpriseToken(mobile),
      );
      expect(order).toMatchObject({
        status: 4,
        premium: quoted.replace(/[¥,]/g, ''),
        bid_bond_amount: AMOUNT.wire,
      });
      expect(order.terms).toMatchObject({ beneficiary: PROJECT.employer });
      expect(order.letter_no).toMatch(/^LYBH/);

      // /honour/honour: the letter's row → its detail over the list → 下载 PDF 保函.
      await enterprise.goto(`${enterpriseUrl}/honour/honour`);
      const letterRow = enterprise.getByRole('row').filter({ hasText: sn });
      await letterRow.getByText('已出函', { exact: true }).waitFor();
      await letterRow.getByRole('button', { name: `详情 ${sn}` }).click();
      const detail = enterprise.getByRole('region', { name: '保函详情' });
      await detail.getByText(order.letter_no!, { exact: true }).first().waitFor();
      const pdf = await linkedPdf(enterprise, detail.getByRole('link', { name: '下载 PDF 保函' }));
      expect(pdfSays(pdf, '履约保函')).toBe(true);
      expect(pdfSays(pdf, PROJECT.employer)).toBe(true);
      expect(pdfSays(pdf, AMOUNT.shown)).toBe(true);
      expect(pdfSays(pdf, order.letter_no!)).toBe(true);
      await screenshot(enterprise, 'performance-letter-detail');
    },
  );
});
