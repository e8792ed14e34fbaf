// Raising a claim on a letter (docs/after-issue.md, "Claims"), whoever enters it: the beneficiary
// on /verify or the guarantor recording a paper claim. The letter must be valid (in force, within
// its dates), nothing else open on it, the amount within what remains. The order row is locked
// while the claim is written, so two submissions at once give one claim and one 409 (the partial
// unique index claims_open_order_idx backs it). The enterprise's contact is texted by a claim.sms
// job enqueued with the claim (claim-sms-job.ts).
import { OPEN_CLAIM_STATUSES, type claimFieldsSchema } from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { claims, orders, projects, type ClaimAttachmentInfo } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, fieldError } from '../../http/app-error';
import { letterStanding } from '../issuing/letter-validity';
import { notifyClaimRaised } from '../messages/claim-events';
import { newOrderSn } from '../orders/order-view';
import { cents, remainingOf, type ClaimRow } from './claim-records';
import { enqueueClaimSms } from './claim-sms-job';
import type { OrderRow } from '../../db/rows';

export type ClaimFields = z.output<typeof claimFieldsSchema>;

export const CLAIM_OPEN = '该保函已有处理中的理赔，请等待担保机构处理完毕后再提出';
const NOTHING_REMAINS = '该保函的担保金额已全部赔付，不能再提出索赔';

/** Claim numbers: 'LP' + Beijing time + random digits, like order numbers. */
const newClaimSn = () => newOrderSn(new Date(), 'LP');

/** Why no claim can be raised on `order` now (read in `db`, or locked in a transaction), or null. */
export async function claimBlocked(db: Db | Tx, order: OrderRow): Promise<string | null> {
  const standing = letterStanding(order);
  if (!standing.valid) return `保函状态为「${standing.status_text}」，不能提出索赔`;
  if (cents(remainingOf(order)) <= 0n) return NOTHING_REMAINS;
  const [open] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.orderId, order.id), inArray(claims.status, [...OPEN_CLAIM_STATUSES])))
    .limit(1);
  return open ? CLAIM_OPEN : null;
}

/** Who a letter names as beneficiary: a bid letter the project's tender unit, the others their own. */
export async function letterBeneficiary(db: Db, order: OrderRow): Promise<string> {
  if (order.beneficiary) return order.beneficiary;
  const [project] = await db
    .select({ tenderUnit: projects.tenderUnit })
    .from(projects)
    .where(eq(projects.id, order.projectId))
    .limit(1);
  return project?.tenderUnit ?? '';
}

export interface NewClaim {
  order: OrderRow;
  /** The beneficiary on /verify, the guarantor recording a paper claim, or a trading platform. */
  source: 'verify' | 'paper' | 'platform';
  /** The console account that recorded a paper claim. */
  recordedBy: number | null;
  fields: ClaimFields;
  /** Stored paths of the attachments, already checked as the claimant's. */
  attachments: string[];
  /** A trading platform's names and types of its attachments, by path. */
  attachmentInfo?: Record<string, ClaimAttachmentInfo>;
}

async function insertClaim(
  tx: Tx,
  { order: read, source, recordedBy, fields, attachments, attachmentInfo }: NewClaim,
): Promise<{ claim: ClaimRow; order: OrderRow }> {
  // Locked: a concurrent claim, payout or ending of the letter waits for this one.
  const [order] = await tx.select().from(orders).where(eq(orders.id, read.id)).for('update');
  const blocked = await claimBlocked(tx, order!);
  if (blocked) throw conflict(blocked);
  const remaining = remainingOf(order!);
  if (cents(fields.amount) > cents(remaining))
    throw fieldError('amount', `索赔金额不能超过保函剩余担保金额 ${remaining} 元`);
  const [claim] = await tx
    .insert(claims)
    .values({
      sn: newClaimSn(),
      orderId: order!.id,
      enterpriseId: order!.enterpriseId,
      ensureCompanyId: order!.ensureCompanyId,
      source,
      recordedBy,
      claimant: fields.claimant,
      contactName: fields.contact_name,
      contactMobile: fields.contact_mobile,
      amount: fields.amount,
      reason: fields.reason,
      bankAccountName: fields.bank_account_name,
      bankName: fields.bank_name,
      bankAccountNo: fields.bank_account_no,
      attachments,
      attachmentInfo,
    })
    .returning();
  await notifyClaimRaised(tx, claim!, order!);
  await enqueueClaimSms(tx, claim!.id);
  return { claim: claim!, order: order! };
}

/** Raises the claim: tells both sides in-app and queues the text to the enterprise's contact. */
export async function raiseClaim(db: Db, request: NewClaim): Promise<ClaimRow> {
  try {
    return (await db.transaction((tx) => insertClaim(tx, request))).claim;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CLAIM_OPEN);
    throw error;
  }
}
