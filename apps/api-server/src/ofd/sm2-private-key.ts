// SM2 private keys as PKCS#8 (RFC 5208 / RFC 5915: an EC key on the SM2 curve), the form
// `openssl genpkey -algorithm SM2` writes, and the SEC 1 form (`EC PRIVATE KEY`) some tools write.
import * as asn1js from 'asn1js';
import { normalizeSm2PublicKey, sm2PublicKeyOf } from '@bht/national-crypto';
import {
  bitString,
  childrenOf,
  der,
  explicit,
  int,
  octets,
  octetString,
  OID,
  oid,
  oidOf,
  parseDer,
  seq,
} from './der';
import { fromPem, toPem } from './pem';

const ecPrivateKey = (privateKey: string) =>
  seq(
    int(1),
    octetString(Buffer.from(privateKey, 'hex')),
    explicit(1, bitString(Buffer.from(sm2PublicKeyOf(privateKey), 'hex'))),
  );

/** `privateKey`: 32 bytes hex (crypto/sm2.ts). */
export function sm2PrivateKeyPem(privateKey: string): string {
  const pkcs8 = seq(
    int(0),
    seq(oidOf(OID.ecPublicKey), oidOf(OID.sm2Curve)),
    octetString(der(ecPrivateKey(privateKey))),
  );
  return toPem('PRIVATE KEY', der(pkcs8));
}

function keyOfEcPrivateKey(bytes: Uint8Array): string {
  const [, key] = childrenOf(parseDer(bytes), 2);
  const hex = octets(key).toString('hex').padStart(64, '0');
  if (hex.length !== 64) throw new Error('not a 32-byte SM2 private key');
  // Throws unless the key gives a point on the curve.
  normalizeSm2PublicKey(sm2PublicKeyOf(hex));
  return hex;
}

/** The 32-byte private key (hex) of a PKCS#8 or SEC 1 PEM; throws when it is not an SM2 key. */
export function sm2PrivateKeyFromPem(pem: string): string {
  if (pem.includes('BEGIN EC PRIVATE KEY'))
    return keyOfEcPrivateKey(fromPem(pem, 'EC PRIVATE KEY'));
  const [, algorithm, key] = childrenOf(parseDer(fromPem(pem, 'PRIVATE KEY')), 3);
  const [keyType, curve] = childrenOf(algorithm, 2);
  if (oid(keyType) !== OID.ecPublicKey || !(curve instanceof asn1js.ObjectIdentifier))
    throw new Error('not an EC private key');
  if (oid(curve) !== OID.sm2Curve) throw new Error('the key is not on the SM2 curve');
  return keyOfEcPrivateKey(octets(key));
}
