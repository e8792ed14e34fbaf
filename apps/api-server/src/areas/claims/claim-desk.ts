// The guarantor's claim desk (console /ordermang/claim, permission 理赔): the claims on its letters
// with their logs (处理记录), a claim received on paper recorded by hand, and the decision: accept
// one 待受理, reject one still open (with an opinion). Each decision is the claim's transition in
// CLAIM_MACHINE (record-transitions.ts: a conditional UPDATE on the status it starts from and a
// record_logs row), so of two concurrent decisions one wins and the other answers 409. The payout
// is pay-claim.ts.
import {
  CLAIM_MACHINE,
  companyAddClaim,
  companyGetClaimDetail,
  companyGetClaimList,
  companyGetClaimLog,
  companyHandleClaim,
} from '@bht/api-client/contract';
import { claims } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { companyOperator, companyScope } from '../company-orders/company-operator';
import { notifyClaimAccepted, notifyClaimRejected } from '../messages/claim-events';
import { findOrder } from '../orders/order-transitions';
import { fileLinks } from '../../http/file-links';
import { findOwnedUpload } from '../uploads/upload-access';
import { recordLogOf } from '../records/record-log';
import { claimView, findClaim, listClaims } from './claim-records';
import { checkRecordAction, transitionRecord } from '../records/record-transitions';
import { raiseClaim } from './raise-claim';
import { companyTenant } from '../orders/tenant-scope';

/** What a decision answers when another one changed the claim first (the machine's message). */
export const CLAIM_STATE_CHANGED = CLAIM_MACHINE.changed!;
const BAD_ATTACHMENT = '附件无效，请上传本机构上传的文件';

export const claimScopeOf = companyTenant;

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

export const getClaimLogHandler = implement(companyGetClaimLog, async ({ id }, { db, caller }) => {
  await findClaim(db, claimScopeOf(caller), id);
  return recordLogOf(db, CLAIM_MACHINE, id);
});

export const addClaimHandler = implement(companyAddClaim, async (input, { db, caller, config }) => {
  const order = await findOrder(db, input.order_sn, companyScope(caller));
  // The scans of the paper claim: uploads of this company.
  for (const url of input.attachments) {
    if (!(await findOwnedUpload(db, url, caller))) throw fieldError('attachments', BAD_ATTACHMENT);
  }
  const claim = await raiseClaim(db, {
    order,
    source: 'paper',
    recordedBy: caller.accountId,
    fields: input,
    attachments: input.attachments,
  });
  return claimView(db, claimScopeOf(caller), claim.id, fileLinks(config));
});

const NOTIFY = { accept: notifyClaimAccepted, reject: notifyClaimRejected } as const;

export const handleClaimHandler = implement(
  companyHandleClaim,
  async ({ id, action, opinion }, { db, caller, config }) => {
    const scope = claimScopeOf(caller);
    const record = await findClaim(db, scope, id);
    const handler = await companyOperator(db, caller);
    const check = { operator: handler, action, note: opinion, noteField: 'opinion' };
    checkRecordAction(CLAIM_MACHINE, record.claim.status, check);
    await db.transaction((tx) =>
      transitionRecord(tx, {
        ...check,
        machine: CLAIM_MACHINE,
        table: claims,
        id,
        set: { opinion: opinion || null, handlerName: handler.name, handledAt: new Date() },
        notify: (tx, row) => NOTIFY[action](tx, row, record.order),
      }),
    );
    return claimView(db, scope, id, fileLinks(config));
  },
);
