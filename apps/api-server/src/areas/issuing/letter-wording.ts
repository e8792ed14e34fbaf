// What each letter type's letter says, as data: its title, number prefix, who the beneficiary and
// the applicant are, the body paragraphs, and where its validity comes from. One generator
// (letter-pdf.ts) lays any of them out; docs/letters.md ("Wording per letter type") describes them.
import { fillTemplate, type LetterType, type Placeholder } from '@bht/api-client/contract';
import { formatMoney } from '@bht/validators';
import { toChineseCapital } from './chinese-amount';
import { BID_VALIDITY_DAYS } from './letter-validity';

/** What the letter states: the order's snapshot and its project, whatever the type. */
export interface LetterFacts {
  /** 申请人: the enterprise. */
  applicant: string;
  /** 担保人: the guarantee company. */
  guarantor: string;
  projectName: string;
  projectNumber: string;
  /** Bid letters: the tender unit (招标人), their beneficiary. */
  tenderUnit: string;
  bidSection: string;
  bidOpenDate: string;
  /** The guaranteed amount (bid_bond_amount on every type), wire money format ('120000.00'). */
  amount: string;
  /** First day in force as applied (performance, wage); null for bid letters (the issue date). */
  validFrom: string | null;
  /** Last day in force (YYYY-MM-DD). */
  validTo: string;
  /** Performance and wage letters (orders' letter terms); null / '' on bid letters. */
  contractPrice: string | null;
  beneficiary: string;
  beneficiaryCreditCode: string;
  beneficiaryAddress: string;
  wageShare: string | null;
  wordingRequest: string;
  /**
   * A 密文 letter (docs/trading-platforms.md, "Sealed bids"): made before bid opening while the
   * platform keeps the bid section, its name and the tenderer sealed. It prints their placeholders
   * and the ciphertext number, no opening date, and says so.
   */
  sealedUntilOpening?: boolean;
}

export interface LetterWording {
  title: string;
  /** Letter number prefix (newLetterNo): the type is readable from the number. */
  prefix: string;
  /** How the applicant is called in the letter and its signature block. */
  applicantRole: string;
  /** The 致（受益人） line and, when known, the beneficiary's credit code and address. */
  addressee: (f: LetterFacts) => string[];
  /**
   * The built-in body (recital, amount, validity, claims, closing terms), one paragraph a line with
   * placeholders; a guarantor's published letter wording replaces it (docs/issuing-config.md).
   */
  template: string;
  /**
   * Where the validity comes from: 'bid' — the desk computes the last day from the bid opening
   * (letterValidTo) and the letter is in force from its issue date; 'applied' — the application's
   * valid_from and valid_to, printed as they are and never overwritten by sealing or issuing.
   */
  validity: 'bid' | 'applied';
}

