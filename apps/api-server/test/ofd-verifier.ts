// An OFD e-seal verifier written for the tests from GB/T 33190 §18 and GB/T 38540 alone, sharing no
// code with the product's (src/ofd/): JSZip instead of fflate, a DER reader of its own instead of
// asn1js, sm-crypto instead of sm-crypto-v2. The product's letters must satisfy both.
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { sm2 } from 'sm-crypto';

interface Tlv {
  tag: number;
  /** The whole element (header and content). */
  bytes: Buffer;
  content: Buffer;
}

/** One DER element at `offset` (definite lengths only, as DER requires). */
function tlv(data: Buffer, offset = 0): Tlv & { end: number } {
  const tag = data[offset]!;
  let length = data[offset + 1]!;
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('unsupported length');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + data[offset + 2 + i]!;
    header += count;
  }
  const end = offset + header + length;
  if (end > data.length) throw new Error('truncated');
  return {
    tag,
    bytes: data.subarray(offset, end),
    content: data.subarray(offset + header, end),
    end,
  };
}

function children(element: Tlv): Tlv[] {
  const list: Tlv[] = [];
  for (let offset = 0; offset < element.content.length;) {
    const child = tlv(element.content, offset);
    list.push(child);
    offset = child.end;
  }
  return list;
}

const bitStringBytes = (element: Tlv) => {
  if (element.tag !== 0x03 || element.content[0] !== 0)
    throw new Error('not a whole-byte BIT STRING');
  return element.content.subarray(1);
};

const sm3 = (data: Uint8Array) => createHash('sm3').update(data).digest();

/** The SM2 public key (hex 04‖x‖y) of an X.509 certificate. */
function certificateKey(certificate: Buffer): string {
  const tbs = children(tlv(certificate))[0]!;
  const fields = children(tbs);
  // [0] version is present in v3 certificates: subjectPublicKeyInfo is the 7th field.
  const keyInfo = fields[fields[0]!.tag === 0xa0 ? 6 : 5]!;
  return bitStringBytes(children(keyInfo)[1]!).toString('hex');
}

const verifySm2 = (data: Buffer, signature: Buffer, publicKey: string) =>
  sm2.doVerifySignature(Array.from(data), signature.toString('hex'), publicKey, {
    der: true,
    hash: true,
    userId: '1234567812345678',
  });

export interface IndependentResult {
  ok: boolean;
  signerCertificate?: Buffer;
  reason?: string;
}

const absolute = (path: string) => path.replace(/^\//, '');

/** Checks every reference digest, the dataHash and both SM2 signatures (signer's and seal maker's). */
export async function verifyOfdIndependently(ofd: Buffer): Promise<IndependentResult> {
  const zip = await JSZip.loadAsync(ofd);
  const read = (path: string) => zip.file(path)?.async('nodebuffer');
  const entry = (await read('OFD.xml'))?.toString('utf8') ?? '';
  const signaturesPath = /<ofd:Signatures>([^<]+)<\/ofd:Signatures>/.exec(entry)?.[1];
  if (!signaturesPath) return { ok: false, reason: 'no signature list' };
  const list = (await read(absolute(signaturesPath)))?.toString('utf8') ?? '';
  const signaturePath = absolute(/BaseLoc="([^"]+)"/.exec(list)?.[1] ?? '');
  const signatureXml = await read(signaturePath);
  if (!signatureXml) return { ok: false, reason: 'no Signature.xml' };
  const text = signatureXml.toString('utf8');
  const signedValuePath = absolute(/<ofd:SignedValue>([^<]+)</.exec(text)?.[1] ?? '');

  if (!text.includes('CheckMethod="1.2.156.10197.1.401"')) return { ok: false, reason: 'not SM3' };
  const references = [...text.matchAll(/FileRef="([^"]+)"><ofd:CheckValue>([^<]+)</g)];
  const covered = new Set(references.map(([, path]) => absolute(path!)));
  for (const [, path, checkValue] of references) {
    const file = await read(absolute(path!));
    if (!file || sm3(file).toString('base64') !== checkValue)
      return { ok: false, reason: `digest of ${path}` };
  }
  const uncovered = Object.keys(zip.files).filter(
    (path) =>
      !zip.files[path]!.dir &&
      !covered.has(path) &&
      ![absolute(signaturesPath), signaturePath, signedValuePath].includes(path),
  );
  if (uncovered.length) return { ok: false, reason: `not covered: ${uncovered.join(', ')}` };

  const signedValue = await read(signedValuePath);
  if (!signedValue) return { ok: false, reason: 'no SignedValue.dat' };
  try {
    // SES_Signature { TBS_Sign, cert, signatureAlgID, signature }
    const [toSign, cert, , signature] = children(tlv(signedValue));
    // TBS_Sign { version, eseal, timeInfo, dataHash, propertyInfo }
    const [, eseal, , dataHash] = children(toSign!);
    if (!bitStringBytes(dataHash!).equals(sm3(signatureXml)))
      return { ok: false, reason: 'dataHash' };
    const signerCertificate = cert!.content;
    if (!verifySm2(toSign!.bytes, bitStringBytes(signature!), certificateKey(signerCertificate)))
      return { ok: false, reason: 'signer signature' };
    // SES_Seal { SES_SealInfo, maker cert, signAlgID, signedValue }
    const [sealInfo, makerCert, , sealSignature] = children(eseal!);
    if (
      !verifySm2(
        sealInfo!.bytes,
        bitStringBytes(sealSignature!),
        certificateKey(makerCert!.content),
      )
    )
      return { ok: false, reason: 'seal maker signature' };
    return { ok: true, signerCertificate };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}
