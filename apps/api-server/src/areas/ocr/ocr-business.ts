// POST /api/ocr/business: business-licence fields for the user to confirm or correct, after our
// own checks (an unreadable credit code comes back empty).
import { ocrBusiness } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { checkedBusinessLicense } from '../../providers/ocr/ocr-field-checks';
import { loadOcrImage } from './ocr-image';

export const ocrBusinessHandler = implement(
  ocrBusiness,
  async ({ image }, { db, providers, caller, request }) => {
    const fields = checkedBusinessLicense(
      await providers.ocr.businessLicense(
        await loadOcrImage({ db, storage: providers.storage, caller, request }, image),
      ),
    );
    return {
      name: fields.name,
      credit_code: fields.creditCode,
      legal_person: fields.legalPerson,
      address: fields.address,
      registered_capital: fields.registeredCapital,
      established_date: fields.establishedDate,
      business_term: fields.businessTerm,
      sandbox: providers.ocr.sandbox,
    };
  },
);
