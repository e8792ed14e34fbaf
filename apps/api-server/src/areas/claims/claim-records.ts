// Claims as stored and as answered (claimSchema), found within the caller's scope: the enterprise
// whose letter it is (its accounts with the 订单 permission) or the guarantor (理赔). Another
// tenant's claim is not found (404), so its attachments and voucher never get a link either.
import {
  actionsFor,
  CLAIM_MACHINE,
  CLAIM_STATUS_TEXT,
  ClaimStatus,
  OPEN_CLAIM_STATUSES,
  type claimSchema,
  type LetterType,
} from '@bht/api-client/contract';
import { formatCents, scaled } from '@bht/validators';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { claimStatements, claims, orders } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { statusCounts } from '../../http/status-counts';
import { toUnixSeconds } from '../../http/wire-format';
import { fileAttachments, type AttachFiles } from '../uploads/file-attachments';
import type { LinkFile } from '../../http/file-links';
import { ownedBy, type TenantScope } from '../orders/tenant-scope';
import { keywordCondition } from '../../db/conditions';

export type ClaimRow = typeof claims.$inferSelect;
type StatementRow = typeof claimStatements.$inferSelect;
export type ClaimView = z.output<typeof claimSchema>;
export type ClaimScope = TenantScope;

export const CLAIM_NOT_FOUND = '理赔记录不存在';

const S = ClaimStatus;

/** Money columns in integer cents, so amounts compare and add exactly. */
export const cents = (money: string) => scaled(money, 2);

/** What the guaranteed amount still covers: guaranteed − paid out by claims. */
export const remainingOf = (order: { bidBondAmount: string; paidOut: string }) =>
  formatCents(cents(order.bidBondAmount) - cents(order.paidOut));

export const isOpenClaim = (status: number) => OPEN_CLAIM_STATUSES.includes(status);

const inScope = (scope: ClaimScope): SQL => ownedBy(claims, scope);

/** The order columns a claim shows. */
const orderColumns = {
  sn: orders.sn,
  type: orders.type,
  letterNo: orders.letterNo,
  projectName: orders.projectName,
  enterpriseName: orders.enterpriseName,
  ensureCompanyName: orders.ensureCompanyName,
  bidBondAmount: orders.bidBondAmount,
  paidOut: orders.paidOut,
};
export type ClaimOrder = {
  sn: string;
  type: string;
  letterNo: string | null;
  projectName: string;
  enterpriseName: string;
  ensureCompanyName: string;
  bidBondAmount: string;
  paidOut: string;
};

export interface ClaimRecord {
  claim: ClaimRow;
  order: ClaimOrder;
}

/** The desk endpoints require 理赔, so a guarantor caller holds it. */
const DESK_PERMISSIONS: ReadonlySet<string> = new Set(['理赔']);

/**
 * What the caller may do with the claim now (the contract's `actions`): the guarantor's decisions
 * from CLAIM_MACHINE; the enterprise adds statements to an open claim (no status change, so not in the table).
 */
function actionsOf(row: ClaimRow, scope: ClaimScope): string[] {
  if ('enterpriseId' in scope) return isOpenClaim(row.status) ? ['statement'] : [];
  return actionsFor(CLAIM_MACHINE, row.status, 'ensure_company', DESK_PERMISSIONS);
}

/** The claim's files, under the name and with the type a trading platform sent them with. */
const claimAttachments = (row: ClaimRow, attach: AttachFiles) =>
  attach(row.attachments).map((file, i) => {
    const info = row.attachmentInfo[row.attachments[i]!];
    return info ? { ...file, name: info.name, ...(info.type && { type: info.type.name }) } : file;
  });

function toClaimView(
  { claim: row, order }: ClaimRecord,
  statements: readonly StatementRow[],
  scope: ClaimScope,
  link: LinkFile,
  attach: AttachFiles,
): ClaimView {
  return {
    id: row.id,
    sn: row.sn,
    order_sn: order.sn,
    order_type: order.type as LetterType,
    letter_no: order.letterNo ?? '',
    project_name: order.projectName,
    enterprise_name: order.enterpriseName,
    ensure_company_name: order.ensureCompanyName,
    guaranteed_amount: order.bidBondAmount,
    paid_out: order.paidOut,
    remaining: remainingOf(order),
    source: row.source as ClaimView['source'],
    claimant: row.claimant,
    contact_name: row.contactName,
    contact_mobile: row.contactMobile,
    amount: row.amount,
    reason: row.reason,
    bank_account_name: row.bankAccountName,
    bank_name: row.bankName,
    bank_account_no: row.bankAccountNo,
    attachments: claimAttachments(row, attach),
    status: row.status as ClaimView['status'],
    status_text: CLAIM_STATUS_TEXT[row.status] ?? '',
    opinion: row.opinion,
    payout_amount: row.payoutAmount,
    payout_date: row.payoutDate,
    payout_voucher: link(row.payoutVoucher),
    statements: statements.map((s) => ({
      id: s.id,
      author_type: s.authorType as 'enterprise' | 'ensure_company',
      author_name: s.authorName,
      content: s.content,
      create_time: toUnixSeconds(s.createdAt),
    })),
    create_time: toUnixSeconds(row.createdAt),
    handle_time: row.handledAt ? toUnixSeconds(row.handledAt) : null,
    actions: actionsOf(row, scope),
  };
}

