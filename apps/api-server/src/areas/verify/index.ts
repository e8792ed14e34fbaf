// Public letter verification (spec §1): by number (+ 查验码), and by upload.
import { verifyLetterHandler } from './verify-letter';
import { verifyLetterFileHandler } from './verify-file-upload';

export const verifyHandlers = [verifyLetterHandler, verifyLetterFileHandler];
