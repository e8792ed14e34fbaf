// Writing pushes (the outbox, docs/order-push.md): inside the transaction of the event, one row
// per enabled recipient of the order's company who wants the event, per channel the recipient
// chose, and its delivery job (push.deliver, docs/jobs.md). Nothing is sent here: the job runner
// delivers the rows after the commit, so an event that rolls back sends nothing, and a slow or
// failing SMS vendor never holds up or undoes the event. enqueueJob marks the request, so the app
// kicks the runner as soon as its response has gone, i.e. after the commit.
import type { PushEvent } from '@bht/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { messageUsers, orderPushes } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { PUSH_JOB, PUSH_MAX_ATTEMPTS, pushJobKey } from './deliver-pushes';
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
  const written = await tx.insert(orderPushes).values(rows).returning({ id: orderPushes.id });
  for (const { id } of written)
    await enqueueJob(tx, {
      kind: PUSH_JOB,
      key: pushJobKey(id),
      payload: { pushId: id },
      maxAttempts: PUSH_MAX_ATTEMPTS,
    });
  return rows.length;
}
