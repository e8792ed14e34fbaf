// letterSign / reLetterSign: seal the drafted letter (3 → 3) or replace the sealed one before it
// is issued; the letter itself is made in areas/issuing.
import { companyLetterSign, companyReLetterSign } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { sealLetter } from '../issuing/seal-letter';
import { companyOperator, companyScope } from './company-operator';

export const companyLetterSignHandler = implement(
  companyLetterSign,
  async ({ order_sn }, { db, providers, config, caller }) =>
    sealLetter(
      { db, providers, config },
      { sn: order_sn, scope: companyScope(caller), operator: await companyOperator(db, caller) },
    ),
);

export const companyReLetterSignHandler = implement(
  companyReLetterSign,
  async ({ order_sn, reason }, { db, providers, config, caller }) =>
    sealLetter(
      { db, providers, config },
      {
        sn: order_sn,
        scope: companyScope(caller),
        operator: await companyOperator(db, caller),
        reason,
      },
    ),
);
