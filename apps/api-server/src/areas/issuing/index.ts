import { verifyLetterHandler } from './verify-letter';

export const issuingHandlers = [verifyLetterHandler];
