// Public letter verification (spec §1).
import { verifyLetterHandler } from './verify-letter';

export const verifyHandlers = [verifyLetterHandler];
