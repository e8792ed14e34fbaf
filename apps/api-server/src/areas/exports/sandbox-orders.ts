// SANDBOX ONLY (never registered in production mode): a fresh guarantee company and enterprise with
// many orders, written in one INSERT … SELECT (with their counters), for the export tests: the API
// tests and the browser story export thousands of orders without creating them one by one, and
// without touching the demo tenants' lists.
//   POST /api/sandbox/export-world  orders=<1..20000>  →  { account, password, company_id, enterprise_id }
import { randomBytes, randomInt } from 'node:crypto';
import { OrderStatus } from '@bht/api-client/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/demo-accounts';
import {
  ensureCompanies,
  ensureCompanyAccounts,
  enterprises,
  orderCounts,
  projects,
} from '../../db/schema';

export const MAX_SEEDED_ORDERS = 20_000;

/** `count` bid e-letter orders 待审核 of a new enterprise with a new company, one second apart, newest first by sn. */
export async function seedExportWorld(db: Db, count: number) {
  const tag = randomBytes(4).toString('hex');
  const [template] = await db.select().from(ensureCompanies).orderBy(ensureCompanies.id).limit(1);
  const [project] = await db.select().from(projects).orderBy(projects.id).limit(1);
  const [company] = await db
    .insert(ensureCompanies)
    .values({ name: `导出测试担保公司${tag}`, typeId: template!.typeId, areaId: template!.areaId })
    .returning();
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      name: `导出测试企业${tag}有限公司`,
      creditCode: `91EX${randomBytes(7).toString('hex').toUpperCase()}`,
      legalPerson: '王建国',
    })
    .returning();
  const account = `export_${tag}`;
  await db.insert(ensureCompanyAccounts).values({
    companyId: company!.id,
    account,
    name: '导出测试员',
    mobile: `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    authJson: '*',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const status = OrderStatus.PENDING_REVIEW;
  await db.execute(sql`
    insert into orders (sn, type, status, enterprise_id, ensure_company_id, project_id, project_name, enterprise_name, ensure_company_name,
                        bid_bond_amount, premium_rate, premium, contact_name, contact_mobile, created_at, updated_at)
    select 'EX' || ${tag} || lpad(g::text, 6, '0'), 'bid_e', ${status}, ${enterprise!.id}, ${company!.id}, ${project!.id},
           ${project!.name} || ' 第' || g || '标段', ${enterprise!.name}, ${company!.name},
           200000.00, 0.0150, 3000.00, '王建国', '13800000001', now() - (${count} - g) * interval '1 second', now()
    from generate_series(1, ${count}::int) as g`);
  await db.insert(orderCounts).values([
    { ownerType: 'c', ownerId: company!.id, type: 'bid_e', status, total: count },
    { ownerType: 'e', ownerId: enterprise!.id, type: 'bid_e', status, total: count },
  ]);
  return {
    account,
    password: DEMO_PASSWORD,
    company_id: company!.id,
    enterprise_id: enterprise!.id,
  };
}

export function registerExportSandboxRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/sandbox/export-world', { schema: { hide: true } }, async (request) => {
    const count = Number((request.body as Record<string, unknown> | undefined)?.orders ?? 0);
    if (!Number.isInteger(count) || count < 1 || count > MAX_SEEDED_ORDERS) {
      return { code: 0, msg: `订单数应为 1-${MAX_SEEDED_ORDERS}`, data: null };
    }
    return {
      code: 1,
      msg: '沙箱：导出测试数据（仅开发 / 测试环境）',
      data: await seedExportWorld(db, count),
    };
  });
}
