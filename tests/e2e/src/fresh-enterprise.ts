// Set-up through the real API for stories about the platform review: a newly registered
// enterprise that walks the /firm guide (identity, mobile, sandbox bank deposit, signed
// agreement) and so waits in the operators' admissions queue. The browser story of the guide
// itself is specs/enterprise-firm.test.ts.
import { apiPost, DEMO_PASSWORD } from './api-shortcuts';
import { e2eUrls } from './provided-context';
import { latestDeposit, latestSmsCode, pngBytes } from './sandbox';

export interface FreshEnterprise {
  mobile: string;
  name: string;
  creditCode: string;
  legalPerson: string;
  legalIdCard: string;
  accountNo: string;
}

const unixNow = () => Math.floor(Date.now() / 1000) - 1;

/** Uploads a PNG (anonymously before registration, as the enterprise with `token`); answers its path. */
async function uploadPng(scene: string, rgb: [number, number, number], token?: string): Promise<string> {
  const form = new FormData();
  form.set('scene', scene);
  if (token) form.set('token', token);
  form.set('file', new Blob([new Uint8Array(pngBytes(90, 56, rgb))], { type: 'image/png' }), `${scene}.png`);
  const body = (await (await fetch(`${e2eUrls().apiUrl}/api/tools/uploadFile`, { method: 'POST', body: form })).json()) as { code: number; msg: string; data: { url: string } };
  if (body.code !== 1) throw new Error(`upload (${scene}) answered: ${body.msg}`);
  return body.data.url;
}

async function smsCode(mobile: string, scene: string): Promise<string> {
  const since = unixNow();
  await apiPost('/api/sms/send', { mobile, scene });
  return latestSmsCode(e2eUrls().apiUrl, mobile, scene, since);
}

/** Registers `e` (its password the demo one) and submits its authentication: it is then 审核中. */
export async function registerAndSubmitAuthentication(e: FreshEnterprise): Promise<void> {
  const { token } = await apiPost<{ token: string }>('/api/enterprise/register', {
    mobile: e.mobile,
    code: await smsCode(e.mobile, 'register'),
    password: DEMO_PASSWORD,
    enterprise_name: e.name,
    credit_code: e.creditCode,
    legal_person: e.legalPerson,
    legal_id_card: e.legalIdCard,
    business_license: await uploadPng('business_license', [30, 90, 200]),
    id_card_front: await uploadPng('id_card', [200, 120, 40]),
    id_card_back: await uploadPng('id_card', [40, 160, 90]),
    agree: 1,
  });
  await apiPost('/api/firm/submitIdentity', {
    role: 'legal',
    name: e.legalPerson,
    id_card: e.legalIdCard,
    id_card_front: await uploadPng('id_card', [220, 180, 160], token),
    id_card_back: await uploadPng('id_card', [120, 160, 220], token),
  }, token);
  await apiPost('/api/firm/verifyMobile', { mobile: e.mobile, code: await smsCode(e.mobile, 'firm_mobile') }, token);
  await apiPost('/api/firm/startBankVerification', { bank_name: '中国建设银行', bank_branch: '南京河西支行', account_name: e.name, account_no: e.accountNo }, token);
  await apiPost('/api/firm/confirmBankDeposit', { amount: await latestDeposit(e2eUrls().apiUrl, e.accountNo) }, token);
  const { sign_id } = await apiPost<{ sign_id: string }>('/api/firm/prepareAgreement', {}, token);
  const since = unixNow();
  await apiPost('/api/firm/sendAgreementCode', { sign_id }, token);
  await apiPost('/api/firm/signAgreement', { sign_id, code: await latestSmsCode(e2eUrls().apiUrl, e.mobile, 'sign', since) }, token);
}
