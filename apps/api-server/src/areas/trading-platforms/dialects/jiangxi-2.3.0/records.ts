// What the 江西 messages need from our rows beyond the order: the platform's numbers kept only in
// the message log (applyNo per business step, 3.1's product fields), the product the guarantor
// takes applications under, the payee account, a transition's time and note, and our payment row.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  companyPayAccounts,
  invoices,
  orderLogs,
  orders,
  payLogs,
  platformMessages,
  tradingPlatformGuarantors,
} from '../../../../db/schema';

/** What the inbound route logs of a request: its envelope fields and the decrypted `payload`. */
const payloadOf = (body: unknown) =>
  ((body as { payload?: unknown } | null)?.payload ?? {}) as Record<string, unknown>;

/** The latest accepted inbound message of `endpoint` about the order: its business number and payload. */
export async function loggedRequest(db: Db, platformId: number, orderId: number, endpoint: string) {
  const [row] = await db
    .select({ businessNo: platformMessages.businessNo, body: platformMessages.body })
    .from(platformMessages)
    .where(
      and(
        eq(platformMessages.platformId, platformId),
        eq(platformMessages.orderId, orderId),
        eq(platformMessages.direction, 'in'),
        eq(platformMessages.endpoint, endpoint),
        eq(platformMessages.ok, true),
      ),
    )
    .orderBy(desc(platformMessages.id))
    .limit(1);
  return row ? { businessNo: row.businessNo ?? '', payload: payloadOf(row.body) } : null;
}

/** The `productNo` the guarantor takes this platform's applications under. */
export async function productNoOf(db: Db, platformId: number, ensureCompanyId: number) {
  const [row] = await db
    .select({ productNo: tradingPlatformGuarantors.productNo })
    .from(tradingPlatformGuarantors)
    .where(
      and(
        eq(tradingPlatformGuarantors.platformId, platformId),
        eq(tradingPlatformGuarantors.ensureCompanyId, ensureCompanyId),
      ),
    )
    .limit(1);
  return row?.productNo ?? '';
}

/** The guarantor's collecting account (收款方), the first one entered. */
export async function payeeAccount(db: Db, ensureCompanyId: number) {
  const [row] = await db
    .select({
      accountName: companyPayAccounts.accountName,
      accountNo: companyPayAccounts.accountNo,
      bankName: companyPayAccounts.bankName,
    })
    .from(companyPayAccounts)
    .where(eq(companyPayAccounts.companyId, ensureCompanyId))
    .limit(1);
  return row ?? null;
}

/** The order's last move into `status`: when, and its note (the review's time for 3.2, why the refund for 3.13). */
export async function transitionInto(db: Db, orderId: number, status: number) {
  const [row] = await db
    .select({ createdAt: orderLogs.createdAt, note: orderLogs.note })
    .from(orderLogs)
    .where(and(eq(orderLogs.orderId, orderId), eq(orderLogs.toStatus, status)))
    .orderBy(desc(orderLogs.id))
    .limit(1);
  return row ?? null;
}

/**
 * The row the premium was paid by, whether refunded since or not: our cashier's (online or by
 * transfer; an online refund marks that same row refunded once the channel has returned the money),
 * or the platform's (refunded offline by the desk after the platform failed to refund it).
 */
export async function premiumPaymentOf(db: Db, orderId: number, cashier: 'us' | 'platform' = 'us') {
  const [row] = await db
    .select()
    .from(payLogs)
    .where(
      and(
        eq(payLogs.orderId, orderId),
        cashier === 'us' ? ne(payLogs.channel, 'platform') : eq(payLogs.channel, 'platform'),
        inArray(payLogs.status, ['paid', 'refunded']),
      ),
    )
    .orderBy(asc(payLogs.id))
    .limit(1);
  return row ?? null;
}

/** The 3.17 request that listed this order number (its applyNo and every order number it listed). */
export async function invoiceRequestOf(db: Db, platformId: number, orderNo: string) {
  const [row] = await db
    .select({ businessNo: platformMessages.businessNo, body: platformMessages.body })
    .from(platformMessages)
    .where(
      and(
        eq(platformMessages.platformId, platformId),
        eq(platformMessages.direction, 'in'),
        eq(platformMessages.endpoint, 'lg/applyInvoice'),
        eq(platformMessages.ok, true),
        sql`${platformMessages.body} -> 'payload' -> 'orderList' @> ${JSON.stringify([{ orderNo }])}::jsonb`,
      ),
    )
    .orderBy(desc(platformMessages.id))
    .limit(1);
  if (!row) return null;
  const list = ((payloadOf(row.body).orderList ?? []) as { orderNo?: unknown }[])
    .map((o) => String(o.orderNo ?? ''))
    .filter(Boolean);
  return { applyNo: row.businessNo ?? '', orderNos: list };
}

/** The latest invoice of each of this platform's orders named (in the order given). */
export async function invoicesOfOrders(db: Db, platformId: number, orderNos: string[]) {
  const rows = await db
    .select({ orderNo: orders.platformApplyNo, invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.platformId, platformId), inArray(orders.platformApplyNo, orderNos)))
    .orderBy(asc(invoices.id));
  const latest = new Map(rows.map((r) => [r.orderNo ?? '', r.invoice]));
  return orderNos.flatMap((orderNo) => {
    const invoice = latest.get(orderNo);
    return invoice ? [{ orderNo, invoice }] : [];
  });
}
