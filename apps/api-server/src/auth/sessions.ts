// Sessions live in the database so any API instance can serve any request.
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type SubjectType = 'enterprise' | 'ensure_company' | 'platform_operator';

export interface SessionRecord {
  id: number;
  subjectType: SubjectType;
  subjectId: number;
  expiresAt: Date;
}

/** Sliding expiry: a session seen again more than this long after its last touch is extended. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export async function createSession(
  db: Db,
  subject: { type: SubjectType; id: number },
  ttlHours: number,
  ip = '',
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    subjectType: subject.type,
    subjectId: subject.id,
    expiresAt,
    ip,
  });
  return { token, expiresAt };
}

export type SessionLookup =
  { status: 'valid'; session: SessionRecord } | { status: 'missing' | 'expired' };

/**
 * Expiry and sliding touch of a session row (http/auth-context.ts reads it joined with its account,
 * by the sha256 of the token): missing → 'missing'; expired → 'expired'; seen again more than TOUCH_INTERVAL_MS after its last
 * touch → extended by the TTL (one UPDATE every few minutes per session, not per request).
 */
export async function checkSession(
  db: Db,
  row:
    | Pick<
        typeof sessions.$inferSelect,
        'id' | 'subjectType' | 'subjectId' | 'expiresAt' | 'lastSeenAt'
      >
    | undefined,
  ttlHours: number,
): Promise<SessionLookup> {
  if (!row) return { status: 'missing' };
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return { status: 'expired' };
  let expiresAt = row.expiresAt;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now + ttlHours * 3600_000);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt })
      .where(eq(sessions.id, row.id));
  }
  return {
    status: 'valid',
    session: {
      id: row.id,
      subjectType: row.subjectType as SubjectType,
      subjectId: row.subjectId,
      expiresAt,
    },
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Revoke every session of a subject (after a password change), optionally keeping one. */
export async function revokeSubjectSessions(
  db: Db,
  subject: { type: SubjectType; id: number },
  keepSessionId?: number,
) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.subjectType, subject.type),
        eq(sessions.subjectId, subject.id),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
