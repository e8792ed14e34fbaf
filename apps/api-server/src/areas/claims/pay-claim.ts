// Recording the payout of an accepted claim (payClaim, permission 理赔; docs/after-issue.md): the
// amount (at most the claim's and what the letter still covers), the day it was paid (not in the
// future, not before the claim was raised, China time), the voucher (an upload of the company,
// its content checked) and an optional opinion (the claim's 处理意见 and its log note). One transaction locks the order row, adds to orders.paid_out and takes the
// claim's `pay` transition to 已赔付 (record-transitions.ts, with its record_logs row); a payout of
// all that remained ends the letter (transition pay_out → 履约终止, reason paid_out) in the same
// transaction. Two payouts at once: the second waits for the lock and finds the claim paid (409);
// the check constraint on paid_out backs the amount.
import { CLAIM_MACHINE, companyPayClaim, isLetterInForce } from '@bht/api-client/contract';
import { formatCents, normalizeMoney } from '@bht/validators';
import { eq } from 'drizzle-orm';
import { claims, orders } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { companyOperator } from '../company-orders/company-operator';
import { notifyClaimPaid } from '../messages/claim-events';
import { transitionOrder, type Operator } from '../orders/order-transitions';
import { findCheckedUpload } from '../uploads/checked-upload';
import { fileLinks } from '../../http/file-links';
import { claimScopeOf } from './claim-desk';
import { checkRecordAction, transitionRecord } from '../records/record-transitions';
import { cents, claimView, findClaim, remainingOf, type ClaimRecord } from './claim-records';
import type { OrderRow } from '../../db/rows';
import type { Tx } from '../../db/client';
import { todayInChina } from '../../time/china-time';
import { isCalendarDay } from '../../db/conditions';

const BAD_VOUCHER = '赔付凭证无效，请上传本机构上传的图片或 PDF 文件';

/** The payout day: a real day from the day the claim was raised up to today (China time); else a field error. */
function checkPaidOn(day: string, { claim }: ClaimRecord, today = todayInChina()) {
  if (!isCalendarDay(day)) throw fieldError('paid_on', '赔付日期不是有效日期');
  if (day > today) throw fieldError('paid_on', '赔付日期不能晚于今天');
  const raisedOn = todayInChina(claim.createdAt);
  if (day < raisedOn) throw fieldError('paid_on', `赔付日期不能早于索赔提出日期 ${raisedOn}`);
}

interface Payout {
  amount: string;
  paidOn: string;
  voucher: string;
}

/**
 * Adds the payout to the locked order: the letter ends when nothing remains and it is still in
 * force (one that expired meanwhile keeps its ending); returns the order as updated.
 */
async function payOutOfLetter(
  tx: Tx,
  order: OrderRow,
  payout: Payout,
  operator: Operator,
  claimSn: string,
): Promise<OrderRow> {
  const paidOut = formatCents(cents(order.paidOut) + cents(payout.amount));
  if (cents(paidOut) === cents(order.bidBondAmount) && isLetterInForce(order.type, order.status)) {
    // transitionOrder inside this transaction (a savepoint): the ending, its log row and message commit with the payout.
    return transitionOrder(tx, {
      sn: order.sn,
      scope: { companyId: order.ensureCompanyId },
      operator,
      action: 'pay_out',
      note: `理赔 ${claimSn} 赔付 ${payout.amount} 元`,
      set: () => ({ paidOut, endReason: 'paid_out', endedOn: payout.paidOn }),
    });
  }
  const [updated] = await tx
    .update(orders)
    .set({ paidOut, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

export const payClaimHandler = implement(
  companyPayClaim,
  async (input, { db, caller, config, providers }) => {
    const scope = claimScopeOf(caller);
    const record = await findClaim(db, scope, input.id);
    const operator = await companyOperator(db, caller);
    checkRecordAction(CLAIM_MACHINE, record.claim.status, { operator, action: 'pay' });
    const amount = normalizeMoney(input.amount);
    if (cents(amount) > cents(record.claim.amount))
      throw fieldError('amount', `赔付金额不能超过索赔金额 ${record.claim.amount} 元`);
    checkPaidOn(input.paid_on, record);
    const voucher = await findCheckedUpload(db, providers.storage, input.voucher, caller);
    if (!voucher) throw fieldError('voucher', BAD_VOUCHER);
    const payout = { amount, paidOn: input.paid_on, voucher: voucher.url };

    await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, record.claim.orderId))
        .for('update');
      const remaining = remainingOf(order!);
      if (cents(amount) > cents(remaining))
        throw fieldError('amount', `赔付金额不能超过保函剩余担保金额 ${remaining} 元`);
      const paid = await transitionRecord(tx, {
        machine: CLAIM_MACHINE,
        table: claims,
        id: record.claim.id,
        action: 'pay',
        operator,
        note: input.opinion ? `${amount} 元；${input.opinion}` : `${amount} 元`,
        set: {
          // A payout's opinion replaces the one given on acceptance; without one, that one stays.
          ...(input.opinion ? { opinion: input.opinion } : {}),
          payoutAmount: amount,
          payoutDate: payout.paidOn,
          payoutVoucher: payout.voucher,
          paidAt: new Date(),
        },
      });
      const updated = await payOutOfLetter(tx, order!, payout, operator, paid.sn);
      await notifyClaimPaid(tx, paid, { ...record.order, paidOut: updated.paidOut });
    });
    return claimView(db, scope, input.id, fileLinks(config));
  },
);
