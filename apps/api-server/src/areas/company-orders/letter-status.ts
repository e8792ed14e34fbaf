// handleLetterStatus, the issuing desk (待出函): confirm an offline transfer, issue the sealed
// e-letter or void a letter in force. Where each leads is the order's letter-type table (e-letter
// 2 → 3, 3 → 4, 4 → 6; paper 2 → 10, 11/12 → 6; issue is no paper action: 409).
// docs/state-machines.md and docs/letters.md.
import { companyHandleLetterStatus } from '@bht/api-client/contract';
import { conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { letterMissing } from '../issuing/seal-letter';
import { letterWording } from '../issuing/letter-wording';
import { hasPaymentEvidence } from '../orders/order-view';
import { writeOfflineAttempt } from '../payments/pay-logs';
import { transitionOrder, type TransitionRequest } from '../orders/order-transitions';
import { companyOperator, companyScope } from './company-operator';
import { companyOrderDetail } from './order-detail';
import { todayInChina } from '../../time/china-time';

export const PAY_IMAGE_MISSING = '企业尚未上传转账凭证';
export const LETTER_EXPIRED = '保函有效期已届满，不能出函';

type LetterAction = 'confirm_payment' | 'issue' | 'void';
type ActionRules = Pick<TransitionRequest, 'precondition' | 'set' | 'within'>;

function rulesFor(
  action: LetterAction,
  note: string,
  operatorName: string,
  now: Date,
): ActionRules {
  switch (action) {
    case 'confirm_payment':
      return {
        precondition: (order) => {
          if (!hasPaymentEvidence(order)) throw conflict(PAY_IMAGE_MISSING);
        },
        set: () => ({ payMethod: 'offline', payTime: now }),
        // The pending attempt addPayImage opened becomes paid, its voucher note kept.
        within: (tx, updated) =>
          writeOfflineAttempt(tx, updated, 'paid', `担保机构确认线下收款（${operatorName}）`, true),
      };
    case 'issue':
      return {
        precondition: (order) => {
          if (!order.letterUrl) throw conflict(letterMissing(order.type));
          if (order.validTo && order.validTo < todayInChina(now)) throw conflict(LETTER_EXPIRED);
        },
        // In force to the last day the sealed letter states (set when sealing); from the day it is
        // issued for a bid letter, from the first day applied for (and printed) for the others.
        set: (order) => ({
          issuedAt: now,
          validFrom:
            letterWording(order.type).validity === 'bid' ? todayInChina(now) : order.validFrom,
          validTo: order.validTo,
        }),
      };
    case 'void':
      return { set: () => ({ voidReason: note }) };
  }
}

export const companyHandleLetterStatusHandler = implement(
  companyHandleLetterStatus,
  async ({ order_sn, action, note }, { db, config, caller }) => {
    const operator = await companyOperator(db, caller);
    const updated = await transitionOrder(db, {
      sn: order_sn,
      scope: companyScope(caller),
      operator,
      action,
      note,
      ...rulesFor(action, note, operator.name, new Date()),
    });
    return companyOrderDetail({ db, config }, updated, caller);
  },
);
