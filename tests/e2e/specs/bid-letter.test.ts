// The bid e-letter in the browser, both built apps against the real API and sandbox providers:
// an enterprise applies (project → guarantor with the server's premium → contract signed with the
// SMS code), the guarantor reviews in its console, the enterprise pays through the sandbox WeChat
// authorisation and cashier, the guarantor seals and issues, the enterprise downloads the letter
// and anyone can verify it. Also a rejection with its reason and a cancelled application.
//
// Each test signs with a different mobile: the signing code of one mobile can be re-sent only
// after 60 s, and the tests run well inside that.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOrder } from '../src/api-shortcuts';
import { chooseGuarantor, E_LETTER_WIZARD, signAndSubmit } from '../src/apply-wizard';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { pdfMentions } from '../src/pdf-text';
import { e2eUrls } from '../src/provided-context';
import {
  answerDialog,
  consolePage as logInConsole,
  enterprisePage as logInEnterprise,
  linkedPdf,
  opensInNewTab,
  openConsoleOrder,
  openConsoleStage,
  payInSandboxWechat,
  sealAndIssue,
  statusShown,
} from '../src/sessions';

const { enterpriseUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const enterprisePage = (mobile: string) => logInEnterprise(browser, mobile);
const consolePage = () => logInConsole(browser);

/**
 * The project list → 申请保函 → guarantor → contract signed (status 待审核); answers the order
 * number and the premium the guarantor step showed.
 */
async function applyAndSign(
  page: Page,
  mobile: string,
  projectNumber: string,
  shots?: string,
): Promise<{ orderSn: string; premium: string }> {
  const premium = await chooseGuarantor(page, E_LETTER_WIZARD, projectNumber);
  if (shots) await screenshot(page, `${shots}-guarantor`);
  const orderSn = await signAndSubmit(page, E_LETTER_WIZARD, mobile, shots && `${shots}-contract`);
  return { orderSn, premium };
}

const orderDetailUrl = (sn: string) =>
  `${enterpriseUrl}/myLetter/detail?order_sn=${encodeURIComponent(sn)}`;

describe('bid e-letter', () => {
  // The whole life of a letter in both apps, like the other letter types' stories: their budget.
  it(
    'is applied for, reviewed, paid in the sandbox, sealed, issued, downloaded and verified',
    { timeout: 150_000 },
    async () => {
      const mobile = '13800000001';
      const enterprise = await enterprisePage(mobile);
      const { orderSn, premium } = await applyAndSign(
        enterprise,
        mobile,
        'JS01-2026-0001',
        'letter',
      );
      await screenshot(enterprise, 'letter-submitted');

      // The guarantor approves.
      const console_ = await consolePage();
      await openConsoleOrder(console_, '待审核', orderSn);
      await answerDialog(console_, {
        title: '审核通过',
        label: '审核意见',
        text: '材料齐全，同意承保',
        ok: '确认通过',
      });
      await statusShown(console_, '待支付');
      await console_
        .getByRole('region', { name: '流转记录' })
        .getByText('审核通过：材料齐全，同意承保')
        .waitFor();

      // The enterprise sees 待支付 and pays in the WeChat flow: sandbox authorisation, then cashier.
      await enterprise.goto(orderDetailUrl(orderSn));
      const paySection = enterprise.getByRole('region', { name: '支付保费' });
      await paySection.getByText(`应付保费 ${premium}`).waitFor();
      await enterprise.getByRole('img', { name: '状态：待支付' }).waitFor();
      await screenshot(enterprise, 'letter-pay-section');
      await payInSandboxWechat(enterprise, 'letter-sandbox-cashier');
      await enterprise.getByText('支付已确认，订单当前状态：出函中。').waitFor();
      await enterprise.getByRole('link', { name: '查看订单详情' }).click();
      await enterprise.getByRole('img', { name: '状态：出函中' }).waitFor();

      // The guarantor seals the letter and issues it.
      await openConsoleOrder(console_, '待出函', orderSn);
      await sealAndIssue(console_);
      await screenshot(console_, 'letter-console-issued');

      // The enterprise's detail shows the issued letter (polled) and downloads it.
      const { status, letter_no: letterNo } = await enterpriseOrder(mobile, orderSn);
      expect(status).toBe(4);
      const letter = enterprise
        .locator('.arco-card')
        .filter({ has: enterprise.getByText('电子保函', { exact: true }) });
      await letter.getByText(letterNo!, { exact: true }).waitFor();
      await enterprise.getByRole('img', { name: '状态：已出函' }).waitFor();
      await screenshot(enterprise, 'letter-issued');
      const download = letter.getByRole('link', { name: '下载 PDF 保函' });
      // The file opens in a new tab; the bytes are the same URL's.
      await opensInNewTab(enterprise, download);
      const pdf = await linkedPdf(enterprise, download);
      expect(pdf.length).toBeGreaterThan(10_000);
      expect(pdfMentions(pdf, letterNo!)).toBe(true);

      // Anyone (a fresh, logged-out browser) verifies the letter by its number.
      const visitor = await (await newContext(browser)).newPage();
      await visitor.goto(`${enterpriseUrl}/verify?letter_no=${encodeURIComponent(letterNo!)}`);
      const verdict = visitor.getByRole('region', { name: '查验结果' });
      await verdict.getByText('保函真实有效').waitFor();
      await verdict.getByText('有效', { exact: true }).waitFor();
      await verdict.getByText(letterNo!, { exact: true }).waitFor();
      expect(await verdict.getByText('江苏恒信建设集团有限公司').count()).toBe(0);
      await screenshot(visitor, 'letter-verified');

      // The same letter as OFD with its e-seal: the visitor uploads it and learns it is ours, intact.
      const ofdLink = letter.getByRole('link', { name: '下载 OFD 保函' });
      const ofd = await enterprise.request.get((await ofdLink.getAttribute('href'))!);
      expect(ofd.headers()['content-type']).toContain('application/ofd');
      await visitor.getByRole('tab', { name: '上传保函文件核验' }).click();
      const upload = visitor.getByRole('region', { name: '上传保函文件核验' });
      await upload
        .getByLabel('选择保函文件')
        .setInputFiles({ name: '保函.ofd', mimeType: 'application/ofd', buffer: await ofd.body() });
      const result = upload.getByRole('region', { name: '核验结果' });
      await result.getByText('✓ 本平台出具、文件未被修改').waitFor();
      await result.getByText('签名有效（本平台证书，签名后未被修改）').waitFor();
      await result.getByText(letterNo!, { exact: true }).waitFor();
      await screenshot(visitor, 'letter-ofd-verified');
    },
  );

  it('a rejected application shows the guarantor’s reason', async () => {
    // The enterprise's sub-account with the 订单 permission applies.
    const mobile = '13800000011';
    const enterprise = await enterprisePage(mobile);
    const { orderSn } = await applyAndSign(enterprise, mobile, 'JS02-2026-0011');

    const console_ = await consolePage();
    await openConsoleOrder(console_, '待审核', orderSn);
    await answerDialog(console_, {
      title: '审核驳回',
      label: '驳回原因',
      text: '投标保证金金额与招标文件不符',
      ok: '确认驳回',
    });
    await statusShown(console_, '已驳回');

    await enterprise.goto(orderDetailUrl(orderSn));
    await enterprise.getByRole('img', { name: '状态：已驳回' }).waitFor();
    await enterprise.getByText('驳回原因：投标保证金金额与招标文件不符').waitFor();
    await screenshot(enterprise, 'letter-rejected');
  });

  it('a cancelled application leaves the guarantor’s review list', async () => {
    const mobile = '13800000006';
    const enterprise = await enterprisePage(mobile);
    const { orderSn } = await applyAndSign(enterprise, mobile, 'JS03-2026-0021');

    const console_ = await consolePage();
    await openConsoleStage(console_, '待审核');
    await console_.getByRole('link', { name: `查看订单 ${orderSn}` }).waitFor();

    // 保函订单 → the order's row → 取消订单, confirmed.
    await enterprise.goto(`${enterpriseUrl}/myLetter/myLetter`);
    await answerDialog(enterprise, {
      button: `取消订单 ${orderSn}`,
      title: '取消订单',
      says: `（${orderSn}）`,
      label: '取消原因（选填）',
      text: '项目已改用现金保证金',
      ok: '确认取消',
    });
    const row = enterprise.getByRole('row').filter({ hasText: orderSn });
    await row.getByText('已取消').waitFor();
    expect(await enterprise.getByRole('button', { name: `取消订单 ${orderSn}` }).count()).toBe(0);
    await screenshot(enterprise, 'letter-cancelled');

    await console_.getByLabel('关键词').fill(orderSn);
    await console_.getByRole('button', { name: '查询' }).click();
    await console_.waitForURL(/keyword=/);
    await console_.getByText('暂无待审核订单').waitFor();
  });
});
