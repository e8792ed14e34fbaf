// Shared shapes of the domain, kept in one place (docs/domain-model.md describes them).
// Wire conventions: docs/api-conventions.md.
import { z } from 'zod';
import { dateSchema, idSchema, moneySchema, timestampSchema } from './common';
import { LETTER_REISSUE_CAUSES, LETTER_TYPES } from './order-machines';

export * from './order-status';
export * from './order-machines';
export * from './machines';

const id = z.number().int().positive();
const flag = z.union([z.literal(0), z.literal(1)]);

/** Enterprise authentication status (docs/state-machines.md): 0 未提交, 1 审核中, 2 已认证, -1 已驳回. */
export const AuthStatus = { NOT_SUBMITTED: 0, UNDER_REVIEW: 1, APPROVED: 2, REJECTED: -1 } as const;
export const authStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(-1)]);

/** Order status of any letter type; the codes and their names are in order-status.ts. */
export const orderStatusSchema = z.number().int().min(0).max(13);

/** Letter kinds: bid e-letter, bid paper letter, performance, migrant-worker wage (order-machines.ts). */
export const letterTypeSchema = z.enum(LETTER_TYPES, { error: '请选择正确的保函类型' });

export const uploadedFileSchema = z.object({
  url: z.string().min(1),
  name: z.string(),
  size: z.number().int().nonnegative(),
  mime: z.string(),
});

export const enterpriseAccountSchema = z.object({
  id,
  account: z.string(),
  name: z.string(),
  is_master: flag,
  auth_json: z.string(),
  status: flag,
});

export const enterpriseAuthSchema = z.object({
  enterprise_id: id,
  name: z.string(),
  credit_code: z.string(),
  legal_person: z.string(),
  auth_status: authStatusSchema,
  auth_step: z.number().int().min(0).max(4),
  reject_reason: z.string().nullable(),
});

/** What the user-info call returns; every field spec §3 says is read. */
export const userInfoSchema = z.object({
  id,
  account: z.string(),
  name: z.string(),
  avatar: z.string(),
  roles: z.array(z.string()),
  auth_step: z.number().int().min(0).max(4),
  auth_status: authStatusSchema,
  enterprise_auth: enterpriseAuthSchema.nullable(),
  is_reset_password: flag,
  enterprise_account: enterpriseAccountSchema,
  wait_read_message: z.number().int().nonnegative(),
  last_login_time: timestampSchema.nullable(),
});

/** Login response (spec §3): token, account with auth_json (comma list), logo. */
export const loginResultSchema = z.object({
  token: z.string().min(20),
  expires_at: timestampSchema,
  account: z.object({ id, account: z.string(), name: z.string(), auth_json: z.string() }),
  logo: z.string(),
});

export const projectSchema = z.object({
  id,
  name: z.string(),
  number: z.string(),
  tender_unit: z.string(),
  trading_center: z.string(),
  bid_section: z.string(),
  region: z.string(),
  bid_bond_amount: moneySchema,
  bid_open_time: timestampSchema,
  deadline: timestampSchema,
  status: z.number().int(),
  /** 1 when the tender also accepts a paper bid letter (纸质投标保函). */
  accepts_paper: flag,
  /**
   * The awarded contract (中标合同), once the tender is won: what performance (履约) and wage
   * (农民工工资) letters are for. Null for a tender still open for bids.
   */
  contract: z
    .object({
      /** 合同价 */
      price: moneySchema,
      /** 发包人 (the employer, beneficiary of a performance letter). */
      employer: z.string(),
      /** 中标单位 */
      winner: z.string(),
      start_date: dateSchema,
      /** 竣工日期: a performance letter runs at least until then. */
      completion_date: dateSchema,
    })
    .nullable(),
});

export const companyTypeSchema = z.object({ id, name: z.string() });
export const areaSchema = z.object({
  id,
  name: z.string(),
  parent_id: z.number().int().nonnegative(),
});

/** A premium rate as the server answers it, four decimals: "0.0150" = 1.5 %. */
export const premiumRateSchema = z.string().regex(/^\d+\.\d{4}$/);

export const ensureCompanySchema = z.object({
  id,
  name: z.string(),
  type_id: id,
  type_name: z.string(),
  area_id: id,
  area_name: z.string(),
  logo: z.string(),
  intro: z.string(),
  status: flag,
});

/**
 * A guarantor offered for a letter type, with its schedule for that type (docs/settings.md): the
 * rate it applies to the amount (its base rate while no amount is known), its minimum and the
 * premium the server computed.
 */
export const guarantorOfferSchema = ensureCompanySchema.extend({
  premium_rate: premiumRateSchema,
  min_premium: moneySchema,
  premium: moneySchema,
});

