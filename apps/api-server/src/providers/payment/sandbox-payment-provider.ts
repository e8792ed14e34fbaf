// SANDBOX PAYMENT: no money moves. Stands in for WeChat's web authorisation and the insurer
// cashiers: one-time OAuth codes (5 minutes), prepay orders in its own ledger table, a hosted
// cashier page (areas/payments/sandbox-routes.ts) whose 确认支付 / 取消支付 makes this provider
// post a signed notification over real HTTP to the notify URL, exactly as a vendor would, and
// refunds. Each channel signs with its own key derived from PAYMENT_CALLBACK_SECRET.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sandboxPayments, sandboxWechatCodes } from '../../db/schema';
import { signFields, verifySignature } from './pay-sign';
import { payResultRequestSchema } from '@bht/api-client/contract';
import {
  CHECKOUT_CHANNELS,
  type AuthorizeUrlRequest,
  type CallbackReading,
  type CallbackReply,
  type ChannelCallback,
  type Checkout,
  type CheckoutMethod,
  type CheckoutRequest,
  type JsapiPayment,
  type JsapiPaymentRequest,
  type PayChannel,
  type PaymentProvider,
  type PaymentQueryResult,
  type RefundRequest,
} from './payment-provider';

export const SANDBOX_WECHAT_APP_ID = 'wxsandbox00000000';
export const SANDBOX_CODE_TTL_MS = 5 * 60_000;
/** WeChat keeps a prepay_id valid for two hours. */
const PREPAY_TTL_MS = 2 * 3600_000;

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** The channel's signing key: what the vendor would issue to the merchant, here derived from one sandbox secret. */
export const sandboxChannelKey = (secret: string, channel: PayChannel) =>
  createHmac('sha256', secret).update(`sandbox-pay:${channel}`).digest('hex');

/** WeChat openids are 28 characters starting with 'o'. */
export const newSandboxOpenid = () => `o${randomBytes(20).toString('base64url').slice(0, 27)}`;
export const isSandboxOpenid = (value: string) => /^o[\w-]{27}$/.test(value);

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
/** 24 digits derived from the merchant's refund number: the same refund answers the same number. */
const sandboxRefundNo = (outRefundNo: string) =>
  `SBXR${BigInt(`0x${createHash('sha256').update(outRefundNo).digest('hex').slice(0, 20)}`)
    .toString()
    .padStart(24, '0')
    .slice(-24)}`;

