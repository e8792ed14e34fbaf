// The signature readers verification by upload asks, one per letter file format (PDF: CMS / PAdES;
// OFD: GB/T 38540 e-seal). Each implements LetterFileReader (letter-file-reader.ts).
import type { LetterFileReader } from './letter-file-reader';

export const letterFileReaders: LetterFileReader[] = [];
