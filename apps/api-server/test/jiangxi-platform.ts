// A 江西 platform registered on a test app, its secrets sealed as the registry seals them (inbound
// appKey `<code>-in`, the secrets of jiangxi-envelope.ts), optionally with 江苏信达 taking a
// product; the platform's calls to us, signed and encrypted as it would send them; and an
// application (3.1) pushed through them, then approved on the desk.
import { companyHandleReviewStatus } from '@bht/api-client/contract';
import { formatDateTime } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import { sealPlatformSecret } from '../src/areas/trading-platforms/platform-secrets';
import { orders, tradingPlatformGuarantors, tradingPlatforms } from '../src/db/schema';
import { decrypt, INBOUND_SECRET, OUTBOUND_SECRET, signedEnvelope } from './jiangxi-envelope';
import { PLATFORM_APP_KEY } from './jiangxi-fake-platform';
import { APPLICATION, GOOD_PAYLOADS } from './jiangxi-payloads';
import { callEndpoint } from './company-session';
import { companyIdByName } from './order-fixtures';
import type { TestApp } from './test-app';

export const appKeyOf = (code: string) => `${code}-in`;

export async function addJiangxiPlatform(
  t: TestApp,
  code: string,
  options: { baseUrl?: string; settings?: Record<string, unknown>; productNo?: string } = {},
) {
  const seal = (column: 'inbound_app_secret' | 'outbound_app_secret', plain: string) =>
    sealPlatformSecret(t.config, column, code, plain);
  const [row] = await t.database.db
    .insert(tradingPlatforms)
    .values({
      code,
      name: `${code} 江西省公共资源交易平台`,
      dialect: 'jiangxi-2.3.0',
      baseUrl: options.baseUrl ?? 'http://127.0.0.1:1',
      inboundAppKey: appKeyOf(code),
      inboundAppSecret: seal('inbound_app_secret', INBOUND_SECRET),
      outboundAppKey: PLATFORM_APP_KEY,
      outboundAppSecret: seal('outbound_app_secret', OUTBOUND_SECRET),
      settings: options.settings ?? {},
    })
    .returning();
  if (options.productNo)
    await t.database.db.insert(tradingPlatformGuarantors).values({
      platformId: row!.id,
      ensureCompanyId: await companyIdByName(t),
      productNo: options.productNo,
    });
  return row!;
}

export interface JiangxiAnswer {
  code: number;
  msg: string;
  data: string;
  appKey?: string;
  timestamp?: string;
  requestId?: string;
  signature?: string;
}

/** Posts `body` as JSON (a string as it is) to our endpoint `name` of the platform `code`. */
export async function postToUs(
  t: TestApp,
  code: string,
  name: string,
  body: unknown,
): Promise<JiangxiAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/open/jiangxi-2.3.0/${code}/${name}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
  return res.json();
}

let requests = 0;
/** A fresh request id. */
export const newRequestId = () => `jx-${process.pid}-${++requests}-${Date.now()}`;

/** A request of platform `code` carrying `business`, signed now; `overrides` replace envelope fields after signing. */
export const requestOf = (
  code: string,
  business: unknown,
  overrides: Record<string, unknown> = {},
  now = new Date(),
) =>
  signedEnvelope(
    business,
    { appKey: appKeyOf(code), secret: INBOUND_SECRET, now, requestId: newRequestId() },
    overrides,
  );

/** The platform's call: our answer's code and message, and its business data decrypted on success. */
export async function callUs(t: TestApp, code: string, name: string, business: unknown) {
  const answer = await postToUs(t, code, name, requestOf(code, business));
  return {
    code: answer.code,
    msg: answer.msg,
    data: answer.code === 0 ? decrypt(answer.data, INBOUND_SECRET) : null,
  };
}

const inDays = (days: number) => formatDateTime(new Date(Date.now() + days * 86_400_000));

/** 3.1 over HTTP: application `orderNo` for `productNo` (its project's dates ahead); our order for it. */
export async function pushApplication(
  t: TestApp,
  code: string,
  orderNo: string,
  productNo: string,
) {
  const answer = await callUs(t, code, 'lg/apply', {
    ...APPLICATION,
    orderNo,
    applyNo: `AP-${orderNo}`,
    productNo,
    depositStartDate: inDays(-1),
    depositEndDate: inDays(20),
    openBeginDate: inDays(21),
  });
  if (answer.code !== 0) throw new Error(`lg/apply ${orderNo}: ${answer.code} ${answer.msg}`);
  return platformOrderRow(t, code, orderNo);
}

/** Our order for the platform `code`'s application `orderNo`, as it is now. */
export async function platformOrderRow(t: TestApp, code: string, orderNo: string) {
  const [row] = await t.database.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(tradingPlatforms, eq(tradingPlatforms.id, orders.platformId))
    .where(and(eq(tradingPlatforms.code, code), eq(orders.platformApplyNo, orderNo)));
  if (!row) throw new Error(`no order for ${code} ${orderNo}`);
  return row.order;
}

/** An application pushed (3.1) and approved on the desk by the console token `desk`: 2 待支付. */
export async function approvedApplication(
  t: TestApp,
  desk: string,
  code: string,
  orderNo: string,
  productNo: string,
) {
  const order = await pushApplication(t, code, orderNo, productNo);
  const review = { order_sn: order.sn, action: 'approve' };
  const res = await callEndpoint(t.app, companyHandleReviewStatus, desk, review);
  if (res.statusCode !== 200) throw new Error(`approve ${order.sn}: ${res.body}`);
  return platformOrderRow(t, code, orderNo);
}

/** 3.3: the platform's cashier collected `amount` for `orderNo` as transaction `payTransNo`. */
export const payOnPlatform = (
  t: TestApp,
  code: string,
  orderNo: string,
  amount: string,
  payTransNo: string,
) =>
  callUs(t, code, 'lg/payPush', {
    ...GOOD_PAYLOADS['lg/payPush'],
    orderNo,
    payAmount: amount,
    payTransNo,
  });

/** 3.7: the bidder revoked `orderNo` on the platform. */
export const revokeOnPlatform = (t: TestApp, code: string, orderNo: string) =>
  callUs(t, code, 'lg/revokePush', {
    orderNo,
    revokeOrigin: 'A1',
    revokeReason: '不再投标',
    revokeTime: formatDateTime(new Date()),
  });

/** 3.12: the platform's refund of payment `payTransNo` as `refundTransNo` (refundStatus 2 when it failed). */
export const refundOnPlatform = (
  t: TestApp,
  code: string,
  refund: { orderNo: string; amount: string; payTransNo: string; refundTransNo: string },
  failed?: string,
) =>
  callUs(t, code, 'lg/payRefundPush', {
    ...GOOD_PAYLOADS['lg/payRefundPush'],
    orderNo: refund.orderNo,
    payTransNo: refund.payTransNo,
    payAmount: refund.amount,
    refundTransNo: refund.refundTransNo,
    refundAmount: refund.amount,
    refundStatus: failed ? 2 : 1,
    refundDesc: failed ?? '',
  });
