// What verification by upload (docs/letters.md) learns from a letter file's own signature, whatever
// its format: each format (PDF with a CMS signature, OFD with a GB/T 38540 e-seal) supplies one
// reader; the verification compares what it reads with our records (signing_credentials, orders).

export type LetterFileFormat = 'pdf' | 'ofd';

export interface FileSignature {
  format: LetterFileFormat;
  /** The file carries a signature the reader could parse. */
  signed: boolean;
  /** The signature is mathematically valid and covers the file as it is (no byte changed since). */
  intact: boolean;
  /** SHA-256 (hex) of the signer certificate's DER: looked up in signing_credentials. */
  signerFingerprint: string | null;
  /** The letter number the signed content names, when the reader can tell. */
  letterNo: string | null;
}

export interface LetterFileReader {
  format: LetterFileFormat;
  /** By content, not by name: `%PDF-` for PDF, a zip holding OFD.xml for OFD. */
  accepts(bytes: Buffer): boolean;
  /** Never throws on a malformed file: answers `signed: false` instead. */
  read(bytes: Buffer): Promise<FileSignature>;
}
