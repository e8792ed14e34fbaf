// Guarantee insurance policies as stored (insurance_policies) and as answered (policySchema), and
// the rules every policy call shares: numbering, the caller's own policies, the proposal the
// insurer is sent. A policy is not an order: unpaid → insured | closed (POLICY_STATUSES).
import { POLICY_STATUS_TEXT, type policySchema } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { insurancePolicies } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import { toUnixSeconds } from '../../http/wire-format';
import type { Insurer, Proposal } from '../../providers/insurer/insurer-provider';
import { newOrderSn } from '../orders/order-view';
import { NOTIFY_PATHS } from '../payments/pay-accounts';
import { apiOrigin, portalReturnUrl } from '../payments/redirect-targets';
import type { LinkFile } from '../../http/file-links';

export type PolicyRow = typeof insurancePolicies.$inferSelect;
export type PolicyStatus = z.output<typeof policySchema>['status'];
export type PolicyView = z.output<typeof policySchema>;

/**
 * Proposal numbers (投保单号) start with BX, order numbers with BH: the insurers' results arrive on
 * the same callbacks as the guarantors' payments, and the number tells which record they settle.
 */
export const POLICY_SN_PREFIX = 'BX';
export const newPolicySn = (now = new Date()) => newOrderSn(now, POLICY_SN_PREFIX);
export const isPolicySn = (sn: unknown): sn is string =>
  typeof sn === 'string' && sn.startsWith(POLICY_SN_PREFIX);

export const POLICY_NOT_FOUND = '投保单不存在';

/** The portal's policy page (/sun_three), where the insurer's cashier returns to. */
export const PORTAL_POLICY_PATH = '/sun_three';

export function toPolicyView(row: PolicyRow, link: LinkFile): PolicyView {
  const status = row.status as PolicyStatus;
  return {
    sn: row.sn,
    status,
    status_text: POLICY_STATUS_TEXT[status],
    project_id: row.projectId,
    project_name: row.projectName,
    insured_name: row.insuredName,
    applicant_name: row.applicantName,
    insurer: row.insurer as Insurer,
    insurer_name: row.insurerName,
    product_name: row.productName,
    sum_insured: row.sumInsured,
    premium: row.premium,
    contact_name: row.contactName,
    contact_mobile: row.contactMobile,
    policy_no: row.policyNo,
    // The policy document only once insured: the enterprise's own file, as a short-lived link.
    policy_url: status === 'insured' ? link(row.policyUrl) : null,
    close_reason: row.closeReason,
    pay_time: row.paidAt ? toUnixSeconds(row.paidAt) : null,
    create_time: toUnixSeconds(row.createdAt),
  };
}

/** Policy `sn` of the caller's enterprise; any other (another enterprise's, unknown) answers 404. */
export async function findOwnPolicy(
  db: Db,
  caller: EnterpriseCaller,
  sn: string,
): Promise<PolicyRow> {
  const [row] = await db
    .select()
    .from(insurancePolicies)
    .where(
      and(eq(insurancePolicies.sn, sn), eq(insurancePolicies.enterpriseId, caller.enterpriseId)),
    )
    .limit(1);
  if (!row) throw notFound(POLICY_NOT_FOUND);
  return row;
}

/** What the insurer is sent for `row`: its snapshot, our callback for its insurer, and the portal page to come back to. */
export function proposalOf(row: PolicyRow, config: Config, request: FastifyRequest): Proposal {
  const insurer = row.insurer as Insurer;
  const origin = apiOrigin(request);
  return {
    insurer,
    sn: row.sn,
    productName: row.productName,
    applicant: row.applicantName,
    insured: row.insuredName,
    projectName: row.projectName,
    sumInsured: row.sumInsured,
    premium: row.premium,
    notifyUrl: `${origin}${NOTIFY_PATHS[insurer]}`,
    returnUrl: portalReturnUrl(config, request, PORTAL_POLICY_PATH, { policy_sn: row.sn }),
    apiOrigin: origin,
  };
}
