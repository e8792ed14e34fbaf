// The signature readers verification by upload asks, one per letter file format (PDF: CMS / PAdES;
// OFD: GB/T 38540 e-seal). Each implements LetterFileReader (letter-file-reader.ts).
import { ofdLetterReader } from '../../ofd/ofd-letter-reader';
import { pdfLetterReader } from '../../signing/pdf-signature-reader';
import type { LetterFileReader } from './letter-file-reader';

export const letterFileReaders: readonly LetterFileReader[] = [pdfLetterReader, ofdLetterReader];
