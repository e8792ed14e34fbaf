// Reads an uploaded OFD letter's e-seal (verification by upload, docs/letters.md): the package's
// signature list, the signature's References (each file's SM3 CheckValue, and no file left out),
// the SES_Signature's dataHash over Signature.xml, the signer's SM2 signature and the seal maker's.
// Answers what the file proves; the caller compares the signer and the number with our records.
import { posix } from 'node:path';
import { unzipSync } from 'fflate';
import type { FileSignature, LetterFileReader } from '../areas/verify/letter-file-reader';
import { sm3 } from '@bht/national-crypto';
import { OID } from './der';
import { readSealSignature } from './e-seal';
import { LETTER_NO_DATA } from './ofd-parts';
import { readSm2Certificate } from './sm2-certificate';

/** Larger packages are refused unread (a letter is tens of kilobytes). */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|amp|quot|apos);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[name]!,
  );

/** The text of every `<ofd:name …>text</ofd:name>` (namespace prefix `ofd:` or none). */
function elements(
  xml: string,
  name: string,
): { attributes: Record<string, string>; text: string }[] {
  const pattern = new RegExp(
    `<(?:ofd:)?${name}((?:\\s+[\\w:]+\\s*=\\s*"[^"]*")*)\\s*(?:/>|>([\\s\\S]*?)</(?:ofd:)?${name}>)`,
    'g',
  );
  return [...xml.matchAll(pattern)].map((match) => ({
    attributes: Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g)].map(([, key, value]) => [
        key!,
        unescapeXml(value!),
      ]),
    ),
    text: unescapeXml((match[2] ?? '').trim()),
  }));
}

/** A path inside the package: absolute (`/Doc_0/…`) or relative to the folder of the part naming it. */
const resolvePath = (from: string, location: string) =>
  location.startsWith('/')
    ? posix.normalize(location).slice(1)
    : posix.join(posix.dirname(from), location);

function unzip(bytes: Buffer, keep: (name: string) => boolean): Record<string, Uint8Array> {
  let total = 0;
  return unzipSync(new Uint8Array(bytes), {
    filter: (file) => {
      total += file.originalSize;
      if (total > MAX_UNPACKED_BYTES) throw new Error('package too large');
      return keep(file.name);
    },
  });
}

const UNSIGNED: FileSignature = {
  format: 'ofd',
  signed: false,
  intact: false,
  signerFingerprint: null,
  letterNo: null,
};

function readOfd(bytes: Buffer): FileSignature {
  const files = unzip(bytes, () => true);
  const textOf = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`missing ${path}`);
    return Buffer.from(file).toString('utf8');
  };
  const entry = textOf('OFD.xml');
  const signaturesPath = resolvePath('OFD.xml', elements(entry, 'Signatures')[0]?.text ?? '');
  const listed = elements(textOf(signaturesPath), 'Signature').find((s) => s.attributes.BaseLoc);
  if (!listed) return UNSIGNED;
  const signaturePath = resolvePath(signaturesPath, listed.attributes.BaseLoc!);
  const signatureXml = textOf(signaturePath);
  const signedValuePath = resolvePath(
    signaturePath,
    elements(signatureXml, 'SignedValue')[0]?.text ?? '',
  );
  const sealSignature = readSealSignature(files[signedValuePath] ?? Buffer.alloc(0));
  const certificate = readSm2Certificate(sealSignature.signerCertificate);
  const maker = readSm2Certificate(sealSignature.makerCertificate);

  const referencesList = elements(signatureXml, 'References')[0];
  const references = elements(referencesList?.text ?? '', 'Reference').map((reference) => ({
    path: resolvePath(signaturePath, reference.attributes.FileRef ?? ''),
    checkValue: elements(reference.text, 'CheckValue')[0]?.text ?? '',
  }));
  const referenced = new Set(references.map((r) => r.path));
  const unsignedParts = new Set([signaturesPath, signaturePath, signedValuePath]);
  const everyFileCovered = Object.keys(files).every(
    (path) => path.endsWith('/') || unsignedParts.has(path) || referenced.has(path),
  );
  const digestsMatch =
    referencesList?.attributes.CheckMethod === OID.sm3 &&
    references.length > 0 &&
    references.every(({ path, checkValue }) => {
      const file = files[path];
      return file !== undefined && sm3(file).toString('base64') === checkValue;
    });
  const intact =
    everyFileCovered &&
    digestsMatch &&
    sealSignature.dataHash.equals(sm3(files[signaturePath]!)) &&
    resolvePath(signaturePath, sealSignature.propertyInfo) === signaturePath &&
    sealSignature.signatureValid(certificate.publicKey) &&
    sealSignature.sealValid(maker.publicKey);
  const letterNo = referenced.has('OFD.xml')
    ? (elements(entry, 'CustomData').find((data) => data.attributes.Name === LETTER_NO_DATA)
        ?.text ?? null)
    : null;
  return {
    format: 'ofd',
    signed: true,
    intact,
    signerFingerprint: certificate.fingerprint,
    letterNo,
  };
}

export const ofdLetterReader: LetterFileReader = {
  format: 'ofd',
  accepts(bytes) {
    if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) return false;
    try {
      let found = false;
      unzip(bytes, (name) => {
        if (name === 'OFD.xml') found = true;
        return false;
      });
      return found;
    } catch {
      return false;
    }
  },
  async read(bytes) {
    try {
      return readOfd(bytes);
    } catch {
      return UNSIGNED;
    }
  },
};
