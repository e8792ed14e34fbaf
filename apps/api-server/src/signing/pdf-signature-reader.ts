// Reads a PDF's last digital signature (verification by upload, docs/letters.md): the /ByteRange and
// /Contents of its signature dictionary, then the CMS inside, walked with node-forge's ASN.1 parser
// (the library the signer uses; forge cannot verify CMS itself, and pkijs/asn1js would be two more
// dependencies). node:crypto checks the RSA signature over the signed attributes.
import { createHash, createVerify } from 'node:crypto';
import forge from 'node-forge';
import type { FileSignature, LetterFileReader } from '../areas/verify/letter-file-reader';
import { certificateFingerprint } from './certificate-facts';

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
/** How a letter's signature names it (pdf-signer labels, sign-letter-pdf.ts). */
const LETTER_NO_IN_REASON = /\/Reason\s*\([^)]*?\b([A-Z]{2,6}\d{16})\b[^)]*\)/;
const MESSAGE_DIGEST_OID = forge.pki.oids.messageDigest!;

const UNSIGNED: FileSignature = {
  format: 'pdf',
  signed: false,
  intact: false,
  signerFingerprint: null,
  letterNo: null,
};

interface SignatureParts {
  signedBytes: Buffer;
  /** The ranges reach the file's end: nothing was appended after signing. */
  coversFile: boolean;
  cms: Buffer;
  dictionary: string;
}

/** The last signature's byte ranges, CMS and dictionary text, or null when there is none. */
function lastSignature(pdf: Buffer): SignatureParts | null {
  const text = pdf.toString('latin1');
  const match = [...text.matchAll(BYTE_RANGE)].at(-1);
  if (!match) return null;
  const [start, length, next, rest] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const gapEnd = start + length + 2;
  if (start !== 0 || next < gapEnd || next + rest > pdf.length) return null;
  const hex = text.slice(start + length + 1, next - 1);
  if (text[start + length] !== '<' || text[next - 1] !== '>' || !/^[0-9a-fA-F]*$/.test(hex))
    return null;
  // The dictionary holding this /ByteRange: the object around it.
  const objectStart = text.lastIndexOf(' obj', match.index);
  const objectEnd = text.indexOf('endobj', match.index);
  return {
    signedBytes: Buffer.concat([pdf.subarray(0, length), pdf.subarray(next, next + rest)]),
    coversFile: next + rest === pdf.length,
    cms: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'),
    dictionary: text.slice(Math.max(objectStart, 0), objectEnd < 0 ? undefined : objectEnd),
  };
}

const bytesOf = (node: forge.asn1.Asn1) => Buffer.from(node.value as string, 'binary');
const children = (node: forge.asn1.Asn1 | undefined) =>
  Array.isArray(node?.value) ? (node.value as forge.asn1.Asn1[]) : [];
const isContext = (node: forge.asn1.Asn1, tag: number) =>
  node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;

interface CmsSignature {
  certificatesDer: Buffer[];
  signedAttributesDer: Buffer;
  messageDigest: Buffer;
  signature: Buffer;
}

/** The DER value alone, without the zeros that pad it to the placeholder's size. */
function withoutPadding(der: Buffer): Buffer {
  const first = der[1] ?? 0;
  if (first < 0x80) return der.subarray(0, 2 + first);
  const lengthBytes = first & 0x7f;
  if (lengthBytes === 0 || lengthBytes > 4) throw new Error('unsupported DER length');
  return der.subarray(0, 2 + lengthBytes + der.readUIntBE(2, lengthBytes));
}

/** ContentInfo → SignedData → certificates and the first SignerInfo (RFC 5652). */
function parseCms(cms: Buffer): CmsSignature {
  const contentInfo = forge.asn1.fromDer(withoutPadding(cms).toString('binary'));
  const signedData = children(children(contentInfo)[1])[0];
  const parts = children(signedData);
  const certificates = parts.find((node) => isContext(node, 0));
  const signerInfo = children(parts.at(-1))[0];
  const signedAttributes = children(signerInfo).find((node) => isContext(node, 0));
  const signature = children(signerInfo).at(-1);
  if (!certificates || !signedAttributes || !signature) throw new Error('incomplete CMS');
  const digestAttribute = children(signedAttributes).find(
    (attribute) =>
      forge.asn1.derToOid(children(attribute)[0]!.value as string) === MESSAGE_DIGEST_OID,
  );
  const digestValue = children(children(digestAttribute)[1])[0];
  if (!digestValue) throw new Error('no messageDigest attribute');
  // What was signed is the attributes as a SET (the [0] IMPLICIT tag replaced).
  const attributesAsSet = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    children(signedAttributes),
  );
  return {
    certificatesDer: children(certificates).map((node) =>
      Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary'),
    ),
    signedAttributesDer: Buffer.from(forge.asn1.toDer(attributesAsSet).getBytes(), 'binary'),
    messageDigest: bytesOf(digestValue),
    signature: bytesOf(signature),
  };
}

const derToPem = (der: Buffer) =>
  `-----BEGIN CERTIFICATE-----\n${der.toString('base64')}\n-----END CERTIFICATE-----`;

/** The embedded certificate whose key verifies the signature over the signed attributes. */
function verifyingCertificate(cms: CmsSignature): Buffer | undefined {
  return cms.certificatesDer.find((der) => {
    try {
      return createVerify('sha256')
        .update(cms.signedAttributesDer)
        .verify(derToPem(der), cms.signature);
    } catch {
      return false;
    }
  });
}

export async function readPdfSignature(pdf: Buffer): Promise<FileSignature> {
  try {
    const parts = lastSignature(pdf);
    if (!parts) return UNSIGNED;
    const cms = parseCms(parts.cms);
    const verifying = verifyingCertificate(cms);
    // When no key verifies, the signer is named by convention: the first certificate embedded.
    const signer = verifying ?? cms.certificatesDer[0];
    const digest = createHash('sha256').update(parts.signedBytes).digest();
    return {
      format: 'pdf',
      signed: true,
      intact: verifying !== undefined && parts.coversFile && digest.equals(cms.messageDigest),
      signerFingerprint: signer ? certificateFingerprint(signer) : null,
      letterNo: LETTER_NO_IN_REASON.exec(parts.dictionary)?.[1] ?? null,
    };
  } catch {
    return UNSIGNED;
  }
}

export const pdfLetterReader: LetterFileReader = {
  format: 'pdf',
  accepts: (bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-',
  read: readPdfSignature,
};
