// The bid e-letter application: wizard base data, order creation, contract signing.
import { addLetterHandler } from './add-letter';
import { applyLetterBaseHandler } from './apply-letter-base';
import { confirmSignHandler, prepareSignHandler, sendSignCodeHandler } from './contract-signing';

export const letterHandlers = [applyLetterBaseHandler, addLetterHandler, prepareSignHandler, sendSignCodeHandler, confirmSignHandler];
