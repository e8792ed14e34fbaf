// The digital signature on every letter PDF (e-letters and paper letters' printable copies alike,
// docs/letters.md): by the guarantor's signing certificate, over the finished letter (seal and QR
// code drawn), naming the letter number in /Reason so verification by upload can read it back.
import { signingCredential, type SigningContext } from './signing-credential';
import { signPdf } from './pdf-signer';

export interface LetterToSign {
  pdf: Uint8Array;
  guarantor: { id: number; name: string };
  letterNo: string;
  verifyUrl: string;
  signedAt: Date;
}

/** PDF text strings here hold ASCII only (pdf-signer.ts): the Chinese names are in the certificate. */
export const letterSignatureReason = (letterNo: string) => `Guarantee letter ${letterNo}`;

export async function signLetterPdf(
  context: SigningContext,
  letter: LetterToSign,
): Promise<Buffer> {
  const credential = await signingCredential(context, {
    kind: 'ensure_company',
    ...letter.guarantor,
  });
  return signPdf(
    letter.pdf,
    credential,
    {
      reason: letterSignatureReason(letter.letterNo),
      name: `Guarantor ${letter.guarantor.id}`,
      contactInfo: letter.verifyUrl,
      location: 'CN',
    },
    letter.signedAt,
  );
}