export const orderSummarySchema = z.object({
  id,
  sn: z.string(),
  type: letterTypeSchema,
  status: orderStatusSchema,
  status_text: z.string(),
  project_id: id,
  project_name: z.string(),
  enterprise_name: z.string(),
  ensure_company_id: id,
  ensure_company_name: z.string(),
  bid_bond_amount: moneySchema,
  premium: moneySchema,
  letter_no: z.string().nullable(),
  create_time: timestampSchema,
  update_time: timestampSchema,
});

/** A paper letter's delivery: the receiving address chosen at application, then the courier. */
export const deliverySchema = z.object({
  receiver_name: z.string(),
  receiver_mobile: z.string(),
  receiver_address: z.string(),
  courier_company: z.string().nullable(),
  tracking_no: z.string().nullable(),
  mailed_on: dateSchema.nullable(),
  received_time: timestampSchema.nullable(),
});

/** An entry of the enterprise's postal address book (收件地址). */
export const addressSchema = z.object({
  id,
  name: z.string(),
  mobile: z.string(),
  region: z.string(),
  address: z.string(),
  is_default: flag,
});

/**
 * What a performance or wage letter guarantees beyond the bid form; null for bid letters. The
 * guaranteed amount itself is `bid_bond_amount` (担保金额) on every type.
 */
export const letterTermsSchema = z.object({
  /** 合同价 */
  contract_price: moneySchema,
  /** 受益人: the employer (发包人) of a performance letter, the labour authority of a wage letter. */
  beneficiary: z.string(),
  beneficiary_credit_code: z.string(),
  beneficiary_address: z.string(),
  /** Wage letters: the guaranteed share of the contract price in percent ("2.50"); null for performance letters. */
  wage_share: z.string().nullable(),
  /** Wage letters: the custom wording the enterprise asked the guarantor for (/worker/applyspecimen); '' for the standard text. */
  wording_request: z.string(),
  /** 施工合同 and 中标通知书 (stored file paths, private to the order's enterprise and guarantor). */
  contract_file: z.string().nullable(),
  award_notice_file: z.string().nullable(),
});

/**
 * The digests (hex) of a letter's issued files (docs/letters.md): a file at hand can be checked
 * against them byte for byte. SM3 and the OFD ones are null while the letter has none.
 */
export const letterDigestsSchema = z.object({
  pdf_sha256: z.string(),
  pdf_sm3: z.string().nullable(),
  ofd_sha256: z.string().nullable(),
  ofd_sm3: z.string().nullable(),
});

/** A bank account the premium is paid from (the bidder's basic account, 基本户). */
export const basicAccountSchema = z.object({
  account_name: z.string(),
  account_no: z.string(),
  bank_name: z.string(),
});

/**
 * Where an order a trading platform pushed came from and how its premium is paid
 * (docs/trading-platforms.md, "Who collects the premium, from which account").
 */
export const platformOriginSchema = z.object({
  name: z.string(),
  /** The platform's application number. */
  apply_no: z.string(),
  /** 1: the platform's own cashier collects the premium; the portal takes no payment. */
  platform_collects: flag,
  /** 1: the premium must be transferred from the bidder's basic account (基本户), not paid online. */
  basic_account_required: flag,
  /** The basic account as recorded (pushed by the platform or entered by the bidder); null: none yet. */
  basic_account: basicAccountSchema.nullable(),
});

const reissueCauses = Object.keys(LETTER_REISSUE_CAUSES) as [
  keyof typeof LETTER_REISSUE_CAUSES,
  ...(keyof typeof LETTER_REISSUE_CAUSES)[],
];

/**
 * A letter the order had before its current one, which replaced it with the same number
 * (docs/trading-platforms.md, "Sealed bids"): the 密文 letter at bid opening, or a letter re-issued
 * for a postponed opening. It still verifies as ours.
 */
export const earlierLetterSchema = z.object({
  id,
  letter_no: z.string(),
  /** 1: a 密文 letter, made before bid opening with the sealed fields not in clear. */
  sealed: flag,
  valid_from: dateSchema.nullable(),
  valid_to: dateSchema.nullable(),
  replaced_because: z.enum(reissueCauses),
  replaced_time: timestampSchema,
  letter_url: z.string().nullable(),
  letter_ofd_url: z.string().nullable(),
  letter_digests: letterDigestsSchema,
});

