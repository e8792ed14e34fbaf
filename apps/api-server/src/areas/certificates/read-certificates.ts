// Certificate list (newest first) and detail of the caller's enterprise.
import { getCertificateDetail, getCertificateList } from '@bht/api-client/contract';
import { desc } from 'drizzle-orm';
import { certificates } from '../../db/schema';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { findCertificate, liveCertificateOf, toCertificate } from './certificate-records';
import { todayInChina } from '../../time/china-time';

export const getCertificateListHandler = implement(
  getCertificateList,
  async (_input, { db, config, caller }) => {
    const rows = await db
      .select()
      .from(certificates)
      .where(liveCertificateOf(caller.enterpriseId))
      .orderBy(desc(certificates.id));
    const today = todayInChina();
    const link = fileLinks(config);
    return rows.map((row) => toCertificate(row, link, today));
  },
);

export const getCertificateDetailHandler = implement(
  getCertificateDetail,
  async ({ id }, { db, config, caller }) =>
    toCertificate(await findCertificate(db, caller.enterpriseId, id), fileLinks(config)),
);
