// Writing messages (docs/messages.md). `notify` runs inside the transaction of the event it tells
// about, so an event that rolls back leaves no message. Each recipient account gets its own row
// (its own read state); who receives is decided when the event happens, from the accounts'
// permissions then: active accounts of the enterprise or company holding `permission`
// (main accounts and '*' hold everything; null means every active account).
import type { MessageKind } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { enterpriseAccounts, ensureCompanyAccounts, messages } from '../../db/schema';
import { hasPermission, parsePermissions } from '../../http/auth-context';
import type { Tx } from '../../db/client';

export type Audience =
  | { side: 'enterprise'; enterpriseId: number; permission: string | null }
  | { side: 'ensure_company'; companyId: number; permission: string | null };

export interface MessageDraft {
  kind: MessageKind;
  title: string;
  content: string;
  orderSn?: string | null;
}

const ACTIVE = 1;

const holds = (authJson: string, permission: string | null) =>
  permission === null || hasPermission(parsePermissions(authJson), permission);

/** The ids of the accounts `audience` names. */
async function recipients(tx: Tx, audience: Audience): Promise<number[]> {
  if (audience.side === 'enterprise') {
    const accounts = await tx
      .select({
        id: enterpriseAccounts.id,
        isMaster: enterpriseAccounts.isMaster,
        authJson: enterpriseAccounts.authJson,
      })
      .from(enterpriseAccounts)
      .where(
        and(
          eq(enterpriseAccounts.enterpriseId, audience.enterpriseId),
          eq(enterpriseAccounts.status, ACTIVE),
        ),
      );
    return accounts
      .filter((a) => a.isMaster === 1 || holds(a.authJson, audience.permission))
      .map((a) => a.id);
  }
  const accounts = await tx
    .select({ id: ensureCompanyAccounts.id, authJson: ensureCompanyAccounts.authJson })
    .from(ensureCompanyAccounts)
    .where(
      and(
        eq(ensureCompanyAccounts.companyId, audience.companyId),
        eq(ensureCompanyAccounts.status, ACTIVE),
      ),
    );
  return accounts.filter((a) => holds(a.authJson, audience.permission)).map((a) => a.id);
}

/** Puts `draft` in the inbox of every account of `audience`, within the caller's transaction. */
export async function notify(tx: Tx, audience: Audience, draft: MessageDraft): Promise<void> {
  const ids = await recipients(tx, audience);
  if (ids.length === 0) return;
  await tx.insert(messages).values(
    ids.map((recipientId) => ({
      recipientType: audience.side,
      recipientId,
      kind: draft.kind,
      title: draft.title,
      content: draft.content,
      orderSn: draft.orderSn ?? null,
    })),
  );
}
