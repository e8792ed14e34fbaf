// Exports of the console's request desks: surrender requests (退保), claims (理赔) and invoices
// (开票). Each reads its desk's rows: the same scope (the caller's company), keyword and status,
// counted by the desk's own list and read in batches by keyset in its order; each row is shown
// through the desk's own view.
import {
  exportCompanyClaims,
  exportCompanyInvoices,
  exportCompanySurrenders,
  INVOICE_KIND_TEXT,
  INVOICE_MEDIUM_TEXT,
  type claimSchema,
  type invoiceSchema,
  type surrenderSchema,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { claims, invoices, surrenders } from '../../db/schema';
import {
  listClaims,
  matchingClaims,
  selectClaimRecords,
  toClaimViews,
} from '../claims/claim-records';
import {
  listInvoices,
  matchingInvoices,
  selectInvoiceRecords,
  toInvoiceView,
} from '../invoices/invoice-records';
import { newestFirstOf } from '../order-lists/order-pages';
import { companyTenant } from '../orders/tenant-scope';
import {
  listSurrenders,
  matchingSurrenders,
  selectSurrenderRecords,
  toSurrenderViews,
} from '../surrenders/surrender-records';
import { fileLinks } from '../../http/file-links';
import { dateTimeCell, letterTypeCell } from './cells';
import { COUNT_PAGE, exporter, moneyColumn } from './exporter';
import { afterRow, keysetBatches } from './keyset';
import { letterDigestColumns, withLetterDigests, type WithDigests } from './letter-digest-cells';

type Surrender = z.output<typeof surrenderSchema>;
type Claim = z.output<typeof claimSchema>;
type Invoice = z.output<typeof invoiceSchema>;

export const surrendersExporter = exporter({
  definition: exportCompanySurrenders,
  columns: [
    { header: '申请编号', width: 24, value: (s: WithDigests<Surrender>) => s.sn },
    { header: '订单编号', width: 24, value: (s) => s.order_sn },
    { header: '保函编号', width: 24, value: (s) => s.letter_no },
    { header: '保函类型', width: 16, value: (s) => letterTypeCell(s.order_type) },
    { header: '项目名称', width: 40, value: (s) => s.project_name },
    { header: '投保企业', width: 32, value: (s) => s.enterprise_name },
    moneyColumn<Surrender>('担保金额（元）', (s) => s.amount),
    moneyColumn<Surrender>('保费（元）', (s) => s.premium),
    { header: '退保事由', width: 16, value: (s) => s.ground_text },
    { header: '退保说明', width: 40, value: (s) => s.reason },
    { header: '状态', width: 10, value: (s) => s.status_text },
    { header: '处理意见', width: 30, value: (s) => s.opinion },
    { header: '终止日期', width: 12, value: (s) => s.cease_date },
    { header: '申请时间', width: 20, value: (s) => dateTimeCell(s.create_time) },
    { header: '处理时间', width: 20, value: (s) => dateTimeCell(s.handle_time) },
    ...letterDigestColumns<Surrender>(),
  ],
  count: async (filters, { db, caller, config }) =>
    (
      await listSurrenders(
        db,
        companyTenant(caller),
        { ...filters, ...COUNT_PAGE },
        fileLinks(config),
      )
    ).total,
  async *rows({ status, keyword }, { db, caller, config }) {
    const scope = companyTenant(caller);
    const where = and(
      matchingSurrenders(scope, keyword),
      status === undefined ? undefined : eq(surrenders.status, status),
    );
    const batches = keysetBatches(
      (after, size) =>
        selectSurrenderRecords(db)
          .where(and(where, afterRow(surrenders, after)))
          .orderBy(...newestFirstOf(surrenders))
          .limit(size),
      (record) => record.surrender.id,
    );
    for await (const records of batches)
      yield await withLetterDigests(
        db,
        await toSurrenderViews(db, records, scope, fileLinks(config)),
        'ensure_company',
      );
  },
});

export const claimsExporter = exporter({
  definition: exportCompanyClaims,
  columns: [
    { header: '理赔编号', width: 24, value: (c: WithDigests<Claim>) => c.sn },
    { header: '订单编号', width: 24, value: (c) => c.order_sn },
    { header: '保函编号', width: 24, value: (c) => c.letter_no },
    { header: '保函类型', width: 16, value: (c) => letterTypeCell(c.order_type) },
    { header: '项目名称', width: 40, value: (c) => c.project_name },
    { header: '投保企业', width: 32, value: (c) => c.enterprise_name },
    { header: '索赔人', width: 28, value: (c) => c.claimant },
    { header: '联系人', width: 12, value: (c) => c.contact_name },
    { header: '联系电话', width: 14, value: (c) => c.contact_mobile },
    moneyColumn<Claim>('索赔金额（元）', (c) => c.amount),
    { header: '索赔理由', width: 40, value: (c) => c.reason },
    { header: '状态', width: 10, value: (c) => c.status_text },
    { header: '处理意见', width: 30, value: (c) => c.opinion },
    {
      header: '赔付金额（元）',
      width: 16,
      value: (c) => (c.payout_amount === null ? null : Number(c.payout_amount)),
    },
    { header: '赔付日期', width: 12, value: (c) => c.payout_date },
    { header: '申请时间', width: 20, value: (c) => dateTimeCell(c.create_time) },
    ...letterDigestColumns<Claim>(),
  ],
  count: async (filters, { db, caller, config }) =>
    (await listClaims(db, companyTenant(caller), { ...filters, ...COUNT_PAGE }, fileLinks(config)))
      .total,
  async *rows({ status, keyword }, { db, caller, config }) {
    const scope = companyTenant(caller);
    const where = and(
      matchingClaims(scope, keyword),
      status === undefined ? undefined : eq(claims.status, status),
    );
    const batches = keysetBatches(
      (after, size) =>
        selectClaimRecords(db)
          .where(and(where, afterRow(claims, after)))
          .orderBy(...newestFirstOf(claims))
          .limit(size),
      (record) => record.claim.id,
    );
    // The sheet shows no statements: each claim's view without them.
    for await (const records of batches)
      yield await withLetterDigests(
        db,
        await toClaimViews(db, records, new Map(), scope, fileLinks(config)),
        'ensure_company',
      );
  },
});

export const invoicesExporter = exporter({
  definition: exportCompanyInvoices,
  columns: [
    { header: '订单编号', width: 24, value: (i: Invoice) => i.order_sn },
    { header: '保函类型', width: 16, value: (i) => letterTypeCell(i.order_type) },
    { header: '项目名称', width: 40, value: (i) => i.project_name },
    { header: '投保企业', width: 32, value: (i) => i.enterprise_name },
    { header: '发票类型', width: 16, value: (i) => INVOICE_KIND_TEXT[i.kind] },
    { header: '发票形式', width: 10, value: (i) => INVOICE_MEDIUM_TEXT[i.medium] },
    { header: '发票抬头', width: 32, value: (i) => i.title },
    { header: '税号', width: 22, value: (i) => i.tax_no },
    moneyColumn<Invoice>('金额（元）', (i) => i.amount),
    { header: '状态', width: 10, value: (i) => i.status_text },
    { header: '发票号码', width: 20, value: (i) => i.invoice_no },
    { header: '申请时间', width: 20, value: (i) => dateTimeCell(i.create_time) },
    { header: '开票时间', width: 20, value: (i) => dateTimeCell(i.issue_time) },
  ],
  count: async (filters, { db, caller, config }) =>
    (
      await listInvoices(
        db,
        companyTenant(caller),
        { ...filters, ...COUNT_PAGE },
        fileLinks(config),
      )
    ).total,
  async *rows({ status, keyword }, { db, caller, config }) {
    const scope = companyTenant(caller);
    const where = and(
      matchingInvoices(scope, keyword),
      status === undefined ? undefined : eq(invoices.status, status),
    );
    const batches = keysetBatches(
      (after, size) =>
        selectInvoiceRecords(db)
          .where(and(where, afterRow(invoices, after)))
          .orderBy(...newestFirstOf(invoices))
          .limit(size),
      (record) => record.invoice.id,
    );
    for await (const records of batches)
      yield records.map((record) => toInvoiceView(record, scope, fileLinks(config)));
  },
});
