// What getAuthInfo and every step return: the progress and the data entered so far, enough for the
// guide to resume at the saved step with the saved data (scans included). Sub-accounts may read it;
// they see the ID-card number masked and no scans.
import type { firmAuthInfoSchema } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { signedDocuments } from '../../db/schema';
import type { EnterpriseCaller } from '../../http/auth-context';
import type { HandlerContext } from '../../http/implement';
import { toUnixSecondsOrNull } from '../../http/wire-format';
import { fileLinks, type LinkFile } from '../../http/file-links';
import { enterpriseUploadUrls } from '../uploads/upload-access';
import { loadEnterprise, type AuthRecordRow } from './firm-state';

export type FirmAuthInfo = z.output<typeof firmAuthInfoSchema>;

/** `320102199001011234` → `3201**********1234`. */
export const maskIdCard = (idCard: string) =>
  idCard.length > 8
    ? `${idCard.slice(0, 4)}${'*'.repeat(idCard.length - 8)}${idCard.slice(-4)}`
    : idCard;

/** The step-1 scans to show again when the guide resumes: the main account's, while still live uploads of the enterprise. */
async function savedScans(db: Db, record: AuthRecordRow, caller: EnterpriseCaller, link: LinkFile) {
  const urls = {
    id_card_front: record.idCardFront,
    id_card_back: record.idCardBack,
    authorization_letter: record.authorizationLetter,
  };
  const live = caller.isMaster
    ? await enterpriseUploadUrls(
        db,
        caller.enterpriseId,
        Object.values(urls).filter((url) => url !== null),
      )
    : new Set<string>();
  const shown = (url: string | null) => (url !== null && live.has(url) ? link(url) : null);
  return {
    id_card_front: shown(urls.id_card_front),
    id_card_back: shown(urls.id_card_back),
    authorization_letter: shown(urls.authorization_letter),
  };
}

async function identityOf(
  db: Db,
  record: AuthRecordRow | null,
  caller: EnterpriseCaller,
  link: LinkFile,
): Promise<FirmAuthInfo['identity']> {
  if (!record?.identityRole || !record.identityName || !record.identityIdCard) return null;
  return {
    role: record.identityRole === 'agent' ? 'agent' : 'legal',
    name: record.identityName,
    id_card: caller.isMaster ? record.identityIdCard : maskIdCard(record.identityIdCard),
    mobile: record.authMobile ?? '',
    ...(await savedScans(db, record, caller, link)),
  };
}

export function bankOf(record: AuthRecordRow | null): FirmAuthInfo['bank'] {
  if (!record?.bankName || !record.bankAccountName || !record.bankAccountNo) return null;
  return {
    bank_name: record.bankName,
    bank_branch: record.bankBranch ?? '',
    account_name: record.bankAccountName,
    account_no: record.bankAccountNo,
    verified: record.bankVerified,
  };
}

export async function agreementUrl(db: Db, record: AuthRecordRow | null): Promise<string | null> {
  if (!record?.agreementDocumentId) return null;
  const [document] = await db
    .select({ url: signedDocuments.signedUrl })
    .from(signedDocuments)
    .where(eq(signedDocuments.id, record.agreementDocumentId))
    .limit(1);
  return document?.url ?? null;
}

export async function buildAuthInfo(
  { db, config }: Pick<HandlerContext, 'db' | 'config'>,
  caller: EnterpriseCaller,
): Promise<FirmAuthInfo> {
  const { enterprise, record } = await loadEnterprise(db, caller.enterpriseId);
  const link = fileLinks(config);
  return {
    enterprise_id: enterprise.id,
    name: enterprise.name,
    credit_code: enterprise.creditCode,
    legal_person: enterprise.legalPerson,
    auth_status: enterprise.authStatus as FirmAuthInfo['auth_status'],
    auth_step: enterprise.authStep,
    reject_reason: enterprise.rejectReason,
    identity: await identityOf(db, record, caller, link),
    bank: bankOf(record),
    agreement_url: link(await agreementUrl(db, record)),
    submitted_time: toUnixSecondsOrNull(enterprise.submittedAt),
    reviewed_time: toUnixSecondsOrNull(enterprise.reviewedAt),
  };
}
