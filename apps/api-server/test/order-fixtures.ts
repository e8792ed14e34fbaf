// Bid e-letter orders for tests, made through the HTTP API as an enterprise would: a project of
// the test's own, Letter/add, then the two signing steps with the code (asked for by sendSignCode)
// from the sandbox SMS inbox.
// Later statuses belong to other parties (console review, payment callbacks); `setOrderStatus`
// is a SQL fixture for tests that only need an order to be somewhere, and keeps order_counts right.
import { addLetter, confirmSign, prepareSign, sendSignCode } from '@bht/api-client/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  enterpriseAccounts,
  ensureCompanies,
  orderCounts,
  orderLogs,
  orders,
  projects,
  rateLimits,
} from '../src/db/schema';
import { allowResend, call, latestSmsCode } from './session-client';
import type { TestApp } from './test-app';

/** The seeded guarantor the fixtures apply to unless told otherwise (rate 1.5 %, minimum 300). */
export const DEFAULT_GUARANTOR = '江苏信达融资担保有限公司';

export const daysFromNow = (n: number) => new Date(Date.now() + n * 86400_000);

let projectSeq = 0;

/** A project of the test's own, open for applications unless `overrides` say otherwise. */
export async function addProject(
  t: TestApp,
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  const n = ++projectSeq;
  const [row] = await t.database.db
    .insert(projects)
    .values({
      name: `订单测试项目${n}号市政道路工程`,
      number: `ORDER-TEST-${process.pid}-${String(n).padStart(4, '0')}`,
      tenderUnit: '测试市住房和城乡建设局',
      tradingCenter: '测试市公共资源交易中心',
      bidSection: '一标段',
      region: '江苏省测试市',
      bidBondAmount: '120000.00',
      bidOpenTime: daysFromNow(20),
      deadline: daysFromNow(19),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function companyIdByName(t: TestApp, name = DEFAULT_GUARANTOR): Promise<number> {
  const [row] = await t.database.db
    .select({ id: ensureCompanies.id })
    .from(ensureCompanies)
    .where(eq(ensureCompanies.name, name));
  if (!row) throw new Error(`no guarantor ${name}`);
  return row.id;
}

export interface ApplyOptions {
  /** Default: a new open project (see addProject). */
  projectId?: number;
  /** Default: DEFAULT_GUARANTOR. */
  companyId?: number;
  contactName?: string;
  contactMobile?: string;
}

/** The Letter/add form for `options`, with defaults filled in. */
export async function letterForm(
  t: TestApp,
  options: ApplyOptions = {},
): Promise<Record<string, string>> {
  return {
    project_id: String(options.projectId ?? (await addProject(t)).id),
    ensure_company_id: String(options.companyId ?? (await companyIdByName(t))),
    contact_name: options.contactName ?? '王建国',
    contact_mobile: options.contactMobile ?? '13800000001',
  };
}

export function data<T>(res: { json(): { code: number; data: T }; body: string }, what: string): T {
  if (res.json().code !== 1) throw new Error(`${what} failed: ${res.body}`);
  return res.json().data;
}

/** Applies through /api/Letter/add; the order is at 0 (待签约). */
export async function applyLetter(t: TestApp, token: string, options: ApplyOptions = {}) {
  return data<{ order_id: number; order_sn: string; status: number; premium: string }>(
    await call(t.app, addLetter.path, token, await letterForm(t, options)),
    'Letter/add',
  );
}

/** The mobile the order's signing code goes to (the applying account's). */
export async function signerMobile(t: TestApp, sn: string): Promise<string> {
  const [row] = await t.database.db
    .select({ mobile: enterpriseAccounts.mobile })
    .from(orders)
    .innerJoin(enterpriseAccounts, eq(enterpriseAccounts.id, orders.accountId))
    .where(eq(orders.sn, sn));
  if (!row) throw new Error(`no order ${sn}`);
  return row.mobile;
}

/** Lets the next signing code go out at once: past the 60 s resend wait and the hourly per-mobile limit. */
export async function allowNextSignCode(t: TestApp, mobile: string): Promise<void> {
  await allowResend(t, mobile, 'sign');
  await t.database.db.delete(rateLimits).where(eq(rateLimits.key, `sms:mobile:${mobile}`));
}

/** The signing calls of one letter type's family (default: the bid e-letter's /api/Sssign/*). */
export interface SigningPaths {
  prepare: string;
  sendCode: string;
  confirm: string;
}
export const E_LETTER_SIGNING: SigningPaths = {
  prepare: prepareSign.path,
  sendCode: sendSignCode.path,
  confirm: confirmSign.path,
};

/** Signing step 1 and the user's 获取验证码; returns the prepared draft and the code texted for it. */
export async function prepareContract(
  t: TestApp,
  token: string,
  sn: string,
  paths = E_LETTER_SIGNING,
) {
  const mobile = await signerMobile(t, sn);
  await allowNextSignCode(t, mobile);
  const prepared = data<{
    sign_id: string;
    contract_url: string;
    digest: string;
    mobile: string;
    resend_in: number;
  }>(await call(t.app, paths.prepare, token, { order_sn: sn }), 'prepareSign');
  data(
    await call(t.app, paths.sendCode, token, { order_sn: sn, sign_id: prepared.sign_id }),
    'sendSignCode',
  );
  return { ...prepared, code: await latestSmsCode(t, mobile) };
}

/** Both signing steps; the order is at 1 (待审核). */
export async function signContract(
  t: TestApp,
  token: string,
  sn: string,
  paths = E_LETTER_SIGNING,
) {
  const { sign_id, code } = await prepareContract(t, token, sn, paths);
  return data<{ order_sn: string; status: number; signed_contract_url: string }>(
    await call(t.app, paths.confirm, token, { order_sn: sn, sign_id, code }),
    'confirmSign',
  );
}

/** Applies and signs: returns the order number of an order at 1 (待审核), ready for the guarantor's review. */
export async function applyAndSign(
  t: TestApp,
  token: string,
  options: ApplyOptions = {},
): Promise<string> {
  const { order_sn } = await applyLetter(t, token, options);
  await signContract(t, token, order_sn);
  return order_sn;
}

/**
 * SQL fixture: puts order `sn` at `status` without a transition (no log row), moving its counters
 * along so order_counts stay equal to the orders table.
 */
export async function setOrderStatus(t: TestApp, sn: string, status: number): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.sn, sn)).for('update');
    if (!before) throw new Error(`no order ${sn}`);
    await tx.update(orders).set({ status }).where(eq(orders.id, before.id));
    for (const [ownerType, ownerId] of [
      ['e', before.enterpriseId],
      ['c', before.ensureCompanyId],
    ] as const) {
      const owner = and(
        eq(orderCounts.ownerType, ownerType),
        eq(orderCounts.ownerId, ownerId),
        eq(orderCounts.type, before.type),
      );
      await tx
        .update(orderCounts)
        .set({ total: sql`${orderCounts.total} - 1` })
        .where(and(owner, eq(orderCounts.status, before.status)));
      await tx
        .insert(orderCounts)
        .values({ ownerType, ownerId, type: before.type, status, total: 1 })
        .onConflictDoUpdate({
          target: [
            orderCounts.ownerType,
            orderCounts.ownerId,
            orderCounts.type,
            orderCounts.status,
          ],
          set: { total: sql`${orderCounts.total} + 1` },
        });
    }
  });
}

