// 公钥证书 mode: the serial numbers Alipay expects in `app_cert_sn` / `alipay_root_cert_sn` and
// answers in `alipay_cert_sn`. SN = MD5(issuer DN, RDNs in reverse order as `k=v` joined by `,`,
// then the serial number in decimal), as alipay-sdk-nodejs-all src/antcertutil.ts computes it.
import { createHash, X509Certificate, type KeyObject } from 'node:crypto';

const CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
/** DER of OID 1.2.840.113549.1.1 (PKCS #1): the signature algorithms that are RSA. */
const PKCS1_OID_PREFIX = Buffer.from([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01]);

export function certificateSn(certificate: X509Certificate): string {
  const issuer = certificate.issuer.split('\n').reverse().join(',');
  const serial = BigInt(`0x${certificate.serialNumber}`).toString(10);
  return createHash('md5')
    .update(issuer + serial, 'utf8')
    .digest('hex');
}

/** One DER element's header at `offset`: where its content starts and how long it is. */
function derElement(der: Buffer, offset: number): { contentStart: number; length: number } {
  const first = der.readUInt8(offset + 1);
  if (first < 0x80) return { contentStart: offset + 2, length: first };
  const lengthBytes = first & 0x7f;
  return {
    contentStart: offset + 2 + lengthBytes,
    length: der.readUIntBE(offset + 2, lengthBytes),
  };
}

/** Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm SEQUENCE { OID, … }, … } */
function isRsaSigned(certificate: X509Certificate): boolean {
  const der = certificate.raw;
  const outer = derElement(der, 0);
  const tbs = derElement(der, outer.contentStart);
  const algorithm = derElement(der, tbs.contentStart + tbs.length);
  const oid = derElement(der, algorithm.contentStart);
  return der
    .subarray(oid.contentStart, oid.contentStart + oid.length)
    .subarray(0, PKCS1_OID_PREFIX.length)
    .equals(PKCS1_OID_PREFIX);
}

/** The root chain's RSA-signed certificates' SNs joined by `_` (the SM2 ones are skipped). */
export function rootCertificateSn(pemBundle: string): string {
  return (pemBundle.match(CERTIFICATE_BLOCK) ?? [])
    .map((block) => new X509Certificate(block))
    .filter(isRsaSigned)
    .map(certificateSn)
    .join('_');
}

export interface CertificateMode {
  appCertSn: string;
  alipayRootCertSn: string;
  /** The SN of the Alipay public key certificate whose key verifies answers. */
  alipayCertSn: string;
  alipayPublicKey: KeyObject;
}

export function certificateMode(
  appCertPem: string,
  alipayCertPem: string,
  rootCertPem: string,
): CertificateMode {
  const alipayCertificate = new X509Certificate(alipayCertPem);
  return {
    appCertSn: certificateSn(new X509Certificate(appCertPem)),
    alipayRootCertSn: rootCertificateSn(rootCertPem),
    alipayCertSn: certificateSn(alipayCertificate),
    alipayPublicKey: alipayCertificate.publicKey,
  };
}