export const chineseDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${y} 年 ${m} 月 ${d} 日`;
};

/** 人民币（大写）壹拾贰万元整（¥120,000.00） */
export const moneyInWords = (amount: string) =>
  `人民币（大写）${toChineseCapital(amount)}（¥${formatMoney(amount)}）`;

const addressee = (f: LetterFacts, kind: string): string[] => {
  const credit = f.beneficiaryCreditCode ? `（统一社会信用代码：${f.beneficiaryCreditCode}）` : '';
  return [
    `致（受益人）：${f.beneficiary}${credit}`,
    ...(f.beneficiaryAddress ? [`${kind}地址：${f.beneficiaryAddress}`] : []),
  ];
};

const appliedValidity = (f: LetterFacts) =>
  `本保函自 ${chineseDate(f.validFrom ?? '')} 起生效，至 ${chineseDate(f.validTo)} 止`;

/** What a 密文 letter prints where the opening date and the last day would be. */
const SEALED_OPENING = '（开标前保密）';
const SEALED_VALID_TO = '投标有效期届满之日';

/** The closing note of a 密文 letter. */
export const SEALED_LETTER_NOTE =
  '特别说明：本保函为开标前出具的密文保函。项目名称、标段、招标人等信息在开标前保密，本保函以交易平台提供的密文记载（项目编号栏为标段编号的密文）；开标后，我方以同一保函编号出具载明上述信息的明文保函，两者为同一担保，担保责任不变。';

/** The value of every letter placeholder for `f` (issuing configuration templates). */
export const letterPlaceholderValues = (f: LetterFacts): Record<Placeholder, string> => ({
  委托人: f.applicant,
  申请人: f.applicant,
  担保人: f.guarantor,
  项目名称: f.projectName,
  项目编号: f.projectNumber,
  标段: f.bidSection,
  担保金额: moneyInWords(f.amount),
  开标日期: f.sealedUntilOpening ? SEALED_OPENING : chineseDate(f.bidOpenDate),
  有效期至: f.sealedUntilOpening ? SEALED_VALID_TO : chineseDate(f.validTo),
  投标有效期天数: String(BID_VALIDITY_DAYS),
  合同价: f.contractPrice === null ? '' : moneyInWords(f.contractPrice),
  工资保证比例: f.wageShare ?? '',
  有效期: f.validFrom ? appliedValidity(f) : '',
  保费: '',
  订单号: '',
});

const CLOSING =
  '本保函项下的权利不得转让。因本保函发生的争议，适用中华人民共和国法律，由我方所在地人民法院管辖。';

/** Terms 四 and 五 of the performance and wage letters: when `notice` must arrive, the cap, the closing. */
const appliedLetterClosing = (notice: string) => [
  `四、贵方的${notice}应在本保函有效期内送达我方。有效期届满或本保函被我方依法作废后，本保函自动失效，我方的担保责任随之解除；我方在本保函项下累计支付的金额不超过担保金额。`,
  `五、${CLOSING}`,
];

/**
 * The built-in body of each letter, one paragraph a line, with the placeholders of the issuing
 * configuration ({申请人}…): version 1 of every guarantor's letter wording (docs/issuing-config.md).
 */
const BID_TEMPLATE = [
  '鉴于{申请人}（以下简称“投标人”）参加贵方组织的{项目名称}（项目编号：{项目编号}，标段：{标段}）投标，应投标人的申请，{担保人}（以下简称“我方”）愿就投标人履行投标义务向贵方提供如下不可撤销的担保：',
  '一、担保金额：{担保金额}。',
  '二、本保函自我方出具之日起生效，至 {有效期至}（开标之日 {开标日期} 起 {投标有效期天数} 日投标有效期届满之日）止。',
  '三、在本保函有效期内，投标人有下列情形之一的，我方在收到贵方书面索赔通知及相关证明材料后 7 个工作日内，在担保金额内无条件向贵方支付贵方索赔的金额：（一）投标人在投标有效期内撤销或修改其投标文件；（二）投标人中标后无正当理由不与贵方订立合同，或在签订合同时向贵方提出附加条件；（三）投标人中标后未按招标文件规定提交履约担保。',
  '四、贵方的索赔通知应在本保函有效期内送达我方。有效期届满或本保函被我方依法作废后，本保函自动失效，我方的担保责任随之解除。',
  `五、${CLOSING}`,
].join('\n');

const PERFORMANCE_TEMPLATE = [
  '鉴于{申请人}（以下简称“承包人”）已中标贵方发包的{项目名称}（项目编号：{项目编号}），并与贵方订立施工合同，合同价为{合同价}，应承包人的申请，{担保人}（以下简称“我方”）愿就承包人履行上述合同约定的义务向贵方提供如下不可撤销的履约担保：',
  '一、担保金额：{担保金额}。',
  '二、有效期：{有效期}。',
  '三、在本保函有效期内，承包人违反合同约定，未履行或未全部履行合同义务的，我方在收到贵方书面索赔通知（载明承包人违约事实及索赔金额）及相关证明材料后 7 个工作日内，在担保金额内向贵方支付贵方索赔的金额。贵方与承包人变更合同的，不免除我方在担保金额内的担保责任。',
  ...appliedLetterClosing('索赔通知'),
].join('\n');

const WORKER_TEMPLATE = [
  '鉴于{申请人}（以下简称“施工单位”）承建{项目名称}（项目编号：{项目编号}），合同价为{合同价}，根据《保障农民工工资支付条例》，应施工单位的申请，{担保人}（以下简称“我方”）愿就施工单位支付该项目农民工工资向贵方提供如下不可撤销的担保：',
  '一、担保金额：合同价的 {工资保证比例}%，即{担保金额}。',
  '二、有效期：{有效期}。',
  '三、在本保函有效期内，施工单位拖欠该项目农民工工资，经贵方依法责令限期清偿而逾期未清偿的，我方在收到贵方书面通知及相关证明材料后 5 个工作日内，在担保金额内按贵方要求将款项支付给被拖欠工资的农民工或贵方指定的账户。',
  ...appliedLetterClosing('书面通知'),
].join('\n');

const BID: LetterWording = {
  title: '投标保函',
  prefix: 'TBBH',
  applicantRole: '投标人',
  addressee: (f) => [`致（受益人）：${f.tenderUnit}`],
  template: BID_TEMPLATE,
  validity: 'bid',
};

const PERFORMANCE: LetterWording = {
  title: '履约保函',
  prefix: 'LYBH',
  applicantRole: '承包人',
  addressee: (f) => addressee(f, '发包人'),
  template: PERFORMANCE_TEMPLATE,
  validity: 'applied',
};

const WORKER: LetterWording = {
  title: '农民工工资保函',
  prefix: 'NMGBH',
  applicantRole: '施工单位',
  addressee: (f) => addressee(f, '受益人'),
  template: WORKER_TEMPLATE,
  validity: 'applied',
};

export const LETTER_WORDING: Readonly<Record<LetterType, LetterWording>> = {
  bid_e: BID,
  bid_paper: { ...BID, prefix: 'ZZBH' },
  performance: PERFORMANCE,
  worker: WORKER,
};

/** The wording of `type` (orders.type is written only from LETTER_TYPES). */
export function letterWording(type: string): LetterWording {
  const wording = LETTER_WORDING[type as LetterType];
  if (!wording) throw new Error(`unknown letter type: ${type}`);
  return wording;
}

/**
 * The body paragraphs of the letter of `type` for `f`: `template` (the order's recorded letter
 * wording, else the built-in one) filled in, then the wage letter's custom wording the enterprise
 * asked for (/worker/applyspecimen) as its own last term.
 */
export function letterBody(
  type: string,
  f: LetterFacts,
  template = letterWording(type).template,
): string[] {
  const paragraphs = fillTemplate(template, letterPlaceholderValues(f))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const request = f.wordingRequest.trim();
  if (f.sealedUntilOpening) return [...paragraphs, SEALED_LETTER_NOTE];
  return type === 'worker' && request ? [...paragraphs, `六、特别约定：${request}`] : paragraphs;
}
