// Certificates of one enterprise: every query here is scoped to the caller's enterprise, and
// another enterprise's certificate is simply not found.
import type { certificateSchema } from '@bht/api-client/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toUnixSeconds } from '../../http/wire-format';
import { todayInChina } from '../../time/china-time';
import type { LinkFile } from '../../http/file-links';

export type CertificateRow = typeof certificates.$inferSelect;

/** A certificate is valid through its expiry date and expired from the next day; its scans as `link` shows them. */
export function toCertificate(
  row: CertificateRow,
  link: LinkFile,
  today = todayInChina(),
): z.output<typeof certificateSchema> {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    issuer: row.issuer,
    expire_date: row.expireDate,
    expired: row.expireDate < today,
    files: row.files.split(',').filter(Boolean).map(link),
    create_time: toUnixSeconds(row.createdAt),
  };
}

export const liveCertificateOf = (enterpriseId: number) =>
  and(eq(certificates.enterpriseId, enterpriseId), isNull(certificates.deletedAt));

export async function findCertificate(
  db: Db,
  enterpriseId: number,
  id: number,
): Promise<CertificateRow> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), liveCertificateOf(enterpriseId)))
    .limit(1);
  if (!row) throw notFound('证书不存在');
  return row;
}
