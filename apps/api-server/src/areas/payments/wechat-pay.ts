// Paying in the WeChat in-app browser: the page first gets a one-time OAuth code (authorisation
// URL), then exchanges it here for the payer's openid together with the JSAPI parameters of the
// order's prepay, and a pending attempt in the pay log. docs/payments.md walks through it.
import { getAuthorizeUrl, getOpenid } from '@bht/api-client/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, fieldError, forbidden, notFound } from '../../http/app-error';
import type { Caller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { assertOrderPermission, enterpriseScope } from '../orders/enterprise-order-access';
import { assertPortalPayment } from '../trading-platforms/pay-terms';
import { NOTIFY_PATHS, requireOnlinePayAccount } from './pay-accounts';
import { recordOnlineAttempt } from './online-attempt';
import { findPayableOrder, paymentSubject } from './payable-order';
import { apiOrigin, isAllowedReturnUrl, portalReturnUrl } from './redirect-targets';
import type { OrderRow } from '../../db/rows';

/** The portal's WeChat pay page (apps/enterprise-portal routes.ts), where a hosted cashier returns to. */
export const PORTAL_PAY_PATH = '/text_pay';

/** The page sends the payer to the authorisation URL again when it sees this field error on `code`. */
export const AUTHORISATION_EXPIRED = '授权已失效，请重新授权';

export const getAuthorizeUrlHandler = implement(
  getAuthorizeUrl,
  async ({ redirect_uri }, { config, providers, request }) => {
    if (!isAllowedReturnUrl(config, redirect_uri)) {
      throw fieldError('redirect_uri', '回跳地址不在授权域名内');
    }
    const state = randomBytes(8).toString('hex');
    return {
      url: providers.payment.authorizeUrl({
        redirectUri: redirect_uri,
        state,
        apiOrigin: apiOrigin(request),
      }),
    };
  },
);

/**
 * The order a WeChat payer may pay. Logged in, the enterprise pays its own orders. The pay page is
 * also opened by scanning the order's QR code in WeChat, without a session: such a payer may pay
 * an order waiting for payment but learns nothing else, so every refusal reads the same.
 */
async function orderForPayer(db: Db, sn: string, caller: Caller | null): Promise<OrderRow> {
  if (caller && caller.type !== 'enterprise') throw forbidden('请使用企业账号支付订单');
  if (caller) {
    assertOrderPermission(caller);
    return findPayableOrder(db, sn, enterpriseScope(caller));
  }
  return findPayableOrder(db, sn, 'system').catch((error: unknown) => {
    throw error instanceof AppError ? notFound('订单不存在或无需支付') : error;
  });
}

/** Where the cashier sends the payer back: the portal's pay page, with the order's letter type so 支付成功 links to its detail. */
const portalPayUrl = (
  config: Config,
  request: FastifyRequest,
  order: { sn: string; type: string },
) =>
  portalReturnUrl(config, request, PORTAL_PAY_PATH, {
    order_sn: order.sn,
    ...(order.type === 'bid_e' ? {} : { type: order.type }),
  });

export const getOpenidHandler = implement(
  getOpenid,
  async ({ code, order_sn }, { db, config, providers, caller, request }) => {
    // The code is spent first: probing order numbers anonymously then costs one WeChat authorisation each.
    const payer = await providers.payment.exchangeCode(code);
    if (!payer) throw fieldError('code', AUTHORISATION_EXPIRED);
    if (!order_sn) return { openid: payer.openid, pay: null, cashier_url: null };

    const order = await orderForPayer(db, order_sn, caller);
    await assertPortalPayment(db, order, 'online');
    const account = await requireOnlinePayAccount(db, order.ensureCompanyId);
    const origin = apiOrigin(request);
    const payment = await providers.payment.createJsapiPayment({
      channel: account.channel,
      orderSn: order.sn,
      amount: order.premium,
      subject: paymentSubject(order),
      openid: payer.openid,
      notifyUrl: `${origin}${NOTIFY_PATHS[account.channel]}`,
      returnUrl: portalPayUrl(config, request, order),
      apiOrigin: origin,
    });
    await recordOnlineAttempt(db, config, {
      order,
      channel: account.channel,
      prepayId: payment.prepayId,
      note: `微信支付预下单 ${payment.prepayId}`,
    });
    return { openid: payer.openid, pay: payment.pay, cashier_url: payment.cashierUrl };
  },
);
