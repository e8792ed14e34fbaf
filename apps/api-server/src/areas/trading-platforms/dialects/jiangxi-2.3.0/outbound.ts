// Our calls to the platform, one builder per event (docs/trading-platforms.md, 3.2 to 3.19): each
// loads what its body needs and returns [] when the platform need not hear (not our cashier, not
// decided yet). Paths are `jrapi/lg/<name>` under the platform's base URL.
import { OrderStatus } from '@bht/api-client/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import { claims, invoices, orderLogs, surrenders } from '../../../../db/schema';
import { UPLOADS_PREFIX } from '../../../../http/file-links';
import { JobFailure } from '../../../../jobs/job-queue';
import type { Dialect, OutboundContext, OutboundMessage } from '../../dialect';
import {
  applyPushBody,
  claimPushBody,
  delayPushBody,
  invoicePushBody,
  invoiceWriteBackPushBody,
  lgResultPushBody,
  payPushBody,
  payRefundPushBody,
  refundPushBody,
} from './outbound-bodies';
import { LINK_DAYS, letterLinks } from './letter-fields';
import { settingsOf } from './platform-settings';
import {
  invoiceRequestOf,
  invoicesOfOrders,
  loggedRequest,
  premiumPaymentOf,
  payeeAccount,
  transitionInto,
} from './records';
import type { JiangxiSettings } from './settings';

const message = (
  name: string,
  body: Record<string, unknown> | null,
  businessNo: string,
): OutboundMessage[] => (body ? [{ endpoint: `jrapi/lg/${name}`, body, businessNo }] : []);

/** The applyNo of the platform's request of `endpoint` about the order. */
const applyNoOf = async (context: OutboundContext, endpoint: string) =>
  (await loggedRequest(context.db, context.platform.row.id, context.order.id, endpoint))
    ?.businessNo ?? '';

const ourCashier = (settings: JiangxiSettings) => settings.cashier === 'guarantor';

/** The event's surrender or claim (refId), if it is this order's. */
async function surrenderOf({ db, refId, order }: OutboundContext) {
  if (refId === null) return null;
  const [row] = await db
    .select()
    .from(surrenders)
    .where(and(eq(surrenders.id, refId), eq(surrenders.orderId, order.id)));
  return row ?? null;
}

async function invoiceOf({ db, refId, order }: OutboundContext) {
  if (refId === null) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, refId), eq(invoices.orderId, order.id)));
  return row ?? null;
}

/** A stored file (`/uploads/…`) as a public link valid the guide's 30 days; another URL as it is. */
const publicLink = (context: OutboundContext, url: string | null) =>
  url?.startsWith(UPLOADS_PREFIX)
    ? context.publicFileUrl(url.slice(UPLOADS_PREFIX.length).split('?')[0] ?? '', LINK_DAYS)
    : (url ?? '');

async function claimOf({ db, refId, order }: OutboundContext) {
  if (refId === null) return null;
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.id, refId), eq(claims.orderId, order.id)));
  return row ?? null;
}

