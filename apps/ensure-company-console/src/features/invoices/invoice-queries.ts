// The desk's queries (the list by status, one invoice) and its actions: each a silent call whose
// outcome the desk shows, then a refresh of the open invoice, its log and every list page and count, since
// an action moves the invoice from one tab to another. Enterprises change their requests too
// (modify while 待开票), so the desk reads afresh whenever it opens one.
import {
  companyGetInvoiceDetail,
  companyGetInvoiceList,
  companyGetInvoiceLog,
  companyIssueInvoice,
  companyResendInvoice,
  companyVoidInvoice,
  endpointQueryKey,
  endpointQueryOptions,
  InvoiceStatus,
  type RequestOf,
  type ResponseOf,
} from '@bht/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api';
import { FRESH_ON_OPEN } from '../company-orders/order-queries';
import { useDeskAction, type ActionRun } from '../company-orders/use-order-action';

export type Invoice = ResponseOf<typeof companyGetInvoiceDetail>;
export type InvoiceListRequest = RequestOf<typeof companyGetInvoiceList>;
export type IssueFields = Omit<RequestOf<typeof companyIssueInvoice>, 'id'>;
export type VoidFields = Omit<RequestOf<typeof companyVoidInvoice>, 'id'>;

export const invoiceListQuery = (input: InvoiceListRequest) => ({
  ...endpointQueryOptions(api, companyGetInvoiceList, input),
  ...FRESH_ON_OPEN,
});
export const invoiceDetailQuery = (id: number) => ({
  ...endpointQueryOptions(api, companyGetInvoiceDetail, { id }),
  ...FRESH_ON_OPEN,
});

export const invoiceLogQuery = (id: number) => ({
  ...endpointQueryOptions(api, companyGetInvoiceLog, { id }),
  ...FRESH_ON_OPEN,
});

function useRefreshInvoices(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: endpointQueryKey(companyGetInvoiceDetail, { id }),
        }),
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetInvoiceLog, { id }) }),
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetInvoiceList) }),
      ]).then(() => undefined),
    [queryClient, id],
  );
}

export function useInvoiceAction(id: number) {
  return useDeskAction(useRefreshInvoices(id), '发票状态已变更');
}

/** An e-mail push that failed is done but not delivered: said as a warning instead of the success. */
const pushFailure = (lead: string) => (result: unknown) => {
  const invoice = result as Invoice;
  return invoice.status === InvoiceStatus.PUSH_FAILED
    ? `${lead}：${invoice.push_error ?? '邮件发送失败'}。可稍后重新推送`
    : null;
};

const silent = { silent: true } as const;

export function invoiceRuns(invoice: Pick<Invoice, 'id' | 'medium'>) {
  const { id } = invoice;
  return {
    issue: (fields: IssueFields): ActionRun => ({
      action: 'issue',
      call: () => api.call(companyIssueInvoice, { id, ...fields }, silent),
      success:
        invoice.medium === 'electronic' ? '发票已开具，已发送至企业邮箱' : '发票已开具，已登记寄出',
      warning: pushFailure('发票已开具，但邮件推送失败'),
    }),
    resend: (): ActionRun => ({
      action: 'resend',
      call: () => api.call(companyResendInvoice, { id }, silent),
      success: '发票已重新推送至企业邮箱',
      warning: pushFailure('重新推送仍未成功'),
    }),
    void: (fields: VoidFields): ActionRun => ({
      action: 'void',
      call: () => api.call(companyVoidInvoice, { id, ...fields }, silent),
      success: '发票已作废',
    }),
  };
}
