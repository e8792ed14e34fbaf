// The sandbox's local test CA (docs/letters.md, "Signatures and certificates"): a root and one
// signing certificate per guarantor or enterprise, every one named as a test certificate. node:crypto
// makes the RSA keys (native, fast); node-forge writes the X.509 certificates, which node:crypto cannot.
import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { forgeCertificate } from './forge-certificate';

export const TEST_ROOT_NAME = '保函通测试根证书（仅供测试）';
const TEST_ORGANIZATION = '保函通沙箱（仅供测试）';

const ROOT_YEARS = 20;
const SIGNER_YEARS = 5;
/** Valid from a little before now, so a clock slightly behind still accepts a fresh certificate. */
const BACKDATE_MS = 10 * 60_000;

export interface IssuedCertificate {
  certificatePem: string;
  /** PKCS#8 PEM. */
  privateKeyPem: string;
}

const newRsaKeys = promisify(generateKeyPair);

async function rsaKeys() {
  const { publicKey, privateKey } = await newRsaKeys('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/** UTF-8 names (forge writes PrintableString unless told, which cannot hold Chinese; it encodes the text). */
const distinguishedName = (commonName: string) =>
  [
    { shortName: 'C', value: 'CN' },
    { shortName: 'O', value: TEST_ORGANIZATION },
    { shortName: 'CN', value: commonName },
  ].map((attribute) => ({
    ...attribute,
    valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
  }));

/** A positive 128-bit serial number. */
const serialNumber = () => {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f;
  return bytes.toString('hex');
};

function newCertificate(publicKeyPem: string, commonName: string, years: number) {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  certificate.serialNumber = serialNumber();
  const now = Date.now();
  certificate.validity.notBefore = new Date(now - BACKDATE_MS);
  certificate.validity.notAfter = new Date(now + years * 365 * 24 * 3600_000);
  certificate.setSubject(distinguishedName(commonName));
  return certificate;
}

const sign = (certificate: forge.pki.Certificate, issuerKeyPem: string) =>
  certificate.sign(forge.pki.privateKeyFromPem(issuerKeyPem), forge.md.sha256.create());

export async function issueTestRoot(): Promise<IssuedCertificate> {
  const keys = await rsaKeys();
  const root = newCertificate(keys.publicKeyPem, TEST_ROOT_NAME, ROOT_YEARS);
  root.setIssuer(root.subject.attributes);
  root.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  sign(root, keys.privateKeyPem);
  return { certificatePem: forge.pki.certificateToPem(root), privateKeyPem: keys.privateKeyPem };
}

/** A document-signing certificate for `ownerName`, issued by `root`. */
export async function issueTestCertificate(
  root: IssuedCertificate,
  ownerName: string,
): Promise<IssuedCertificate> {
  const keys = await rsaKeys();
  const issuer = forgeCertificate(root.certificatePem);
  const certificate = newCertificate(keys.publicKeyPem, `${ownerName}（测试证书）`, SIGNER_YEARS);
  certificate.setIssuer(issuer.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', emailProtection: true },
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: issuer.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  sign(certificate, root.privateKeyPem);
  return {
    certificatePem: forge.pki.certificateToPem(certificate),
    privateKeyPem: keys.privateKeyPem,
  };
}
