// The versions of a guarantor's issuing configuration (docs/issuing-config.md): seeded defaults,
// numbered new versions, publishing (one published version per item), and the ids an order records.
import { ISSUING_CONFIG_KEYS, type IssuingConfigKey } from '@bht/api-client/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lockUntilCommit } from '../../db/advisory-lock';
import { issuingConfigVersions } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { defaultContent } from './config-defaults';

export type ConfigVersionRow = typeof issuingConfigVersions.$inferSelect;

/** Who the seeded first versions name as their author. */
export const DEFAULT_AUTHOR = '系统默认';
export const VERSION_NOT_FOUND = '该配置版本不存在';

const ofItem = (companyId: number, key: string) =>
  and(eq(issuingConfigVersions.ensureCompanyId, companyId), eq(issuingConfigVersions.key, key))!;

/** Writers of one company's item take this lock, so numbering and publishing never race. */
const lockItem = (tx: Tx, companyId: number, key: string) =>
  lockUntilCommit(tx, `issuing-config:${companyId}:${key}`);

/**
 * Stores version 1 (published) of every text item the company has no version of yet: the
 * built-in wording. Idempotent and safe when two instances run it at once (unique version number).
 */
export async function ensureDefaultVersions(db: Db, companyId: number): Promise<void> {
  const existing = await db
    .selectDistinct({ key: issuingConfigVersions.key })
    .from(issuingConfigVersions)
    .where(eq(issuingConfigVersions.ensureCompanyId, companyId));
  const have = new Set(existing.map((r) => r.key));
  const missing = ISSUING_CONFIG_KEYS.filter((key) => !have.has(key));
  const rows = [];
  for (const key of missing) {
    const content = await defaultContent(db, key);
    if (content !== null)
      rows.push({
        ensureCompanyId: companyId,
        key,
        version: 1,
        content,
        createdByName: DEFAULT_AUTHOR,
        isPublished: true,
        publishedByName: DEFAULT_AUTHOR,
        publishedAt: new Date(),
      });
  }
  if (rows.length) await db.insert(issuingConfigVersions).values(rows).onConflictDoNothing();
}

/** Every item's published version and how many versions it has, by key. */
export async function itemSummaries(db: Db, companyId: number) {
  const [published, counts] = await Promise.all([
    db
      .select()
      .from(issuingConfigVersions)
      .where(
        and(
          eq(issuingConfigVersions.ensureCompanyId, companyId),
          eq(issuingConfigVersions.isPublished, true),
        ),
      ),
    db
      .select({ key: issuingConfigVersions.key, total: count() })
      .from(issuingConfigVersions)
      .where(eq(issuingConfigVersions.ensureCompanyId, companyId))
      .groupBy(issuingConfigVersions.key),
  ]);
  return {
    published: new Map(published.map((row) => [row.key, row])),
    counts: new Map(counts.map((row) => [row.key, Number(row.total)])),
  };
}

export async function listVersions(
  db: Db,
  companyId: number,
  key: IssuingConfigKey,
  page: number,
  limit: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(issuingConfigVersions)
      .where(ofItem(companyId, key))
      .orderBy(desc(issuingConfigVersions.version))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(issuingConfigVersions).where(ofItem(companyId, key)),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export interface NewVersion {
  companyId: number;
  key: IssuingConfigKey;
  content: string | null;
  fileUrl: string | null;
  note: string;
  authorId: number;
  authorName: string;
}

/** Saves the next version number of the item, unpublished. */
export async function addVersion(db: Db, v: NewVersion): Promise<ConfigVersionRow> {
  return db.transaction(async (tx) => {
    await lockItem(tx, v.companyId, v.key);
    const [last] = await tx
      .select({ version: issuingConfigVersions.version })
      .from(issuingConfigVersions)
      .where(ofItem(v.companyId, v.key))
      .orderBy(desc(issuingConfigVersions.version))
      .limit(1);
    const [row] = await tx
      .insert(issuingConfigVersions)
      .values({
        ensureCompanyId: v.companyId,
        key: v.key,
        version: (last?.version ?? 0) + 1,
        content: v.content,
        fileUrl: v.fileUrl,
        note: v.note,
        createdById: v.authorId,
        createdByName: v.authorName,
      })
      .returning();
    return row!;
  });
}

/** Makes `version` the item's published one (the previous one stays, unpublished); 404 when there is no such version. */
export async function publishVersion(
  db: Db,
  companyId: number,
  key: IssuingConfigKey,
  version: number,
  publisher: string,
): Promise<ConfigVersionRow> {
  return db.transaction(async (tx) => {
    await lockItem(tx, companyId, key);
    const [target] = await tx
      .select()
      .from(issuingConfigVersions)
      .where(and(ofItem(companyId, key), eq(issuingConfigVersions.version, version)))
      .limit(1);
    if (!target) throw notFound(VERSION_NOT_FOUND);
    if (target.isPublished) return target;
    await tx
      .update(issuingConfigVersions)
      .set({ isPublished: false })
      .where(and(ofItem(companyId, key), eq(issuingConfigVersions.isPublished, true)));
    const [published] = await tx
      .update(issuingConfigVersions)
      .set({ isPublished: true, publishedByName: publisher, publishedAt: new Date() })
      .where(eq(issuingConfigVersions.id, target.id))
      .returning();
    return published!;
  });
}

/** The ids of the company's published versions by item key: what a new order records (orders.issuing_config). */
export async function publishedVersionIds(
  tx: Db | Tx,
  companyId: number,
): Promise<Record<string, number>> {
  const rows = await tx
    .select({ key: issuingConfigVersions.key, id: issuingConfigVersions.id })
    .from(issuingConfigVersions)
    .where(
      and(
        eq(issuingConfigVersions.ensureCompanyId, companyId),
        eq(issuingConfigVersions.isPublished, true),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.key, r.id]));
}

/** The version `id` of the company (an order's recorded one), or undefined. */
export async function findVersion(
  db: Db | Tx,
  companyId: number,
  id: number | undefined,
): Promise<ConfigVersionRow | undefined> {
  if (id === undefined) return undefined;
  const [row] = await db
    .select()
    .from(issuingConfigVersions)
    .where(
      and(eq(issuingConfigVersions.id, id), eq(issuingConfigVersions.ensureCompanyId, companyId)),
    )
    .limit(1);
  return row;
}
