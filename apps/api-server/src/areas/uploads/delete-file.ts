// POST /api/tools/deleteFile: the owner (or, for a registration upload, the same IP) removes a
// file. The row is kept (soft delete) for the audit trail; the stored bytes are removed.
import { deleteFile } from '@bht/api-client/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { findAccessibleUpload } from './upload-access';

export const deleteFileHandler = implement(
  deleteFile,
  async ({ url }, { db, providers, caller, request }) => {
    const row = await findAccessibleUpload(db, url, caller, request.ip);
    if (!row) throw notFound('文件不存在');
    const [deleted] = await db
      .update(uploads)
      .set({ deletedAt: new Date() })
      .where(and(eq(uploads.id, row.id), isNull(uploads.deletedAt)))
      .returning({ id: uploads.id });
    if (!deleted) throw notFound('文件不存在');
    await providers.storage.delete(row.storageKey);
    return null;
  },
);
