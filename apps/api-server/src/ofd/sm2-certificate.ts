// X.509 v3 certificates with SM2 keys, signed SM3withSM2 (GM/T 0015): the sandbox test CA issues its
// root and one signing certificate per guarantor with them, and the e-seal reader reads the signer's.
import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import { normalizeSm2PublicKey, sm2Sign, sm2Verify } from '@bht/national-crypto';
import { certificateFingerprint } from '../signing/certificate-facts';
import {
  bigInt,
  bits,
  bitString,
  childrenOf,
  der,
  encodedBytes,
  explicit,
  int,
  oid,
  OID,
  oidOf,
  parseDer,
  seq,
  text,
  time,
  utf8,
} from './der';

export interface CertificateName {
  commonName: string;
  organization: string;
}

export interface Sm2CertificateRequest {
  subject: CertificateName;
  /** Hex `04‖x‖y`. */
  publicKey: string;
  issuer: CertificateName;
  /** The issuer's private key (hex); the subject's own for a self-signed root. */
  issuerPrivateKey: string;
  notBefore: Date;
  notAfter: Date;
  /** A CA certificate (the test root) signs certificates; a signer's signs documents. */
  ca: boolean;
}

const name = ({ commonName, organization }: CertificateName) =>
  seq(
    new asn1js.Set({
      value: [seq(oidOf(OID.country), new asn1js.PrintableString({ value: 'CN' }))],
    }),
    new asn1js.Set({ value: [seq(oidOf(OID.organization), utf8(organization))] }),
    new asn1js.Set({ value: [seq(oidOf(OID.commonName), utf8(commonName))] }),
  );

const extension = (id: string, value: asn1js.BaseBlock) =>
  seq(
    oidOf(id),
    new asn1js.Boolean({ value: true }),
    new asn1js.OctetString({ valueHex: value.toBER(false) }),
  );

/** keyUsage bits: digitalSignature + nonRepudiation for a signer, keyCertSign + cRLSign for a CA. */
const keyUsage = (ca: boolean) =>
  ca ? bitString(Uint8Array.of(0x06), 1) : bitString(Uint8Array.of(0xc0), 6);

/** The certificate's DER. */
export function issueSm2Certificate(request: Sm2CertificateRequest): Buffer {
  const signatureAlgorithm = seq(oidOf(OID.sm2WithSm3));
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  const tbs = seq(
    explicit(0, int(2)),
    bigInt(serial),
    signatureAlgorithm,
    name(request.issuer),
    seq(
      new asn1js.UTCTime({ valueDate: request.notBefore }),
      new asn1js.UTCTime({ valueDate: request.notAfter }),
    ),
    name(request.subject),
    seq(
      seq(oidOf(OID.ecPublicKey), oidOf(OID.sm2Curve)),
      bitString(Buffer.from(normalizeSm2PublicKey(request.publicKey), 'hex')),
    ),
    explicit(
      3,
      seq(
        extension(
          OID.basicConstraints,
          request.ca ? seq(new asn1js.Boolean({ value: true })) : seq(),
        ),
        extension(OID.keyUsage, keyUsage(request.ca)),
      ),
    ),
  );
  const tbsBytes = der(tbs);
  const signature = sm2Sign(tbsBytes, request.issuerPrivateKey, { format: 'der', encoding: 'hex' });
  return der(seq(tbs, signatureAlgorithm, bitString(Buffer.from(signature, 'hex'))));
}

export interface Sm2Certificate {
  der: Buffer;
  /** SHA-256 (hex) of the DER: how signing_credentials and verification name a signer. */
  fingerprint: string;
  subject: CertificateName;
  issuer: CertificateName;
  notBefore: Date;
  notAfter: Date;
  /** Hex `04‖x‖y`. */
  publicKey: string;
  /** The signed part and the issuer's signature over it. */
  tbs: Buffer;
  signature: Buffer;
}

function readName(element: unknown): CertificateName {
  const found: Record<string, string> = {};
  for (const rdn of childrenOf(element))
    for (const attribute of childrenOf(rdn)) {
      const [type, value] = childrenOf(attribute, 2);
      found[oid(type)] = text(value);
    }
  return {
    commonName: found[OID.commonName] ?? '',
    organization: found[OID.organization] ?? '',
  };
}

/** Reads an SM2 certificate; throws when it is not one. */
export function readSm2Certificate(bytes: Uint8Array): Sm2Certificate {
  const [tbs, algorithm, signature] = childrenOf(parseDer(bytes), 3);
  if (oid(childrenOf(algorithm, 1)[0]) !== OID.sm2WithSm3)
    throw new Error('the certificate is not signed SM3withSM2');
  // version [0], serial, algorithm, issuer, validity, subject, subjectPublicKeyInfo, …
  const fields = childrenOf(tbs, 7);
  const [, , , issuer, validity, subject, keyInfo] = fields;
  const [notBefore, notAfter] = childrenOf(validity, 2);
  const [keyAlgorithm, key] = childrenOf(keyInfo, 2);
  const [keyType, curve] = childrenOf(keyAlgorithm, 2);
  if (oid(keyType) !== OID.ecPublicKey || oid(curve) !== OID.sm2Curve)
    throw new Error('the certificate does not hold an SM2 key');
  return {
    der: Buffer.from(bytes),
    fingerprint: certificateFingerprint(bytes),
    subject: readName(subject),
    issuer: readName(issuer),
    notBefore: time(notBefore),
    notAfter: time(notAfter),
    publicKey: normalizeSm2PublicKey(bits(key).toString('hex')),
    tbs: encodedBytes(tbs),
    signature: bits(signature),
  };
}

/** Whether `issuerPublicKey` signed `certificate`. */
export const isIssuedBy = (certificate: Sm2Certificate, issuerPublicKey: string) =>
  sm2Verify(certificate.tbs, certificate.signature.toString('hex'), issuerPublicKey, {
    format: 'der',
    encoding: 'hex',
  });
