// The world of the order-list tests: two enterprises and two guarantors with bid e-letter and bid
// paper orders in every status of each type's table, created and moved with the one transition
// service (so the counters the lists read are the ones production keeps), the callers' tokens,
// and the reference answers read straight from the orders table.
import { findTransition, type LetterType } from '@bht/api-client/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertOrder, transitionOrder, type Operator } from '../src/areas/orders/order-transitions';
import { newOrderSn } from '../src/areas/orders/order-view';
import { demoCompanies, demoEnterprises } from '../src/db/demo-accounts';
import { ensureCompanies, enterprises, orders, projects } from '../src/db/schema';
import { companyToken } from './company-session';
import { accountByMobile, tokenFor } from './enterprise-session';
import { createTestApp, type TestApp } from './test-app';

export interface Party {
  id: number;
  name: string;
}
export type Enterprise = Party & { accountId: number };

export interface OrderOptions {
  type?: LetterType;
  enterprise?: Enterprise;
  company?: Party;
  /** Where the order is walked to through its type's transitions (PATHS); default 0. */
  status?: number;
  projectName?: string;
  createdAt?: Date;
  validTo?: string;
}

/** Action paths from 0 to each status, per letter type's table (electronic: bid_e; paper: bid_paper). */
const PATHS: Record<LetterType, Record<number, readonly string[]>> = {
  bid_e: {
    0: [],
    1: ['sign'],
    2: ['sign', 'approve'],
    3: ['sign', 'approve', 'pay'],
    4: ['sign', 'approve', 'pay', 'issue'],
    5: ['sign', 'reject'],
    6: ['sign', 'approve', 'pay', 'issue', 'void'],
    7: ['cancel'],
    8: ['sign', 'approve', 'pay', 'request_refund'],
    9: ['sign', 'approve', 'pay', 'request_refund', 'approve_refund'],
  },
  bid_paper: {
    0: [],
    1: ['sign'],
    2: ['sign', 'approve'],
    5: ['sign', 'reject'],
    6: ['sign', 'approve', 'pay', 'mail', 'void'],
    7: ['cancel'],
    8: ['sign', 'approve', 'pay', 'request_refund'],
    9: ['sign', 'approve', 'pay', 'request_refund', 'approve_refund'],
    10: ['sign', 'approve', 'pay'],
    11: ['sign', 'approve', 'pay', 'mail'],
    12: ['sign', 'approve', 'pay', 'mail', 'confirm_receipt'],
  },
  // Performance and wage letters walk the e-letter's table.
  get performance() {
    return this.bid_e;
  },
  get worker() {
    return this.bid_e;
  },
};

/** Statuses whose tabs each enterprise list shows (its counts' keys), written out here, not read from the tables. */
export const TAB_STATUSES: Record<'bid_e' | 'bid_paper', number[]> = {
  bid_e: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13],
  bid_paper: [0, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13],
};

export type Summary = {
  sn: string;
  type: string;
  status: number;
  status_text: string;
  enterprise_name: string;
  ensure_company_id: number;
  project_name: string;
};
export type ListData = { list: Summary[]; total: number; page: number; limit: number };
export type TabbedList = ListData & { counts: Record<string, number> };

/** The answer's data after checking the envelope and the contract's response schema. */
export function ok<T>(
  res: { body: string; json(): { code: number; data: T } },
  endpoint: { response: { safeParse(v: unknown): { success: boolean } } },
): T {
  const body = res.json();
  expect(body.code, res.body).toBe(1);
  expect(endpoint.response.safeParse(body.data).success, res.body).toBe(true);
  return body.data;
}

const operatorFor = (type: Operator['type']): Operator => ({
  type,
  id: null,
  name: '测试',
  permissions: new Set(['*']),
});

