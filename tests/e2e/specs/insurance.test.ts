// Guarantee insurance (投标保证保险) in the browser, the built portal against the real API and the
// sandbox insurer: the enterprise picks a tender and an insurer's product with its quote on
// /sun_insure, submits the proposal on /sun_one, pays on /sun_two at the insurer's sandbox cashier,
// and comes back to /sun_three insured, with the policy number and the policy PDF. Then the
// insurer's signed result is delivered again — the sandbox insurer resending it, and the very same
// signed fields posted once more — and nothing changes: same policy number, same payment time, one
// policy, the callback answering that it is a duplicate.
//
// The applicant is a sub-account of its own (src/api-shortcuts.ts newApplicant), as in every story.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, enterpriseToken, newApplicant } from '../src/api-shortcuts';
import { launchBrowser, screenshot } from '../src/browser';
import { pdfSays } from '../src/pdf-text';
import { e2eUrls } from '../src/provided-context';
import { signedPayResult } from '../src/sandbox';
import { enterprisePage, linkedPdf } from '../src/sessions';

const { apiUrl, enterpriseUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An open tender no other story insures (one unpaid or insured policy per enterprise and project). */
const PROJECT = 'JS07-2026-0062';
const INSURER = '阳光财产保险股份有限公司';
const PRODUCT = '投标保证保险（标准版）';
/** Where the sandbox insurer posts 阳光's signed results (the spec's callback). */
const SUN_RESULT = '/api/sun_letter/payResult';

interface PolicyFacts {
  sn: string;
  status: string;
  premium: string;
  project_id: number;
  policy_no: string | null;
  pay_time: number | null;
}

/** Posts signed result `fields` to the insurer's callback as the insurer would; answers the envelope. */
async function postResult(fields: Record<string, string>) {
  const res = await fetch(`${apiUrl}${SUN_RESULT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return {
    status: res.status,
    ...((await res.json()) as {
      code: number;
      msg: string;
      data: { accepted: boolean; duplicate: boolean };
    }),
  };
}

describe('guarantee insurance', () => {
  it(
    'a policy is proposed, paid at the sandbox cashier and insured; the same signed result again changes nothing',
    { timeout: 120_000 },
    async () => {
      const mobile = await newApplicant('13800000001', '13700000113', '孙投保');
      const enterprise = await enterprisePage(browser, mobile);

      // /sun_insure: the tender found by its number, then the insurers' products with their quotes.
      await enterprise.goto(`${enterpriseUrl}/sun_insure`);
      const picker = enterprise.getByRole('region', { name: '选择投标项目' });
      await picker.getByRole('textbox', { name: '搜索投标项目' }).fill(PROJECT);
      await picker.getByRole('button', { name: '查询' }).click();
      const row = picker.getByRole('row').filter({ hasText: PROJECT });
      await row.getByRole('button', { name: /^选择 / }).click();
      await enterprise.waitForURL(/\/sun_insure\?project_id=\d+$/);
      const product = enterprise.getByRole('article', { name: `${INSURER} ${PRODUCT}` });
      const quoted = (await product.getByText(/^保费 ¥[\d,]+\.\d{2}$/).textContent())!.replace(
        /^保费 /,
        '',
      );
      await screenshot(enterprise, 'insurance-products');
      await product.getByRole('button', { name: `立即投保 ${INSURER} ${PRODUCT}` }).click();

      // /sun_one: the insured details (the contact prefilled from the session), submitted as a proposal.
      await enterprise.waitForURL(/\/sun_one\?project_id=\d+&product_id=\d+$/);
      await enterprise.getByText(quoted, { exact: true }).first().waitFor();
      expect(await enterprise.getByRole('textbox', { name: '联系手机' }).inputValue()).toBe(mobile);
      await enterprise.getByRole('textbox', { name: '联系人' }).fill('孙经办');
      await screenshot(enterprise, 'insurance-details');
      await enterprise.getByRole('button', { name: '提交投保单' }).click();

      // /sun_two: the proposal as recorded, 待支付, the same premium; 去支付 leaves for the insurer's cashier.
      await enterprise.waitForURL(/\/sun_two\?policy_sn=BX/);
      const sn = new URL(enterprise.url()).searchParams.get('policy_sn')!;
      await enterprise.getByText('待支付', { exact: true }).first().waitFor();
      await enterprise.getByText(`应付保费 ${quoted}`).waitFor();
      await screenshot(enterprise, 'insurance-confirm');
      await enterprise.getByRole('button', { name: '去支付' }).click();

      // The sandbox insurer's cashier: the policy's premium, 确认支付, and back to /sun_three.
      await enterprise.waitForURL(/\/api\/sandbox\/cashier\?/);
      const prepayId = new URL(enterprise.url()).searchParams.get('prepay_id')!;
      await enterprise.getByText('沙箱支付', { exact: true }).first().waitFor();
      await enterprise.getByText(sn, { exact: true }).waitFor();
      expect(await enterprise.getByLabel('支付金额').textContent()).toBe(quoted.replace(/,/g, ''));
      await screenshot(enterprise, 'insurance-cashier');
      await enterprise.getByRole('button', { name: '确认支付' }).click();
      await enterprise.waitForURL(/\/sun_three\?policy_sn=BX.*result=ok/);

      // 已承保 with the insurer's policy number and the policy PDF.
      await enterprise.getByText('已承保', { exact: true }).first().waitFor({ timeout: 20_000 });
      const token = await enterpriseToken(mobile);
      const insured = await apiPost<PolicyFacts>(
        '/api/insurance/getPolicy',
        { policy_sn: sn },
        token,
      );
      expect(insured).toMatchObject({ status: 'insured', premium: quoted.replace(/[¥,]/g, '') });
      expect(insured.policy_no).toBeTruthy();
      expect(insured.pay_time).toBeTruthy();
      await enterprise.getByText(`保险公司已确认承保，保单号：${insured.policy_no}`).waitFor();
      await screenshot(enterprise, 'insurance-insured');
      const download = enterprise.getByRole('link', { name: '下载保单（PDF）' }).first();
      const pdf = await linkedPdf(enterprise, download);
      expect(pdfSays(pdf, insured.policy_no!)).toBe(true);
      expect(pdfSays(pdf, INSURER)).toBe(true);

      // The insurer resends its result (the sandbox cashier's "confirm" of a paid prepay does, as a
      // vendor retrying would): the callback answers that it is a duplicate.
      const resent = await apiPost<{
        trade_no: string;
        notify_http_status: number;
        notify_response: unknown;
      }>('/api/sandbox/pay', { prepay_id: prepayId, result: 'ok' });
      expect(resent.notify_http_status).toBe(200);
      expect(resent.notify_response).toMatchObject({
        code: 1,
        data: { order_sn: sn, accepted: true, duplicate: true },
      });
      // The very result the insurer signed for this payment (its transaction, amount and time), posted
      // twice more with one signature: a duplicate each time. Altered, it is refused.
      const signed = signedPayResult('sun', {
        order_sn: sn,
        trade_no: resent.trade_no,
        amount: insured.premium,
        status: 'SUCCESS',
        paid_at: String(insured.pay_time),
      });
      for (let i = 0; i < 2; i++)
        expect(await postResult(signed)).toMatchObject({
          status: 200,
          code: 1,
          data: { accepted: true, duplicate: true },
        });
      expect((await postResult({ ...signed, amount: '0.01' })).code).not.toBe(1);

      // Nothing changed: status, policy number and payment time; one policy for the tender.
      const after = await apiPost<PolicyFacts>(
        '/api/insurance/getPolicy',
        { policy_sn: sn },
        token,
      );
      expect(after).toMatchObject({
        status: 'insured',
        policy_no: insured.policy_no,
        pay_time: insured.pay_time,
        premium: insured.premium,
      });
      const { list } = await apiPost<{ list: PolicyFacts[] }>(
        '/api/insurance/getPolicyList',
        { page: 1, limit: 50 },
        token,
      );
      expect(list.filter((p) => p.project_id === insured.project_id).map((p) => p.sn)).toEqual([
        sn,
      ]);

      // The portal shows the same policy, and 我的保单 one 已承保 row for it.
      await enterprise.reload();
      await enterprise.getByText(`保险公司已确认承保，保单号：${insured.policy_no}`).waitFor();
      await enterprise.goto(`${enterpriseUrl}/sun_insure?tab=policies`);
      const policyRows = enterprise.getByRole('row').filter({ hasText: sn });
      await policyRows.getByText('已承保', { exact: true }).waitFor();
      expect(await policyRows.count()).toBe(1);
      await screenshot(enterprise, 'insurance-policies');
    },
  );
});
