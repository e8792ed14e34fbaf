// Each console order action as one run for useOrderAction: the call (silent: the screens show
// the outcome themselves) and the message on success.
import { companyHandleLetterStatus, companyHandleRefund, companyHandleReviewStatus, companyLetterSign, companyReLetterSign } from '@bht/api-client';
import { api } from '../../app/api';
import type { OrderActionRun } from './use-order-action';

const silent = { silent: true } as const;

export function orderRuns(order_sn: string) {
  const review = (action: 'approve' | 'reject', reason = '') => () => api.call(companyHandleReviewStatus, { order_sn, action, reason }, silent);
  const letter = (action: 'confirm_payment' | 'issue' | 'void', note = '') => () => api.call(companyHandleLetterStatus, { order_sn, action, note }, silent);
  const refund = (action: 'approve_refund' | 'refuse_refund', reason = '') => () => api.call(companyHandleRefund, { order_sn, action, reason }, silent);
  return {
    approve: (opinion = ''): OrderActionRun => ({ action: 'approve', call: review('approve', opinion), success: '审核已通过，等待企业支付' }),
    reject: (reason: string): OrderActionRun => ({ action: 'reject', call: review('reject', reason), success: '已驳回该订单' }),
    confirmPayment: (): OrderActionRun => ({ action: 'confirm_payment', call: letter('confirm_payment'), success: '已确认线下收款' }),
    signLetter: (): OrderActionRun => ({ action: 'sign_letter', call: () => api.call(companyLetterSign, { order_sn }, silent), success: '保函签章完成' }),
    reSignLetter: (reason: string): OrderActionRun => ({ action: 're_sign_letter', call: () => api.call(companyReLetterSign, { order_sn, reason }, silent), success: '保函已重新签章' }),
    issue: (): OrderActionRun => ({ action: 'issue', call: letter('issue'), success: '保函已出函' }),
    void: (note: string): OrderActionRun => ({ action: 'void', call: letter('void', note), success: '保函已作废' }),
    approveRefund: (): OrderActionRun => ({ action: 'approve_refund', call: refund('approve_refund'), success: '已同意退款，保费已退还' }),
    refuseRefund: (reason: string): OrderActionRun => ({ action: 'refuse_refund', call: refund('refuse_refund', reason), success: '已拒绝退款，订单继续出函' }),
  };
}
