// What getAuthInfo and every step return: the progress and the data entered so far. Sub-accounts
// may read it; they see the ID-card number masked.
import type { firmAuthInfoSchema } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { signedDocuments } from '../../db/schema';
import type { EnterpriseCaller } from '../../http/auth-context';
import { toUnixSeconds } from '../../http/wire-format';
import { loadEnterprise, type AuthRecordRow } from './firm-state';

export type FirmAuthInfo = z.output<typeof firmAuthInfoSchema>;

const seconds = (date: Date | null) => (date ? toUnixSeconds(date) : null);

/** `320102199001011234` → `3201**********1234`. */
export const maskIdCard = (idCard: string) => (idCard.length > 8 ? `${idCard.slice(0, 4)}${'*'.repeat(idCard.length - 8)}${idCard.slice(-4)}` : idCard);

function identityOf(record: AuthRecordRow | null, reveal: boolean): FirmAuthInfo['identity'] {
  if (!record?.identityRole || !record.identityName || !record.identityIdCard) return null;
  return {
    role: record.identityRole === 'agent' ? 'agent' : 'legal',
    name: record.identityName,
    id_card: reveal ? record.identityIdCard : maskIdCard(record.identityIdCard),
    mobile: record.authMobile ?? '',
  };
}

function bankOf(record: AuthRecordRow | null): FirmAuthInfo['bank'] {
  if (!record?.bankName || !record.bankAccountName || !record.bankAccountNo) return null;
  return { bank_name: record.bankName, account_name: record.bankAccountName, account_no: record.bankAccountNo, verified: record.bankVerified };
}

async function agreementUrl(db: Db, record: AuthRecordRow | null): Promise<string | null> {
  if (!record?.agreementDocumentId) return null;
  const [document] = await db.select({ url: signedDocuments.signedUrl }).from(signedDocuments).where(eq(signedDocuments.id, record.agreementDocumentId)).limit(1);
  return document?.url ?? null;
}

export async function buildAuthInfo(db: Db, caller: EnterpriseCaller): Promise<FirmAuthInfo> {
  const { enterprise, record } = await loadEnterprise(db, caller.enterpriseId);
  return {
    enterprise_id: enterprise.id,
    name: enterprise.name,
    credit_code: enterprise.creditCode,
    legal_person: enterprise.legalPerson,
    auth_status: enterprise.authStatus as FirmAuthInfo['auth_status'],
    auth_step: enterprise.authStep,
    reject_reason: enterprise.rejectReason,
    identity: identityOf(record, caller.isMaster),
    bank: bankOf(record),
    agreement_url: await agreementUrl(db, record),
    submitted_time: seconds(enterprise.submittedAt),
    reviewed_time: seconds(enterprise.reviewedAt),
  };
}
