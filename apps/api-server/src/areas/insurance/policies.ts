// The enterprise's guarantee insurance calls (/api/insurance/*): propose, pay at the insurer's
// cashier, give up an unpaid proposal, read one policy or the list. Every call is scoped to the
// caller's enterprise (another enterprise's policy is 404) and needs the 订单 permission, like
// orders; proposing also needs an authenticated enterprise. The insurer is called outside any
// transaction (an external call holds no row lock or pooled connection; with the embedded PGlite
// the sandbox insurer writes its ledger in the same database).
import {
  insuranceAddPolicy,
  insuranceCancelPolicy,
  insuranceGetPolicy,
  insuranceGetPolicyList,
  insurancePayPolicy,
} from '@bht/api-client/contract';
import { and, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Db, Tx } from '../../db/client';
import { insurancePolicies } from '../../db/schema';
import { AppError, conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import type { Providers } from '../../providers';
import { ServiceOffError } from '../../providers/service-off';
import { assertOrderPermission, requireOrderActor } from '../orders/enterprise-order-access';
import { fileLinks } from '../../http/file-links';
import {
  findOwnPolicy,
  newPolicySn,
  proposalOf,
  toPolicyView,
  type PolicyRow,
} from './policy-records';
import { assertCoversBond, findOpenProject, findProductOnSale, quoteOf } from './products';

export const POLICY_STATE_CHANGED = '投保单状态已变化，请刷新后重试';
export const INSURER_UNAVAILABLE = '保险公司暂时无法受理，请稍后再试';

/** 409 unless the policy still waits for its premium; `action` names what was refused (支付, 取消). */
function assertUnpaid(row: PolicyRow, action: string): void {
  if (row.status === 'insured') throw conflict(`该投保单已承保，不能${action}`);
  if (row.status !== 'unpaid')
    throw conflict(`该投保单已关闭（${row.closeReason ?? '已关闭'}），不能${action}，请重新投保`);
}

/**
 * Sends the proposal to its insurer (again: the insurer answers the same proposal for the same sn)
 * and records the insurer's proposal number; answers the cashier URL. A refusal is 502: the policy
 * stays unpaid and the next payPolicy submits it again. A switched-off insurer is the 409 saying so.
 */
async function submitProposal(
  ctx: { db: Db; providers: Providers; config: Config; request: FastifyRequest },
  row: PolicyRow,
): Promise<string> {
  let submitted: { proposalNo: string; cashierUrl: string };
  try {
    submitted = await ctx.providers.insurer.createPolicy(proposalOf(row, ctx.config, ctx.request));
  } catch (error) {
    // Switched off (INSURER_VENDOR=off): the 409 saying so, not a fault of the insurer.
    if (error instanceof ServiceOffError) throw error;
    ctx.request.log.error(
      { err: error, policySn: row.sn, insurer: row.insurer },
      'the insurer refused the proposal',
    );
    throw new AppError(INSURER_UNAVAILABLE, { status: 502 });
  }
  if (row.proposalNo !== submitted.proposalNo)
    await ctx.db
      .update(insurancePolicies)
      .set({ proposalNo: submitted.proposalNo })
      .where(
        and(
          eq(insurancePolicies.id, row.id),
          or(
            isNull(insurancePolicies.proposalNo),
            ne(insurancePolicies.proposalNo, submitted.proposalNo),
          ),
        ),
      );
  return submitted.cashierUrl;
}

/** Serialises proposals of one enterprise for one project until the transaction ends (no two unpaid ones). */
const lockProposals = (tx: Tx, enterpriseId: number, projectId: number) =>
  lockUntilCommit(tx, `policy-apply:${enterpriseId}:${projectId}`);

export const addPolicyHandler = implement(insuranceAddPolicy, async (input, ctx) => {
  const { db, caller, providers, config } = ctx;
  const enterprise = await requireOrderActor(db, caller);
  const project = await findOpenProject(db, input.project_id);
  const product = await findProductOnSale(db, input.product_id);
  assertCoversBond(product, project.bidBondAmount);
  const premium = await quoteOf(providers.insurer, product, project.bidBondAmount);
  const contact = { contactName: input.contact_name, contactMobile: input.contact_mobile };

  const row = await db.transaction(async (tx) => {
    await lockProposals(tx, enterprise.id, project.id);
    const [held] = await tx
      .select()
      .from(insurancePolicies)
      .where(
        and(
          eq(insurancePolicies.enterpriseId, enterprise.id),
          eq(insurancePolicies.projectId, project.id),
          inArray(insurancePolicies.status, ['unpaid', 'insured']),
        ),
      )
      .orderBy(desc(insurancePolicies.id))
      .limit(1);
    if (held?.status === 'insured')
      throw conflict(`该项目已投保（投保单号 ${held.sn}），不能重复投保`);
    if (held && held.productId !== product.id)
      throw conflict(
        `该项目已有待支付的投保单（投保单号 ${held.sn}），如需更换保险产品请先取消该投保单`,
      );
    if (held) {
      // A repeated submission (double click, back and submit again): the same proposal, latest contact.
      const [updated] = await tx
        .update(insurancePolicies)
        .set(contact)
        .where(and(eq(insurancePolicies.id, held.id), eq(insurancePolicies.status, 'unpaid')))
        .returning();
      if (!updated) throw conflict(POLICY_STATE_CHANGED);
      return updated;
    }
    const [created] = await tx
      .insert(insurancePolicies)
      .values({
        sn: newPolicySn(),
        enterpriseId: enterprise.id,
        accountId: caller.accountId,
        projectId: project.id,
        productId: product.id,
        insurer: product.insurer,
        projectName: project.name,
        insuredName: project.tenderUnit,
        applicantName: enterprise.name,
        insurerName: product.insurerName,
        productName: product.name,
        sumInsured: project.bidBondAmount,
        premium,
        ...contact,
      })
      .returning();
    return created!;
  });
  await submitProposal(ctx, row);
  return toPolicyView(await findOwnPolicy(db, caller, row.sn), fileLinks(config));
});

export const payPolicyHandler = implement(insurancePayPolicy, async ({ policy_sn }, ctx) => {
  assertOrderPermission(ctx.caller);
  const row = await findOwnPolicy(ctx.db, ctx.caller, policy_sn);
  assertUnpaid(row, '支付');
  return { cashier_url: await submitProposal(ctx, row) };
});

export const cancelPolicyHandler = implement(
  insuranceCancelPolicy,
  async ({ policy_sn }, { db, caller, config }) => {
    assertOrderPermission(caller);
    const row = await findOwnPolicy(db, caller, policy_sn);
    assertUnpaid(row, '取消');
    // A premium the insurer takes after this is recorded on the closed policy and refunded (policy-results.ts).
    const [closed] = await db
      .update(insurancePolicies)
      .set({ status: 'closed', closeReason: '已取消' })
      .where(and(eq(insurancePolicies.id, row.id), eq(insurancePolicies.status, 'unpaid')))
      .returning();
    if (!closed) {
      assertUnpaid(await findOwnPolicy(db, caller, policy_sn), '取消');
      throw conflict(POLICY_STATE_CHANGED);
    }
    return toPolicyView(closed, fileLinks(config));
  },
);

export const getPolicyHandler = implement(
  insuranceGetPolicy,
  async ({ policy_sn }, { db, caller, config }) => {
    assertOrderPermission(caller);
    return toPolicyView(await findOwnPolicy(db, caller, policy_sn), fileLinks(config));
  },
);

export const getPolicyListHandler = implement(
  insuranceGetPolicyList,
  async ({ page, limit, status }, { db, caller, config }) => {
    assertOrderPermission(caller);
    const where = and(
      eq(insurancePolicies.enterpriseId, caller.enterpriseId),
      status ? eq(insurancePolicies.status, status) : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(insurancePolicies)
        .where(where)
        .orderBy(desc(insurancePolicies.createdAt), desc(insurancePolicies.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(insurancePolicies).where(where),
    ]);
    const link = fileLinks(config);
    return {
      list: rows.map((row) => toPolicyView(row, link)),
      total: totals?.total ?? 0,
      page,
      limit,
    };
  },
);