/** The records as answered to `scope`, each with its statements of `statements` (none when absent) and its attachments' uploaded names (one query for all). */
export async function toClaimViews(
  db: Db,
  records: readonly ClaimRecord[],
  statements: ReadonlyMap<number, readonly StatementRow[]>,
  scope: ClaimScope,
  link: LinkFile,
): Promise<ClaimView[]> {
  const attach = await fileAttachments(
    db,
    records.flatMap((r) => r.claim.attachments),
    link,
  );
  return records.map((record) =>
    toClaimView(record, statements.get(record.claim.id) ?? [], scope, link, attach),
  );
}

/** The statements of `claimIds`, oldest first, grouped by claim. */
async function statementsOf(db: Db | Tx, claimIds: number[]): Promise<Map<number, StatementRow[]>> {
  const byClaim = new Map<number, StatementRow[]>(claimIds.map((id) => [id, []]));
  if (claimIds.length === 0) return byClaim;
  const rows = await db
    .select()
    .from(claimStatements)
    .where(inArray(claimStatements.claimId, claimIds))
    .orderBy(asc(claimStatements.id));
  for (const row of rows) byClaim.get(row.claimId)?.push(row);
  return byClaim;
}

/** Claim `id` in the caller's scope with its order's columns, or 404. */
export async function findClaim(db: Db | Tx, scope: ClaimScope, id: number): Promise<ClaimRecord> {
  const [record] = await db
    .select({ claim: claims, order: orderColumns })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(and(eq(claims.id, id), inScope(scope)))
    .limit(1);
  if (!record) throw notFound(CLAIM_NOT_FOUND);
  return record;
}

/** Claim `id` as the caller sees it now (re-read, with its statements). */
export async function claimView(
  db: Db,
  scope: ClaimScope,
  id: number,
  link: LinkFile,
): Promise<ClaimView> {
  const [view] = await toClaimViews(
    db,
    [await findClaim(db, scope, id)],
    await statementsOf(db, [id]),
    scope,
    link,
  );
  return view!;
}

/** The scope's claims searched by claim or order number, claimant, letter number, project or enterprise (every status). */
export const matchingClaims = (scope: ClaimScope, keyword: string | undefined) =>
  and(
    inScope(scope),
    keywordCondition(keyword, [
      claims.sn,
      claims.claimant,
      orders.sn,
      orders.letterNo,
      orders.projectName,
      orders.enterpriseName,
    ]),
  );

/** Claims with the order columns they show. */
export const selectClaimRecords = (db: Db) =>
  db
    .select({ claim: claims, order: orderColumns })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId));

export interface ClaimListRequest {
  page: number;
  limit: number;
  status?: number;
  keyword?: string;
}

/**
 * One page of the scope's claims (newest first), of one status or all, searched by claim, order
 * or letter number, project, enterprise or claimant, with the count of every status (matching the keyword).
 */
export async function listClaims(
  db: Db,
  scope: ClaimScope,
  { page, limit, status, keyword }: ClaimListRequest,
  link: LinkFile,
) {
  const matching = matchingClaims(scope, keyword);
  const where = and(matching, status === undefined ? undefined : eq(claims.status, status));
  const [rows, perStatus] = await Promise.all([
    selectClaimRecords(db)
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ status: claims.status, total: count() })
      .from(claims)
      .innerJoin(orders, eq(orders.id, claims.orderId))
      .where(matching)
      .groupBy(claims.status),
  ]);
  const statements = await statementsOf(
    db,
    rows.map((r) => r.claim.id),
  );
  const { counts, total } = statusCounts(Object.values(S), perStatus, status);
  return {
    list: await toClaimViews(db, rows, statements, scope, link),
    total,
    page,
    limit,
    counts,
  };
}
