// One-time tickets: proof that a step was completed (an SMS check, identity verification) that
// a later call redeems exactly once. Stored hashed in the database, so any instance can redeem.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationTickets } from '../db/schema';
import { fieldError } from '../http/app-error';
import { hashToken, newToken } from './tokens';

export interface TicketSpec {
  purpose: string;
  /** e.g. `enterprise:12` or `mobile:13800000001`. */
  subject: string;
}

export async function issueTicket(
  db: Db,
  spec: TicketSpec,
  ttlSeconds = 600,
): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = newToken();
  await db.insert(verificationTickets).values({
    ...spec,
    ticketHash: hashToken(ticket),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return { ticket, expiresIn: ttlSeconds };
}

/** Redeems a ticket; throws a field error on `ticket` when it is unknown, used, expired or not for this subject. */
export async function consumeTicket(db: Db, ticket: string, spec: TicketSpec): Promise<void> {
  const [row] = await db
    .update(verificationTickets)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationTickets.ticketHash, hashToken(ticket)),
        eq(verificationTickets.purpose, spec.purpose),
        eq(verificationTickets.subject, spec.subject),
        isNull(verificationTickets.consumedAt),
        gt(verificationTickets.expiresAt, new Date()),
      ),
    )
    .returning({ id: verificationTickets.id });
  if (!row) throw fieldError('ticket', '身份验证已失效，请重新验证');
}
