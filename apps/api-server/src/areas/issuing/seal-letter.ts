// 保函签章 / 重新签章 (e-letters, 3 → 3) and 生成打印件 / 重新生成打印件 (paper letters, 10 → 10):
// render the letter, sign it digitally, store it under a new key, then reference it in the
// transition. Which of the two an order gets is its letter type's delivery (LETTER_MACHINES): an
// e-letter is sealed here, a paper letter's printable copy is left without the seal image for the
// guarantor's hand seal (both carry the guarantor's digital signature, docs/letters.md). The file is written
// before the transaction, so a refused or lost transition leaves nothing referenced; its file is
// removed again, as is the letter a re-sign replaces.
import { createHash } from 'node:crypto';
import { letterMachine, type LetterMachine, type LetterType } from '@bht/api-client/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ensureCompanies, orders, projects } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/app-error';
import type { Providers } from '../../providers';
import {
  checkTransition,
  findOrder,
  transitionOrder,
  type Operator,
  type OrderScope,
} from '../orders/order-transitions';
import { newLetterNo, newVerifyCode } from '../orders/order-view';
import { fileLinks, newPdfKey, UPLOADS_PREFIX } from '../../http/file-links';
import { orderLetterConfig } from '../issuing-config/order-config';
import { renderLetter, type LetterData } from './letter-pdf';
import { storeLetterOfd } from '../../ofd/store-letter-ofd';
import { loadSealImage } from './letter-seal';
import { letterValidTo } from './letter-validity';
import { letterWording, type LetterFacts } from './letter-wording';
import type { OrderRow } from '../../db/rows';
import { todayInChina } from '../../time/china-time';
import { sm3Hex } from '@bht/national-crypto';
import { signLetterPdf } from '../../signing/sign-letter-pdf';
import { isSealedUntilOpening } from './bid-secrecy';

export const LETTER_ALREADY_SEALED = '保函已签章，如需修改请使用「重新签章」';
export const LETTER_NOT_SEALED = '保函尚未签章，请先完成保函签章';
export const LETTER_ALREADY_PRINTED = '保函打印件已生成，如需修改请使用「重新生成打印件」';
export const LETTER_NOT_PRINTED = '保函打印件尚未生成，请先生成打印件';

/** How the issuing desk makes the letter of each delivery: its two actions and refusals. */
const MAKING = {
  electronic: {
    first: 'sign_letter',
    again: 're_sign_letter',
    alreadyMade: LETTER_ALREADY_SEALED,
    notMade: LETTER_NOT_SEALED,
  },
  mail: {
    first: 'print_letter',
    again: 're_print_letter',
    alreadyMade: LETTER_ALREADY_PRINTED,
    notMade: LETTER_NOT_PRINTED,
  },
} as const satisfies Record<LetterMachine['delivery'], unknown>;

/** The refusal when a letter of `type` must exist and does not (issue, mail). */
export const letterMissing = (type: string) => MAKING[letterMachine(type).delivery].notMade;

/**
 * A new letter number with the type's prefix (TBBH 投标, ZZBH 纸质, LYBH 履约, NMGBH 农民工): the
 * beneficiary can tell from the number which letter, and which kind of original, to expect.
 */
export const newLetterNoFor = (type: string) => newLetterNo(letterWording(type).prefix);

/**
 * The last day the letter states: computed from the bid opening for bid letters (a re-seal
 * recomputes it from the current project), the application's own for performance and wage letters.
 */
export function letterLastDay(order: OrderRow, project: typeof projects.$inferSelect): string {
  if (letterWording(order.type).validity === 'bid') return letterValidTo(project.bidOpenTime);
  if (!order.validFrom || !order.validTo)
    throw new Error(`order ${order.sn} has no validity to print`);
  return order.validTo;
}

