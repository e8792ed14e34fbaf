// Helpers for tests that act as guarantee-company console users through HTTP: log in, call any
// endpoint with the token, receive SMS codes, and add companies / accounts of their own.
import { and, eq } from 'drizzle-orm';
import type { EndpointDefinition } from '@bht/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/password';
import type { Db } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/demo-accounts';
import { ensureCompanies, ensureCompanyAccounts, smsCodes } from '../src/db/schema';
import { postForm, type TestApp } from './test-app';

let ipCounter = 0;
/** A fresh client IP, so per-IP limits of one test do not affect another. */
export const nextIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export function companyLogin(app: FastifyInstance, account: string, password = DEMO_PASSWORD, ip = nextIp()) {
  return postForm(app, '/api/ensure_company/login', { account, password }, { 'x-forwarded-for': ip });
}

/** Logs in and returns the token (fails the test when the log-in is refused). */
export async function companyToken(app: FastifyInstance, account: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await companyLogin(app, account, password);
  if (res.json().code !== 1) throw new Error(`login ${account} failed: ${res.body}`);
  return res.json().data.token;
}

/** Calls an endpoint with its first method: GET with a query string, POST with a form body. */
export function callEndpoint(app: FastifyInstance, endpoint: EndpointDefinition, token: string | undefined, fields: Record<string, string> = {}) {
  const all = token ? { ...fields, token } : fields;
  if (endpoint.methods[0] === 'GET') {
    return app.inject({ method: 'GET', url: `${endpoint.path}?${new URLSearchParams(all).toString()}`, headers: { 'x-forwarded-for': nextIp() } });
  }
  return postForm(app, endpoint.path, all, { 'x-forwarded-for': nextIp() });
}

/** Sends a code through /api/sms/send and returns it from the sandbox inbox. */
export async function smsCode(t: TestApp, mobile: string, scene: string): Promise<string> {
  // Allow an immediate resend: move earlier codes of this scene past the 60 s wait.
  await t.database.db.update(smsCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene)));
  const sent = await postForm(t.app, '/api/sms/send', { mobile, scene }, { 'x-forwarded-for': nextIp() });
  if (sent.json().code !== 1) throw new Error(`sms ${scene} to ${mobile} failed: ${sent.body}`);
  const inbox = await t.app.inject({ method: 'GET', url: `/api/sandbox/sms?mobile=${mobile}` });
  return inbox.json().data[0].code;
}

export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

let seq = 0;
/** A company of the test's own (copying type and area of the first seeded one), with one account. */
export async function addCompany(db: Db, overrides: Partial<typeof ensureCompanies.$inferInsert> = {}, authJson = '*') {
  const n = ++seq;
  const [template] = await db.select().from(ensureCompanies).orderBy(ensureCompanies.id).limit(1);
  const [company] = await db
    .insert(ensureCompanies)
    .values({ name: `测试担保公司${n}号`, typeId: template!.typeId, areaId: template!.areaId, ...overrides })
    .returning();
  const [account] = await db
    .insert(ensureCompanyAccounts)
    .values({ companyId: company!.id, account: `test_company_${n}`, name: `测试员${n}`, mobile: `1360000${String(n).padStart(4, '0')}`, authJson, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  return { company: company!, account: account! };
}
