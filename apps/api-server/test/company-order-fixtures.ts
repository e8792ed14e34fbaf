// Orders in a given status for the console tests, made through the one order service
// (insertOrder + transitionOrder, so logs and counters are real): the enterprise applies and signs,
// a full-permission console account approves, a verified payment callback pays. The console
// actions under test (review, seal, issue, void) are then called through HTTP by the accounts
// `logInAccounts` logs in.
import { asc, eq } from 'drizzle-orm';
import { newApplication } from '../src/areas/letters/add-letter';
import { insertOrder, transitionOrder, type Operator } from '../src/areas/orders/order-transitions';
import {
  enterpriseAccounts,
  enterprises,
  ensureCompanies,
  orders,
  projects,
} from '../src/db/schema';
import { companyToken, TEST_BID_TERMS } from './company-session';
import { tokenFor } from './enterprise-session';
import { DEFAULT_GUARANTOR } from './order-fixtures';
import type { TestApp } from './test-app';

export const PINGAN = '中国平安财产保险股份有限公司江苏分公司';

export interface OrderOptions {
  /** Applying enterprise account (default the seeded 13800000001). */
  enterpriseMobile?: string;
  /** Guarantor (default DEFAULT_GUARANTOR, 信达). */
  companyName?: string;
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`fixture: no ${what}`);
  return row;
}

/**
 * Who a fixture order is between: the applying account (by mobile), its enterprise and the
 * guarantor (by name), with the applicant as the order log records it and its contact details.
 */
export async function orderParties(
  t: TestApp,
  { enterpriseMobile = '13800000001', companyName = DEFAULT_GUARANTOR }: OrderOptions = {},
) {
  const { db } = t.database;
  const account = await one(
    db.select().from(enterpriseAccounts).where(eq(enterpriseAccounts.mobile, enterpriseMobile)),
    `account ${enterpriseMobile}`,
  );
  const enterprise = await one(
    db.select().from(enterprises).where(eq(enterprises.id, account.enterpriseId)),
    'enterprise',
  );
  const company = await one(
    db.select().from(ensureCompanies).where(eq(ensureCompanies.name, companyName)),
    `company ${companyName}`,
  );
  const applicant: Operator = {
    type: 'enterprise',
    id: account.id,
    name: account.name,
    permissions: new Set(['*']),
  };
  const contact = { contactName: account.name, contactMobile: account.mobile };
  return { account, enterprise, company, applicant, contact };
}

/** The bid schedule fixture orders are priced on (the seeded 江苏信达's: 1.50 %, minimum ¥300). */
export const BID_FIXTURE_TERMS = { ...TEST_BID_TERMS, bands: [] };

/** A new order at 0 (待签约) with the first seeded project. */
export async function createOrder(t: TestApp, options: OrderOptions = {}) {
  const { db } = t.database;
  const { account, enterprise, company, applicant, contact } = await orderParties(t, options);
  const project = await one(
    db.select().from(projects).orderBy(asc(projects.id)).limit(1),
    'project',
  );
  return db.transaction((tx) =>
    insertOrder(
      tx,
      newApplication({
        enterprise,
        accountId: account.id,
        company,
        project,
        contact,
        terms: BID_FIXTURE_TERMS,
      }),
      applicant,
    ),
  );
}

const SYSTEM: Operator = { type: 'system', id: null, name: '支付回调', permissions: new Set() };

/** Moves order `sn` forward through sign (0 → 1), approve (1 → 2) and online payment (2 → 3) until it is at `status`. */
export async function advanceOrder(t: TestApp, sn: string, status: 1 | 2 | 3) {
  const { db } = t.database;
  const order = await one(db.select().from(orders).where(eq(orders.sn, sn)), `order ${sn}`);
  const steps = [
    {
      to: 1,
      action: 'sign',
      scope: { enterpriseId: order.enterpriseId },
      operator: {
        type: 'enterprise',
        id: order.accountId,
        name: order.contactName,
        permissions: new Set(['*']),
      },
    },
    {
      to: 2,
      action: 'approve',
      scope: { companyId: order.ensureCompanyId },
      operator: {
        type: 'ensure_company',
        id: null,
        name: '测试审核员',
        permissions: new Set(['*']),
      },
    },
    {
      to: 3,
      action: 'pay',
      scope: 'system',
      operator: SYSTEM,
      set: () => ({ payMethod: 'wechat', payTime: new Date() }),
    },
  ] as const;
  for (const step of steps.filter((s) => s.to > order.status && s.to <= status))
    await transitionOrder(db, { sn, ...step });
}

/** A new order already at `status` (0 to 3). */
export async function orderAt(
  t: TestApp,
  status: 0 | 1 | 2 | 3,
  options: OrderOptions = {},
): Promise<string> {
  const { sn } = await createOrder(t, options);
  if (status > 0) await advanceOrder(t, sn, status as 1 | 2 | 3);
  return sn;
}

/** Logs in the enterprise accounts (by mobile) and console accounts (by name) on `t`; their tokens by that name. */
export async function logInAccounts(
  t: TestApp,
  { enterprises = [], companies = [] }: { enterprises?: string[]; companies?: string[] },
): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const mobile of enterprises) tokens[mobile] = await tokenFor(t.app, mobile);
  for (const account of companies) tokens[account] = await companyToken(t.app, account);
  return tokens;
}
