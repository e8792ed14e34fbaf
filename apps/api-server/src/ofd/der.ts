// DER encoding and decoding for the OFD e-seal (GB/T 38540) and SM2 certificates, through asn1js.
// Object identifiers of the national algorithms (GM/T 0006) used by both.
import * as asn1js from 'asn1js';

export const OID = {
  /** SM2 signature with SM3 (SM3withSM2). */
  sm2WithSm3: '1.2.156.10197.1.501',
  sm3: '1.2.156.10197.1.401',
  /** The SM2 curve (named curve of an EC public key). */
  sm2Curve: '1.2.156.10197.1.301',
  ecPublicKey: '1.2.840.10045.2.1',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  country: '2.5.4.6',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
} as const;

export type Asn1 = asn1js.AsnType;

export const der = (element: asn1js.BaseBlock): Buffer => Buffer.from(element.toBER(false));

/** Parses exactly one DER element filling `bytes`; throws on anything else. */
export function parseDer(bytes: Uint8Array): asn1js.AsnType {
  const view = new Uint8Array(bytes);
  const { offset, result } = asn1js.fromBER(view);
  if (offset === -1 || offset !== view.byteLength || result.error)
    throw new Error('not a DER element');
  return result;
}

/** The children of a SEQUENCE / SET / explicit tag, checked to be at least `min`. */
export function childrenOf(element: unknown, min = 0): asn1js.AsnType[] {
  if (!(element instanceof asn1js.Constructed)) throw new Error('expected a constructed element');
  const children = element.valueBlock.value as asn1js.AsnType[];
  if (children.length < min) throw new Error('too few elements');
  return children;
}

/** The encoded bytes the element was read from (signed structures are checked as received). */
export function encodedBytes(element: unknown): Buffer {
  if (!(element instanceof asn1js.BaseBlock)) throw new Error('expected an element');
  return Buffer.from(element.valueBeforeDecodeView);
}

export function octets(element: unknown): Buffer {
  if (!(element instanceof asn1js.OctetString)) throw new Error('expected an OCTET STRING');
  return Buffer.from(element.valueBlock.valueHexView);
}

/** A BIT STRING's bytes (whole bytes only, as signatures and keys are). */
export function bits(element: unknown): Buffer {
  if (!(element instanceof asn1js.BitString)) throw new Error('expected a BIT STRING');
  if (element.valueBlock.unusedBits !== 0) throw new Error('expected whole bytes');
  return Buffer.from(element.valueBlock.valueHexView);
}

export function oid(element: unknown): string {
  if (!(element instanceof asn1js.ObjectIdentifier)) throw new Error('expected an OID');
  return element.valueBlock.toString();
}

export function text(element: unknown): string {
  if (
    element instanceof asn1js.Utf8String ||
    element instanceof asn1js.IA5String ||
    element instanceof asn1js.PrintableString
  )
    return element.valueBlock.value;
  throw new Error('expected a string');
}

export function integer(element: unknown): number {
  if (!(element instanceof asn1js.Integer)) throw new Error('expected an INTEGER');
  return element.valueBlock.valueDec;
}

export function time(element: unknown): Date {
  if (element instanceof asn1js.UTCTime || element instanceof asn1js.GeneralizedTime)
    return element.toDate();
  throw new Error('expected a time');
}

export const seq = (...value: asn1js.BaseBlock[]) => new asn1js.Sequence({ value });
export const oidOf = (value: string) => new asn1js.ObjectIdentifier({ value });
export const octetString = (bytes: Uint8Array) =>
  new asn1js.OctetString({ valueHex: new Uint8Array(bytes).buffer });
export const bitString = (bytes: Uint8Array, unusedBits = 0) =>
  new asn1js.BitString({ valueHex: new Uint8Array(bytes).buffer, unusedBits });
export const int = (value: number) => new asn1js.Integer({ value });
/** A positive INTEGER from big-endian bytes (a leading zero is added when the top bit is set). */
export const bigInt = (bytes: Uint8Array) =>
  new asn1js.Integer({
    valueHex: new Uint8Array(bytes[0]! & 0x80 ? [0, ...bytes] : bytes).buffer,
  });
export const utf8 = (value: string) => new asn1js.Utf8String({ value });
export const ia5 = (value: string) => new asn1js.IA5String({ value });
export const generalizedTime = (valueDate: Date) =>
  new asn1js.GeneralizedTime({
    valueDate: new Date(Math.floor(valueDate.getTime() / 1000) * 1000),
  });
/** `[n] EXPLICIT` around `value`. */
export const explicit = (tagNumber: number, ...value: asn1js.BaseBlock[]) =>
  new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber }, value });
