// 4.2 baohannotice: the desk's review result. Approved: the letter number (assigned at approval
// for platform orders), the premium and, where the centre demands the bidder's basic account
// (基本户), the account it must come from; rejected: status 0.
import { OrderStatus } from '@bht/api-client/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrderRow } from '../../../../db/rows';
import { orderLogs } from '../../../../db/schema';
import { JobFailure } from '../../../../jobs/job-queue';
import type { OutboundContext, OutboundMessage } from '../../dialect';
import { chinaDateTime } from '../../../../time/china-time';
import { epointSettings, type EpointSettings } from './settings';

const S = OrderStatus;

/** The review as the order log recorded it. */
export interface Review {
  approved: boolean;
  at: Date;
}

/** A fraction as Epoint writes it: 千分之五 → '0.005' (the column keeps four places: '0.0050'). */
export const epointRate = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export function reviewNoticeBody(
  order: OrderRow,
  review: Review,
  settings: EpointSettings,
): Record<string, string> {
  // A rejected application never gets a letter number: our order number stands in for it.
  const baohanno = order.letterNo ?? (review.approved ? null : order.sn);
  if (!baohanno) throw new JobFailure(`订单 ${order.sn} 审核通过时未分配保函编号`);
  const body: Record<string, string> = {
    applyno: order.platformApplyNo ?? '',
    baohanno,
    instname: order.ensureCompanyName,
    generatetime: chinaDateTime(review.at),
    rate: epointRate(order.premiumRate),
    cost: order.premium,
    applystatus: review.approved ? '1' : '0',
  };
  if (review.approved && order.payerAccountName && order.payerAccountNo) {
    body.payername = order.payerAccountName;
    body.payeraccount = order.payerAccountNo;
  } else if (review.approved && settings.requirePayerAccount) {
    throw new JobFailure(`平台要求基本户付款，订单 ${order.sn} 未记录付款账户`);
  }
  return body;
}

export async function reviewNotice(context: OutboundContext): Promise<readonly OutboundMessage[]> {
  const { db, order, platform } = context;
  const [log] = await db
    .select({ toStatus: orderLogs.toStatus, createdAt: orderLogs.createdAt })
    .from(orderLogs)
    .where(
      and(
        eq(orderLogs.orderId, order.id),
        eq(orderLogs.fromStatus, S.PENDING_REVIEW),
        inArray(orderLogs.toStatus, [S.PENDING_PAYMENT, S.REJECTED]),
      ),
    )
    .orderBy(desc(orderLogs.id))
    .limit(1);
  if (!log) return [];
  const review = { approved: log.toStatus === S.PENDING_PAYMENT, at: log.createdAt };
  const body = reviewNoticeBody(order, review, epointSettings.parse(platform.row.settings));
  return [{ endpoint: 'baohannotice', body, businessNo: body.applyno }];
}