/** The order columns a letter prints (an order, or a specimen's declaration turned into columns). */
export type LetterColumns = Pick<
  OrderRow,
  | 'enterpriseName'
  | 'ensureCompanyName'
  | 'projectName'
  | 'bidBondAmount'
  | 'validFrom'
  | 'contractPrice'
  | 'beneficiary'
  | 'beneficiaryCreditCode'
  | 'beneficiaryAddress'
  | 'wageShare'
  | 'wordingRequest'
>;

/** What the letter of `order` states, from the order's snapshot and its project. */
export const letterFacts = (
  order: LetterColumns,
  project: typeof projects.$inferSelect,
  validTo: string,
): LetterFacts => ({
  applicant: order.enterpriseName,
  guarantor: order.ensureCompanyName,
  projectName: order.projectName,
  projectNumber: project.number,
  tenderUnit: project.tenderUnit,
  bidSection: project.bidSection,
  bidOpenDate: todayInChina(project.bidOpenTime),
  amount: order.bidBondAmount,
  validFrom: order.validFrom,
  validTo,
  contractPrice: order.contractPrice,
  beneficiary: order.beneficiary ?? '',
  beneficiaryCreditCode: order.beneficiaryCreditCode ?? '',
  beneficiaryAddress: order.beneficiaryAddress ?? '',
  wageShare: order.wageShare,
  wordingRequest: order.wordingRequest ?? '',
});

/** A fresh letter number is drawn again when it collides with an existing one (unique index). */
const NUMBER_ATTEMPTS = 3;

export interface SealRequest {
  sn: string;
  scope: OrderScope;
  operator: Operator;
  /** Present for 重新签章 / 重新生成打印件 (make it again), absent for the first one. */
  reason?: string;
}

export interface SealedLetter {
  order_sn: string;
  letter_url: string;
  digest: string;
  letter_ofd_url: string | null;
}

export type SealContext = { db: Db; providers: Providers; config: Config };

export const verifyPageUrl = (config: Config, letterNo: string) =>
  `${config.PORTAL_PUBLIC_URL}/verify?letter_no=${encodeURIComponent(letterNo)}`;

export async function letterParties(db: Db, order: OrderRow) {
  const [project] = await db
    .select()
    .from(projects)
    .where(eq(projects.id, order.projectId))
    .limit(1);
  const [company] = await db
    .select({ sealImage: ensureCompanies.sealImage })
    .from(ensureCompanies)
    .where(eq(ensureCompanies.id, order.ensureCompanyId))
    .limit(1);
  if (!project || !company) throw new Error(`order ${order.sn} lost its project or company`);
  return { project, company };
}

/** A letter's stored files and the order columns that record them. */
export interface MadeLetter {
  /** Storage keys, removed again when the write that references them fails. */
  keys: string[];
  columns: Pick<
    OrderRow,
    'letterUrl' | 'letterDigest' | 'letterSm3' | 'letterOfdUrl' | 'letterOfdSha256' | 'letterOfdSm3'
  > & { letterUrl: string; letterDigest: string };
}

export interface LetterIdentity {
  letterNo: string;
  verifyCode: string;
  validTo: string;
}

/**
 * Renders, signs and stores the letter of `order` as it stands (its project, its recorded issuing
 * configuration): the PDF, and for an e-letter the OFD with the guarantor's SM2 e-seal
 * (docs/letters.md, "OFD and the e-seal"). A paper copy is stamped by hand: no seal image on it.
 */
