// Bid letter applications, one set of handlers per letter type: wizard base data (e-letter),
// order creation, contract signing. The paper letter's set is registered in areas/paper-letters.
import { addLetter, confirmSign, prepareSign, sendSignCode } from '@bht/api-client/contract';
import { applicationHandler } from './add-letter';
import { applyLetterBaseHandler } from './apply-letter-base';
import { signingHandlers } from './contract-signing';

export const letterHandlers = [
  applyLetterBaseHandler,
  applicationHandler(addLetter, 'bid_e'),
  ...signingHandlers('bid_e', {
    prepare: prepareSign,
    sendCode: sendSignCode,
    confirm: confirmSign,
  }),
];
