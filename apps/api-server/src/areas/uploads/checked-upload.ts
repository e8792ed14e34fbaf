// An upload a record is about to keep as evidence (an invoice PDF, a payout voucher): owned by the
// caller's company or enterprise, and its stored bytes checked again against their kind (the check
// the upload made), so a file swapped in storage since is refused.
import type { Db } from '../../db/client';
import type { Caller } from '../../http/auth-context';
import type { FileStorage } from '../../providers/storage/file-storage';
import { checkFileType, type FileKind } from './file-types';
import { findOwnedUpload, type UploadRow } from './upload-access';

/** The live upload at `url` of the caller's tenant whose content is a kind of `kinds` (any allowed kind when omitted), else null. */
export async function findCheckedUpload(
  db: Db,
  storage: FileStorage,
  url: string,
  caller: Caller,
  kinds?: readonly FileKind[],
): Promise<UploadRow | null> {
  const upload = await findOwnedUpload(db, url, caller);
  if (!upload) return null;
  const bytes = await storage.get(upload.storageKey);
  const check = bytes ? checkFileType(upload.storageKey, bytes, 'other') : null;
  return check?.ok && (!kinds || kinds.includes(check.kind)) ? upload : null;
}
