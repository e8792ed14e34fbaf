// What the payment tests share: orders waiting for payment (made through the one order service),
// notifications signed as a channel signs them, one-time OAuth codes from the sandbox
// authorisation page, payments started and settled at the sandbox cashier over real HTTP,
// transfer vouchers, and the pay log / order log / sandbox ledger as stored.
import { getOpenid, huaAnPayResult, sunPayResult } from '@bht/api-client/contract';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payLogs, sandboxPayments } from '../src/db/schema';
import { signFields } from '../src/providers/payment/pay-sign';
import type { PayChannel } from '../src/providers/payment/payment-provider';
import { sandboxChannelKey } from '../src/providers/payment/sandbox-payment-provider';
import { orderAt, type OrderOptions } from './company-order-fixtures';
import { orderLogRows, orderRow } from './order-fixtures';
import { callEndpoint } from './session-client';
import { postForm, type TestApp } from './test-app';
import { samplePng, upload } from './upload-helpers';

export { orderLogRows, orderRow };

/** A new order at 2 (待支付). */
export const payableOrder = (t: TestApp, options: OrderOptions = {}) => orderAt(t, 2, options);

export const NOTIFY_PATH: Record<PayChannel, string> = {
  sun: sunPayResult.path,
  hua_an: huaAnPayResult.path,
  wechatpay: '/api/pay/wechatpay/notify',
  alipay: '/api/pay/alipay/notify',
};

/** A notification for order `sn` (amount = its premium, SUCCESS) signed with `channel`'s sandbox key. */
export async function notification(
  t: TestApp,
  sn: string,
  overrides: Record<string, string> = {},
  channel: PayChannel = 'sun',
  keyChannel: PayChannel = channel,
): Promise<Record<string, string>> {
  return signedNotification(t, sn, (await orderRow(t, sn)).premium, overrides, keyChannel);
}

/** A SUCCESS notification for merchant order `sn` (an order or an insurance proposal) of `amount`, signed with `keyChannel`'s sandbox key. */
export function signedNotification(
  t: TestApp,
  sn: string,
  amount: string,
  overrides: Record<string, string> = {},
  keyChannel: PayChannel = 'sun',
): Record<string, string> {
  const fields: Record<string, string> = {
    order_sn: sn,
    trade_no: `TEST${randomBytes(10).toString('hex')}`,
    amount,
    status: 'SUCCESS',
    paid_at: String(Math.floor(Date.now() / 1000)),
    nonce: randomBytes(8).toString('hex'),
    ...overrides,
  };
  return {
    ...fields,
    sign: signFields(fields, sandboxChannelKey(t.config.PAYMENT_CALLBACK_SECRET, keyChannel)),
  };
}

export const postNotification = (
  t: TestApp,
  fields: Record<string, string>,
  channel: PayChannel = 'sun',
) => postForm(t.app, NOTIFY_PATH[channel], fields);

export const PORTAL_PAY_PAGE = 'http://localhost:5173/text_pay?order_sn=BH1';

/** A browser that has authorised once: its sandbox payer cookie (the same openid from then on). */
export async function payerCookie(t: TestApp): Promise<string> {
  const res = await postForm(t.app, '/api/sandbox/wechat/authorize', {
    redirect_uri: PORTAL_PAY_PAGE,
  });
  return String(res.headers['set-cookie']).split(';')[0]!;
}

/** "允许" on the sandbox authorisation page (as the browser holding `cookie`); returns the one-time code from the redirect. */
export async function oauthCode(t: TestApp, cookie?: string): Promise<string> {
  const res = await postForm(
    t.app,
    '/api/sandbox/wechat/authorize',
    { redirect_uri: PORTAL_PAY_PAGE, state: 's1' },
    cookie ? { cookie } : {},
  );
  if (res.statusCode !== 302) throw new Error(`authorize failed: ${res.statusCode} ${res.body}`);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error('no code in the redirect');
  return code;
}

/** GET /api/wechat/getOpenid with a fresh code (unless given) for order `sn`. */
export async function openid(t: TestApp, sn: string | undefined, token?: string, code?: string) {
  return callEndpoint(t.app, getOpenid, token, {
    code: code ?? (await oauthCode(t)),
    ...(sn ? { order_sn: sn } : {}),
  });
}

/**
 * getOpenid over real HTTP, as the pay page calls it, so the notify URL is the app listening at
 * `base` (see listenOnLoopback); returns the sandbox cashier URL.
 */
export async function startPayment(
  t: TestApp,
  base: string,
  sn: string,
  token: string,
  origin?: string,
): Promise<URL> {
  const query = new URLSearchParams({ code: await oauthCode(t), order_sn: sn, token });
  const res = await fetch(`${base}/api/wechat/getOpenid?${query}`, {
    headers: origin ? { origin } : {},
  });
  const body = (await res.json()) as { code: number; data: { cashier_url: string } };
  expect(body.code).toBe(1);
  return new URL(body.data.cashier_url);
}

/** The sandbox provider settling a prepay (`result: 'ok'`) and notifying the app at `base` over HTTP. */
export const sandboxPay = (base: string, body: Record<string, string>) =>
  fetch(`${base}/api/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The payer pressing 确认支付 / 取消支付 on the sandbox cashier `cashier` (its prepay and return URL) of the app at `base`. */
export const submitCashier = (base: string, cashier: URL, action: 'confirm' | 'cancel') =>
  fetch(`${base}/api/sandbox/cashier`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      prepay_id: cashier.searchParams.get('prepay_id')!,
      return: cashier.searchParams.get('return')!,
      action,
    }),
  });

/** The sandbox provider's ledger rows for order `sn`. */
export const sandboxLedger = (t: TestApp, sn: string) =>
  t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderSn, sn));

/** Uploads a transfer voucher as `uploader` (anonymous when undefined); returns its URL. */
export async function uploadVoucher(
  t: TestApp,
  uploader: string | undefined,
  bytes = samplePng(String(Math.random())),
  name = 'voucher.png',
): Promise<string> {
  const res = await upload(t.app, { name, bytes, scene: 'pay_image', token: uploader });
  return res.json().data.url as string;
}

export async function payLogRows(t: TestApp, sn: string) {
  return t.database.db
    .select()
    .from(payLogs)
    .where(eq(payLogs.orderSn, sn))
    .orderBy(asc(payLogs.id));
}

export async function orderStatus(t: TestApp, sn: string): Promise<number> {
  return (await orderRow(t, sn)).status;
}
