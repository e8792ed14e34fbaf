// The actions of one platform (platform-actions.ts), on the existing machinery: the order machine
// (transitionOrder with the system rules platform_cancel, platform_refund, platform_refunded and
// platform_end), the pay log, and the surrender, claim and invoice desks' own insert code. Every
// order is looked up within the platform: another platform's order is '订单不存在'. The desks'
// refusals (AppError: a wrong state, an open claim…) reach the platform as ActionRefusal.
import { OrderStatus } from '@bht/api-client/contract';
import { scaled } from '@bht/validators';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import {
  enterpriseAccounts,
  enterprises,
  orders,
  payLogs,
  projects,
  type ClaimAttachmentInfo,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { todayInChina } from '../../time/china-time';
import { raiseClaim } from '../claims/raise-claim';
import { invoiceableAmount } from '../invoices/invoiceable-orders';
import { insertInvoice } from '../invoices/insert-invoice';
import { ORDER_NOT_FOUND, transitionOrder } from '../orders/order-transitions';
import { insertSurrender } from '../surrenders/insert-surrender';
import { surrenderBlocked } from '../surrenders/surrender-rules';
import { applyForLetter, platformOperator, platformOrder } from './apply-for-letter';
import { openBids, postponeOpening } from './bid-opening';
import type { TradingPlatformRow } from './dialect';
import {
  ActionRefusal,
  type PlatformActions,
  type PlatformAttachment,
  type PlatformPayment,
  type PlatformRefund,
} from './platform-actions';

export const AMOUNT_MISMATCH = '支付金额与保费不符';
export const LETTER_ISSUED = '保函已出具，无法撤单';
export const NOT_IN_FORCE = '保函未生效或已终止，无法注销';
export const NO_ACCOUNT = '投保企业尚无平台账号，无法受理';

export interface PlatformActionDeps {
  db: Db;
}

/** The desks' refusals as the platform's: their Chinese message, nothing else. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new ActionRefusal(error.message);
    throw error;
  }
}

const sameAmount = (a: string, b: string) => scaled(a, 2) === scaled(b, 2);

const WITHDRAWN: readonly number[] = [
  OrderStatus.CANCELLED,
  OrderStatus.REFUND_REVIEW,
  OrderStatus.REFUNDED,
  OrderStatus.REJECTED,
];
const UNPAID: readonly number[] = [
  OrderStatus.PENDING_SIGN,
  OrderStatus.PENDING_REVIEW,
  OrderStatus.PENDING_PAYMENT,
];

const attachmentUrls = (attachments: readonly PlatformAttachment[]) =>
  attachments.map((file) => file.url);

/** What the platform said of each attachment, by its URL: the name it sent and its type, if typed. */
const attachmentInfo = (attachments: readonly PlatformAttachment[]) =>
  Object.fromEntries(
    attachments.map((file): [string, ClaimAttachmentInfo] => [
      file.url,
      {
        name: file.name,
        ...(file.typeName && { type: { code: file.type, name: file.typeName } }),
      },
    ]),
  );

export function createPlatformActions(
  { db }: PlatformActionDeps,
  platform: TradingPlatformRow,
): PlatformActions {
  const operator = platformOperator(platform);
  /** The order as it is now, if it is this platform's. */
  const current = async (order: OrderRow) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.platformId, platform.id)));
    if (!row) throw new ActionRefusal(ORDER_NOT_FOUND);
    return row;
  };
  const move = (order: OrderRow, action: string, note: string, extra = {}) =>
    refusing(() =>
      transitionOrder(db, { sn: order.sn, scope: 'system', operator, action, note, ...extra }),
    );
  /** The platform's own payment row with this transaction number, if already recorded. */
  const trade = async (tradeNo: string) =>
    (
      await db
        .select({ id: payLogs.id, orderId: payLogs.orderId })
        .from(payLogs)
        .where(and(eq(payLogs.channel, 'platform'), eq(payLogs.tradeNo, tradeNo)))
        .limit(1)
    )[0];
  /** The account a platform's request is recorded under: the order's, else the enterprise's main one. */
  const accountOf = async (order: OrderRow) => {
    if (order.accountId !== null) return order.accountId;
    const [main] = await db
      .select({ id: enterpriseAccounts.id })
      .from(enterpriseAccounts)
      .where(eq(enterpriseAccounts.enterpriseId, order.enterpriseId))
      .orderBy(enterpriseAccounts.isMaster, enterpriseAccounts.id)
      .limit(1);
    if (!main) throw new ActionRefusal(NO_ACCOUNT);
    return main.id;
  };

  const actions: PlatformActions = {
    applyForLetter: (application) => refusing(() => applyForLetter(db, platform, application)),

    order: async (applyNo) => {
      const order = await platformOrder(db, platform.id, applyNo);
      if (!order) throw new ActionRefusal(ORDER_NOT_FOUND);
      return order;
    },

    orderByLetterNo: async (letterNo) => {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.platformId, platform.id), eq(orders.letterNo, letterNo)))
        .limit(1);
      if (!order) throw new ActionRefusal(ORDER_NOT_FOUND);
      return order;
    },

    withdraw: async (order, reason) => {
      const now = await current(order);
      if (WITHDRAWN.includes(now.status)) return 'already';
      if (UNPAID.includes(now.status)) {
        await move(now, 'platform_cancel', reason);
        return 'cancelled';
      }
      if (now.status === OrderStatus.DRAFTING) {
        await move(now, 'platform_refund', reason);
        return 'refund_review';
      }
      throw new ActionRefusal(LETTER_ISSUED);
    },

    endLetter: async (order, reason) => {
      const now = await current(order);
      if (now.status === OrderStatus.ENDED && now.endReason === 'cancelled') return 'already';
      if (now.status !== OrderStatus.ISSUED) throw new ActionRefusal(NOT_IN_FORCE);
      const today = todayInChina();
      await move(now, 'platform_end', reason, {
        set: () => ({ endReason: 'cancelled', endedOn: today }),
      });
      return 'ended';
    },

    endLettersOfProject: async (projectKey, filter) => {
      const letters = await db
        .select({ order: orders, creditCode: enterprises.creditCode })
        .from(orders)
        .innerJoin(projects, eq(projects.id, orders.projectId))
        .innerJoin(enterprises, eq(enterprises.id, orders.enterpriseId))
        .where(
          and(
            eq(projects.platformId, platform.id),
            eq(projects.platformKey, projectKey),
            eq(orders.platformId, platform.id),
            eq(orders.status, OrderStatus.ISSUED),
          ),
        );
      const named = letters.filter(({ creditCode }) =>
        filter.which === 'all'
          ? true
          : (creditCode === filter.winnerCreditCode) === (filter.which === 'winner'),
      );
      for (const { order } of named) await actions.endLetter(order, filter.reason);
      return named.length;
    },

    openBids: (order, opening) => refusing(() => openBids(db, platform, order.id, opening)),

    postponeOpening: (order, postponement) =>
      refusing(() => postponeOpening(db, platform, order.id, postponement)),

    recordPayment: async (order, payment: PlatformPayment) => {
      const now = await current(order);
      const known = await trade(payment.tradeNo);
      if (known?.orderId === now.id) return;
      if (!sameAmount(payment.amount, now.premium)) throw new ActionRefusal(AMOUNT_MISMATCH);
      await move(now, 'pay', '交易平台代收保费', {
        set: () => ({
          payMethod: 'platform',
          payTime: payment.paidAt,
          ...(payment.payer?.accountName ? { payerAccountName: payment.payer.accountName } : {}),
          ...(payment.payer?.accountNo ? { payerAccountNo: payment.payer.accountNo } : {}),
          ...(payment.payer?.bankName ? { payerBankName: payment.payer.bankName } : {}),
        }),
        within: async (tx: Tx) => {
          await tx.insert(payLogs).values({
            orderId: now.id,
            orderSn: now.sn,
            channel: 'platform',
            amount: payment.amount,
            tradeNo: payment.tradeNo,
            status: 'paid',
            note: `交易平台代收（${platform.name}）`,
          });
        },
      });
    },

    recordRefund: async (order, refund: PlatformRefund) => {
      const now = await current(order);
      if ((await trade(refund.tradeNo))?.orderId === now.id) return;
      // A failed refund leaves the order in 退款审核 for the desk to refund offline (its record
      // lets the desk approve the refund of a premium the platform collected).
      if (!refund.ok) {
        await db.insert(payLogs).values({
          orderId: now.id,
          orderSn: now.sn,
          channel: 'platform',
          amount: refund.amount,
          tradeNo: refund.tradeNo,
          status: 'failed',
          note: `交易平台退款失败（${platform.name}）：${refund.reason ?? '未说明原因'}`.slice(
            0,
            500,
          ),
        });
        return;
      }
      await move(now, 'platform_refunded', refund.reason ?? '交易平台已退还保费', {
        within: async (tx: Tx) => {
          await tx
            .update(payLogs)
            .set({ status: 'refunded' })
            .where(
              and(
                eq(payLogs.orderId, now.id),
                eq(payLogs.channel, 'platform'),
                eq(payLogs.status, 'paid'),
              ),
            );
          await tx.insert(payLogs).values({
            orderId: now.id,
            orderSn: now.sn,
            channel: 'platform',
            amount: refund.amount,
            tradeNo: refund.tradeNo,
            status: 'refunded',
            note: `交易平台退款（${platform.name}）`,
          });
        },
      });
    },

    requestSurrender: async (order, request) => {
      const now = await current(order);
      const blocked = await surrenderBlocked(db, now);
      if (blocked) throw new ActionRefusal(blocked);
      const accountId = await accountOf(now);
      return refusing(() =>
        insertSurrender(db, now, {
          accountId,
          applicantName: request.applicantName.slice(0, 60),
          ground: 'withdraw',
          reason: request.reason,
          proofFile: request.attachments[0]?.url ?? null,
        }),
      );
    },

    raiseClaim: async (order, claim) => {
      const now = await current(order);
      const raised = await refusing(() =>
        raiseClaim(db, {
          order: now,
          source: 'platform',
          recordedBy: null,
          fields: {
            claimant: claim.claimant,
            contact_name: claim.contactName,
            contact_mobile: claim.contactMobile,
            amount: claim.amount,
            reason: claim.reason,
            bank_account_name: claim.bankAccountName,
            bank_name: claim.bankName,
            bank_account_no: claim.bankAccountNo,
            attachments: attachmentUrls(claim.attachments),
          },
          attachments: attachmentUrls(claim.attachments),
          attachmentInfo: attachmentInfo(claim.attachments),
        }),
      );
      return raised.id;
    },

    requestInvoice: async (order, request) => {
      const now = await current(order);
      return refusing(async () => {
        const amount = await invoiceableAmount(db, now);
        if (!sameAmount(request.amount, amount))
          throw new ActionRefusal(`开票金额应为 ${amount} 元`);
        return insertInvoice(db, now, amount, {
          kind: request.kind,
          medium: 'electronic',
          title: request.title,
          taxNo: request.taxNo,
          bankName: request.bankName ?? '',
          bankAccount: request.bankAccount ?? '',
          address: request.address ?? '',
          phone: request.phone ?? '',
          email: request.email ?? '',
          receiverName: request.receiverName ?? null,
          receiverMobile: request.receiverMobile ?? null,
          receiverAddress: request.receiverAddress ?? null,
          remark: request.remark ?? '',
        });
      });
    },
  };
  return actions;
}
