// Who owns an upload and who may use it. Logged-in uploads belong to the enterprise or the
// guarantee company (so every account of it can use them); uploads made before an account
// exists (registration) are anonymous and tied to the uploader's IP.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { Caller } from '../../http/auth-context';

export type UploadRow = typeof uploads.$inferSelect;

export interface UploadOwner {
  ownerType: 'enterprise' | 'ensure_company' | 'anonymous';
  ownerId: number;
}

export function ownerOf(caller: Caller | null): UploadOwner {
  if (caller?.type === 'enterprise')
    return { ownerType: 'enterprise', ownerId: caller.enterpriseId };
  if (caller?.type === 'ensure_company')
    return { ownerType: 'ensure_company', ownerId: caller.companyId };
  return { ownerType: 'anonymous', ownerId: 0 };
}

const isOwnedBy = (row: UploadRow, owner: UploadOwner) =>
  row.ownerType === owner.ownerType && row.ownerId === owner.ownerId;

async function findLiveUpload(db: Db, url: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.url, url), isNull(uploads.deletedAt)))
    .limit(1);
  return row;
}

/** The live upload at `url` when the caller (or, for anonymous uploads, the same IP) may use it. */
export async function findAccessibleUpload(
  db: Db,
  url: string,
  caller: Caller | null,
  ip: string,
): Promise<UploadRow | null> {
  const row = await findLiveUpload(db, url);
  if (!row) return null;
  const mayUse =
    row.ownerType === 'anonymous' ? row.uploaderIp === ip : isOwnedBy(row, ownerOf(caller));
  return mayUse ? row : null;
}

/** The live upload at `url` when the caller's enterprise or company owns it (never an anonymous one). */
export async function findOwnedUpload(
  db: Db,
  url: string,
  caller: Caller,
): Promise<UploadRow | null> {
  const row = await findLiveUpload(db, url);
  return row && isOwnedBy(row, ownerOf(caller)) ? row : null;
}

/** The subset of `urls` that are live uploads of the enterprise. */
export async function enterpriseUploadUrls(
  db: Db,
  enterpriseId: number,
  urls: readonly string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(
        inArray(uploads.url, [...urls]),
        eq(uploads.ownerType, 'enterprise'),
        eq(uploads.ownerId, enterpriseId),
        isNull(uploads.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.url));
}
