// SANDBOX INSURER: no insurer is called and no policy is real. Stands in for 阳光 and 华安: quotes
// with the product's rate and minimum (the shared premium rule), takes proposals on the sandbox
// payment provider's ledger and hosted cashier (one cashier for WeChat payments and policies: its
// 确认支付 / 取消支付 posts the signed result to the insurer's callback over real HTTP), verifies
// results with the same per-channel keys, issues a policy number only for a proposal its ledger
// shows paid, and refunds through that ledger. Proposal and policy numbers start with SBX.
import { createHash } from 'node:crypto';
import { computePremium } from '@bht/validators';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxPaymentProvider } from '../payment/sandbox-payment-provider';
import type {
  Insurer,
  InsurerProvider,
  InsurerRefundRequest,
  ProductTerms,
  Proposal,
} from './insurer-provider';

/** The ledger's payer of an insurer cashier (the ledger keeps a WeChat openid for JSAPI payments). */
export const SANDBOX_INSURER_PAYER = 'sandbox-insurer-cashier';

const PROPOSAL_PREFIX = 'SBXTB';
const POLICY_PREFIX: Record<Insurer, string> = { sun: 'SBXYG', hua_an: 'SBXHA' };

/** The sandbox's proposal number of our proposal `sn` (one per sn, so submitting again answers the same). */
export const sandboxProposalNo = (sn: string) => `${PROPOSAL_PREFIX}${sn}`;

/** 20 digits derived from the proposal: issuing again answers the same policy number. */
const sandboxPolicyNo = (insurer: Insurer, sn: string) =>
  `${POLICY_PREFIX[insurer]}${BigInt(
    `0x${createHash('sha256').update(`policy:${insurer}:${sn}`).digest('hex').slice(0, 20)}`,
  )
    .toString()
    .padStart(20, '0')
    .slice(-20)}`;

export class SandboxInsurerProvider implements InsurerProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly payments: SandboxPaymentProvider,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async quote(product: ProductTerms, sumInsured: string): Promise<{ premium: string }> {
    return { premium: computePremium(sumInsured, product.premiumRate, product.minPremium) };
  }

  async createPolicy(proposal: Proposal): Promise<{ proposalNo: string; cashierUrl: string }> {
    const { insurer, sn, premium, projectName, notifyUrl, returnUrl, apiOrigin } = proposal;
    const { cashierUrl } = await this.payments.openCashier({
      channel: insurer,
      orderSn: sn,
      amount: premium,
      subject: `投标保证保险保费（${projectName}）`.slice(0, 200),
      openid: SANDBOX_INSURER_PAYER,
      notifyUrl,
      returnUrl,
      apiOrigin,
    });
    const proposalNo = sandboxProposalNo(sn);
    this.log?.warn(
      { sandbox: true, sn, proposalNo },
      `[SANDBOX INSURER] 投保单（${insurer}）保费 ${premium} 元`,
    );
    return { proposalNo, cashierUrl };
  }

  verifyNotification(insurer: Insurer, fields: Record<string, unknown>): boolean {
    return this.payments.verifyNotification(insurer, fields);
  }

  async issuePolicy({
    insurer,
    proposalNo,
  }: {
    insurer: Insurer;
    proposalNo: string;
  }): Promise<{ policyNo: string }> {
    const sn = proposalNo.startsWith(PROPOSAL_PREFIX)
      ? proposalNo.slice(PROPOSAL_PREFIX.length)
      : '';
    if (!sn || !(await this.payments.findPaidPayment(insurer, sn)))
      throw new Error(`sandbox insurer refused: proposal ${proposalNo} of ${insurer} is not paid`);
    const policyNo = sandboxPolicyNo(insurer, sn);
    this.log?.warn({ sandbox: true, proposalNo, policyNo }, '[SANDBOX INSURER] 出具保单');
    return { policyNo };
  }

  refund({ insurer, ...rest }: InsurerRefundRequest): Promise<{ refundNo: string }> {
    return this.payments.refund({ channel: insurer, ...rest });
  }
}
