// node-forge keeps a parsed UTF8String name as its raw UTF-8 bytes but encodes the text again when it
// writes the name (a certificate's issuer, a CMS signer's issuerAndSerialNumber): Chinese names would
// come out garbled and no longer match. Parse certificates here, with the names decoded.
import forge from 'node-forge';

const UTF8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;

function decodeNames(attributes: forge.pki.CertificateField[]) {
  for (const attribute of attributes) {
    if (attribute.valueTagClass === UTF8 && typeof attribute.value === 'string')
      attribute.value = forge.util.decodeUtf8(attribute.value);
  }
}

export function forgeCertificate(pem: string): forge.pki.Certificate {
  const certificate = forge.pki.certificateFromPem(pem);
  decodeNames(certificate.subject.attributes);
  decodeNames(certificate.issuer.attributes);
  return certificate;
}
