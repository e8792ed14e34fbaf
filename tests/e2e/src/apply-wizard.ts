// The enterprise's application wizards, e-letter (/myLetter/list → /apply/form/*) and paper
// (/applypaper → /paper/paperform/*), which share their steps: the project from the type's list,
// the demo guarantor with the server's premium, the contract signed with the texted code, submitted.
import type { Page } from 'playwright-core';
import { GUARANTOR } from './api-shortcuts';
import { screenshot } from './browser';
import { e2eUrls } from './provided-context';
import { latestSmsCode } from './sandbox';

/** Where one letter type's wizard lives: its project list and the URL of each step. */
export interface WizardSteps {
  list: string;
  project: RegExp;
  guarantor: RegExp;
  contract: RegExp;
  submit: RegExp;
  result: RegExp;
}

const wizard = (
  list: string,
  form: string,
  [project, guarantor, contract, submit, result]: string[],
): WizardSteps => ({
  list,
  project: new RegExp(`${form}/${project}\\?id=\\d+$`),
  guarantor: new RegExp(`${form}/${guarantor}\\?id=\\d+$`),
  contract: new RegExp(`${form}/${contract}\\?order_sn=`),
  submit: new RegExp(`${form}/${submit}\\?order_sn=`),
  result: new RegExp(`${form}/${result}\\?order_sn=`),
});

export const E_LETTER_WIZARD = wizard('/myLetter/list', '/apply/form', [
  'one',
  'two',
  'three',
  'four',
  'fiveone',
]);
export const PAPER_WIZARD = wizard('/applypaper', '/paper/paperform', [
  'paperone',
  'papertwo',
  'paperthree',
  'paperfour',
  'paperfive',
]);

/** The type's project list → 申请保函 on `projectNumber` → its first step → the guarantor step, nothing chosen. */
export async function openGuarantorStep(
  page: Page,
  steps: WizardSteps,
  projectNumber: string,
): Promise<void> {
  await page.goto(`${e2eUrls().enterpriseUrl}${steps.list}`);
  await page.getByRole('textbox', { name: '项目' }).fill(projectNumber);
  await page.getByRole('button', { name: '查询' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: projectNumber })
    .getByRole('button', { name: /^申请保函 / })
    .click();
  await page.waitForURL(steps.project);
  await page.getByRole('button', { name: '下一步：选择担保机构' }).click();
  await page.waitForURL(steps.guarantor);
}

/** The guarantor step (openGuarantorStep) with the demo guarantor chosen; answers the premium shown (the server's, for this project). */
export async function chooseGuarantor(
  page: Page,
  steps: WizardSteps,
  projectNumber: string,
): Promise<string> {
  await openGuarantorStep(page, steps, projectNumber);
  await page.getByText(GUARANTOR, { exact: true }).click();
  const choice = page.getByText(new RegExp(`已选 ${GUARANTOR}，保费 ¥[\\d,]+\\.\\d{2}`));
  return (await choice.textContent())!.replace(/^.*保费 /, '');
}

/**
 * Signs the 委托担保合同 shown on `page` with the code texted to `mobile`; `shot` names a screenshot
 * taken before signing; `submit` is the signing button (the performance and wage letters' 确认并签署).
 */
export async function signContractWithCode(
  page: Page,
  mobile: string,
  shot?: string,
  submit = '确认签署',
): Promise<void> {
  const since = Math.floor(Date.now() / 1000) - 1;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText(/签署验证码已发送至 1\d{2}\*{4}\d{4}/).waitFor({ timeout: 60_000 });
  await page.getByText('我已阅读并同意').click();
  await page
    .getByLabel('短信验证码')
    .fill(await latestSmsCode(e2eUrls().apiUrl, mobile, 'sign', since));
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/**
 * From the guarantor step (filled): to the contract, signed with the texted code, then 完成申请;
 * the result says the order waits for review. Answers the order number.
 */
export async function signAndSubmit(
  page: Page,
  steps: WizardSteps,
  mobile: string,
  shot?: string,
): Promise<string> {
  await page.getByRole('button', { name: '下一步：签署合同' }).click();
  await page.waitForURL(steps.contract);
  const orderSn = new URL(page.url()).searchParams.get('order_sn')!;
  await signContractWithCode(page, mobile, shot);
  await page.waitForURL(steps.submit);
  await page.getByRole('button', { name: '完成申请' }).click();
  await page.waitForURL(steps.result);
  await page.getByText('申请已提交').waitFor();
  await page.getByText(`订单 ${orderSn} 当前状态：待审核`).waitFor();
  return orderSn;
}
