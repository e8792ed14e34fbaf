// The migrant-worker wage letter (农民工工资保函) in the browser, both built apps against the real
// API and the sandbox providers: the enterprise declares an awarded project on /worker/declare
// (contract price, wage share, the labour authority as beneficiary), reads the specimen the
// letter generator makes of it on /worker/specimen (watermarked 样本), asks for a custom wording on
// /worker/applyspecimen and sees the specimen carry it, applies on /applyworker with the live
// quote, signs on /makesure, waits on /workersucess; the guarantor reviews it with the custom
// wording in front of it and approves; the enterprise pays on /workerpayfor through the sandbox
// WeChat cashier and sees 出函中. Then the draft pages once more at phone width (375 px): the page
// checks after each test revisit pages in a new tab, where the draft kept by the first tab is absent.
//
// The applicant is a sub-account of its own (src/api-shortcuts.ts newApplicant): a signing code to
// one mobile may be re-sent only after 60 s.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, enterpriseToken, GUARANTOR, newApplicant } from '../src/api-shortcuts';
import { signContractWithCode } from '../src/apply-wizard';
import { launchBrowser, screenshot } from '../src/browser';
import { expectNoOverflow, viewports } from '../src/page-checks';
import { pdfSays } from '../src/pdf-text';
import { e2eUrls } from '../src/provided-context';
import {
  answerDialog,
  consolePage,
  enterprisePage,
  linkedPdf,
  openConsoleOrder,
  payInSandboxWechat,
  statusShown,
} from '../src/sessions';

const { enterpriseUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Awarded projects of 13800000001's enterprise (seed-awarded-projects.ts). */
const PROJECT = { number: 'ZB-2026-0004', price: '¥135,200,000.00' };
const PHONE_PROJECT = 'ZB-2026-0005';
/** 3 % of the contract price. */
const SHARE = { percent: '3', amount: '¥4,056,000.00', wire: '4056000.00' };
const AUTHORITY = '常州市人力资源和社会保障局';
const WORDING = '受益人要求：保函有效期内可多次索赔，索赔材料增加农民工工资支付凭证。';

/** /worker/peasant → 申报 on `number` → /worker/declare, the share and the labour authority filled; answers on the declaration. */
async function declare(page: Page, number: string): Promise<void> {
  await page.goto(`${enterpriseUrl}/worker/peasant`);
  await page.getByRole('textbox', { name: '项目' }).fill(number);
  await page.getByRole('button', { name: '查询' }).click();
  // A table row on a desktop, a card (list item) on a phone.
  await page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: number })
    .getByRole('button', { name: /^申报 / })
    .click();
  await page.waitForURL(/\/worker\/declare\?project_id=\d+$/);
  await page.getByRole('textbox', { name: '工资保证比例（%）' }).fill(SHARE.percent);
  await page.getByRole('textbox', { name: '受益人名称' }).fill(AUTHORITY);
}

/** /worker/specimen: the demo guarantor chosen; answers the specimen's text once it is there. */
async function chooseSpecimenGuarantor(page: Page): Promise<string> {
  await page.waitForURL(/\/worker\/specimen$/);
  const select = page.getByRole('combobox', { name: '担保机构' });
  const label = await select
    .locator('option', { hasText: new RegExp(`^${GUARANTOR}（保费 ¥`) })
    .textContent();
  await select.selectOption({ label: label! });
  const text = page.getByTestId('specimen-text');
  await text.waitFor();
  return (await text.textContent())!;
}

