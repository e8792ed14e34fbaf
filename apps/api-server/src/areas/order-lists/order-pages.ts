// One page of orders for one owner (enterprise or company), of one letter type or of every type,
// newest first, and the owner's order counts per status. These are the busiest reads of the product
// (docs/benchmarks.md, "API latency").
//
// - Pages walk the (owner, [type,] status, created_at desc, id desc) indexes of orders (migration
//   0009): an enterprise's list is always of one letter type (the (enterprise, type, …) indexes), a
//   console stage spans every type ((company, status, …)) unless its type filter narrows it
//   ((company, type, status, …)). For several statuses each status is read in index order up to
//   offset + limit rows and the branches are merged, so a page costs O(offset + limit) rows
//   whatever the owner's size (`status IN (…) ORDER BY …` would read and sort every matching row).
// - Counts come from order_counts (one row per owner, letter type and status), kept by
//   order-transitions.ts in the same transaction as every change; across types they are summed per
//   status. Only free-text, date or validity filters need a count over the rows.
// - Unfiltered pages (the default screens, polled and paged all day) are prepared statements that
//   also carry the counts: one round trip, parsed and planned once per connection.
// - Pages past the first find their ids first, from the index alone (an index-only scan skips the
//   offset without reading the table), then read those rows: a deep page reads `limit` rows of the
//   table, not offset + limit (docs/benchmarks.md, "1,000,000 orders").
import {
  and,
  count,
  eq,
  inArray,
  sql,
  sum,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { letterMachine, ORDER_STATUS_TEXT, type LetterType } from '@bht/api-client/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { orderCounts, orders } from '../../db/schema';
import type { OrderSummaryRow } from '../orders/order-view';

export type Owner = { type: 'e' | 'c'; id: number };

export interface PageRequest {
  owner: Owner;
  /** Orders of this letter type only; null = every type (counts summed across types). */
  letterType: LetterType | null;
  /** null = every status. */
  statuses: readonly number[] | null;
  /** Further conditions (keyword, dates, validity); counted over the rows when present. */
  filter?: SQL;
  limit: number;
  offset: number;
}

/** Which orders a list reads, without the page. */
export type OrderQuery = Omit<PageRequest, 'limit' | 'offset'>;

export interface OrderPage {
  rows: OrderSummaryRow[];
  /** Orders of the owner per status, every status of the letter type (of any type without one) present, matching the filter when there is one. */
  counts: Record<string, number>;
  /** Orders in the requested statuses (matching the filter). */
  total: number;
}

/** The columns a summary shows (orderSummarySchema), not the whole row. */
export const summaryColumns = {
  id: orders.id,
  sn: orders.sn,
  type: orders.type,
  status: orders.status,
  projectId: orders.projectId,
  projectName: orders.projectName,
  enterpriseName: orders.enterpriseName,
  ensureCompanyId: orders.ensureCompanyId,
  ensureCompanyName: orders.ensureCompanyName,
  bidBondAmount: orders.bidBondAmount,
  premium: orders.premium,
  letterNo: orders.letterNo,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/**
 * Whose orders a statement reads: the owner kind, the owner and the letter type (undefined = every
 * type), as values or, in prepared statements, placeholders.
 */
interface Scope {
  kind: Owner['type'];
  owner: number | Placeholder;
  letterType?: string | Placeholder;
}

const ownerColumn = (kind: Owner['type']) =>
  kind === 'e' ? orders.enterpriseId : orders.ensureCompanyId;

/**
 * Newest first, spelled exactly as the indexes are declared (drizzle's `.desc()` there means
 * DESC NULLS LAST; a plain `desc()` here would be NULLS FIRST, which PostgreSQL cannot serve from
 * those indexes even on NOT NULL columns, so it would read and sort every row of the owner).
 */
const newestFirst = () => [
  sql`${orders.createdAt} desc nulls last`,
  sql`${orders.id} desc nulls last`,
];

/** The scope's counter rows (order_counts: owner kind, owner, letter type, status). */
const countersOfScope = ({ kind, owner, letterType }: Scope) =>
  and(
    eq(orderCounts.ownerType, kind),
    eq(orderCounts.ownerId, owner),
    letterType === undefined ? undefined : eq(orderCounts.type, letterType),
  );

/**
 * The scope's counters as one JSON object column, e.g. {"1": 3, "4": 12} (null without any). Of
 * every type, each status is summed over the types first: json_object_agg would otherwise repeat a
 * status key once per type, and a JSON reader keeps only the last.
 */
function countsColumn(scope: Scope) {
  if (scope.letterType !== undefined) {
    return sql<Record<
      string,
      number
    > | null>`(select json_object_agg(${orderCounts.status}, ${orderCounts.total}) from ${orderCounts} where ${countersOfScope(scope)})`;
  }
  return sql<Record<
    string,
    number
  > | null>`(select json_object_agg(per_status.status, per_status.total) from (select ${orderCounts.status} as status, sum(${orderCounts.total}) as total from ${orderCounts} where ${countersOfScope(scope)} group by ${orderCounts.status}) per_status)`;
}

/** The scope's orders in at most one status, matching `filter`. */
const ownerOrders = (
  { kind, owner, letterType }: Scope,
  status?: number | Placeholder,
  filter?: SQL,
) =>
  and(
    eq(ownerColumn(kind), owner),
    letterType === undefined ? undefined : eq(orders.type, letterType),
    status === undefined ? undefined : eq(orders.status, status),
    filter,
  );

/** `select <summary columns> from orders` of one scope and at most one status, newest first. */
const selectOrders = (db: Db, scope: Scope, status?: number | Placeholder, filter?: SQL) =>
  db
    .select(summaryColumns)
    .from(orders)
    .where(ownerOrders(scope, status, filter))
    .orderBy(...newestFirst());

/** Several statuses: each branch stops after `window` (= offset + limit) rows, the merge then pages. */
function statusBranches(
  db: Db,
  scope: Scope,
  statuses: ReadonlyArray<number | Placeholder>,
  filter: SQL | undefined,
  window: number | Placeholder,
) {
  const [first, second, ...rest] = statuses.map((status) =>
    selectOrders(db, scope, status, filter).limit(window),
  );
  return unionAll(first!, second!, ...rest);
}

/** The keys the indexes hold besides owner, type and status, newest first: readable by an index-only scan. */
const selectKeys = (db: Db, scope: Scope, status: number | Placeholder) =>
  db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(ownerOrders(scope, status))
    .orderBy(...newestFirst());

// ---- unfiltered pages: prepared, one round trip ----

const owner = sql.placeholder('owner');
const letterType = sql.placeholder('letterType');
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');
const window = sql.placeholder('window');
const statusAt = (i: number) => sql.placeholder(`s${i}`);

/**
 * Newest first over a table's columns (the exports' keyset reads) or a merged page's (the branches'
 * columns), spelled as the indexes and the branches are sorted: for a merged page PostgreSQL then
 * merges the sorted branches (Merge Append) and stops after offset + limit rows in all, instead of
 * sorting every row of every branch.
 */
export const newestFirstOf = (merged: {
  createdAt: SQL.Aliased | Column;
  id: SQL.Aliased | Column;
}) => [sql`${merged.createdAt} desc nulls last`, sql`${merged.id} desc nulls last`];

/**
 * LIMIT written into the statement (the contract allows 1–100, so at most 100 statements per shape):
 * with LIMIT a parameter too, PostgreSQL's generic plan expects a tenth of a large owner's rows as
 * the page, so it keeps planning the statement again on every call. drizzle embeds an SQL object
 * given to `.limit()` as it is.
 */
const literalLimit = (size: number) => sql.raw(String(size)) as unknown as Placeholder;

/**
 * Shape of the statement: owner kind, one letter type or every type, how many statuses (0 = all),
 * first page (0) or the size of a later one. Each row also carries the owner's counters (a subquery PostgreSQL runs once per
 * statement), so the page and its counts arrive in one round trip; a merged page reads them once
 * around the merge, not once per branch.
 */
function prepareShape(
  db: Db,
  kind: Owner['type'],
  typed: boolean,
  statusCount: number,
  laterPageOf: number,
) {
  const later = laterPageOf > 0;
  const name = `order_page_${kind}${typed ? '_typed' : ''}_${statusCount}${later ? `_later_${laterPageOf}` : ''}`;
  const scope: Scope = { kind, owner, letterType: typed ? letterType : undefined };
  const counts = countsColumn(scope);
  const statuses = Array.from({ length: statusCount }, (_, i) => statusAt(i));
  if (later) return laterPage(db, scope, statuses, literalLimit(laterPageOf)).prepare(name);
  if (statusCount <= 1) {
    return db
      .select({ ...summaryColumns, counts })
      .from(orders)
      .where(ownerOrders(scope, statuses[0]))
      .orderBy(...newestFirst())
      .limit(limit)
      .offset(offset)
      .prepare(name);
  }
  const page = statusBranches(db, scope, statuses, undefined, window).as('page');
  return db
    .select({ ...page._.selectedFields, counts })
    .from(page)
    .orderBy(...newestFirstOf(page))
    .limit(limit)
    .offset(offset)
    .prepare(name);
}

/** A page past the first: its ids from the index alone (the offset skipped there), then its rows by primary key. */
function laterPage(db: Db, scope: Scope, statuses: Placeholder[], size: Placeholder) {
  let ids;
  if (statuses.length <= 1) {
    ids = db
      .select({ id: orders.id })
      .from(orders)
      .where(ownerOrders(scope, statuses[0]))
      .orderBy(...newestFirst())
      .limit(size)
      .offset(offset);
  } else {
    const [first, second, ...rest] = statuses.map((status) =>
      selectKeys(db, scope, status).limit(window),
    );
    const keys = unionAll(first!, second!, ...rest).as('keys');
    ids = db
      .select({ id: keys.id })
      .from(keys)
      .orderBy(...newestFirstOf(keys))
      .limit(size)
      .offset(offset);
  }
  return db
    .select({ ...summaryColumns, counts: countsColumn(scope) })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(...newestFirst());
}

const preparedPage = preparedPerDb(prepareShape);

type CountEntries = Array<[string | number, number | string]>;

async function unfilteredPage(
  db: Db,
  request: PageRequest,
): Promise<{ rows: OrderSummaryRow[]; counts: CountEntries }> {
  const { owner: who, letterType: type, statuses, limit: size, offset: skip } = request;
  const params: Record<string, number | string> = {
    owner: who.id,
    limit: size,
    offset: skip,
    window: skip + size,
  };
  if (type) params.letterType = type;
  statuses?.forEach((status, i) => (params[`s${i}`] = status));
  const rows = await preparedPage(
    db,
    who.type,
    type !== null,
    statuses?.length ?? 0,
    skip > 0 ? size : 0,
  ).execute(params);
  // An empty page (past the end, or no orders) carries no counts row: read the counters alone.
  const counts = rows.length
    ? Object.entries(rows[0]!.counts ?? {})
    : await countersOf(db, scopeOf(request));
  return { rows, counts };
}

/** The scope's counters, summed per status over the letter types it spans. */
async function countersOf(db: Db, scope: Scope): Promise<CountEntries> {
  const rows = await db
    .select({ status: orderCounts.status, total: sum(orderCounts.total) })
    .from(orderCounts)
    .where(countersOfScope(scope))
    .groupBy(orderCounts.status);
  return rows.map((r) => [r.status, r.total ?? 0]);
}

// ---- filtered pages: built per request, counted over the rows ----

async function filteredPage(
  db: Db,
  request: PageRequest & { filter: SQL },
): Promise<{ rows: OrderSummaryRow[]; counts: CountEntries }> {
  const { statuses, filter, limit: size, offset: skip } = request;
  const scope = scopeOf(request);
  const page =
    statuses && statuses.length > 1
      ? statusBranches(db, scope, statuses, filter, skip + size)
          .orderBy(...newestFirst())
          .limit(size)
          .offset(skip)
      : selectOrders(db, scope, statuses?.[0], filter).limit(size).offset(skip);
  const counted = db
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(ownerOrders(scope, undefined, filter))
    .groupBy(orders.status);
  const [rows, counts] = await Promise.all([page, counted]);
  return { rows, counts: counts.map((c) => [c.status, c.total]) };
}

// ---- both ----

const scopeOf = ({ owner: who, letterType: type }: PageRequest): Scope => ({
  kind: who.type,
  owner: who.id,
  letterType: type ?? undefined,
});

const EVERY_STATUS = Object.keys(ORDER_STATUS_TEXT);

/** The statuses the counts show: every status of the letter type (its tabs), or of any type. */
const countedStatuses = (type: LetterType | null): string[] =>
  type ? letterMachine(type).statuses.map(String) : EVERY_STATUS;

/** Every counted status present, zero when absent. */
function countRecord(statuses: readonly string[], entries: CountEntries): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(statuses.map((status) => [status, 0]));
  for (const [status, total] of entries) counts[String(status)] = Number(total);
  return counts;
}

export async function readOrderPage(db: Db, asked: PageRequest): Promise<OrderPage> {
  const statuses = countedStatuses(asked.letterType);
  // Of one letter type, only that type's statuses can hold orders: no index branch for the others
  // (a status the type never has still reads its empty page, with the tab counts).
  const own = asked.statuses?.filter((status) => statuses.includes(String(status)));
  const request = own?.length ? { ...asked, statuses: own } : asked;
  if (request.statuses?.length === 0)
    return { rows: [], counts: countRecord(statuses, []), total: 0 };
  const { rows, counts: entries } = request.filter
    ? await filteredPage(db, { ...request, filter: request.filter })
    : await unfilteredPage(db, request);
  const counts = countRecord(statuses, entries);
  const total = (request.statuses?.map(String) ?? statuses).reduce(
    (sum, status) => sum + (counts[status] ?? 0),
    0,
  );
  return { rows, counts, total };
}
