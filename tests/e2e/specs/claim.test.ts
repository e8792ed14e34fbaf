// A claim (理赔) in the browser, both built apps against the real API and the sandbox providers
// (docs/after-issue.md). The beneficiary holding a paper bid letter reads its number and the
// verification code printed under it, raises a claim on the public /verify page (申请理赔: the
// letter checked, the claim form with an attachment, the receipt with the claim number); the
// enterprise is texted (sandbox SMS inbox); the guarantor accepts the claim on its 理赔 desk
// (/ordermang/claim) and records the payout with its voucher; the letter's remaining amount drops
// by the payout in letter management (/ordermang/orderdetail), and the enterprise reads the claim
// paid on /demage.
//
// The paid and mailed paper letter is set-up (src/api-shortcuts.ts), not this story's subject.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  enterpriseToken,
  mailPaperLetter,
  newApplicant,
  paidPaperOrder,
  PAPER_DETAIL,
} from '../src/api-shortcuts';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { letterPdf, printedVerifyCode } from '../src/letter-files';
import { e2eUrls } from '../src/provided-context';
import { pdfBytes, pngBytes } from '../src/sandbox';
import { confirmDialog, consolePage, enterprisePage } from '../src/sessions';

const { apiUrl, enterpriseUrl, consoleUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** ¥ with thousands separators and cents, as the apps show money. */
const shownMoney = (amount: number) =>
  `¥${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface SandboxSms {
  scene: string;
  text: string;
}

describe('claims', () => {
  it(
    'a claim from the verification page to payout and the remaining amount',
    { timeout: 180_000 },
    async () => {
      const mobile = await newApplicant('13800000006', '13700000132', '郑理赔');
      const { sn } = await paidPaperOrder(mobile, 'JS07-2026-0063');
      await mailPaperLetter(sn);
      const token = await enterpriseToken(mobile);
      const letter = await apiPost<{
        letter_no: string;
        letter_url: string;
        bid_bond_amount: string;
      }>(PAPER_DETAIL, { order_sn: sn }, token);
      const verifyCode = printedVerifyCode(await letterPdf(letter.letter_url));
      const guaranteed = Number(letter.bid_bond_amount);
      const claimed = Math.round(guaranteed * 0.4);

      // The beneficiary, not logged in, on /verify → 申请理赔: number and code, then the claim.
      const context = await newContext(browser);
      const beneficiary = await context.newPage();
      await beneficiary.goto(`${enterpriseUrl}/verify?tab=claim`);
      const claimFlow = beneficiary.getByRole('region', { name: '申请理赔' });
      await claimFlow.getByLabel('保函编号').fill(letter.letter_no);
      await claimFlow.getByLabel('查验码').fill(verifyCode.toLowerCase());
      await claimFlow.getByRole('button', { name: '核对保函' }).click();
      const facts = claimFlow.getByRole('region', { name: '保函信息' });
      await facts.getByText(shownMoney(guaranteed)).first().waitFor();
      await facts.getByRole('button', { name: '下一步：填写索赔信息' }).click();
      await claimFlow.getByLabel('联系人').fill('韩招标');
      await claimFlow.getByLabel('手机号').fill('13700000133');
      await claimFlow.getByLabel('索赔金额（元）').fill(String(claimed));
      await claimFlow
        .getByLabel('索赔理由')
        .fill('中标人在投标有效期内撤销投标文件，拒绝签订合同，依约索赔。');
      await claimFlow.getByLabel('收款户名').fill('扬州市住房和城乡建设局');
      await claimFlow.getByLabel('开户银行').fill('中国工商银行扬州分行');
      await claimFlow.getByLabel('收款账号').fill('6222020304050607');
      await claimFlow.getByLabel('上传附件', { exact: true }).setInputFiles({
        name: '索赔通知书.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes('Claim notice'),
      });
      await claimFlow.getByRole('button', { name: '删除 索赔通知书.pdf' }).waitFor();
      await screenshot(beneficiary, 'claim-form');
      await claimFlow.getByRole('button', { name: '提交索赔' }).click();
      await confirmDialog(beneficiary, '确认提交索赔', '确认提交');
      await beneficiary.getByText('索赔已提交').waitFor();
      const claimSn = (await beneficiary
        .getByText(/^LP\d+/)
        .first()
        .textContent())!.trim();
      expect(claimSn).toMatch(/^LP\d+$/);
      await screenshot(beneficiary, 'claim-receipt');

      // The enterprise's contact is texted about the claim.
      const inbox = (await (await fetch(`${apiUrl}/api/sandbox/sms?mobile=${mobile}`)).json()) as {
        data: SandboxSms[];
      };
      expect(inbox.data.find((m) => m.scene === 'claim_raised')?.text).toContain(claimSn);

      // The guarantor's 理赔 desk: accept, then record the payout with its voucher.
      const console_ = await consolePage(browser);
      await console_.goto(`${consoleUrl}/ordermang/claim?keyword=${encodeURIComponent(claimSn)}`);
      await console_.getByRole('link', { name: `查看索赔 ${claimSn}` }).click();
      const detail = console_.getByRole('region', { name: '索赔详情' });
      await detail.getByText('韩招标 13700000133').waitFor();
      // The beneficiary's attachment under the name it was uploaded with.
      await detail.getByRole('link', { name: '索赔通知书.pdf' }).waitFor();
      // 受理 takes an optional opinion, then a confirmation.
      await detail.getByRole('button', { name: '受理' }).click();
      const accept = console_.getByRole('dialog', { name: '受理索赔' });
      await accept.getByLabel('处理意见').fill('材料齐全，已受理');
      await accept.getByRole('button', { name: '受理索赔' }).click();
      await confirmDialog(console_, '确认受理该索赔？', '确认受理');
      await accept.waitFor({ state: 'hidden' });
      await detail.getByText('材料齐全，已受理').first().waitFor();
      await detail.getByRole('button', { name: '登记赔付' }).click();
      const pay = console_.getByRole('dialog', { name: '登记赔付' });
      await expect.poll(() => pay.getByLabel('赔付金额').inputValue()).toBe(`${claimed}.00`);
      await pay.getByLabel('上传赔付凭证', { exact: true }).setInputFiles({
        name: '赔付回单.png',
        mimeType: 'image/png',
        buffer: pngBytes(120, 80, [20, 160, 90]),
      });
      await pay.getByRole('button', { name: '删除 赔付回单.png' }).waitFor();
      await pay.getByLabel('处理意见').fill('核实无误，按索赔金额赔付');
      await screenshot(console_, 'claim-payout');
      await pay.getByRole('button', { name: '登记赔付' }).click();
      await confirmDialog(console_, '确认登记赔付？', '确认登记');
      await pay.waitFor({ state: 'hidden' });
      await detail.getByRole('img', { name: '状态：已赔付' }).waitFor();

      // Letter management: the letter's remaining amount dropped by the payout; it stays in force.
      await console_.goto(`${consoleUrl}/ordermang/orderdetail?order_sn=${encodeURIComponent(sn)}`);
      await console_
        .getByText(shownMoney(guaranteed - claimed), { exact: true })
        .first()
        .waitFor();
      await console_.getByRole('region', { name: '保函事件' }).getByText(claimSn).first().waitFor();
      await screenshot(console_, 'claim-letter-timeline');

      // The enterprise reads the claim, paid, with what remains of the letter.
      const enterprise = await enterprisePage(browser, mobile);
      await enterprise.goto(`${enterpriseUrl}/demage/index?keyword=${encodeURIComponent(claimSn)}`);
      await enterprise
        .getByRole('row')
        .filter({ hasText: claimSn })
        .getByText('已赔付')
        .first()
        .waitFor();
      const { list } = await apiPost<{
        list: Array<{ id: number; sn: string; remaining: string; status: number }>;
      }>('/api/claim/getList', { keyword: claimSn }, token);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ status: 2, remaining: (guaranteed - claimed).toFixed(2) });
      await enterprise.goto(`${enterpriseUrl}/demage/damageinfo?id=${list[0]!.id}`);
      await enterprise.getByText(shownMoney(claimed), { exact: true }).first().waitFor();
      await enterprise
        .getByText(shownMoney(guaranteed - claimed), { exact: true })
        .first()
        .waitFor();
      await enterprise.getByRole('link', { name: '索赔通知书.pdf' }).waitFor();
      // The guarantor's opinion on 登记赔付 is the enterprise's 处理意见.
      await enterprise.getByText('核实无误，按索赔金额赔付').first().waitFor();
      await screenshot(enterprise, 'claim-enterprise-detail');
    },
  );
});
