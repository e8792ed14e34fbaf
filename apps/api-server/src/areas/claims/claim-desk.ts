// The guarantor's claim desk (console /ordermang/claim, permission 理赔): the claims on its letters,
// a claim received on paper recorded by hand, and the decision: accept one 待受理, reject one still
// open (with an opinion). Each decision is one conditional UPDATE on the status it starts from, so
// of two concurrent decisions one wins and the other answers 409. The payout is pay-claim.ts.
import {
  CLAIM_STATUS_TEXT,
  ClaimStatus,
  companyAddClaim,
  companyGetClaimDetail,
  companyGetClaimList,
  companyHandleClaim,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { claims } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { companyOperator, companyScope } from '../company-orders/company-operator';
import { notifyClaimAccepted, notifyClaimRejected } from '../messages/claim-events';
import { findOrder } from '../orders/order-transitions';
import { fileLinks } from '../../http/file-links';
import { findOwnedUpload } from '../uploads/upload-access';
import { claimView, findClaim, listClaims, type ClaimRecord } from './claim-records';
import { raiseClaim } from './raise-claim';
import { companyTenant } from '../orders/tenant-scope';

export const CLAIM_STATE_CHANGED = '理赔状态已变化，请刷新后重试';
const BAD_ATTACHMENT = '附件无效，请上传本机构上传的文件';

export const claimScopeOf = companyTenant;

/** 409 unless the claim is in one of `from`, naming what it is now. */
export function assertClaimStatus({ claim }: ClaimRecord, from: readonly number[], doing: string) {
  if (!from.includes(claim.status))
    throw conflict(`理赔当前状态为「${CLAIM_STATUS_TEXT[claim.status] ?? ''}」，不能${doing}`);
}

export const getClaimListHandler = implement(
  companyGetClaimList,
  async (input, { db, caller, config }) =>
    listClaims(db, claimScopeOf(caller), input, fileLinks(config)),
);

export const getClaimDetailHandler = implement(
  companyGetClaimDetail,
  async ({ id }, { db, caller, config }) =>
    claimView(db, claimScopeOf(caller), id, fileLinks(config)),
);

export const addClaimHandler = implement(
  companyAddClaim,
  async (input, { db, caller, config, providers, request }) => {
    const order = await findOrder(db, input.order_sn, companyScope(caller));
    // The scans of the paper claim: uploads of this company.
    for (const url of input.attachments) {
      if (!(await findOwnedUpload(db, url, caller)))
        throw fieldError('attachments', BAD_ATTACHMENT);
    }
    const claim = await raiseClaim(
      { db, providers, log: request.log },
      {
        order,
        source: 'paper',
        recordedBy: caller.accountId,
        fields: input,
        attachments: input.attachments,
      },
    );
    return claimView(db, claimScopeOf(caller), claim.id, fileLinks(config));
  },
);

const DECISIONS = {
  accept: {
    from: [ClaimStatus.PENDING],
    to: ClaimStatus.ACCEPTED,
    doing: '受理',
    notify: notifyClaimAccepted,
  },
  reject: {
    from: [ClaimStatus.PENDING, ClaimStatus.ACCEPTED],
    to: ClaimStatus.REJECTED,
    doing: '驳回',
    notify: notifyClaimRejected,
  },
} as const;

export const handleClaimHandler = implement(
  companyHandleClaim,
  async ({ id, action, opinion }, { db, caller, config }) => {
    const scope = claimScopeOf(caller);
    const record = await findClaim(db, scope, id);
    const decision = DECISIONS[action];
    assertClaimStatus(record, decision.from, decision.doing);
    const handler = await companyOperator(db, caller);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(claims)
        .set({
          status: decision.to,
          opinion: opinion || null,
          handlerName: handler.name,
          handledAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(claims.id, id), inArray(claims.status, [...decision.from])))
        .returning();
      if (!row) throw conflict(CLAIM_STATE_CHANGED);
      await decision.notify(tx, row, record.order);
    });
    return claimView(db, scope, id, fileLinks(config));
  },
);