/** The order's row as stored. */
export async function orderRow(t: TestApp, sn: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, sn));
  if (!row) throw new Error(`no order ${sn}`);
  return row;
}

/** The order's log rows (only those of `action` when given), oldest first. */
export async function orderLogRows(t: TestApp, sn: string, action?: string) {
  const { id } = await orderRow(t, sn);
  const ofOrder = eq(orderLogs.orderId, id);
  return t.database.db
    .select()
    .from(orderLogs)
    .where(action === undefined ? ofOrder : and(ofOrder, eq(orderLogs.action, action)))
    .orderBy(asc(orderLogs.id));
}

/** order_counts of one owner ('e' enterprise, 'c' company) as { status: total } summed over letter types, zero totals left out. */
export async function orderCountsOf(
  t: TestApp,
  ownerType: 'e' | 'c',
  ownerId: number,
): Promise<Record<number, number>> {
  const rows = await t.database.db
    .select({ status: orderCounts.status, total: sql<number>`sum(${orderCounts.total})::int` })
    .from(orderCounts)
    .where(and(eq(orderCounts.ownerType, ownerType), eq(orderCounts.ownerId, ownerId)))
    .groupBy(orderCounts.status);
  return Object.fromEntries(rows.filter((r) => r.total !== 0).map((r) => [r.status, r.total]));
}

/** `counts` (as orderCountsOf answers) after one order went from `from` to `to` (`from` null: created). */
export function movedCounts(
  counts: Record<number, number>,
  from: number | null,
  to: number,
): Record<number, number> {
  const next = { ...counts, [to]: (counts[to] ?? 0) + 1 };
  if (from !== null) next[from] = (next[from] ?? 0) - 1;
  return Object.fromEntries(Object.entries(next).filter(([, total]) => total !== 0));
}

/** What order_counts must equal: the orders table counted by status for that owner. */
export async function countedOrders(
  t: TestApp,
  ownerType: 'e' | 'c',
  ownerId: number,
): Promise<Record<number, number>> {
  const owner = ownerType === 'e' ? orders.enterpriseId : orders.ensureCompanyId;
  const rows = await t.database.db
    .select({ status: orders.status, total: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(owner, ownerId))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.total]));
}
