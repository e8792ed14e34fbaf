// Soft delete: the row stays for the audit trail (and its files stay in storage).
import { deleteCertificate } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { certificates } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { liveCertificateOf } from './certificate-records';

export const deleteCertificateHandler = implement(
  deleteCertificate,
  async ({ id }, { db, caller }) => {
    const [deleted] = await db
      .update(certificates)
      .set({ deletedAt: new Date() })
      .where(and(eq(certificates.id, id), liveCertificateOf(caller.enterpriseId)))
      .returning({ id: certificates.id });
    if (!deleted) throw notFound('证书不存在');
    return null;
  },
);