export const orderDetailSchema = orderSummarySchema.extend({
  project: projectSchema,
  /** The applicant's contact for this order and its remark, as applied (an edit starts from them). */
  contact_name: z.string(),
  contact_mobile: z.string(),
  remark: z.string(),
  pay_method: z.enum(['wechat', 'alipay', 'offline', 'platform']).nullable(),
  pay_time: timestampSchema.nullable(),
  pay_image: z.string().nullable(),
  valid_from: dateSchema.nullable(),
  valid_to: dateSchema.nullable(),
  contract_url: z.string().nullable(),
  letter_url: z.string().nullable(),
  /**
   * The same letter as OFD (GB/T 33190) with the guarantor's SM2 e-seal (docs/letters.md, "OFD and
   * the e-seal"): electronic letters only, on the same terms as letter_url; null otherwise.
   */
  letter_ofd_url: z.string().nullable(),
  /** The letter's file digests, to the same viewers and as long as `letter_url`; null otherwise. */
  letter_digests: letterDigestsSchema.nullable(),
  reject_reason: z.string().nullable(),
  /**
   * The guarantor's refusal of the latest refund request (拒绝退款: its reason and time) while the
   * order is still in the status the refusal returned it to; null otherwise (a new request clears it).
   */
  refund_refusal: z.object({ reason: z.string(), time: timestampSchema }).nullable(),
  /** Paper letters: where the original is mailed and how it went; null for electronic letters. */
  delivery: deliverySchema.nullable(),
  /** Performance and wage letters: contract, beneficiary and wording; null for bid letters. */
  terms: letterTermsSchema.nullable(),
  /** 1 when the guarantor entered the order for an offline applicant (addOrder) and collects the premium itself. */
  entered: flag,
  /** An order a trading platform pushed: where from (null for the portal's own orders). */
  platform: platformOriginSchema.nullable(),
  /**
   * 1 while the trading platform keeps the bid section, its name and the tenderer sealed until bid
   * opening: they read 开标前保密 and the letter made now is a 密文 one.
   */
  sealed_until_opening: flag.default(0),
  /** The letters the current one replaced, newest first, to the viewers of `letter_url`. */
  earlier_letters: z.array(earlierLetterSchema).default([]),
  /** Actions the caller may take now, read from the letter type's state-machine table. */
  actions: z.array(z.string()),
});

export const orderLogSchema = z.object({
  id,
  from_status: orderStatusSchema.nullable(),
  to_status: orderStatusSchema,
  operator_type: z.enum(['enterprise', 'ensure_company', 'system']),
  operator_name: z.string(),
  note: z.string(),
  create_time: timestampSchema,
});

export const payLogSchema = z.object({
  id,
  order_sn: z.string(),
  channel: z.enum(['wechat', 'offline', 'sun', 'hua_an', 'wechatpay', 'alipay', 'platform']),
  amount: moneySchema,
  trade_no: z.string().nullable(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  create_time: timestampSchema,
});

export const certificateSchema = z.object({
  id,
  name: z.string(),
  number: z.string(),
  issuer: z.string(),
  expire_date: dateSchema,
  /** True once expire_date has passed (China time), so the UI can flag the certificate. */
  expired: z.boolean(),
  files: z.array(z.string()),
  create_time: timestampSchema,
});

/**
 * Paying from a browser outside WeChat: wechat_native (a QR code scanned with WeChat), wechat_h5
 * (a mobile browser sent to WeChat Pay), alipay_page and alipay_wap (Alipay's cashier on a
 * computer or a phone).
 */
export const CHECKOUT_METHODS = [
  'wechat_native',
  'wechat_h5',
  'alipay_page',
  'alipay_wap',
] as const;
export const checkoutMethodSchema = z.enum(CHECKOUT_METHODS, {
  error: '支付方式不正确',
});
export type CheckoutMethod = z.infer<typeof checkoutMethodSchema>;

export const payInfoSchema = z.object({
  order_sn: z.string(),
  amount: moneySchema,
  subject: z.string(),
  /** Bank details for offline transfer. */
  bank: z.object({ account_name: z.string(), account_no: z.string(), bank_name: z.string() }),
  /**
   * 1: the guarantor takes online payment (its 在线支付 switch, docs/settings.md); 0: bank transfer
   * only (also for a trading platform's order that must be paid from the basic account).
   */
  online_pay: flag,
  /** The ways to pay online from a browser (`/api/pay/checkout`); empty when online_pay is 0. */
  checkout_methods: z.array(checkoutMethodSchema),
  /** Parameters for the WeChat JSAPI payment inside the in-app browser (sandbox-signed outside production). */
  wechat: z
    .object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.string(),
      paySign: z.string(),
    })
    .nullable(),
});

export const idRequestSchema = z.object({ id: idSchema });
export const orderSnRequestSchema = z.object({
  order_sn: z.string().trim().min(1, '请提供订单号'),
});

export type UserInfo = z.output<typeof userInfoSchema>;
export type LoginResult = z.output<typeof loginResultSchema>;
export type Project = z.output<typeof projectSchema>;
export type OrderSummary = z.output<typeof orderSummarySchema>;
export type OrderDetail = z.output<typeof orderDetailSchema>;
export type BasicAccount = z.output<typeof basicAccountSchema>;
