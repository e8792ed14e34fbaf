// What each side is told about claims (docs/messages.md, docs/after-issue.md): a new claim goes to
// the enterprise (accounts with 订单) and the guarantor's accounts with 理赔; the decision and the
// payout to the enterprise; a written statement to the guarantor's 理赔 accounts. Written inside
// the transaction of the event.
import { companyHandleClaim, letterMachine, type MessageKind } from '@bht/api-client/contract';
import { remainingOf, type ClaimOrder, type ClaimRow } from '../claims/claim-records';
import { pushClaimRaised } from '../order-push';
import { queuePlatformEventOf } from '../trading-platforms/platform-events';
import { notify } from './notify';
import type { Tx } from '../../db/client';
import { ORDER_PERMISSION } from '../auth/sub-account-permissions';

/** The console permission of the claim desk, as its endpoints declare it. */
const CLAIM_PERMISSION = companyHandleClaim.permission ?? null;

/** The enterprise and guarantor a claim is between (the claim row holds both). */
type Parties = Pick<ClaimRow, 'enterpriseId' | 'ensureCompanyId'>;

const about = (claim: ClaimRow, order: ClaimOrder) =>
  `理赔编号 ${claim.sn}，${letterMachine(order.type).label} ${order.letterNo ?? ''}，项目「${order.projectName}」，索赔金额 ${claim.amount} 元`;

const toEnterprise = (
  tx: Tx,
  claim: Parties,
  order: ClaimOrder,
  kind: MessageKind,
  title: string,
  content: string,
) =>
  notify(
    tx,
    { side: 'enterprise', enterpriseId: claim.enterpriseId, permission: ORDER_PERMISSION },
    { kind, title, content, orderSn: order.sn },
  );

const toClaimDesk = (
  tx: Tx,
  claim: Parties,
  order: ClaimOrder,
  kind: MessageKind,
  title: string,
  content: string,
) =>
  notify(
    tx,
    { side: 'ensure_company', companyId: claim.ensureCompanyId, permission: CLAIM_PERMISSION },
    { kind, title, content, orderSn: order.sn },
  );

/** A new claim: the enterprise always; the guarantor's claim desk when the beneficiary raised it (a paper claim is the desk's own entry). */
export async function notifyClaimRaised(tx: Tx, claim: ClaimRow, order: ClaimOrder) {
  // Every claim, the beneficiary's or one recorded on paper, to the recipients of 理赔申请 (docs/order-push.md).
  await pushClaimRaised(tx, claim, order);
  await toEnterprise(
    tx,
    claim,
    order,
    'claim_raised',
    '您的保函收到索赔',
    `${claim.claimant}就您的保函提出了索赔（${about(claim, order)}），${order.ensureCompanyName}将受理审核，您可在理赔管理中查看并补充书面说明。`,
  );
  if (claim.source !== 'paper')
    await toClaimDesk(
      tx,
      claim,
      order,
      'claim_raised',
      '收到新的索赔申请',
      `${claim.claimant}通过${claim.source === 'platform' ? '交易平台' : '保函查验页'}提出索赔（${about(claim, order)}，申请人 ${order.enterpriseName}），请及时受理。`,
    );
}

export const notifyClaimAccepted = (tx: Tx, claim: ClaimRow, order: ClaimOrder) =>
  toEnterprise(
    tx,
    claim,
    order,
    'claim_accepted',
    '索赔已受理',
    `${order.ensureCompanyName}已受理针对您保函的索赔（${about(claim, order)}）。${claim.opinion ? `处理意见：${claim.opinion}` : ''}`,
  );

export const notifyClaimRejected = async (tx: Tx, claim: ClaimRow, order: ClaimOrder) => {
  await queuePlatformEventOf(tx, claim.orderId, 'claim_decided', claim.id);
  await toEnterprise(
    tx,
    claim,
    order,
    'claim_rejected',
    '索赔已驳回',
    `${order.ensureCompanyName}驳回了针对您保函的索赔（${about(claim, order)}）。驳回意见：${claim.opinion ?? ''}`,
  );
};

export const notifyClaimPaid = async (tx: Tx, claim: ClaimRow, order: ClaimOrder) => {
  await queuePlatformEventOf(tx, claim.orderId, 'claim_decided', claim.id);
  await toEnterprise(
    tx,
    claim,
    order,
    'claim_paid',
    '索赔已赔付',
    `${order.ensureCompanyName}已于 ${claim.payoutDate ?? ''} 就索赔赔付 ${claim.payoutAmount ?? ''} 元（${about(claim, order)}），保函剩余担保金额 ${remainingOf(order)} 元。`,
  );
};

export const notifyClaimStatement = (tx: Tx, claim: ClaimRow, order: ClaimOrder, author: string) =>
  toClaimDesk(
    tx,
    claim,
    order,
    'claim_statement',
    '理赔收到书面说明',
    `${order.enterpriseName}（${author}）就索赔补充了书面说明（${about(claim, order)}），请在理赔详情中查看。`,
  );
