// The real API called directly, for a story's set-up that is not its subject (an applicant of
// its own, an order already signed and approved) and for reading back what a screen should show.
// Same calls the apps make: form-encoded bodies, the session token in the Authorization header,
// the { code, msg, data } envelope (code 1 is success).
import { e2eUrls } from './provided-context';
import { latestSmsCode, pngBytes } from './sandbox';

export const DEMO_PASSWORD = 'Demo@1234';
/** The demo guarantor whose console the stories use (account xinda_admin). */
export const GUARANTOR = '江苏信达融资担保有限公司';

const unixNow = () => Math.floor(Date.now() / 1000) - 1;

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** POSTs `fields` (as the account of `token`, if given) to `path`; answers `data`, or throws with the server's message. */
export async function apiPost<T>(
  path: string,
  fields: Record<string, string | number> = {},
  token?: string,
): Promise<T> {
  const form = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${e2eUrls().apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
    body: form,
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${path} answered ${res.status}: ${body.msg}`);
  return body.data;
}

/** Has `send` text `mobile` a code for `scene` (by default through /api/sms/send); answers the code from the sandbox inbox. */
export async function textedCode(
  mobile: string,
  scene: string,
  send: () => Promise<unknown> = () => apiPost('/api/sms/send', { mobile, scene }),
): Promise<string> {
  const since = unixNow();
  await send();
  return latestSmsCode(e2eUrls().apiUrl, mobile, scene, since);
}

/** Uploads a PNG as `name` for `scene` (anonymously before registration, or as the account of `token`); answers its stored path. */
export async function uploadPng(
  scene: string,
  name: string,
  png: Buffer,
  token?: string,
): Promise<string> {
  const form = new FormData();
  form.set('scene', scene);
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const body = (await (
    await fetch(`${e2eUrls().apiUrl}/api/tools/uploadFile`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    })
  ).json()) as { code: number; msg: string; data: { url: string } };
  if (body.code !== 1) throw new Error(`upload (${scene}) answered: ${body.msg}`);
  return body.data.url;
}

export async function enterpriseToken(mobile: string, password = DEMO_PASSWORD): Promise<string> {
  return (await apiPost<{ token: string }>('/api/enterprise/login', { account: mobile, password }))
    .token;
}

export async function consoleToken(account = 'xinda_admin'): Promise<string> {
  return (
    await apiPost<{ token: string }>('/api/ensure_company/login', {
      account,
      password: DEMO_PASSWORD,
    })
  ).token;
}

/**
 * A sub-account of `masterMobile`'s enterprise with every permission, its first-log-in password
 * change already done, so it logs in with the demo password. Each story signs with a mobile of
 * its own: a signing code to one mobile may be re-sent only after 60 s.
 */
export async function newApplicant(
  masterMobile: string,
  mobile: string,
  name: string,
): Promise<string> {
  const first = 'First@2026';
  await apiPost(
    '/api/Enterprise/addSubAccount',
    { mobile, password: first, name, auth_json: '*' },
    await enterpriseToken(masterMobile),
  );
  const token = await enterpriseToken(mobile, first);
  const code = await textedCode(mobile, 'change_password');
  const { ticket } = await apiPost<{ ticket: string }>(
    '/api/enterprise/verifyIdentity',
    { scene: 'change_password', code },
    token,
  );
  await apiPost('/api/enterprise/changePassword', { ticket, password: DEMO_PASSWORD }, token);
  return mobile;
}

/** The id of the first project whose number is `number` among those that take a paper letter. */
export async function paperProjectId(token: string, number: string): Promise<number> {
  const { list } = await apiPost<{ list: Array<{ id: number; number: string }> }>(
    '/api/paper_project/getList',
    { keyword: number, page: 1, limit: 10 },
    token,
  );
  const project = list.find((p) => p.number === number);
  if (!project) throw new Error(`no paper project ${number}`);
  return project.id;
}

/**
 * Set-up shortcut: `mobile` applies for a paper letter on project `number` with the demo
 * guarantor, mailed to a new entry of its address book, signs the entrustment contract with the
 * texted code, and the guarantor approves it. The order waits for payment (待支付); answers its number.
 */
export async function approvedPaperOrder(mobile: string, number: string): Promise<string> {
  const token = await enterpriseToken(mobile);
  const projectId = await paperProjectId(token, number);
  const offers = await apiPost<Array<{ id: number; name: string }>>(
    '/api/paper_letter/getEnsureCompany',
    { project_id: projectId },
    token,
  );
  const guarantor = offers.find((o) => o.name === GUARANTOR);
  if (!guarantor) throw new Error(`${GUARANTOR} does not offer a paper letter for ${number}`);
  const address = await apiPost<{ id: number }>(
    '/api/address/add',
    {
      name: '周收件',
      mobile,
      region: '江苏省 扬州市 邗江区',
      address: '文昌西路 88 号 5 楼',
      is_default: 0,
    },
    token,
  );
  const { order_sn: sn } = await apiPost<{ order_sn: string }>(
    '/api/paper_letter/add',
    {
      project_id: projectId,
      ensure_company_id: guarantor.id,
      contact_name: '周收件',
      contact_mobile: mobile,
      receiver_address_id: address.id,
    },
    token,
  );
  const { sign_id: signId } = await apiPost<{ sign_id: string }>(
    '/api/paper_letter/prepareSign',
    { order_sn: sn },
    token,
  );
  const code = await textedCode(mobile, 'sign', () =>
    apiPost('/api/paper_letter/sendSignCode', { order_sn: sn, sign_id: signId }, token),
  );
  await apiPost('/api/paper_letter/confirmSign', { order_sn: sn, sign_id: signId, code }, token);
  await apiPost(
    '/api/ensure_company/handleReviewStatus',
    { order_sn: sn, action: 'approve' },
    await consoleToken(),
  );
  return sn;
}

export interface OrderFacts {
  status: number;
  status_text: string;
  letter_no: string | null;
  letter_url: string | null;
  pay_method: string | null;
  pay_time: number | null;
}

/** The order as its enterprise reads it through `detailPath` (the letter type's getDetail). */
export async function enterpriseOrder(
  mobile: string,
  sn: string,
  detailPath = '/api/order/getOrderInfo',
): Promise<OrderFacts> {
  return apiPost<OrderFacts>(detailPath, { order_sn: sn }, await enterpriseToken(mobile));
}

export const PAPER_DETAIL = '/api/paper_letter/getDetail';

/** Set-up: a paper order of `mobile` on project `number`, paid by transfer voucher and confirmed by the guarantor (待寄送); answers its number and premium. */
export async function paidPaperOrder(
  mobile: string,
  number: string,
): Promise<{ sn: string; premium: string }> {
  const sn = await approvedPaperOrder(mobile, number);
  const token = await enterpriseToken(mobile);
  const image = await uploadPng(
    'pay_image',
    '转账回单.png',
    pngBytes(120, 80, [30, 120, 200]),
    token,
  );
  await apiPost('/api/paper_letter/addPayImage', { order_sn: sn, image }, token);
  await apiPost(
    '/api/ensure_company/handleLetterStatus',
    { order_sn: sn, action: 'confirm_payment' },
    await consoleToken(),
  );
  const { status, premium } = await apiPost<{ status: number; premium: string }>(
    PAPER_DETAIL,
    { order_sn: sn },
    token,
  );
  if (status !== 10)
    throw new Error(`paid paper order ${sn} is in status ${status}, not 10 待寄送`);
  return { sn, premium };
}

/** Set-up: the guarantor prints the paid paper order `sn` and mails the original today: the letter is in force (已寄出). */
export async function mailPaperLetter(sn: string): Promise<void> {
  const token = await consoleToken();
  await apiPost('/api/ensure_company/letterSign', { order_sn: sn }, token);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await apiPost(
    '/api/ensure_company/mailLetter',
    { order_sn: sn, courier_company: '顺丰速运', tracking_no: `SF${Date.now()}`, mailed_on: today },
    token,
  );
}
