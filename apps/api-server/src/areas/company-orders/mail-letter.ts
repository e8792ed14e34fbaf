// mailLetter, the issuing desk (待出函): the guarantor has printed the paper letter's copy, sealed
// it by hand and handed it to a courier (待寄送 → 已寄出). The courier, tracking number and date
// are recorded for the enterprise to follow; the letter is in force from the day it was mailed
// (docs/letters.md, "Paper letters").
import { companyMailLetter } from '@bht/api-client/contract';
import { conflict, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { letterMissing } from '../issuing/seal-letter';
import { transitionOrder } from '../orders/order-transitions';
import { companyOperator, companyScope } from './company-operator';
import { LETTER_EXPIRED } from './letter-status';
import { companyOrderDetail } from './order-detail';
import type { OrderRow } from '../../db/rows';
import { todayInChina } from '../../time/china-time';

export const MAILED_IN_FUTURE = '寄出日期不能晚于今天';
export const mailedBeforePayment = (paidOn: string) => `寄出日期不能早于付款日期（${paidOn}）`;

/** The mailing must follow the printed copy and the payment, and the letter must not have run out. */
function assertMailable(order: OrderRow, mailedOn: string, today: string): void {
  if (!order.letterUrl) throw conflict(letterMissing(order.type));
  if (mailedOn > today) throw fieldError('mailed_on', MAILED_IN_FUTURE);
  const paidOn = order.payTime ? todayInChina(order.payTime) : null;
  if (paidOn && mailedOn < paidOn) throw fieldError('mailed_on', mailedBeforePayment(paidOn));
  if (order.validTo && order.validTo < today) throw conflict(LETTER_EXPIRED);
}

export const companyMailLetterHandler = implement(
  companyMailLetter,
  async ({ order_sn, courier_company, tracking_no, mailed_on }, { db, config, caller }) => {
    const now = new Date();
    const updated = await transitionOrder(db, {
      sn: order_sn,
      scope: companyScope(caller),
      operator: await companyOperator(db, caller),
      action: 'mail',
      // The order log reads '寄出保函：顺丰速运，单号 SF1234567890'.
      note: `${courier_company}，单号 ${tracking_no}`,
      // Checked after permission and state, so an account without 待出函 learns nothing of the order.
      precondition: (order) => assertMailable(order, mailed_on, todayInChina(now)),
      // In force from the mailing date to the last day the printed letter states (set when printing).
      set: (order) => ({
        courierCompany: courier_company,
        trackingNo: tracking_no,
        mailedOn: mailed_on,
        issuedAt: now,
        validFrom: mailed_on,
        validTo: order.validTo,
      }),
    });
    return companyOrderDetail({ db, config }, updated, caller);
  },
);
