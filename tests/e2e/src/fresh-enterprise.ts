// Set-up through the real API for stories about the platform review: a newly registered
// enterprise that walks the /firm guide (identity, mobile, sandbox bank deposit, signed
// agreement) and so waits in the operators' admissions queue. The browser story of the guide
// itself is specs/enterprise-firm.test.ts.
import { apiPost, DEMO_PASSWORD, textedCode, uploadPng } from './api-shortcuts';
import { e2eUrls } from './provided-context';
import { latestDeposit, pngBytes } from './sandbox';

export interface FreshEnterprise {
  mobile: string;
  name: string;
  creditCode: string;
  legalPerson: string;
  legalIdCard: string;
  accountNo: string;
}

/** A PNG of its own colour for `scene`, uploaded anonymously (before registration) or as `token`. */
const png = (scene: string, rgb: [number, number, number], token?: string) =>
  uploadPng(scene, `${scene}.png`, pngBytes(90, 56, rgb), token);

/** Registers `e` (its password the demo one) and submits its authentication: it is then 审核中. */
export async function registerAndSubmitAuthentication(e: FreshEnterprise): Promise<void> {
  const { token } = await apiPost<{ token: string }>('/api/enterprise/register', {
    mobile: e.mobile,
    code: await textedCode(e.mobile, 'register'),
    password: DEMO_PASSWORD,
    enterprise_name: e.name,
    credit_code: e.creditCode,
    legal_person: e.legalPerson,
    legal_id_card: e.legalIdCard,
    business_license: await png('business_license', [30, 90, 200]),
    id_card_front: await png('id_card', [200, 120, 40]),
    id_card_back: await png('id_card', [40, 160, 90]),
    agree: 1,
  });
  await apiPost(
    '/api/firm/submitIdentity',
    {
      role: 'legal',
      name: e.legalPerson,
      id_card: e.legalIdCard,
      id_card_front: await png('id_card', [220, 180, 160], token),
      id_card_back: await png('id_card', [120, 160, 220], token),
    },
    token,
  );
  await apiPost(
    '/api/firm/verifyMobile',
    { mobile: e.mobile, code: await textedCode(e.mobile, 'firm_mobile') },
    token,
  );
  await apiPost(
    '/api/firm/startBankVerification',
    {
      bank_name: '中国建设银行',
      bank_branch: '南京河西支行',
      account_name: e.name,
      account_no: e.accountNo,
    },
    token,
  );
  await apiPost(
    '/api/firm/confirmBankDeposit',
    { amount: await latestDeposit(e2eUrls().apiUrl, e.accountNo) },
    token,
  );
  const { sign_id } = await apiPost<{ sign_id: string }>('/api/firm/prepareAgreement', {}, token);
  const code = await textedCode(e.mobile, 'sign', () =>
    apiPost('/api/firm/sendAgreementCode', { sign_id }, token),
  );
  await apiPost('/api/firm/signAgreement', { sign_id, code }, token);
}
