// Surrender requests as stored and as answered (surrenderSchema), found within the caller's scope:
// the enterprise that asked (its order detail) or the guarantor of the order (its 退保 desk).
// Another tenant's request is not found (404), so it never gets a link to the proof file either.
import {
  actionsFor,
  SURRENDER_GROUND_TEXT,
  SURRENDER_MACHINE,
  SURRENDER_STATUS_TEXT,
  SurrenderStatus,
  type LetterType,
  type SurrenderGround,
  type surrenderSchema,
} from '@bht/api-client/contract';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { orders, payLogs, surrenders } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toUnixSeconds } from '../../http/wire-format';
import type { PayLogRow } from '../payments/pay-logs';
import type { LinkFile } from '../../http/file-links';
import { ownedBy, type TenantScope } from '../orders/tenant-scope';
import { keywordCondition } from '../../db/conditions';

export type SurrenderRow = typeof surrenders.$inferSelect;
export type SurrenderView = z.output<typeof surrenderSchema>;
export type SurrenderScope = TenantScope;

export const SURRENDER_NOT_FOUND = '退保申请不存在';

const inScope = (scope: SurrenderScope): SQL => ownedBy(surrenders, scope);

/** The order columns a request shows. */
const orderColumns = {
  id: orders.id,
  sn: orders.sn,
  type: orders.type,
  letterNo: orders.letterNo,
  projectName: orders.projectName,
  enterpriseName: orders.enterpriseName,
  ensureCompanyName: orders.ensureCompanyName,
  amount: orders.bidBondAmount,
  premium: orders.premium,
  validTo: orders.validTo,
};

export const selectSurrenderRecords = (db: Db | Tx) =>
  db
    .select({ surrender: surrenders, order: orderColumns })
    .from(surrenders)
    .innerJoin(orders, eq(orders.id, surrenders.orderId));

/** A request with its order's columns. */
export type SurrenderRecord = Awaited<ReturnType<typeof selectSurrenderRecords>>[number];

/** How the premium went back, from the pay log row that paid the order (refund-payment.ts marks it). */
function refundNoteOf(
  payment: Pick<PayLogRow, 'channel' | 'status' | 'note'> | undefined,
): string | null {
  if (!payment) return null;
  if (payment.status === 'refunded')
    return payment.channel === 'offline' ? '线下退回' : '已原路退款';
  if (payment.note.endsWith('原路退款失败，请人工退款')) return '原路退款失败，请人工退款';
  return '原路退款处理中';
}

/** The paying pay log row of each order whose approved surrender returned the premium. */
async function refundedPayments(db: Db | Tx, records: readonly SurrenderRecord[]) {
  const orderIds = records
    .filter(
      ({ surrender }) => surrender.status === SurrenderStatus.APPROVED && surrender.refund === 1,
    )
    .map(({ order }) => order.id);
  if (orderIds.length === 0) return new Map<number, PayLogRow>();
  const rows = await db
    .select()
    .from(payLogs)
    .where(and(inArray(payLogs.orderId, orderIds), inArray(payLogs.status, ['paid', 'refunded'])))
    .orderBy(asc(payLogs.id));
  const first = new Map<number, PayLogRow>();
  for (const row of rows) if (!first.has(row.orderId)) first.set(row.orderId, row);
  return first;
}

/** The desk endpoints require 退保, so a guarantor caller holds it; the enterprise has no action on its request. */
const DESK_PERMISSIONS: ReadonlySet<string> = new Set(['退保']);

/** What the caller may do with a request in `status`, from SURRENDER_MACHINE. */
const offeredActions = (status: number, scope: SurrenderScope): string[] =>
  'companyId' in scope
    ? actionsFor(SURRENDER_MACHINE, status, 'ensure_company', DESK_PERMISSIONS)
    : actionsFor(SURRENDER_MACHINE, status, 'enterprise', new Set());