export async function makeLetterFiles(
  { db, providers, config }: SealContext,
  order: OrderRow,
  parties: Awaited<ReturnType<typeof letterParties>>,
  { letterNo, verifyCode, validTo }: LetterIdentity,
): Promise<MadeLetter> {
  const { delivery } = letterMachine(order.type);
  const { wordingTemplate, sealUrl } = await orderLetterConfig(db, order);
  const seal =
    delivery === 'electronic'
      ? await loadSealImage(providers.storage, sealUrl ?? parties.company.sealImage)
      : null;
  const sealedAt = new Date();
  const verifyUrl = verifyPageUrl(config, letterNo);
  const letter: LetterData = {
    ...letterFacts(order, parties.project, validTo),
    sealedUntilOpening: isSealedUntilOpening(order),
    type: order.type as LetterType,
    wordingTemplate,
    letterNo,
    verifyCode,
    sealedAt,
    seal,
    verifyUrl,
    sandbox: providers.sandbox,
  };
  const bytes = await signLetterPdf(
    { db, config, sandbox: providers.sandbox },
    {
      pdf: Buffer.from(await renderLetter(letter)),
      guarantor: { id: order.ensureCompanyId, name: order.ensureCompanyName },
      letterNo,
      verifyUrl,
      signedAt: sealedAt,
    },
  );
  const ofd =
    delivery === 'electronic'
      ? await storeLetterOfd({ db, providers, config }, letter, order.ensureCompanyId)
      : null;
  const key = newPdfKey('letters', sealedAt);
  await providers.storage.put(key, bytes, 'application/pdf');
  return {
    keys: ofd ? [key, ofd.key] : [key],
    columns: {
      letterUrl: UPLOADS_PREFIX + key,
      letterDigest: createHash('sha256').update(bytes).digest('hex'),
      letterSm3: sm3Hex(bytes),
      letterOfdUrl: ofd?.letterOfdUrl ?? null,
      letterOfdSha256: ofd?.letterOfdSha256 ?? null,
      letterOfdSm3: ofd?.letterOfdSm3 ?? null,
    },
  };
}

/** Removes a made letter's files (its write was refused) or the files of a letter replaced. */
export async function removeLetterFiles(providers: Providers, urlsOrKeys: (string | null)[]) {
  for (const value of urlsOrKeys)
    if (value) await providers.storage.delete(value.replace(UPLOADS_PREFIX, ''));
}

export async function sealLetter(
  context: SealContext,
  request: SealRequest,
): Promise<SealedLetter> {
  const { db, providers, config } = context;
  const { sn, scope, operator, reason } = request;
  const order = await findOrder(db, sn, scope);
  const making = MAKING[letterMachine(order.type).delivery];
  const again = reason !== undefined;
  const check = {
    operator,
    action: again ? making.again : making.first,
    note: reason,
    noteField: 'reason',
  };
  const precondition = (row: OrderRow) => {
    if (!again && row.letterUrl) throw conflict(making.alreadyMade);
    if (again && !row.letterUrl) throw conflict(making.notMade);
  };
  // Refuse before rendering: permission, state and the letter's presence.
  checkTransition(order, check);
  precondition(order);

  const parties = await letterParties(db, order);
  const validTo = letterLastDay(order, parties.project);
  // The letter replaced must still be the one read here: a concurrent re-sign makes this one 409.
  const guard = order.letterUrl ? eq(orders.letterUrl, order.letterUrl) : isNull(orders.letterUrl);
  // Kept like the number: whoever holds an earlier copy of the letter can still claim with it.
  const verifyCode = order.verifyCode ?? newVerifyCode();

  for (let attempt = 1; ; attempt += 1) {
    // Kept by every re-seal / re-print: the number is printed on the letter and verified by it.
    const letterNo = order.letterNo ?? newLetterNoFor(order.type);
    const made = await makeLetterFiles(context, order, parties, { letterNo, verifyCode, validTo });
    try {
      await transitionOrder(db, {
        sn,
        scope,
        ...check,
        guard,
        precondition,
        set: () => ({ letterNo, verifyCode, validTo, ...made.columns }),
      });
    } catch (error) {
      await removeLetterFiles(providers, made.keys);
      if (isUniqueViolation(error) && !order.letterNo && attempt < NUMBER_ATTEMPTS) continue;
      throw error;
    }
    // A draft re-sealed before issue was never handed out: its files go.
    await removeLetterFiles(providers, [order.letterUrl, order.letterOfdUrl]);
    const link = fileLinks(config);
    return {
      order_sn: order.sn,
      letter_url: link(made.columns.letterUrl),
      digest: made.columns.letterDigest,
      letter_ofd_url: made.columns.letterOfdUrl ? link(made.columns.letterOfdUrl) : null,
    };
  }
}
