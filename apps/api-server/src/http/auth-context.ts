// Resolves the caller from the token (Bearer header, then body or query field, then cookie) against
// the sessions table, and loads what every handler needs to scope its queries.
import { PLATFORM_OPERATOR_PERMISSION } from '@bht/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { TOKEN_COOKIE } from '../auth/session-cookie';
import { checkSession, type SubjectType } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import {
  enterpriseAccounts,
  ensureCompanyAccounts,
  platformOperators,
  sessions,
} from '../db/schema';
import { forbidden, unauthenticated } from './app-error';

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

/** A platform operator (平台运营): reviews admissions and company authentications, sees no company's business. */
export interface OperatorCaller {
  type: 'platform_operator';
  sessionId: number;
  token: string;
  accountId: number;
  permissions: ReadonlySet<string>;
}

export type Caller = EnterpriseCaller | CompanyCaller | OperatorCaller;

export function parsePermissions(authJson: string): ReadonlySet<string> {
  return new Set(
    authJson
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
}

export function hasPermission(permissions: ReadonlySet<string>, required: string): boolean {
  return permissions.has('*') || permissions.has(required);
}

/** The token of `Authorization: Bearer <token>` (the scheme is case-insensitive, RFC 7235). */
function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The spec's `token` field, from the body (multipart fields come as `{ value }`) or the query. */
function tokenField(request: FastifyRequest): string | undefined {
  const bodyToken = (request.body as Record<string, unknown> | undefined)?.token;
  const fromBody =
    typeof bodyToken === 'object' && bodyToken !== null
      ? (bodyToken as { value?: unknown }).value
      : bodyToken;
  if (typeof fromBody === 'string' && fromBody) return fromBody;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/**
 * The caller's token: the Bearer header the apps send wins (a stale `token` field beside it is
 * ignored), then the spec's `token` field, kept for its other clients, then the cookie.
 */
export function readToken(request: FastifyRequest): string | undefined {
  return (
    bearerToken(request) ?? tokenField(request) ?? (request.cookies?.[TOKEN_COOKIE] || undefined)
  );
}

/** The session and both kinds of account (one of them null), as every caller read selects them. */
const callerColumns = {
  id: sessions.id,
  subjectType: sessions.subjectType,
  subjectId: sessions.subjectId,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  enterprise: {
    id: enterpriseAccounts.id,
    enterpriseId: enterpriseAccounts.enterpriseId,
    isMaster: enterpriseAccounts.isMaster,
    authJson: enterpriseAccounts.authJson,
    status: enterpriseAccounts.status,
  },
  company: {
    id: ensureCompanyAccounts.id,
    companyId: ensureCompanyAccounts.companyId,
    authJson: ensureCompanyAccounts.authJson,
    status: ensureCompanyAccounts.status,
  },
  operator: { id: platformOperators.id, status: platformOperators.status },
};

/**
 * `select <caller columns> + fields from sessions ⟕ accounts`: the caller read, to which a hot
 * endpoint joins its own data so the caller and the data arrive in one statement (callerFromRow
 * then decides, with the same rules, whether the caller may have it). Filter by `tokenHashIs()`.
 */
export function selectWithCaller<F extends SelectedFields>(db: Db, fields: F) {
  return db
    .select({ ...callerColumns, ...fields })
    .from(sessions)
    .leftJoin(
      enterpriseAccounts,
      and(eq(sessions.subjectType, 'enterprise'), eq(enterpriseAccounts.id, sessions.subjectId)),
    )
    .leftJoin(
      ensureCompanyAccounts,
      and(
        eq(sessions.subjectType, 'ensure_company'),
        eq(ensureCompanyAccounts.id, sessions.subjectId),
      ),
    )
    .leftJoin(
      platformOperators,
      and(
        eq(sessions.subjectType, 'platform_operator'),
        eq(platformOperators.id, sessions.subjectId),
      ),
    );
}

/** The session whose token hashes to the `tokenHash` placeholder of a prepared caller read. */
export const tokenHashIs = () => eq(sessions.tokenHash, sql.placeholder('tokenHash'));

/** The session and its account in one statement, prepared once per database (every protected call without its own caller read runs it). */
const callerQuery = preparedPerDb((db: Db) =>
  selectWithCaller(db, {}).where(tokenHashIs()).limit(1).prepare('caller_by_token'),
);

export type CallerRow = Awaited<ReturnType<ReturnType<typeof callerQuery>['execute']>>[number];

/** The caller for a protected endpoint (of the `expected` kind, or either kind when omitted), or a 401 AppError. */
export async function resolveCaller(
  db: Db,
  config: Config,
  request: FastifyRequest,
  expected?: SubjectType,
): Promise<Caller> {
  const token = requireToken(request);
  const [row] = await callerQuery(db).execute({ tokenHash: hashToken(token) });
  return callerFromRow(db, config, token, row, expected);
}

/**
 * A logged-in caller of another kind: 401 as if not logged in, except between the two kinds of
 * console account (company accounts and platform operators share its log-in), which are refused
 * with 403 on each other's calls (docs/company-auth.md).
 */
function wrongKindOfCaller(actual: SubjectType, expected: SubjectType) {
  if (actual === 'platform_operator' && expected === 'ensure_company')
    return forbidden('平台运营账号不能使用机构业务功能');
  if (actual === 'ensure_company' && expected === 'platform_operator')
    return forbidden('仅平台运营账号可使用审核功能');
  return unauthenticated('请先登录');
}

export function requireToken(request: FastifyRequest): string {
  const token = readToken(request);
  if (!token) throw unauthenticated('请先登录');
  return token;
}

/** The caller a session row (as selectWithCaller reads it) stands for, or a 401 AppError: expired, wrong kind, disabled account. */
export async function callerFromRow(
  db: Db,
  config: Config,
  token: string,
  row: CallerRow | undefined,
  expected?: SubjectType,
): Promise<Caller> {
  const lookup = await checkSession(db, row, config.SESSION_TTL_HOURS);
  if (lookup.status === 'expired') throw unauthenticated('登录已过期，请重新登录');
  if (lookup.status !== 'valid') throw unauthenticated('请先登录');
  const { session } = lookup;
  if (expected && session.subjectType !== expected)
    throw wrongKindOfCaller(session.subjectType, expected);
  if (session.subjectType === 'enterprise') {
    const account = row?.enterprise;
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
  if (session.subjectType === 'platform_operator') {
    const operator = row?.operator;
    if (!operator || operator.status !== 1) throw unauthenticated('账号已停用');
    return {
      type: 'platform_operator',
      sessionId: session.id,
      token,
      accountId: operator.id,
      permissions: new Set([PLATFORM_OPERATOR_PERMISSION]),
    };
  }
  const account = row?.company;
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