function toSurrenderView(
  { surrender: row, order }: SurrenderRecord,
  scope: SurrenderScope,
  link: LinkFile,
  payment: PayLogRow | undefined,
): SurrenderView {
  return {
    id: row.id,
    sn: row.sn,
    order_sn: order.sn,
    order_type: order.type as LetterType,
    letter_no: order.letterNo,
    project_name: order.projectName,
    enterprise_name: order.enterpriseName,
    ensure_company_name: order.ensureCompanyName,
    amount: order.amount,
    premium: order.premium,
    valid_to: order.validTo,
    ground: row.ground as SurrenderGround,
    ground_text: SURRENDER_GROUND_TEXT[row.ground as SurrenderGround] ?? '',
    reason: row.reason,
    proof_file: link(row.proofFile),
    status: row.status as SurrenderView['status'],
    status_text: SURRENDER_STATUS_TEXT[row.status] ?? '',
    applicant_name: row.applicantName,
    opinion: row.opinion,
    cease_date: row.ceaseDate,
    refund: row.refund === 1 ? 1 : 0,
    refund_note: row.refund === 1 ? refundNoteOf(payment) : null,
    handler_name: row.handlerName,
    create_time: toUnixSeconds(row.createdAt),
    handle_time: row.handledAt ? toUnixSeconds(row.handledAt) : null,
    actions: offeredActions(row.status, scope),
  };
}

/** The records as answered, with how each returned premium went. */
export async function toSurrenderViews(
  db: Db | Tx,
  records: readonly SurrenderRecord[],
  scope: SurrenderScope,
  link: LinkFile,
): Promise<SurrenderView[]> {
  const payments = await refundedPayments(db, records);
  return records.map((record) =>
    toSurrenderView(record, scope, link, payments.get(record.order.id)),
  );
}

/** Request `id` in the caller's scope with its order's columns, or 404. */
export async function findSurrender(
  db: Db | Tx,
  scope: SurrenderScope,
  id: number,
): Promise<SurrenderRecord> {
  const [record] = await selectSurrenderRecords(db)
    .where(and(eq(surrenders.id, id), inScope(scope)))
    .limit(1);
  if (!record) throw notFound(SURRENDER_NOT_FOUND);
  return record;
}

/** Request `id` as answered to `scope`. */
export async function surrenderView(db: Db, scope: SurrenderScope, id: number, link: LinkFile) {
  const [view] = await toSurrenderViews(db, [await findSurrender(db, scope, id)], scope, link);
  return view!;
}

/** The order's requests, newest first. */
export async function surrendersOfOrder(
  db: Db,
  scope: SurrenderScope,
  orderId: number,
  link: LinkFile,
) {
  const records = await selectSurrenderRecords(db)
    .where(and(eq(surrenders.orderId, orderId), inScope(scope)))
    .orderBy(desc(surrenders.id));
  return toSurrenderViews(db, records, scope, link);
}

/** The scope's requests searched by request or order number, letter number, project or enterprise (every status). */
export const matchingSurrenders = (scope: SurrenderScope, keyword: string | undefined) =>
  and(
    inScope(scope),
    keywordCondition(keyword, [
      surrenders.sn,
      orders.sn,
      orders.letterNo,
      orders.projectName,
      orders.enterpriseName,
    ]),
  );

export interface SurrenderListRequest {
  page: number;
  limit: number;
  status?: number;
  keyword?: string;
}

/**
 * One page of the scope's requests (newest first), of one status or all, searched by request or
 * order number, letter number, project or enterprise, with the count of every status (matching
 * the keyword): the desk's status tabs.
 */
export async function listSurrenders(
  db: Db,
  scope: SurrenderScope,
  { page, limit, status, keyword }: SurrenderListRequest,
  link: LinkFile,
) {
  const matching = matchingSurrenders(scope, keyword);
  const [records, perStatus] = await Promise.all([
    selectSurrenderRecords(db)
      .where(and(matching, status === undefined ? undefined : eq(surrenders.status, status)))
      .orderBy(desc(surrenders.createdAt), desc(surrenders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ status: surrenders.status, total: count() })
      .from(surrenders)
      .innerJoin(orders, eq(orders.id, surrenders.orderId))
      .where(matching)
      .groupBy(surrenders.status),
  ]);
  const counts: Record<string, number> = Object.fromEntries(
    Object.values(SurrenderStatus).map((s) => [String(s), 0]),
  );
  for (const row of perStatus) counts[String(row.status)] = row.total;
  const total =
    status === undefined
      ? Object.values(counts).reduce((a, b) => a + b, 0)
      : (counts[String(status)] ?? 0);
  return { list: await toSurrenderViews(db, records, scope, link), total, page, limit, counts };
}
