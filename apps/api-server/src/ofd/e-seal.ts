// The electronic seal and the seal signature of GB/T 38540-2020 (version 4), in DER:
//   SES_Seal      { esealInfo SES_SealInfo, cert OCTET STRING (the seal maker's), signAlgID, signedValue BIT STRING }
//   SES_SealInfo  { header {ID "ES", version 4, Vid}, esID, property, picture, … }
//   SES_Signature { toSign TBS_Sign, cert OCTET STRING (the signer's), signatureAlgID, signature BIT STRING }
//   TBS_Sign      { version 4, eseal SES_Seal, timeInfo, dataHash BIT STRING, propertyInfo IA5String }
// Signatures are SM2 over the DER of the signed part with the default user ID, SM3 digests.
import type * as asn1js from 'asn1js';
import { sm2Sign, sm2Verify } from '@bht/national-crypto';
import {
  bits,
  bitString,
  childrenOf,
  der,
  encodedBytes,
  generalizedTime,
  ia5,
  int,
  integer,
  octets,
  octetString,
  oid,
  OID,
  oidOf,
  parseDer,
  seq,
  text,
  utf8,
} from './der';

const VERSION = 4;
/** SES_ESPropertyInfo.type: 1 = an official seal (单位印章). */
const ORGANIZATION_SEAL = 1;
/** SES_ESPropertyInfo.certListType: 1 = a list of certificates. */
const CERT_LIST = 1;

/** The seal's image: PNG or JPEG as uploaded, or the drawn seal as SVG; size in mm. */
export interface SealPicture {
  type: 'PNG' | 'JPG' | 'SVG';
  data: Uint8Array;
  widthMm: number;
  heightMm: number;
}

export interface SmKey {
  /** Certificate DER. */
  certificate: Buffer;
  /** Private key, 32 bytes hex. */
  privateKey: string;
}

export interface SealRequest {
  /** The seal's identifier (esID). */
  id: string;
  /** The seal's name: the guarantor's 保函专用章. */
  name: string;
  picture: SealPicture;
  /** The certificates whose holders may use the seal: the guarantor's signing certificate. */
  holders: Buffer[];
  validFrom: Date;
  validTo: Date;
  /** The seal maker (制章人): the test CA in the sandbox. */
  maker: SmKey;
}

const sign = (data: Buffer, privateKey: string) =>
  Buffer.from(sm2Sign(data, privateKey, { format: 'der', encoding: 'hex' }), 'hex');

/** SES_Seal, signed by the seal maker. */
export function makeSeal(request: SealRequest): asn1js.Sequence {
  const { picture } = request;
  const sealInfo = seq(
    seq(ia5('ES'), int(VERSION), ia5('BHT')),
    ia5(request.id),
    seq(
      int(ORGANIZATION_SEAL),
      utf8(request.name),
      int(CERT_LIST),
      seq(...request.holders.map(octetString)),
      generalizedTime(request.validFrom),
      generalizedTime(request.validFrom),
      generalizedTime(request.validTo),
    ),
    seq(
      ia5(picture.type),
      octetString(picture.data),
      int(Math.round(picture.widthMm)),
      int(Math.round(picture.heightMm)),
    ),
  );
  return seq(
    sealInfo,
    octetString(request.maker.certificate),
    oidOf(OID.sm2WithSm3),
    bitString(sign(der(sealInfo), request.maker.privateKey)),
  );
}

export interface SignatureRequest {
  seal: asn1js.Sequence;
  signedAt: Date;
  /** SM3 of the signed file (the OFD's Signature.xml). */
  dataHash: Buffer;
  /** The signed file's path in the package. */
  propertyInfo: string;
  signer: SmKey;
}

/** SES_Signature's DER (the OFD's SignedValue.dat). */
export function signSeal(request: SignatureRequest): Buffer {
  const toSign = seq(
    int(VERSION),
    request.seal,
    generalizedTime(request.signedAt),
    bitString(request.dataHash),
    ia5(request.propertyInfo),
  );
  return der(
    seq(
      toSign,
      octetString(request.signer.certificate),
      oidOf(OID.sm2WithSm3),
      bitString(sign(der(toSign), request.signer.privateKey)),
    ),
  );
}

export interface ReadSignature {
  dataHash: Buffer;
  propertyInfo: string;
  signerCertificate: Buffer;
  /** The signer's SM2 signature over TBS_Sign holds. */
  signatureValid: (publicKey: string) => boolean;
  makerCertificate: Buffer;
  /** The seal maker's SM2 signature over SES_SealInfo holds. */
  sealValid: (publicKey: string) => boolean;
  sealName: string;
}

const verifies = (data: Buffer, signature: Buffer) => (publicKey: string) =>
  sm2Verify(data, signature.toString('hex'), publicKey, { format: 'der', encoding: 'hex' });

/** Reads SES_Signature (version 4); throws when the bytes are not one. */
export function readSealSignature(bytes: Uint8Array): ReadSignature {
  const [toSign, signerCert, algorithm, signature] = childrenOf(parseDer(bytes), 4);
  if (oid(algorithm) !== OID.sm2WithSm3) throw new Error('not an SM2 seal signature');
  const [version, seal, , dataHash, propertyInfo] = childrenOf(toSign, 5);
  if (integer(version) !== VERSION) throw new Error('not a version 4 seal signature');
  const [sealInfo, makerCert, sealAlgorithm, sealSignature] = childrenOf(seal, 4);
  if (oid(sealAlgorithm) !== OID.sm2WithSm3) throw new Error('not an SM2 seal');
  const [header, , property] = childrenOf(sealInfo, 4);
  if (text(childrenOf(header, 2)[0]) !== 'ES') throw new Error('not an electronic seal');
  return {
    dataHash: bits(dataHash),
    propertyInfo: text(propertyInfo),
    signerCertificate: octets(signerCert),
    signatureValid: verifies(encodedBytes(toSign), bits(signature)),
    makerCertificate: octets(makerCert),
    sealValid: verifies(encodedBytes(sealInfo), bits(sealSignature)),
    sealName: text(childrenOf(property, 2)[1]),
  };
}
