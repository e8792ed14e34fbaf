// Create or update a certificate. Its files must be live uploads of the same enterprise, its
// expiry a real calendar date (past dates are allowed: the list flags them as expired), and
// its number unique among the enterprise's certificates.
import { saveCertificate } from '@bht/api-client/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { enterpriseUploadUrls } from '../uploads/upload-access';
import { liveCertificateOf, toCertificate } from './certificate-records';

const MAX_FILES = 10;

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

async function checkedFiles(db: Db, enterpriseId: number, files: string[]): Promise<string[]> {
  const urls = [...new Set(files.map((f) => f.trim()).filter(Boolean))];
  if (urls.length === 0) throw fieldError('files', '请上传证书扫描件');
  if (urls.length > MAX_FILES) throw fieldError('files', `证书文件最多 ${MAX_FILES} 个`);
  const owned = await enterpriseUploadUrls(db, enterpriseId, urls);
  if (urls.some((url) => !owned.has(url)))
    throw fieldError('files', '证书文件不存在或已删除，请重新上传');
  return urls;
}

async function checkNumberUnique(db: Db, enterpriseId: number, number: string, exceptId?: number) {
  const [duplicate] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        liveCertificateOf(enterpriseId),
        eq(certificates.number, number),
        exceptId ? ne(certificates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (duplicate) throw conflict('该证书编号已存在', { number: '该证书编号已存在' });
}

export const saveCertificateHandler = implement(
  saveCertificate,
  async ({ id, name, number, issuer, expire_date, files }, { db, config, caller }) => {
    if (!isCalendarDate(expire_date)) throw fieldError('expire_date', '请输入有效的日期');
    const values = {
      name,
      number,
      issuer,
      expireDate: expire_date,
      files: (await checkedFiles(db, caller.enterpriseId, files)).join(','),
    };
    await checkNumberUnique(db, caller.enterpriseId, number, id);
    if (id === undefined) {
      const [created] = await db
        .insert(certificates)
        .values({ enterpriseId: caller.enterpriseId, ...values })
        .returning();
      return toCertificate(created!, fileLinks(config));
    }
    const [updated] = await db
      .update(certificates)
      .set(values)
      .where(and(eq(certificates.id, id), liveCertificateOf(caller.enterpriseId)))
      .returning();
    if (!updated) throw notFound('证书不存在');
    return toCertificate(updated, fileLinks(config));
  },
);
