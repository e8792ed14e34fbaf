// Guarantee insurance (投标保证保险): the insurers (阳光 `sun`, 华安 `hua_an`) are external systems.
// Each quotes a premium for a sum insured, takes a proposal (投保单) and hosts the cashier where the
// enterprise pays it, posts a signed result to our callback (/api/sun_letter/payResult,
// /api/hua_an_letter/payResult), issues the policy number once paid, and refunds a payment we
// cannot use. A real insurer is one more file implementing this interface and one line in
// src/providers/index.ts; the rules (who may propose, idempotent results, the policy PDF) live in
// areas/insurance (docs/insurance.md).
import type { INSURERS } from '@bht/api-client/contract';

export type Insurer = (typeof INSURERS)[number];

/** What the insurer needs of a product to quote it (the insurance_products row). */
export interface ProductTerms {
  insurer: Insurer;
  /** Four decimals ('0.0150'). */
  premiumRate: string;
  /** Yuan, two decimals. */
  minPremium: string;
}

export interface Proposal {
  insurer: Insurer;
  /** Our proposal number (投保单号): the insurer's merchant order number, and the order_sn of its result. */
  sn: string;
  productName: string;
  /** 投保人: the enterprise. */
  applicant: string;
  /** 被保险人: the tender unit. */
  insured: string;
  projectName: string;
  /** Yuan, two decimals: the project's bid bond. */
  sumInsured: string;
  /** Yuan, two decimals: the premium we quoted and charge. */
  premium: string;
  /** Where the insurer posts its signed result. */
  notifyUrl: string;
  /** Where the cashier sends the payer back to, with result=ok|cancel added. */
  returnUrl: string;
  /** This API's own origin, for providers that host pages here (the sandbox). */
  apiOrigin: string;
}

export interface InsurerRefundRequest {
  insurer: Insurer;
  tradeNo: string;
  /** The merchant refund number: a retried refund carries the same one, and the insurer refunds once. */
  outRefundNo: string;
  /** Yuan, two decimals: the whole transaction. */
  amount: string;
  reason: string;
}

export interface InsurerProvider {
  /** 'sandbox' or the vendor's name; shown in logs. */
  readonly name: string;
  /** The insurer's premium for `sumInsured` under `product` (yuan, two decimals). */
  quote(product: ProductTerms, sumInsured: string): Promise<{ premium: string }>;
  /**
   * Submits the proposal and answers its reference and the cashier page to pay it. Idempotent on
   * `sn`: submitting the same proposal again answers the same proposal number and a cashier URL
   * (with this call's return URL) for the same payment.
   */
  createPolicy(proposal: Proposal): Promise<{ proposalNo: string; cashierUrl: string }>;
  /** True when `fields` (as received) carry the insurer's valid signature in `sign`. */
  verifyNotification(insurer: Insurer, fields: Record<string, unknown>): boolean;
  /** The policy number of a paid proposal (the same on every call); throws when the insurer refuses. */
  issuePolicy(input: { insurer: Insurer; proposalNo: string }): Promise<{ policyNo: string }>;
  /** Refunds a paid transaction in full; throws when the insurer refuses. */
  refund(input: InsurerRefundRequest): Promise<{ refundNo: string }>;
}
