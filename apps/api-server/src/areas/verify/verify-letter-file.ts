// What an uploaded letter file is (docs/letters.md, "Verification by upload"). Its SHA-256 finds
// the letter whose issued PDF or OFD has exactly these bytes: one of ours, unmodified (unless
// voided since), or an earlier letter of a number re-issued since (a 密文 letter after bid opening). Otherwise the file's own signature, read by its format's reader, tells what it
// is: our certificate and intact → ours but not a file we have a record of (e.g. the letter was
// re-sealed since); changed after signing; signed by a stranger; or nothing we can read.
import {
  LETTER_REISSUE_CAUSES,
  OrderStatus,
  type LetterReissueCause,
  type fileSignatureStateSchema,
  type letterFileVerdictSchema,
  type verifyLetterFile as verifyLetterFileEndpoint,
} from '@bht/api-client/contract';
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { earlierLetters, orders, signingCredentials } from '../../db/schema';
import { toUnixSeconds } from '../../http/wire-format';
import { sm3Hex } from '@bht/national-crypto';
import type { FileSignature, LetterFileFormat, LetterFileReader } from './letter-file-reader';
import { letterSummary, summaryColumns, type LetterSummary } from './letter-summary';

type Verdict = z.output<typeof letterFileVerdictSchema>;
type SignatureState = z.output<typeof fileSignatureStateSchema>;
export type LetterFileVerification = z.output<typeof verifyLetterFileEndpoint.response>;

export const VERDICT_TEXT: Record<Verdict, string> = {
  genuine: '本平台出具，文件未被修改',
  voided: '本平台出具、文件未被修改，但该保函已作废，不再具有担保效力',
  unrecorded:
    '文件带有本平台的签名且签名后未被修改，但本平台没有出具过这份文件的记录（可能是保函重新出具前的旧版本），请以保函编号查验的结果为准',
  modified: '文件在签名后被修改过，不是本平台出具的原件',
  unknown_signer: '文件的签名证书不属于本平台，不是本平台出具的保函',
  unknown_file: '未找到与该文件一致的保函：文件不是本平台出具，或已被修改',
};

/** The format the bytes are, by content: `%PDF-`, or a zip holding OFD.xml; null for anything else. */
export function letterFileFormat(bytes: Buffer): LetterFileFormat | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const zip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
  return zip && bytes.includes('OFD.xml') ? 'ofd' : null;
}

/** An earlier letter (earlier_letters) with these bytes, with the letter of its number now. */
async function earlierLetterWithDigest(db: Db, sha256: string) {
  const [row] = await db
    .select({ earlier: earlierLetters, letter: summaryColumns })
    .from(earlierLetters)
    .innerJoin(orders, eq(orders.id, earlierLetters.orderId))
    .where(or(eq(earlierLetters.letterDigest, sha256), eq(earlierLetters.letterOfdSha256, sha256)))
    .limit(1);
  return row ?? null;
}

/** What verification says of an earlier letter's file: ours, unchanged, replaced with the same number. */
function replacedText(earlier: typeof earlierLetters.$inferSelect) {
  const because = LETTER_REISSUE_CAUSES[earlier.replacedBecause as LetterReissueCause];
  const what = earlier.sealed
    ? '该文件为开标前出具的密文保函，开标后我方已以同一保函编号出具明文保函，两者为同一担保'
    : `该文件为保函的原版本，因${because}已以同一保函编号重新出具`;
  return `${VERDICT_TEXT.genuine}。${what}，保函当前状态以保函编号查验的结果为准`;
}

async function letterWithDigest(db: Db, sha256: string) {
  const [letter] = await db
    .select(summaryColumns)
    .from(orders)
    .where(
      and(
        isNotNull(orders.letterNo),
        or(eq(orders.letterDigest, sha256), eq(orders.letterOfdSha256, sha256)),
      ),
    )
    .limit(1);
  return letter ?? null;
}

async function letterNumbered(db: Db, letterNo: string | null): Promise<LetterSummary | null> {
  if (!letterNo) return null;
  const [letter] = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.letterNo, letterNo.toUpperCase()))
    .limit(1);
  return letter ? letterSummary(letter) : null;
}

async function isOurCertificate(db: Db, fingerprint: string | null): Promise<boolean> {
  if (!fingerprint) return false;
  const [credential] = await db
    .select({ id: signingCredentials.id })
    .from(signingCredentials)
    .where(eq(signingCredentials.fingerprint, fingerprint.toLowerCase()))
    .limit(1);
  return credential !== undefined;
}

async function signatureState(db: Db, signature: FileSignature | null): Promise<SignatureState> {
  if (!signature?.signed) return 'none';
  if (!signature.intact) return 'invalid';
  return (await isOurCertificate(db, signature.signerFingerprint)) ? 'valid' : 'unknown_signer';
}

/** The signature the first reader of the format that accepts the bytes finds; null when none does. */
async function readSignature(
  bytes: Buffer,
  format: LetterFileFormat,
  readers: readonly LetterFileReader[],
): Promise<FileSignature | null> {
  const reader = readers.find((r) => r.format === format && r.accepts(bytes));
  return reader ? reader.read(bytes) : null;
}

const VERDICT_BY_SIGNATURE: Record<SignatureState, Verdict> = {
  valid: 'unrecorded',
  invalid: 'modified',
  unknown_signer: 'unknown_signer',
  none: 'unknown_file',
};

export async function verifyLetterFile(
  db: Db,
  bytes: Buffer,
  format: LetterFileFormat,
  readers: readonly LetterFileReader[],
): Promise<LetterFileVerification> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const signature = await readSignature(bytes, format, readers);
  const state = await signatureState(db, signature);
  const digests = { format, signature: state, sha256, sm3: sm3Hex(bytes) };

  const issued = await letterWithDigest(db, sha256);
  if (issued) {
    const verdict = issued.status === OrderStatus.VOIDED ? 'voided' : 'genuine';
    return {
      verdict,
      verdict_text: VERDICT_TEXT[verdict],
      ours: true,
      unmodified: true,
      ...digests,
      letter: letterSummary(issued),
      replaced: null,
    };
  }
  const earlier = await earlierLetterWithDigest(db, sha256);
  if (earlier) {
    const verdict = earlier.letter.status === OrderStatus.VOIDED ? 'voided' : 'genuine';
    return {
      verdict,
      verdict_text: verdict === 'genuine' ? replacedText(earlier.earlier) : VERDICT_TEXT.voided,
      ours: true,
      unmodified: true,
      ...digests,
      letter: letterSummary(earlier.letter),
      replaced: {
        sealed: earlier.earlier.sealed === 1,
        because_text: LETTER_REISSUE_CAUSES[earlier.earlier.replacedBecause as LetterReissueCause],
        replaced_time: toUnixSeconds(earlier.earlier.replacedAt),
      },
    };
  }
  const verdict = VERDICT_BY_SIGNATURE[state];
  return {
    verdict,
    verdict_text: VERDICT_TEXT[verdict],
    ours: verdict === 'unrecorded',
    unmodified: false,
    ...digests,
    // A file signed by a stranger or unreadable names no letter of ours, whatever it claims.
    letter:
      verdict === 'unrecorded' || verdict === 'modified'
        ? await letterNumbered(db, signature?.letterNo ?? null)
        : null,
    replaced: null,
  };
}