describe('wage letter', () => {
  it(
    'is declared, previewed as a specimen, given a custom wording, applied for, signed, approved and paid',
    { timeout: 180_000 },
    async () => {
      const mobile = await newApplicant('13800000001', '13700000112', '吴工资');
      const enterprise = await enterprisePage(browser, mobile);

      // /worker/declare: the contract price from the awarded contract, the share, the amount it makes.
      await declare(enterprise, PROJECT.number);
      expect(await enterprise.getByRole('textbox', { name: '合同价（元）' }).inputValue()).toBe(
        '135200000.00',
      );
      await enterprise.getByText(`担保金额（合同价 × 比例）：${SHARE.amount}`).waitFor();
      await screenshot(enterprise, 'worker-declare');
      await enterprise.getByRole('button', { name: '预览保函样本' }).click();

      // /worker/specimen: the letter the declaration would get, watermarked 样本, standard wording.
      const standard = await chooseSpecimenGuarantor(enterprise);
      await enterprise.getByText('保函样本（样本，不具法律效力）').waitFor();
      expect(standard).toContain(AUTHORITY);
      expect(standard).toContain(SHARE.amount);
      expect(standard).not.toContain('特别约定');
      const specimenPdf = await linkedPdf(
        enterprise,
        enterprise.getByRole('link', { name: '下载样本 PDF' }),
      );
      expect(pdfSays(specimenPdf, '样本')).toBe(true);
      expect(pdfSays(specimenPdf, '农民工工资保函')).toBe(true);
      await screenshot(enterprise, 'worker-specimen');

      // /worker/applyspecimen: a custom wording, kept with the declaration; the specimen now carries it.
      await enterprise.getByRole('button', { name: '申请定制条款' }).click();
      await enterprise.waitForURL(/\/worker\/applyspecimen$/);
      await enterprise.getByRole('textbox', { name: '定制条款说明' }).fill(WORDING);
      await screenshot(enterprise, 'worker-apply-specimen');
      await enterprise.getByRole('button', { name: '保存并返回样本' }).click();
      await enterprise.waitForURL(/\/worker\/specimen$/);
      await enterprise.getByText(WORDING).first().waitFor();
      await expect
        .poll(async () => enterprise.getByTestId('specimen-text').textContent())
        .toContain(`特别约定：${WORDING}`);

      // /applyworker: the declaration summarised, the guarantor kept, the live quote.
      await enterprise.getByRole('button', { name: '确认样本，去申请' }).click();
      await enterprise.waitForURL(/\/applyworker$/);
      await enterprise.getByText(`申请定制：${WORDING}`).waitFor();
      const quoteLine = enterprise
        .locator('[aria-live="polite"][aria-busy="false"]')
        .filter({ hasText: '应付保费' });
      await quoteLine.waitFor();
      const quoted = (await quoteLine.locator('strong').textContent())!;
      expect(quoted).toMatch(/^¥[\d,]+\.\d{2}$/);
      await enterprise
        .getByRole('radiogroup', { name: '担保机构' })
        .locator('label')
        .filter({ hasText: GUARANTOR })
        .getByText(`保费 ${quoted}`)
        .waitFor();
      await screenshot(enterprise, 'worker-apply');
      await enterprise.getByRole('button', { name: '提交申请，去确认签约' }).click();

      // /makesure: signed with the texted code; /workersucess waits for the review.
      await enterprise.waitForURL(/\/makesure\?order_sn=/);
      const sn = new URL(enterprise.url()).searchParams.get('order_sn')!;
      await enterprise.getByText(`申请定制：${WORDING}`).waitFor();
      await signContractWithCode(enterprise, mobile, 'worker-makesure', '确认并签署');
      await enterprise.waitForURL(/\/workersucess\?order_sn=/);
      await enterprise.getByText(`订单 ${sn} 当前状态：待审核`).waitFor();

      // The guarantor's reviewer has the custom wording in front of it, and approves.
      const console_ = await consolePage(browser);
      await openConsoleOrder(console_, '待审核', sn);
      await console_.getByRole('note', { name: '定制条款申请' }).getByText(WORDING).waitFor();
      await screenshot(console_, 'worker-console-review');
      await answerDialog(console_, {
        title: '审核通过',
        label: '审核意见',
        text: '同意按定制条款出具',
        ok: '确认通过',
      });
      await statusShown(console_, '待支付');

      // /workersucess sees the approval (polled) → /workerpayfor: the quote is what is due; paid in the sandbox WeChat flow.
      await enterprise.getByRole('button', { name: '去支付' }).click({ timeout: 20_000 });
      await enterprise.waitForURL(/\/workerpayfor\?order_sn=/);
      await enterprise
        .getByRole('region', { name: '支付保费' })
        .getByText(`应付保费 ${quoted}`)
        .waitFor();
      await screenshot(enterprise, 'worker-pay');
      await payInSandboxWechat(enterprise, 'worker-sandbox-cashier');
      await enterprise.getByText('支付已确认，订单当前状态：出函中。').waitFor();

      // The pay page and the letter's detail say 出函中.
      await enterprise.goto(`${enterpriseUrl}/workerpayfor?order_sn=${encodeURIComponent(sn)}`);
      await enterprise.getByText(/该订单无需在此支付，当前状态：出函中。/).waitFor();
      await enterprise.getByRole('link', { name: '查看订单详情' }).click();
      await enterprise.waitForURL(/\/worker\/worker\?sn=/);
      const detail = enterprise.getByRole('region', { name: '保函详情' });
      await detail.getByRole('img', { name: '状态：出函中' }).waitFor();
      await screenshot(enterprise, 'worker-issuing');

      // Charged what was quoted, for the declared amount, with the wording asked for; the console shows it too.
      const order = await apiPost<{
        status: number;
        premium: string;
        bid_bond_amount: string;
        pay_method: string;
        terms: { wage_share: string; wording_request: string };
      }>('/api/worker_letter/getLetterDetail', { order_sn: sn }, await enterpriseToken(mobile));
      expect(order).toMatchObject({
        status: 3,
        premium: quoted.replace(/[¥,]/g, ''),
        bid_bond_amount: SHARE.wire,
        pay_method: 'wechat',
      });
      expect(order.terms).toMatchObject({
        wage_share: expect.stringMatching(/^3(\.0+)?$/),
        wording_request: WORDING,
      });
      await openConsoleOrder(console_, '待出函', sn);
      await console_.getByRole('note', { name: '定制条款申请' }).getByText(WORDING).waitFor();
    },
  );

  it(
    'the declaration, the specimen, the wording request and the application fit a phone (375 px)',
    { timeout: 90_000 },
    async () => {
      const enterprise = await enterprisePage(
        browser,
        await newApplicant('13800000001', '13700000114', '郑手机'),
      );
      await enterprise.setViewportSize(viewports.mobile);

      await declare(enterprise, PHONE_PROJECT);
      await enterprise.getByText(/^担保金额（合同价 × 比例）：¥/).waitFor();
      await expectNoOverflow(enterprise, '/worker/declare');
      await enterprise.getByRole('button', { name: '预览保函样本' }).click();

      await chooseSpecimenGuarantor(enterprise);
      await expectNoOverflow(enterprise, '/worker/specimen');
      await screenshot(enterprise, 'worker-specimen-375');

      await enterprise.getByRole('button', { name: '申请定制条款' }).click();
      await enterprise.getByRole('textbox', { name: '定制条款说明' }).fill(WORDING);
      await expectNoOverflow(enterprise, '/worker/applyspecimen');
      await enterprise.getByRole('button', { name: '保存并返回样本' }).click();
      await enterprise.waitForURL(/\/worker\/specimen$/);

      await enterprise.getByRole('button', { name: '确认样本，去申请' }).click();
      await enterprise.waitForURL(/\/applyworker$/);
      await enterprise
        .locator('[aria-live="polite"][aria-busy="false"]')
        .filter({ hasText: '应付保费' })
        .waitFor();
      await expectNoOverflow(enterprise, '/applyworker');
      await screenshot(enterprise, 'worker-apply-375');
    },
  );
});
