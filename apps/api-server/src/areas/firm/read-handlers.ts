// POST /api/firm/getAuthInfo and /api/Enterprise/profile: readable by every account of the
// enterprise (sub-accounts included), scoped to the caller's enterprise.
import { getAuthInfo, getProfile } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { buildAuthInfo } from './auth-info';
import { loadEnterprise } from './firm-state';

export const getAuthInfoHandler = implement(getAuthInfo, (_input, { db, config, caller }) =>
  buildAuthInfo({ db, config }, caller),
);

export const getProfileHandler = implement(getProfile, async (_input, { db, config, caller }) => {
  const { enterprise: e, record } = await loadEnterprise(db, caller.enterpriseId);
  const verifiedBank =
    record?.bankVerified && record.bankName && record.bankAccountName && record.bankAccountNo;
  return {
    id: e.id,
    name: e.name,
    credit_code: e.creditCode,
    legal_person: e.legalPerson,
    address: e.address,
    registered_capital: e.registeredCapital,
    established_date: e.establishedDate,
    business_license: fileLinks(config)(e.businessLicense),
    contact_name: e.contactName,
    contact_mobile: e.contactMobile,
    auth_status: e.authStatus,
    bank: verifiedBank
      ? {
          bank_name: record.bankName!,
          account_name: record.bankAccountName!,
          account_no: record.bankAccountNo!,
        }
      : null,
  };
});
