// Resolves the caller from the token (body field, query, cookie or Bearer header) against
// the sessions table, and loads what every handler needs to scope its queries.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { TOKEN_COOKIE } from '../auth/session-cookie';
import { findSession, type SubjectType } from '../auth/sessions';
import type { Db } from '../db/client';
import { enterpriseAccounts, ensureCompanyAccounts } from '../db/schema';
import { unauthenticated } from './app-error';

export interface EnterpriseCaller {
  type: 'enterprise';
  sessionId: number;
  token: string;
  accountId: number;
  enterpriseId: number;
  isMaster: boolean;
  permissions: ReadonlySet<string>;
}

export interface CompanyCaller {
  type: 'ensure_company';
  sessionId: number;
  token: string;
  accountId: number;
  companyId: number;
  permissions: ReadonlySet<string>;
}

export type Caller = EnterpriseCaller | CompanyCaller;

export function parsePermissions(authJson: string): ReadonlySet<string> {
  return new Set(authJson.split(',').map((p) => p.trim()).filter(Boolean));
}

export function hasPermission(permissions: ReadonlySet<string>, required: string): boolean {
  return permissions.has('*') || permissions.has(required);
}

export function readToken(request: FastifyRequest): string | undefined {
  const bodyToken = (request.body as Record<string, unknown> | undefined)?.token;
  // Multipart bodies (uploads) carry each field as `{ value }`.
  const fromBody = typeof bodyToken === 'object' && bodyToken !== null ? (bodyToken as { value?: unknown }).value : bodyToken;
  if (typeof fromBody === 'string' && fromBody) return fromBody;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies?.[TOKEN_COOKIE] || undefined;
}

/** The caller for a protected endpoint (of the `expected` kind, or either kind when omitted), or a 401 AppError. */
export async function resolveCaller(db: Db, config: Config, request: FastifyRequest, expected?: SubjectType): Promise<Caller> {
  const token = readToken(request);
  if (!token) throw unauthenticated('请先登录');
  const lookup = await findSession(db, token, config.SESSION_TTL_HOURS);
  if (lookup.status === 'expired') throw unauthenticated('登录已过期，请重新登录');
  if (lookup.status !== 'valid' || (expected && lookup.session.subjectType !== expected)) throw unauthenticated('请先登录');
  const { session } = lookup;
  if (session.subjectType === 'enterprise') {
    const [account] = await db.select().from(enterpriseAccounts).where(eq(enterpriseAccounts.id, session.subjectId)).limit(1);
    if (!account || account.status !== 1) throw unauthenticated('账号已停用，请联系主账号');
    return {
      type: 'enterprise',
      sessionId: session.id,
      token,
      accountId: account.id,
      enterpriseId: account.enterpriseId,
      isMaster: account.isMaster === 1,
      permissions: account.isMaster === 1 ? new Set(['*']) : parsePermissions(account.authJson),
    };
  }
  const [account] = await db.select().from(ensureCompanyAccounts).where(eq(ensureCompanyAccounts.id, session.subjectId)).limit(1);
  if (!account || account.status !== 1) throw unauthenticated('账号已停用');
  return {
    type: 'ensure_company',
    sessionId: session.id,
    token,
    accountId: account.id,
    companyId: account.companyId,
    permissions: parsePermissions(account.authJson),
  };
}
