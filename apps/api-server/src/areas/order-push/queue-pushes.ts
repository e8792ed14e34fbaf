// Writing pushes (the outbox, docs/order-push.md): inside the transaction of the event, one row
// per enabled recipient of the order's company who wants the event, per channel the recipient
// chose. Nothing is sent here: the push worker delivers the rows after the commit, so an event that
// rolls back sends nothing, and a slow or failing SMS vendor never holds up or undoes the event.
// The request that queued a push is marked (pushesQueued), so the app starts a delivery run as
// soon as its response has gone, i.e. after the commit.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PushEvent } from '@bht/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { messageUsers, orderPushes } from '../../db/schema';
import { channelsOf, eventsOf } from './recipients';
import type { Tx } from '../../db/client';

export interface PushDraft {
  companyId: number;
  event: PushEvent;
  orderSn: string;
  /** The in-app message's title (≤ 60 characters). */
  title: string;
  /** The SMS and in-app text. */
  content: string;
}

/** One request's mark: whether it wrote pushes (read after its response, see app.ts). */
export interface PushSignal {
  queued: boolean;
}
export const pushSignal = new AsyncLocalStorage<PushSignal>();

/** Marks the current request as having queued pushes: a delivery run starts once its response is sent. */
export function markPushesQueued(): void {
  const signal = pushSignal.getStore();
  if (signal) signal.queued = true;
}

export async function queuePushes(tx: Tx, draft: PushDraft): Promise<number> {
  const recipients = await tx
    .select()
    .from(messageUsers)
    .where(and(eq(messageUsers.ensureCompanyId, draft.companyId), eq(messageUsers.status, 1)))
    .orderBy(asc(messageUsers.id));
  const rows = recipients
    .filter((r) => eventsOf(r).includes(draft.event))
    .flatMap((r) =>
      channelsOf(r).map((channel) => ({
        ensureCompanyId: draft.companyId,
        messageUserId: r.id,
        recipientName: r.name,
        mobile: r.mobile,
        event: draft.event,
        channel,
        orderSn: draft.orderSn,
        title: draft.title.slice(0, 60),
        content: draft.content,
      })),
    );
  if (rows.length === 0) return 0;
  await tx.insert(orderPushes).values(rows);
  markPushesQueued();
  return rows.length;
}
