// Writing an invoice request, whoever asks: the enterprise on the portal or a trading platform
// (开票申请 pushed by it). One transaction with the pushes to the guarantor's recipients of 开票申请
// (docs/order-push.md); of two requests for one order at once the partial unique index admits one,
// the other is a 409 naming the live invoice.
import { InvoiceStatus } from '@bht/api-client/contract';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import { invoices } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, type AppError } from '../../http/app-error';
import { pushInvoiceRequested } from '../order-push';
import { alreadyInvoiced, liveInvoiceOfOrder } from './invoiceable-orders';

/** The request's own columns: kind, medium, the title snapshot, where it goes, the remark. */
export type InvoiceRequestColumns = Omit<
  typeof invoices.$inferInsert,
  'id' | 'orderId' | 'enterpriseId' | 'ensureCompanyId' | 'amount' | 'status'
>;

/** 409 naming the live invoice that won a race for the order. */
async function lostRace(db: Db, order: OrderRow): Promise<AppError> {
  const live = await liveInvoiceOfOrder(db, order.id);
  return live ? alreadyInvoiced(live) : conflict('开票申请提交冲突，请刷新后重试');
}

/** Inserts the request (待开票) for `amount`; returns its id. */
export async function insertInvoice(
  db: Db,
  order: OrderRow,
  amount: string,
  columns: InvoiceRequestColumns,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(invoices)
        .values({
          orderId: order.id,
          enterpriseId: order.enterpriseId,
          ensureCompanyId: order.ensureCompanyId,
          amount,
          status: InvoiceStatus.PENDING,
          ...columns,
        })
        .returning({ id: invoices.id });
      await pushInvoiceRequested(tx, { ensureCompanyId: order.ensureCompanyId, amount }, order);
      return created!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await lostRace(db, order);
    throw error;
  }
}