export async function orderListWorld() {
  const t: TestApp = await createTestApp();
  const db = t.database.db;

  const enterpriseOf = async (mobile: string, name: string): Promise<Enterprise> => {
    const [row] = await db.select().from(enterprises).where(eq(enterprises.name, name));
    return { id: row!.id, name: row!.name, accountId: (await accountByMobile(db, mobile)).id };
  };
  const companyOf = async (name: string): Promise<Party> => {
    const [row] = await db.select().from(ensureCompanies).where(eq(ensureCompanies.name, name));
    return { id: row!.id, name: row!.name };
  };
  const enterpriseA = await enterpriseOf('13800000001', demoEnterprises[0]!.name);
  const enterpriseB = await enterpriseOf('13800000006', demoEnterprises[5]!.name);
  const xinda = await companyOf(demoCompanies[0]!.name);
  const pingan = await companyOf(demoCompanies[1]!.name);
  const project = (await db.select().from(projects).limit(1))[0]!;

  /** Creates an order and walks it to `status` with the transition service; returns its number. */
  async function order(options: OrderOptions = {}): Promise<string> {
    const type = options.type ?? 'bid_e';
    const enterprise = options.enterprise ?? enterpriseA;
    const company = options.company ?? xinda;
    const created = await db.transaction((tx) =>
      insertOrder(
        tx,
        {
          sn: newOrderSn(),
          type,
          enterpriseId: enterprise.id,
          accountId: enterprise.accountId,
          ensureCompanyId: company.id,
          projectId: project.id,
          projectName: options.projectName ?? project.name,
          enterpriseName: enterprise.name,
          ensureCompanyName: company.name,
          bidBondAmount: '200000.00',
          premiumRate: '0.0150',
          premium: '3000.00',
          contactName: '王建国',
          contactMobile: '13800000001',
        },
        operatorFor('enterprise'),
      ),
    );
    const path = PATHS[type as keyof typeof PATHS]?.[options.status ?? 0];
    if (!path) throw new Error(`no path to ${options.status} for ${type}`);
    for (const action of path) {
      const actor = findTransition(type, action)!.actor;
      await transitionOrder(db, {
        sn: created.sn,
        scope: 'system',
        operator: operatorFor(actor),
        action,
        note: '测试原因',
      });
    }
    const set: Partial<typeof orders.$inferInsert> = {};
    if (options.createdAt) set.createdAt = options.createdAt;
    if (options.validTo) set.validTo = options.validTo;
    if (Object.keys(set).length) await db.update(orders).set(set).where(eq(orders.id, created.id));
    return created.sn;
  }

  // Enterprise A with xinda: one order per status of each type, two at 1, two issued / mailed (one past validity).
  for (const type of ['bid_e', 'bid_paper'] as const) {
    for (const status of Object.keys(PATHS[type])) await order({ type, status: Number(status) });
  }
  await order({ status: 1 });
  await order({ status: 4, validTo: '2020-01-01' });
  await order({ type: 'bid_paper', status: 11, validTo: '2020-01-01' });
  // Enterprise A with pingan, and enterprise B with both companies: never in the other lists.
  await order({ company: pingan, status: 1 });
  await order({ company: pingan, status: 4 });
  await order({ type: 'bid_paper', company: pingan, status: 10 });
  await order({ enterprise: enterpriseB, status: 1 });
  await order({ enterprise: enterpriseB, company: pingan, status: 3 });
  await order({ type: 'bid_paper', enterprise: enterpriseB, status: 1 });
  await order({ type: 'bid_paper', enterprise: enterpriseB, company: pingan, status: 11 });

  const [tokenA, tokenSubA, tokenB, tokenXinda, tokenPingan, tokenXindaReview] = await Promise.all([
    tokenFor(t.app, '13800000001'),
    tokenFor(t.app, '13800000011'),
    tokenFor(t.app, '13800000006'),
    companyToken(t.app, 'xinda_admin'),
    companyToken(t.app, 'pingan_admin'),
    companyToken(t.app, 'xinda_review'),
  ]);

  /** The sns matching `where` in the lists' order (newest first, then higher id), straight from the table. */
  async function expectedSns(where: SQL | undefined): Promise<string[]> {
    const rows = await db
      .select({ sn: orders.sn })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map((r) => r.sn);
  }

  /** Orders matching `where` counted per status, every status of `statuses` present. */
  async function realCounts(
    where: SQL | undefined,
    statuses: readonly number[],
  ): Promise<Record<string, number>> {
    const rows = await db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(where)
      .groupBy(orders.status);
    const counts: Record<string, number> = Object.fromEntries(statuses.map((s) => [String(s), 0]));
    for (const row of rows) counts[String(row.status)] = row.n;
    return counts;
  }

  /** The enterprise's orders of one letter type. */
  const ofEnterprise = (enterprise: Enterprise, type: LetterType, ...more: SQL[]) =>
    and(eq(orders.enterpriseId, enterprise.id), eq(orders.type, type), ...more);

  return {
    t,
    db,
    enterpriseA,
    enterpriseB,
    xinda,
    pingan,
    order,
    expectedSns,
    realCounts,
    ofEnterprise,
    tokens: {
      A: tokenA,
      subA: tokenSubA,
      B: tokenB,
      xinda: tokenXinda,
      pingan: tokenPingan,
      xindaReview: tokenXindaReview,
    },
  };
}

export type OrderListWorld = Awaited<ReturnType<typeof orderListWorld>>;
