// Images a company sets on its profile (logo, seal) must be files its own console accounts
// uploaded through uploadFile (uploads.owner_type 'ensure_company', owner_id = uploading account).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ensureCompanyAccounts, uploads } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** Accepts '' (none), the value already saved, or a live upload by an account of `companyId`. */
export async function assertCompanyFile(db: Db, companyId: number, field: string, url: string, saved: string): Promise<void> {
  if (url === '' || url === saved) return;
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .innerJoin(ensureCompanyAccounts, eq(ensureCompanyAccounts.id, uploads.ownerId))
    .where(and(eq(uploads.url, url), eq(uploads.ownerType, 'ensure_company'), eq(ensureCompanyAccounts.companyId, companyId), isNull(uploads.deletedAt)))
    .limit(1);
  if (!upload) throw new AppError('图片无效，请重新上传', { fields: { [field]: '图片无效，请重新上传' } });
}
