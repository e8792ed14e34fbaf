// Two separate worlds for the authorization matrix and the fuzz tests: in each, an authenticated
// enterprise (main account and a sub-account without permissions), a guarantee company (an account
// with every permission and one per permission lacking just it) and an order between them. Each
// world's private data carries marker strings, so a response showing the other world's data is seen.
import { allEndpoints, letterStageSchema, stageSchema } from '@bht/api-client/contract';
import { eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { createSession } from '../src/auth/sessions';
import {
  certificates,
  claims,
  courts,
  enterpriseAccounts,
  enterprises,
  ensureCompanies,
  ensureCompanyAccounts,
  invoiceTitles,
  invoices,
  messages,
  orders,
  preservationApplies,
  preservationCategories,
  surrenders,
} from '../src/db/schema';
import { addCompany, addCompanyAccount } from './company-session';
import { applyAndSign, orderRow } from './order-fixtures';
import type { TestApp } from './test-app';
import { demoPasswordHash } from './test-passwords';

export type TenantKey = 'A' | 'B';

export interface Tenant {
  key: TenantKey;
  enterpriseId: number;
  companyId: number;
  orderSn: string;
  orderId: number;
  /** Ids of this world's rows that endpoints take as `id` (sub-account, certificate, invoice title, invoice, claim, surrender request, preservation application, messages of both sides). */
  resourceIds: number[];
  /** This world's rows as they stand, to tell whether a call of the other world changed any. */
  snapshot(): Promise<string>;
  /** Strings only this world's callers may ever see. */
  markers: string[];
  /** A fresh session of each kind of caller (a new one per call, so a fuzzed log-out spoils nothing). */
  tokens: {
    enterpriseMain(): Promise<string>;
    enterpriseSubWithout(): Promise<string>;
    companyWith(): Promise<string>;
    /** An account holding every console permission except `permission`. */
    companyWithout(permission: string): Promise<string>;
  };
}

/** Every console permission the contract or the stage lists ask for. */
const COMPANY_PERMISSIONS: readonly string[] = [
  ...new Set([
    ...allEndpoints.flatMap((e) => (e.permission ? [e.permission] : [])),
    ...stageSchema.options,
    ...letterStageSchema.options,
  ]),
];

const NAMES: Record<TenantKey, { word: string; digit: string }> = {
  A: { word: '甲', digit: '1' },
  B: { word: '乙', digit: '2' },
};

export async function createTenant(t: TestApp, key: TenantKey): Promise<Tenant> {
  const { db } = t.database;
  const { word, digit } = NAMES[key];
  const enterpriseName = `${word}租户隔离标记建设有限公司`;
  const contactName = `${word}隔离联系人`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      name: enterpriseName,
      creditCode: `91320000TENANT00${digit}X`,
      legalPerson: `${word}法人标记`,
      authStatus: 2,
      authStep: 4,
      contactName,
      contactMobile: `1390000${digit}001`,
    })
    .returning();
  const passwordHash = await demoPasswordHash();
  const [main] = await db
    .insert(enterpriseAccounts)
    .values({
      enterpriseId: enterprise!.id,
      mobile: `1390000${digit}001`,
      name: `${word}主账号标记`,
      passwordHash,
      isMaster: 1,
      authJson: '*',
      isResetPassword: 0,
    })
    .returning();
  const [sub] = await db
    .insert(enterpriseAccounts)
    .values({
      enterpriseId: enterprise!.id,
      mobile: `1390000${digit}002`,
      name: `${word}子账号标记`,
      passwordHash,
      isMaster: 0,
      authJson: '',
      isResetPassword: 0,
    })
    .returning();
  const { company, account: companyAccount } = await addCompany(db, {
    name: `${word}租户担保公司`,
  });
  const withoutAccounts = new Map<string, number>();
  for (const permission of COMPANY_PERMISSIONS) {
    const others = COMPANY_PERMISSIONS.filter((p) => p !== permission).join(',');
    withoutAccounts.set(permission, (await addCompanyAccount(db, company.id, others)).id);
  }

  const session = async (type: 'enterprise' | 'ensure_company', id: number) =>
    (await createSession(db, { type, id }, 24)).token;
  const mainToken = await session('enterprise', main!.id);
  const orderSn = await applyAndSign(t, mainToken, {
    companyId: company.id,
    contactName,
    contactMobile: `1390000${digit}001`,
  });
  const order = await orderRow(t, orderSn);
  const [certificate] = await db
    .insert(certificates)
    .values({
      enterpriseId: enterprise!.id,
      name: `${word}资质证书标记`,
      number: `TENANT-CERT-${digit}`,
      issuer: '测试发证机关',
      expireDate: '2030-12-31',
      files: '',
    })
    .returning();
  const inbox = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.orderSn, orderSn));
  // An invoice title and an invoice request of the order (written directly: the order is not paid).
  const titleFields = {
    title: `${word}发票抬头标记`,
    taxNo: `91320000TENANT0${digit}X`,
    bankName: '测试银行',
    bankAccount: `62220200000000${digit}`,
    address: '测试地址',
    phone: '025-8888000' + digit,
  };
  const [title] = await db
    .insert(invoiceTitles)
    .values({ enterpriseId: enterprise!.id, ...titleFields, isDefault: 1 })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      enterpriseId: enterprise!.id,
      ensureCompanyId: company.id,
      kind: 'normal',
      medium: 'electronic',
      ...titleFields,
      amount: order.premium,
      email: `tenant${digit}@example.com`,
    })
    .returning();
  // A claim on the order (written directly: the letter is not issued), its claimant a marker.
  const [claim] = await db
    .insert(claims)
    .values({
      sn: `LPTENANT${digit}`,
      orderId: order.id,
      enterpriseId: enterprise!.id,
      ensureCompanyId: company.id,
      source: 'paper',
      claimant: `${word}索赔人标记`,
      contactName: '索赔联系人',
      contactMobile: `1370000${digit}001`,
      amount: '100.00',
      reason: '租户隔离测试索赔',
      bankAccountName: `${word}索赔人标记`,
      bankName: '测试银行',
      bankAccountNo: `62220200000000${digit}`,
    })
    .returning();
  // A surrender request on the order (written directly, like the claim), its reason a marker.
  const [surrender] = await db
    .insert(surrenders)
    .values({
      sn: `TBTENANT${digit}`,
      orderId: order.id,
      enterpriseId: enterprise!.id,
      ensureCompanyId: company.id,
      accountId: main!.id,
      applicantName: `${word}主账号标记`,
      ground: 'withdraw',
      reason: `${word}退保说明标记`,
    })
    .returning();
  // A preservation application of the company (docs/preservation.md), its applicant a marker.
  const [court] = await db.select({ id: courts.id }).from(courts).limit(1);
  const [category] = await db
    .select({ id: preservationCategories.id })
    .from(preservationCategories)
    .where(ne(preservationCategories.parentId, 0))
    .limit(1);
  const [preservation] = await db
    .insert(preservationApplies)
    .values({
      sn: `BQTENANT${digit}`,
      ensureCompanyId: company.id,
      createdBy: companyAccount.id,
      courtId: court!.id,
      caseCategoryId: category!.id,
      preserveCategoryId: category!.id,
      preserveAmount: '1000.00',
      guaranteeAmount: '1000.00',
      parties: [{ role: 'applicant', type: 'company', name: `${word}保全申请人标记`, id_no: '' }],
      partyNames: `${word}保全申请人标记`,
    })
    .returning();

  // One statement (one round trip) that renders every row of this world as JSON: the matrix takes
  // it twice around each of the other world's calls, thousands of times per run.
  const rowsOf = (table: AnyPgTable, column: AnyPgColumn, value: number) =>
    sql`(select coalesce(json_agg(t order by t.id), '[]') from ${table} t where t.${sql.identifier(column.name)} = ${value})`;
  const inboxIds = inbox.length ? inbox.map((m) => m.id) : [0];
  const snapshotQuery = sql`select json_build_array(
    ${rowsOf(enterprises, enterprises.id, enterprise!.id)},
    ${rowsOf(enterpriseAccounts, enterpriseAccounts.enterpriseId, enterprise!.id)},
    ${rowsOf(orders, orders.enterpriseId, enterprise!.id)},
    ${rowsOf(certificates, certificates.enterpriseId, enterprise!.id)},
    ${rowsOf(invoiceTitles, invoiceTitles.enterpriseId, enterprise!.id)},
    ${rowsOf(invoices, invoices.enterpriseId, enterprise!.id)},
    ${rowsOf(claims, claims.enterpriseId, enterprise!.id)},
    ${rowsOf(surrenders, surrenders.enterpriseId, enterprise!.id)},
    ${rowsOf(preservationApplies, preservationApplies.ensureCompanyId, company.id)},
    ${rowsOf(ensureCompanies, ensureCompanies.id, company.id)},
    ${rowsOf(ensureCompanyAccounts, ensureCompanyAccounts.companyId, company.id)},
    (select coalesce(json_agg(json_build_array(m.id, m.read_at) order by m.id), '[]')
       from ${messages} m where m.id in (${sql.join(
         inboxIds.map((id) => sql`${id}`),
         sql`, `,
       )}))
  )::text as rows`;
  const snapshot = async () => {
    const result = await db.execute(snapshotQuery);
    return (result as unknown as { rows: Array<{ rows: string }> }).rows[0]!.rows;
  };

  return {
    key,
    enterpriseId: enterprise!.id,
    companyId: company.id,
    orderSn,
    orderId: order.id,
    resourceIds: [
      sub!.id,
      certificate!.id,
      title!.id,
      invoice!.id,
      claim!.id,
      surrender!.id,
      preservation!.id,
      ...inbox.map((m) => m.id),
    ],
    snapshot,
    markers: [
      enterpriseName,
      contactName,
      `${word}法人标记`,
      `${word}主账号标记`,
      `${word}子账号标记`,
      `${word}资质证书标记`,
      `${word}发票抬头标记`,
      `${word}索赔人标记`,
      `${word}退保说明标记`,
      `${word}保全申请人标记`,
      `1390000${digit}001`,
      `1390000${digit}002`,
      orderSn,
    ],
    tokens: {
      enterpriseMain: () => session('enterprise', main!.id),
      enterpriseSubWithout: () => session('enterprise', sub!.id),
      companyWith: () => session('ensure_company', companyAccount.id),
      companyWithout: (permission) => session('ensure_company', withoutAccounts.get(permission)!),
    },
  };
}

/** The other world's markers found in `body` (empty when none). */
export const leakedMarkers = (body: string, other: Tenant) =>
  other.markers.filter((marker) => body.includes(marker));
