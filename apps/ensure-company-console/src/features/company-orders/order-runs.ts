// Each console order action as one run for useOrderAction: the call (silent: the screens show
// the outcome themselves) and the message on success. A paper letter's printable copy comes from
// the same calls as the e-letter's seal (letterSign / reLetterSign): the server prints a paper
// order's letter instead of sealing it.
import {
  companyHandleLetterStatus,
  companyHandleRefund,
  companyHandleReviewStatus,
  companyLetterSign,
  companyMailLetter,
  companyReLetterSign,
  type RequestOf,
} from '@bht/api-client';
import { api } from '../../app/api';
import type { LetterDrafting } from './letter-drafting';
import type { ActionRun } from './use-order-action';

const silent = { silent: true } as const;

export function orderRuns(order_sn: string) {
  const review =
    (action: 'approve' | 'reject', reason = '') =>
    () =>
      api.call(companyHandleReviewStatus, { order_sn, action, reason }, silent);
  const letter =
    (action: 'confirm_payment' | 'issue' | 'void', note = '') =>
    () =>
      api.call(companyHandleLetterStatus, { order_sn, action, note }, silent);
  const refund =
    (action: 'approve_refund' | 'refuse_refund', reason = '') =>
    () =>
      api.call(companyHandleRefund, { order_sn, action, reason }, silent);
  return {
    approve: (opinion = ''): ActionRun => ({
      action: 'approve',
      call: review('approve', opinion),
      success: '审核已通过，等待企业支付',
    }),
    reject: (reason: string): ActionRun => ({
      action: 'reject',
      call: review('reject', reason),
      success: '已驳回该订单',
    }),
    confirmPayment: (): ActionRun => ({
      action: 'confirm_payment',
      call: letter('confirm_payment'),
      success: '已确认线下收款',
    }),
    /** 保函签章 or 生成打印件: the same call, the server drafts what the order's type delivers. */
    draftLetter: ({ action, success }: LetterDrafting['make']): ActionRun => ({
      action,
      call: () => api.call(companyLetterSign, { order_sn }, silent),
      success,
    }),
    redraftLetter: ({ action, success }: LetterDrafting['remake'], reason: string): ActionRun => ({
      action,
      call: () => api.call(companyReLetterSign, { order_sn, reason }, silent),
      success,
    }),
    mail: (courier: Omit<RequestOf<typeof companyMailLetter>, 'order_sn'>): ActionRun => ({
      action: 'mail',
      call: () => api.call(companyMailLetter, { order_sn, ...courier }, silent),
      success: '保函原件已寄出',
    }),
    issue: (): ActionRun => ({ action: 'issue', call: letter('issue'), success: '保函已出函' }),
    void: (note: string): ActionRun => ({
      action: 'void',
      call: letter('void', note),
      success: '保函已作废',
    }),
    approveRefund: (): ActionRun => ({
      action: 'approve_refund',
      call: refund('approve_refund'),
      success: '已同意退款，保费已退还',
    }),
    refuseRefund: (reason: string): ActionRun => ({
      action: 'refuse_refund',
      call: refund('refuse_refund', reason),
      success: '已拒绝退款，订单继续出函',
    }),
  };
}
