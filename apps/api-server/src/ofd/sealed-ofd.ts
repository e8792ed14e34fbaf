// The letter as a sealed OFD (GB/T 33190 §18, GB/T 38540): the parts are written, every one of them
// is listed with its SM3 digest in Signature.xml's References, the stamp annotation places the seal
// over the signature block, and SignedValue.dat is the SES_Signature over SM3(Signature.xml) made
// with the guarantor's SM2 key and the e-seal the seal maker (the sandbox test CA) signed.
import { zipSync } from 'fflate';
import { sm3 } from '@bht/national-crypto';
import { letterWording } from '../areas/issuing/letter-wording';
import type { LetterData } from '../areas/issuing/letter-pdf';
import { OID } from './der';
import { makeSeal, signSeal, type SmKey } from './e-seal';
import { layOutLetter } from './letter-layout';
import {
  escapeXml,
  mm,
  OFD_NS,
  ofdParts,
  pageId,
  SIGNATURE,
  SIGNATURES,
  SIGNED_VALUE,
  xml,
} from './ofd-parts';
import { sealPicture } from './seal-picture';

export interface OfdSealing {
  /** The guarantor's signing certificate and key. */
  signer: SmKey;
  /** The seal maker's (the test CA's, or the configured signer's own in production). */
  maker: SmKey;
}

/** GB/T 33190's date-time of a signature: UTC, `YYYYMMDDhhmmssZ`. */
const signatureDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The sealed OFD of an electronic letter, as zip bytes. */
export async function sealedLetterOfd(data: LetterData, sealing: OfdSealing): Promise<Buffer> {
  const layout = await layOutLetter(data);
  const parts = ofdParts(layout, {
    title: `${letterWording(data.type).title} ${data.letterNo}`,
    author: data.guarantor,
    letterNo: data.letterNo,
    createdAt: data.sealedAt,
  });
  const picture = sealPicture(data.seal, data.guarantor, layout.seal.diameter);
  const stamp = {
    x: layout.seal.cx - picture.widthMm / 2,
    y: layout.seal.cy - picture.heightMm / 2,
  };
  const references = Object.entries(parts)
    .map(
      ([path, bytes]) =>
        `<ofd:Reference FileRef="/${escapeXml(path)}"><ofd:CheckValue>${sm3(bytes).toString('base64')}</ofd:CheckValue></ofd:Reference>`,
    )
    .join('');
  const signature = xml(
    `<ofd:Signature xmlns:ofd="${OFD_NS}"><ofd:SignedInfo>` +
      `<ofd:Provider ProviderName="保函通" Version="1.0" Company="保函通"/>` +
      `<ofd:SignatureMethod>${OID.sm2WithSm3}</ofd:SignatureMethod>` +
      `<ofd:SignatureDateTime>${signatureDateTime(data.sealedAt)}</ofd:SignatureDateTime>` +
      `<ofd:References CheckMethod="${OID.sm3}">${references}</ofd:References>` +
      `<ofd:StampAnnot ID="1" PageRef="${pageId(layout.seal.page)}" Boundary="${[stamp.x, stamp.y, picture.widthMm, picture.heightMm].map(mm).join(' ')}"/>` +
      `</ofd:SignedInfo><ofd:SignedValue>/${SIGNED_VALUE}</ofd:SignedValue></ofd:Signature>`,
  );
  const seal = makeSeal({
    id: `BHT-${data.letterNo}`,
    name: `${data.guarantor}保函专用章`,
    picture,
    holders: [sealing.signer.certificate],
    validFrom: data.sealedAt,
    validTo: new Date(data.sealedAt.getTime() + 5 * 365 * 86_400_000),
    maker: sealing.maker,
  });
  const signedValue = signSeal({
    seal,
    signedAt: data.sealedAt,
    dataHash: sm3(signature),
    propertyInfo: `/${SIGNATURE}`,
    signer: sealing.signer,
  });
  const signatures = xml(
    `<ofd:Signatures xmlns:ofd="${OFD_NS}"><ofd:MaxSignId>1</ofd:MaxSignId>` +
      `<ofd:Signature ID="1" Type="Seal" BaseLoc="/${SIGNATURE}"/></ofd:Signatures>`,
  );
  const mtime = data.sealedAt;
  const files = {
    ...parts,
    [SIGNATURES]: signatures,
    [SIGNATURE]: signature,
    [SIGNED_VALUE]: signedValue,
  };
  return Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([path, bytes]) => [path, [new Uint8Array(bytes), { mtime }]]),
      ),
    ),
  );
}