export interface NotificationDelivery {
  /** The notification as posted (signed). */
  fields: Record<string, string>;
  httpStatus: number | null;
  /** The merchant's answer (envelope), or null when it could not be reached. */
  response: unknown;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly checkoutMethods = Object.keys(CHECKOUT_CHANNELS) as CheckoutMethod[];
  readonly authorises = true;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
    /** Holds every refund call this long before it reaches the ledger (a slow channel, for crash tests). */
    private readonly refundDelayMs = 0,
  ) {}

  authorizeUrl({ redirectUri, state, apiOrigin }: AuthorizeUrlRequest): string {
    const query = new URLSearchParams({
      appid: SANDBOX_WECHAT_APP_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state,
    });
    return `${apiOrigin}/api/sandbox/wechat/authorize?${query}#wechat_redirect`;
  }

  /** Sandbox only: the authorisation page's "允许": a one-time code for the payer `openid` (a new payer when absent). */
  async issueCode(openid = newSandboxOpenid()): Promise<{ code: string; openid: string }> {
    const code = randomBytes(16).toString('hex');
    await this.db.insert(sandboxWechatCodes).values({
      codeHash: hashCode(code),
      openid,
      expiresAt: new Date(Date.now() + SANDBOX_CODE_TTL_MS),
    });
    this.log?.warn({ sandbox: true, openid }, '[SANDBOX WECHAT] 微信网页授权（沙箱）已同意');
    return { code, openid };
  }

  async exchangeCode(code: string): Promise<{ openid: string } | null> {
    // One UPDATE both checks and spends the code, so two exchanges of one code cannot both succeed.
    const [row] = await this.db
      .update(sandboxWechatCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(sandboxWechatCodes.codeHash, hashCode(code)),
          isNull(sandboxWechatCodes.usedAt),
          gt(sandboxWechatCodes.expiresAt, new Date()),
        ),
      )
      .returning({ openid: sandboxWechatCodes.openid });
    return row ?? null;
  }

  async createJsapiPayment(request: JsapiPaymentRequest): Promise<JsapiPayment> {
    const { prepayId, cashierUrl } = await this.openCashier(request);
    const pay = {
      appId: SANDBOX_WECHAT_APP_ID,
      timeStamp: String(Math.floor(Date.now() / 1000)),
      nonceStr: randomBytes(16).toString('hex'),
      package: `prepay_id=${prepayId}`,
      signType: 'HMAC-SHA256',
    };
    return {
      prepayId,
      pay: { ...pay, paySign: signFields(pay, this.key(request.channel)) },
      cashierUrl,
    };
  }

  /** Every checkout is the hosted cashier: the QR code of wechat_native opens it, the others redirect to it. */
  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const { prepayId, cashierUrl } = await this.openCashier({
      ...request,
      channel: CHECKOUT_CHANNELS[request.method],
      openid: '',
    });
    const qr = request.method === 'wechat_native';
    return { prepayId, codeUrl: qr ? cashierUrl : null, payUrl: qr ? null : cashierUrl };
  }

  /**
   * Sandbox only: a prepay in the ledger and the hosted cashier page that pays it. The WeChat JSAPI
   * payment above and the sandbox insurer's cashier (providers/insurer) share it: one ledger, one
   * cashier, one signed notification to `notifyUrl`.
   */
  async openCashier(
    request: JsapiPaymentRequest,
  ): Promise<{ prepayId: string; cashierUrl: string }> {
    const prepayId = await this.openPrepay(request);
    const cashierUrl = `${request.apiOrigin}/api/sandbox/cashier?${new URLSearchParams({ prepay_id: prepayId, return: request.returnUrl })}`;
    return { prepayId, cashierUrl };
  }

  /** Reuses the order's open prepay for the same payer and amount (as WeChat does), else closes it and opens a new one. */
  private async openPrepay(request: JsapiPaymentRequest): Promise<string> {
    const open = and(
      eq(sandboxPayments.orderSn, request.orderSn),
      eq(sandboxPayments.channel, request.channel),
      eq(sandboxPayments.status, 'created'),
    );
    const [current] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(open, gt(sandboxPayments.createdAt, new Date(Date.now() - PREPAY_TTL_MS))))
      .limit(1);
    if (
      current &&
      current.openid === request.openid &&
      current.amount === request.amount &&
      current.notifyUrl === request.notifyUrl
    )
      return current.prepayId;
    await this.db.update(sandboxPayments).set({ status: 'closed' }).where(open);
    const prepayId = `wx${randomBytes(15).toString('hex')}`;
    const { channel, orderSn, amount, subject, openid, notifyUrl } = request;
    await this.db
      .insert(sandboxPayments)
      .values({ prepayId, channel, orderSn, amount, subject, openid, notifyUrl });
    this.log?.warn(
      { sandbox: true, orderSn, prepayId },
      `[SANDBOX PAY] 创建预支付单 ${amount} 元（${channel}）`,
    );
    return prepayId;
  }

  verifyNotification(channel: PayChannel, fields: Record<string, unknown>): boolean {
    return verifySignature(fields, this.key(channel));
  }

  /** The sandbox posts the same signed form to /api/pay/<channel>/notify as to the insurer callbacks. */
  async readCallback(channel: PayChannel, { body }: ChannelCallback): Promise<CallbackReading> {
    const fields = Object.fromEntries(new URLSearchParams(body));
    const parsed = payResultRequestSchema.safeParse(fields);
    if (!this.verifyNotification(channel, fields) || !parsed.success)
      return { ok: false, reason: '签名校验失败' };
    const { nonce: _nonce, sign: _sign, ...result } = parsed.data;
    return { ok: true, event: { kind: 'payment', result } };
  }

  callbackReply(
    _channel: PayChannel,
    outcome: { ok: true } | { ok: false; message: string },
  ): CallbackReply {
    return outcome.ok
      ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' }
      : {
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FAIL', message: outcome.message }),
        };
  }

  async closePayment({ channel, prepayId }: { channel: PayChannel; prepayId: string }) {
    await this.db
      .update(sandboxPayments)
      .set({ status: 'closed' })
      .where(
        and(
          eq(sandboxPayments.prepayId, prepayId),
          eq(sandboxPayments.channel, channel),
          eq(sandboxPayments.status, 'created'),
        ),
      );
  }

  async refund({
    channel,
    tradeNo,
    outRefundNo,
    amount,
    reason,
  }: RefundRequest): Promise<{ refundNo: string }> {
    // Like the real channels: the refund number follows from the merchant's, and a repeat of an
    // already refunded transaction under the same merchant number answers that refund again.
    const refundNo = sandboxRefundNo(outRefundNo);
    if (this.refundDelayMs > 0) {
      this.log?.warn(
        { sandbox: true, tradeNo },
        `[SANDBOX PAY] refund held for ${this.refundDelayMs} ms (SANDBOX_PAY_REFUND_DELAY_MS)`,
      );
      await new Promise((resolve) => setTimeout(resolve, this.refundDelayMs));
    }
    const transaction = and(
      eq(sandboxPayments.channel, channel),
      eq(sandboxPayments.tradeNo, tradeNo),
      eq(sandboxPayments.amount, amount),
    );
    const [row] = await this.db
      .update(sandboxPayments)
      .set({ status: 'refunded', refundNo })
      .where(and(transaction, eq(sandboxPayments.status, 'paid')))
      .returning();
    if (row) {
      this.log?.warn(
        { sandbox: true, tradeNo, refundNo },
        `[SANDBOX PAY] 原路退款 ${amount} 元：${reason}`,
      );
      return { refundNo };
    }
    const [earlier] = await this.db
      .select({ refundNo: sandboxPayments.refundNo })
      .from(sandboxPayments)
      .where(
        and(
          transaction,
          eq(sandboxPayments.status, 'refunded'),
          eq(sandboxPayments.refundNo, refundNo),
        ),
      );
    if (earlier) return { refundNo };
    throw new Error(
      `sandbox refund refused: no paid ${channel} transaction ${tradeNo} of ${amount}`,
    );
  }

  async queryPayment({
    channel,
    prepayId,
  }: {
    channel: PayChannel;
    prepayId: string;
  }): Promise<PaymentQueryResult> {
    const payment = await this.findPayment(prepayId);
    if (!payment || payment.channel !== channel) return { status: 'unknown' };
    if (payment.status === 'paid' || payment.status === 'refunded')
      return {
        status: 'paid',
        orderSn: payment.orderSn,
        tradeNo: payment.tradeNo!,
        amount: payment.amount,
        paidAt: payment.paidAt ?? payment.updatedAt,
      };
    if (payment.status === 'closed')
      return {
        status: 'closed',
        orderSn: payment.orderSn,
        tradeNo: payment.tradeNo,
        amount: payment.amount,
      };
    return { status: 'pending' };
  }

  /** Sandbox only: a prepay order for the cashier page. */
  async findPayment(prepayId: string): Promise<SandboxPaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.prepayId, prepayId))
      .limit(1);
    return row ?? null;
  }

  /** Sandbox only: the order's newest prepay still waiting for the payer. */
  async findOpenPayment(orderSn: string): Promise<SandboxPaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.orderSn, orderSn), eq(sandboxPayments.status, 'created')))
      .orderBy(desc(sandboxPayments.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** Sandbox only: the paid (or since refunded) prepay of merchant order `orderSn` on `channel`, if any. */
  async findPaidPayment(channel: PayChannel, orderSn: string): Promise<SandboxPaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.orderSn, orderSn),
          eq(sandboxPayments.channel, channel),
          inArray(sandboxPayments.status, ['paid', 'refunded']),
        ),
      )
      .orderBy(desc(sandboxPayments.paidAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * Sandbox only: the payer confirms (paid) or cancels (closed) at the cashier; the provider then
   * notifies the merchant. Confirming an already paid prepay sends the same notification again,
   * as a vendor retrying would. Null when the prepay is unknown, expired or already closed.
   */
  async settle(prepayId: string, outcome: 'paid' | 'closed'): Promise<NotificationDelivery | null> {
    const now = new Date();
    const [settled] = await this.db
      .update(sandboxPayments)
      .set({
        status: outcome,
        tradeNo: `SBX${randomDigits(25)}`,
        paidAt: outcome === 'paid' ? now : null,
      })
      .where(
        and(
          eq(sandboxPayments.prepayId, prepayId),
          eq(sandboxPayments.status, 'created'),
          gt(sandboxPayments.createdAt, new Date(now.getTime() - PREPAY_TTL_MS)),
        ),
      )
      .returning();
    const payment = settled ?? (await this.findPayment(prepayId));
    if (!payment || payment.status !== outcome || (!settled && outcome === 'closed')) return null;
    return this.notify(payment);
  }

  private async notify(payment: SandboxPaymentRow): Promise<NotificationDelivery> {
    const paid = payment.status === 'paid';
    const unsigned: Record<string, string> = {
      order_sn: payment.orderSn,
      trade_no: payment.tradeNo!,
      amount: payment.amount,
      status: paid ? 'SUCCESS' : 'CLOSED',
      paid_at: String(Math.floor((payment.paidAt ?? payment.updatedAt).getTime() / 1000)),
      nonce: randomBytes(12).toString('hex'),
      ...(paid ? {} : { err_msg: '用户取消支付' }),
    };
    const fields: Record<string, string> = {
      ...unsigned,
      sign: signFields(unsigned, this.key(payment.channel as PayChannel)),
    };
    this.log?.warn(
      { sandbox: true, orderSn: payment.orderSn, tradeNo: payment.tradeNo, url: payment.notifyUrl },
      `[SANDBOX PAY] 发送支付结果通知 ${unsigned.status}`,
    );
    try {
      const res = await fetch(payment.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      return { fields, httpStatus: res.status, response: await res.json().catch(() => null) };
    } catch (error) {
      this.log?.warn(
        { sandbox: true, err: error, url: payment.notifyUrl },
        '[SANDBOX PAY] 支付结果通知发送失败',
      );
      return { fields, httpStatus: null, response: null };
    }
  }

  private key(channel: PayChannel): string {
    return sandboxChannelKey(this.secret, channel);
  }
}

/** Prepay orders older than this are no longer payable at the sandbox cashier. */
export const isPrepayExpired = (payment: Pick<SandboxPaymentRow, 'createdAt'>, now = Date.now()) =>
  payment.createdAt.getTime() < now - PREPAY_TTL_MS;
