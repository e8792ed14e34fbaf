// Exports of the order lists: the console's order stages (getOrderList) and letter management
// (getLetterList), the portal's order list of each letter type. Each reads the orders its list
// reads (the list's own query: owner, letter type, statuses, filters), counted by the list's page
// reader and read in batches by keyset in the list's order.
import {
  exportCompanyLetters,
  exportCompanyOrders,
  exportMyBidOrders,
  exportMyPaperOrders,
  exportMyPerformanceOrders,
  exportMyWorkerOrders,
  type LetterType,
  type OrderActor,
  type letterRecordSchema,
  type orderSummarySchema,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { readLetterRecords } from '../letter-management/letter-records';
import { letterQuery } from '../letter-management/letter-list';
import { companyOrderQuery } from '../order-lists/company-order-list';
import { enterpriseOrderQuery } from '../order-lists/enterprise-order-list';
import {
  newestFirstOf,
  readOrderPage,
  summaryColumns,
  type OrderQuery,
} from '../order-lists/order-pages';
import { toOrderSummary } from '../orders/order-view';
import { dateTimeCell, letterTypeCell } from './cells';
import { exporter, moneyColumn } from './exporter';
import { afterRow, keysetBatches } from './keyset';
import { letterDigestColumns, withLetterDigests, type WithDigests } from './letter-digest-cells';
import type { XlsxColumn } from './xlsx-stream';

type Summary = z.output<typeof orderSummarySchema>;
type LetterRecord = z.output<typeof letterRecordSchema>;

/** How many orders the list holds: its own page reader's total (the counters when unfiltered). */
const countOrders = async (db: Db, query: OrderQuery) =>
  (await readOrderPage(db, { ...query, limit: 1, offset: 0 })).total;

/** The query's orders (summary columns), batch by batch, newest first. */
function orderBatches(db: Db, { owner, letterType, statuses, filter }: OrderQuery) {
  const where = and(
    eq(owner.type === 'e' ? orders.enterpriseId : orders.ensureCompanyId, owner.id),
    letterType ? eq(orders.type, letterType) : undefined,
    statuses ? inArray(orders.status, [...statuses]) : undefined,
    filter,
  );
  return keysetBatches(
    (after, size) =>
      db
        .select(summaryColumns)
        .from(orders)
        .where(and(where, afterRow(orders, after)))
        .orderBy(...newestFirstOf(orders))
        .limit(size),
    (row) => row.id,
  );
}

async function* summaries(db: Db, query: OrderQuery, actor: OrderActor) {
  for await (const rows of orderBatches(db, query))
    yield await withLetterDigests(db, rows.map(toOrderSummary), actor);
}

const orderColumns = (party: 'enterprise' | 'company'): XlsxColumn<WithDigests<Summary>>[] => [
  { header: '订单编号', width: 24, value: (o) => o.sn },
  { header: '保函类型', width: 16, value: (o) => letterTypeCell(o.type) },
  { header: '项目名称', width: 40, value: (o) => o.project_name },
  party === 'company'
    ? { header: '投保企业', width: 32, value: (o) => o.enterprise_name }
    : { header: '担保机构', width: 28, value: (o) => o.ensure_company_name },
  moneyColumn('担保金额（元）', (o) => o.bid_bond_amount),
  moneyColumn('保费（元）', (o) => o.premium),
  { header: '状态', width: 12, value: (o) => o.status_text },
  { header: '保函编号', width: 24, value: (o) => o.letter_no },
  { header: '申请时间', width: 20, value: (o) => dateTimeCell(o.create_time) },
  ...letterDigestColumns<Summary>(),
];

export const companyOrdersExporter = exporter({
  definition: exportCompanyOrders,
  subtitle: (filters) => filters.stage,
  columns: orderColumns('company'),
  count: (filters, { db, caller }) => countOrders(db, companyOrderQuery(filters, caller)),
  rows: (filters, { db, caller }) =>
    summaries(db, companyOrderQuery(filters, caller), 'ensure_company'),
});

const letterColumns: XlsxColumn<WithDigests<LetterRecord>>[] = [
  { header: '保函编号', width: 24, value: (l) => l.letter_no },
  { header: '订单编号', width: 24, value: (l) => l.sn },
  { header: '保函类型', width: 16, value: (l) => letterTypeCell(l.type) },
  { header: '项目名称', width: 40, value: (l) => l.project_name },
  { header: '投保企业', width: 32, value: (l) => l.enterprise_name },
  moneyColumn('担保金额（元）', (l) => l.bid_bond_amount),
  moneyColumn('保费（元）', (l) => l.premium),
  { header: '有效期起', width: 12, value: (l) => l.valid_from },
  { header: '有效期止', width: 12, value: (l) => l.valid_to },
  { header: '剩余天数', width: 10, value: (l) => l.days_left },
  { header: '终止原因', width: 12, value: (l) => l.end_reason_text },
  { header: '终止日期', width: 12, value: (l) => l.ended_on },
  moneyColumn('已赔付（元）', (l) => l.paid_out),
  moneyColumn('剩余担保额（元）', (l) => l.remaining),
  ...letterDigestColumns<LetterRecord>(),
];

export const companyLettersExporter = exporter({
  definition: exportCompanyLetters,
  subtitle: (filters) => filters.stage,
  columns: letterColumns,
  count: (filters, { db, caller }) => countOrders(db, letterQuery(filters, caller)),
  async *rows(filters, { db, caller }) {
    for await (const rows of orderBatches(db, letterQuery(filters, caller))) {
      const records = await readLetterRecords(
        db,
        rows.map((row) => row.id),
      );
      yield await withLetterDigests(db, records, 'ensure_company');
    }
  },
});

const enterpriseOrders = <
  D extends
    | typeof exportMyBidOrders
    | typeof exportMyPaperOrders
    | typeof exportMyPerformanceOrders
    | typeof exportMyWorkerOrders,
>(
  definition: D,
  letterType: LetterType,
) =>
  exporter({
    definition,
    columns: orderColumns('enterprise'),
    count: (filters, { db, caller }) =>
      countOrders(db, enterpriseOrderQuery(filters, letterType, caller)),
    rows: (filters, { db, caller }) =>
      summaries(db, enterpriseOrderQuery(filters, letterType, caller), 'enterprise'),
  });

export const enterpriseOrderExporters = [
  enterpriseOrders(exportMyBidOrders, 'bid_e'),
  enterpriseOrders(exportMyPaperOrders, 'bid_paper'),
  enterpriseOrders(exportMyPerformanceOrders, 'performance'),
  enterpriseOrders(exportMyWorkerOrders, 'worker'),
];
