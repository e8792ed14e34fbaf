// Production signing credentials from files (docs/letters.md, "Signatures and certificates"): one
// per guarantor in SIGNING_CERTS_DIR, `<company-id>.p12` (PKCS#12, password SIGNING_CERTS_PASSWORD)
// or `<company-id>.pem` (the certificate, its issuing chain and an unencrypted private key). Each
// file is checked: opens, holds an RSA key and the certificate of that key, valid today.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { pemCertificates } from './certificate-facts';
import type { SigningKey } from './pdf-signer';

/** The credential a file holds, or why it cannot sign (one line, naming the file). */
export type FileCredential = { key: SigningKey } | { problem: string };

function fromPkcs12(
  bytes: Buffer,
  password: string,
): { certificates: string[]; keyPem: string | null } {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), password);
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const [keyBag] = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bags(forge.pki.oids.keyBag!)];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  return {
    // forge re-encodes a parsed certificate from its kept TBS bytes: the DER stays as issued.
    certificates: bags(forge.pki.oids.certBag!).flatMap((bag) =>
      bag.cert ? [forge.pki.certificateToPem(bag.cert)] : [],
    ),
    keyPem: key
      ? forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key)))
      : null,
  };
}

function fromPem(text: string): { certificates: string[]; keyPem: string | null } {
  const keyPem = /-----BEGIN (RSA |EC |)PRIVATE KEY-----[\s\S]+?-----END \1PRIVATE KEY-----/.exec(
    text,
  );
  return { certificates: pemCertificates(text), keyPem: keyPem?.[0] ?? null };
}

/** The certificate of the key first, then the rest (its chain), or a problem. */
function checkedKey(certificates: string[], keyPem: string | null, now: Date): FileCredential {
  if (!keyPem) return { problem: 'holds no private key' };
  const key = createPrivateKey(keyPem);
  if (key.asymmetricKeyType !== 'rsa') return { problem: 'the private key must be RSA' };
  const leaf = certificates.find((pem) => new X509Certificate(pem).checkPrivateKey(key));
  if (!leaf)
    return {
      problem: certificates.length
        ? 'the private key does not belong to any certificate in the file'
        : 'holds no certificate',
    };
  const certificate = new X509Certificate(leaf);
  if (new Date(certificate.validTo) < now)
    return {
      problem: `the certificate expired on ${new Date(certificate.validTo).toISOString().slice(0, 10)}`,
    };
  if (new Date(certificate.validFrom) > now)
    return {
      problem: `the certificate is valid only from ${new Date(certificate.validFrom).toISOString().slice(0, 10)}`,
    };
  const chain = certificates.filter((pem) => pem !== leaf);
  return {
    key: {
      certificatePem: [leaf, ...chain].join('\n'),
      privateKeyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  };
}

export function readCredentialFile(
  file: { name: string; bytes: Buffer },
  password: string | undefined,
  now = new Date(),
): FileCredential {
  try {
    if (file.name.endsWith('.p12')) {
      if (password === undefined) return { problem: 'needs SIGNING_CERTS_PASSWORD to be opened' };
      let contents;
      try {
        contents = fromPkcs12(file.bytes, password);
      } catch {
        return {
          problem: 'cannot be opened with SIGNING_CERTS_PASSWORD (wrong password, or not PKCS#12)',
        };
      }
      return checkedKey(contents.certificates, contents.keyPem, now);
    }
    const contents = fromPem(file.bytes.toString('utf8'));
    return checkedKey(contents.certificates, contents.keyPem, now);
  } catch (error) {
    return { problem: `cannot be read (${(error as Error).message})` };
  }
}
