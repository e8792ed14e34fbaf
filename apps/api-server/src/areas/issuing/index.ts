import { workerSpecimenHandler } from './letter-specimen';
import { verifyLetterHandler } from './verify-letter';

export const issuingHandlers = [verifyLetterHandler, workerSpecimenHandler];
