// Writing the message log (platform_messages): one row per inbound request that passed the
// dialect's authentication, one per outbound attempt. Bodies go through redactPlatformBody.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformMessages } from '../../db/schema';
import { redactPlatformBody } from './platform-redaction';

export type PlatformMessageRow = typeof platformMessages.$inferSelect;
type NewPlatformMessage = typeof platformMessages.$inferInsert;

/** The dialect's result code in an answer body (`code`), as text. */
export function answerCode(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || !('code' in body)) return null;
  const code = (body as { code: unknown }).code;
  return code === undefined || code === null ? null : String(code).slice(0, 16);
}

/** The dialect's result message in an answer body (`message` or `msg`). */
export function answerMessage(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { message, msg } = body as { message?: unknown; msg?: unknown };
  const text = message ?? msg;
  return typeof text === 'string' ? text : null;
}

const clip = (text: string | null | undefined, length: number) =>
  text === null || text === undefined ? null : text.slice(0, length);

export async function writePlatformMessage(
  db: Db,
  row: Omit<NewPlatformMessage, 'body'> & { body: unknown },
): Promise<PlatformMessageRow> {
  const [written] = await db
    .insert(platformMessages)
    .values({
      ...row,
      requestId: clip(row.requestId, 64),
      businessNo: clip(row.businessNo, 64),
      body: redactPlatformBody(row.body),
    })
    .returning();
  return written!;
}

export async function updatePlatformMessage(
  db: Db,
  id: number,
  values: Partial<Omit<NewPlatformMessage, 'body'>> & { body?: unknown },
): Promise<void> {
  await db
    .update(platformMessages)
    .set({
      ...values,
      ...(values.businessNo !== undefined ? { businessNo: clip(values.businessNo, 64) } : {}),
      ...(values.body !== undefined ? { body: redactPlatformBody(values.body) } : {}),
    })
    .where(eq(platformMessages.id, id));
}

/** The inbound row of an earlier request with this id (a replay), if any. */
export async function inboundByRequestId(
  db: Db,
  platformId: number,
  requestId: string,
): Promise<PlatformMessageRow | null> {
  const [row] = await db
    .select()
    .from(platformMessages)
    .where(
      and(
        eq(platformMessages.platformId, platformId),
        eq(platformMessages.direction, 'in'),
        eq(platformMessages.requestId, requestId),
      ),
    )
    .limit(1);
  return row ?? null;
}
