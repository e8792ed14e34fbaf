// What the signing code records about a certificate: its fingerprint (how signatures and
// signing_credentials rows name a signer), subject and validity, read with node:crypto.
import { createHash, X509Certificate } from 'node:crypto';

export interface CertificateFacts {
  fingerprint: string;
  subject: string;
  notBefore: Date;
  notAfter: Date;
}

/** SHA-256 (hex) of a certificate's DER. */
export const certificateFingerprint = (der: Uint8Array) =>
  createHash('sha256').update(der).digest('hex');

/** The facts of the first certificate in `pem`. */
export function certificateFacts(pem: string): CertificateFacts {
  const certificate = new X509Certificate(pem);
  return {
    fingerprint: certificateFingerprint(certificate.raw),
    subject: certificate.subject.replace(/\n/g, ', '),
    notBefore: new Date(certificate.validFrom),
    notAfter: new Date(certificate.validTo),
  };
}

/** Each PEM certificate block of `pem`, in order (a certificate followed by its issuing chain). */
export const pemCertificates = (pem: string): string[] =>
  pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