export const outbound: Dialect['outbound'] = {
  async reviewed(context) {
    const { db, order, platform } = context;
    const settings = settingsOf(platform);
    const body = applyPushBody({
      order,
      applyNo: await applyNoOf(context, 'lg/apply'),
      reviewedAt: (await transitionInto(db, order.id, order.status))?.createdAt ?? null,
      settings,
      payee: ourCashier(settings) ? await payeeAccount(db, order.ensureCompanyId) : null,
    });
    return message('applyPush', body, order.platformApplyNo ?? '');
  },

  async paid(context) {
    const { db, order, platform } = context;
    // The platform's cashier refunds through 3.12 itself; approve_refund after its 失败 is ours.
    const cashier = ourCashier(settingsOf(platform)) ? 'us' : 'platform';
    const payment = await premiumPaymentOf(db, order.id, cashier);
    if (!payment) return [];
    const body = payPushBody(order, payment, await payeeAccount(db, order.ensureCompanyId));
    return message('payPush', body, order.platformApplyNo ?? '');
  },

  async issued(context) {
    const { order, platform } = context;
    if (!order.issuedAt || !order.letterUrl) return [];
    const settings = settingsOf(platform);
    const links = await letterLinks(context, platform, order, settings);
    return message(
      'lgResultPush',
      lgResultPushBody(order, settings, links),
      order.platformApplyNo ?? '',
    );
  },

  async opening_postponed(context) {
    const { db, order, platform, refId } = context;
    // Before issue the platform has no letter to extend: 3.5 lgResultPush brings the letter, made
    // (or re-issued) for the new dates, once it is issued; a draft is never sent.
    if (!order.issuedAt || !order.letterUrl || refId === null) return [];
    const request = await loggedRequest(db, platform.row.id, order.id, 'lg/applyDelay');
    // Its answer is logged after the transaction that queued this: the retry finds it.
    if (!request) throw new Error(`订单 ${order.sn} 的延期申请报文尚未记录`);
    // The postponement's log row, and the re-issue it caused if any (logged after it).
    const logs = await db
      .select({ action: orderLogs.action, createdAt: orderLogs.createdAt })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, order.id), gte(orderLogs.id, refId)))
      .orderBy(asc(orderLogs.id));
    const settings = settingsOf(platform);
    const body = delayPushBody({
      order,
      applyNo: request.businessNo,
      reissued: logs.some((log) => log.action === 'reissue_letter'),
      decidedAt: logs[0]?.createdAt ?? context.now,
      settings,
      links: await letterLinks(context, platform, order, settings),
    });
    return message('delayPush', body, request.businessNo);
  },

  async surrender_decided(context) {
    const surrender = await surrenderOf(context);
    if (!surrender) return [];
    const applyNo = await applyNoOf(context, 'lg/applyRefund');
    return message('refundPush', refundPushBody(context.order, applyNo, surrender), applyNo);
  },

  async refunded(context) {
    const { db, order, platform } = context;
    // The platform's cashier refunds through 3.12 itself; approve_refund after its 失败 is ours.
    const cashier = ourCashier(settingsOf(platform)) ? 'us' : 'platform';
    const payment = await premiumPaymentOf(db, order.id, cashier);
    if (!payment) return [];
    // Approved, the channel refunds after the commit: tell the platform once the money is back.
    if (payment.status !== 'refunded')
      throw new JobFailure(`订单 ${order.sn} 的保费原路退款尚未完成，完成后再通知交易平台`);
    const body = payRefundPushBody(
      order,
      payment,
      (await transitionInto(db, order.id, OrderStatus.REFUND_REVIEW))?.note ?? '',
      await payeeAccount(db, order.ensureCompanyId),
    );
    return message('payRefundPush', body, order.platformApplyNo ?? '');
  },

  async claim_decided(context) {
    const claim = await claimOf(context);
    if (!claim) return [];
    const applyNo = await applyNoOf(context, 'lg/applyClaim');
    return message('claimPush', claimPushBody(context.order, applyNo, claim), applyNo);
  },

  async invoice_decided(context) {
    const { db, order, platform } = context;
    if (!order.platformApplyNo) return [];
    const request = await invoiceRequestOf(db, platform.row.id, order.platformApplyNo);
    if (!request) return [];
    const listed = await invoicesOfOrders(db, platform.row.id, request.orderNos);
    if (listed.length < request.orderNos.length) return [];
    const withLinks = listed.map(({ orderNo, invoice }) => ({
      orderNo,
      invoice,
      downloadUrl: publicLink(context, invoice.fileUrl),
    }));
    const body = invoicePushBody(request.applyNo, withLinks, settingsOf(platform));
    return message('invoicePush', body, request.applyNo);
  },

  async invoice_reversed(context) {
    const invoice = await invoiceOf(context);
    const orderNo = context.order.platformApplyNo;
    if (!invoice || !orderNo) return [];
    const body = invoiceWriteBackPushBody(
      orderNo,
      invoice,
      publicLink(context, invoice.redFileUrl),
    );
    return message('invoiceWriteBackPush', body, invoice.invoiceNo ?? orderNo);
  },
};
