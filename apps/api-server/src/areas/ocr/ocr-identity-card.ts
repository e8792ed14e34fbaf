// POST /api/ocr/identityCard: front (name, number, address) or back (issuer, validity), after our
// own checks (an ID number failing its check character comes back empty).
import { ocrIdentityCard } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { checkedIdentityCard } from '../../providers/ocr/ocr-field-checks';
import { loadOcrImage } from './ocr-image';

export const ocrIdentityCardHandler = implement(
  ocrIdentityCard,
  async ({ image, side }, { db, providers, caller, request }) => {
    const fields = checkedIdentityCard(
      await providers.ocr.identityCard(
        await loadOcrImage({ db, storage: providers.storage, caller, request }, image),
        side,
      ),
    );
    return {
      side: fields.side,
      name: fields.name,
      id_card: fields.idCard,
      address: fields.address,
      issuer: fields.issuer,
      valid_period: fields.validPeriod,
      sandbox: providers.ocr.sandbox,
    };
  },
);
