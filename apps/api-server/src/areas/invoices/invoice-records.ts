// Invoices as stored and as answered (invoiceSchema), found within the caller's scope: the
// enterprise that asked (its accounts with the 订单 permission) or the guarantor of the order
// (its accounts with 'fapiao'). Another tenant's invoice is not found (404), so it never gets a
// link to the invoice PDF either (docs/files.md).
import {
  actionsFor,
  INVOICE_MACHINE,
  INVOICE_STATUS_TEXT,
  InvoiceStatus,
  type invoiceSchema,
  type LetterType,
} from '@bht/api-client/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { statusCounts } from '../../http/status-counts';
import { toUnixSeconds } from '../../http/wire-format';
import type { LinkFile } from '../../http/file-links';
import { titleFieldsView } from './title-book';
import { ownedBy, type TenantScope } from '../orders/tenant-scope';
import { keywordCondition } from '../../db/conditions';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceView = z.output<typeof invoiceSchema>;
export type InvoiceScope = TenantScope;

export const INVOICE_NOT_FOUND = '发票申请不存在';

const inScope = (scope: InvoiceScope): SQL => ownedBy(invoices, scope);

/** The order columns an invoice shows. */
const orderColumns = {
  sn: orders.sn,
  type: orders.type,
  projectName: orders.projectName,
  enterpriseName: orders.enterpriseName,
  ensureCompanyName: orders.ensureCompanyName,
};
type OrderColumns = {
  sn: string;
  type: string;
  projectName: string;
  enterpriseName: string;
  ensureCompanyName: string;
};

export interface InvoiceRecord {
  invoice: InvoiceRow;
  order: OrderColumns;
}

const S = InvoiceStatus;

/** The desk endpoints require fapiao, so a guarantor caller holds it. */
const DESK_PERMISSIONS: ReadonlySet<string> = new Set(['fapiao']);

/** What the caller may do with the invoice now (the contract's `actions`), from INVOICE_MACHINE. */
function actionsOf(row: InvoiceRow, scope: InvoiceScope): string[] {
  const offered =
    'enterpriseId' in scope
      ? actionsFor(INVOICE_MACHINE, row.status, 'enterprise', new Set())
      : actionsFor(INVOICE_MACHINE, row.status, 'ensure_company', DESK_PERMISSIONS);
  // A paper invoice has nothing to push.
  return row.medium === 'electronic' ? offered : offered.filter((action) => action !== 'resend');
}

export function toInvoiceView(
  { invoice: row, order }: InvoiceRecord,
  scope: InvoiceScope,
  link: LinkFile,
): InvoiceView {
  return {
    id: row.id,
    order_sn: order.sn,
    order_type: order.type as LetterType,
    project_name: order.projectName,
    enterprise_name: order.enterpriseName,
    ensure_company_name: order.ensureCompanyName,
    kind: row.kind as InvoiceView['kind'],
    medium: row.medium as InvoiceView['medium'],
    ...titleFieldsView(row),
    amount: row.amount,
    status: row.status as InvoiceView['status'],
    status_text: INVOICE_STATUS_TEXT[row.status] ?? '',
    email: row.email,
    receiver:
      row.receiverName === null
        ? null
        : {
            name: row.receiverName,
            mobile: row.receiverMobile ?? '',
            address: row.receiverAddress ?? '',
          },
    remark: row.remark,
    invoice_no: row.invoiceNo,
    file_url: link(row.fileUrl),
    courier_company: row.courierCompany,
    tracking_no: row.trackingNo,
    push_error: row.pushError,
    void_reason: row.voidReason,
    red_letter: row.reversedAt
      ? {
          invoice_no: row.redInvoiceNo,
          amount: row.redAmount ?? row.amount,
          file_url: link(row.redFileUrl),
          time: toUnixSeconds(row.reversedAt),
        }
      : null,
    issue_time: row.issuedAt ? toUnixSeconds(row.issuedAt) : null,
    create_time: toUnixSeconds(row.createdAt),
    update_time: toUnixSeconds(row.updatedAt),
    actions: actionsOf(row, scope),
  };
}

/** Invoice `id` in the caller's scope with its order's columns, or 404. */
export async function findInvoice(
  db: Db | Tx,
  scope: InvoiceScope,
  id: number,
): Promise<InvoiceRecord> {
  const [record] = await db
    .select({ invoice: invoices, order: orderColumns })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), inScope(scope)))
    .limit(1);
  if (!record) throw notFound(INVOICE_NOT_FOUND);
  return record;
}

/** The scope's invoices searched by order number, project, enterprise, title or invoice number (every status). */
export const matchingInvoices = (scope: InvoiceScope, keyword: string | undefined) =>
  and(
    inScope(scope),
    keywordCondition(keyword, [
      orders.sn,
      orders.projectName,
      orders.enterpriseName,
      invoices.title,
      invoices.invoiceNo,
    ]),
  );

/** Invoices with the order columns they show. */
export const selectInvoiceRecords = (db: Db) =>
  db
    .select({ invoice: invoices, order: orderColumns })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId));

export interface InvoiceListRequest {
  page: number;
  limit: number;
  status?: number;
  keyword?: string;
}

/**
 * One page of the scope's invoices (newest first), of one status or all, searched by order number,
 * project, title, enterprise or invoice number, with the count of every status (matching the keyword).
 */
export async function listInvoices(
  db: Db,
  scope: InvoiceScope,
  { page, limit, status, keyword }: InvoiceListRequest,
  link: LinkFile,
) {
  const matching = matchingInvoices(scope, keyword);
  const where = and(matching, status === undefined ? undefined : eq(invoices.status, status));
  const [rows, perStatus] = await Promise.all([
    selectInvoiceRecords(db)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ status: invoices.status, total: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(matching)
      .groupBy(invoices.status),
  ]);
  const { counts, total } = statusCounts(Object.values(S), perStatus, status);
  return {
    list: rows.map((record) => toInvoiceView(record, scope, link)),
    total,
    page,
    limit,
    counts,
  };
}
