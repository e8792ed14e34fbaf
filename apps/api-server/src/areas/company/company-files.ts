// Images a company sets on its profile (logo, seal) must be files the company owns: uploaded
// through uploadFile by any of its console accounts (the upload area's owner rule).
import type { Db } from '../../db/client';
import { fieldError } from '../../http/app-error';
import type { CompanyCaller } from '../../http/auth-context';
import { findOwnedUpload } from '../uploads/upload-access';

/** Accepts '' (none), the value already saved, or a live upload of the caller's company. */
export async function assertCompanyFile(
  db: Db,
  caller: CompanyCaller,
  field: string,
  url: string,
  saved: string,
): Promise<void> {
  if (url === '' || url === saved) return;
  if (!(await findOwnedUpload(db, url, caller))) throw fieldError(field, '图片无效，请重新上传');
}
