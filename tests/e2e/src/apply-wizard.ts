// The application wizards' contract step (e-letter /apply/form/three, paper /paper/paperform/paperthree):
// ask for the signing code, read it from the sandbox SMS inbox, agree and sign.
import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { e2eUrls } from './provided-context';
import { latestSmsCode } from './sandbox';

/** Signs the 委托担保合同 shown on `page` with the code texted to `mobile`; `shot` names a screenshot taken before signing. */
export async function signContractWithCode(page: Page, mobile: string, shot?: string): Promise<void> {
  const since = Math.floor(Date.now() / 1000) - 1;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText(/签署验证码已发送至 1\d{2}\*{4}\d{4}/).waitFor();
  await page.getByText('我已阅读并同意').click();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(e2eUrls().apiUrl, mobile, 'sign', since));
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: '确认签署' }).click();
}
