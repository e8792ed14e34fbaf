// letterSign / reLetterSign: make the letter of a paid order, or make it again before it leaves the
// desk. What that means is the order type's (areas/issuing/seal-letter.ts): an e-letter is sealed
// (sign_letter / re_sign_letter, 3 → 3), a paper letter's printable copy is generated for the hand
// seal (print_letter / re_print_letter, 10 → 10).
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
