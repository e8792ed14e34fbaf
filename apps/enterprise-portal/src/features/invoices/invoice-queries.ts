// The invoice screens' reads: failures show in place (QueryState with 重试), so no toast repeats
// them, and a read cancelled by leaving the page is no error at all. Saving invalidates them all.
import {
  endpointQueryKey,
  invoiceGetDetail,
  invoiceGetList,
  invoiceGetOrderOptions,
  invoiceGetTitleList,
} from '@bht/api-client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { silentQueryOptions } from '../../app/silent-query';

export const useInvoiceTitles = () => useQuery(silentQueryOptions(invoiceGetTitleList, {}));
export const useInvoiceableOrders = () => useQuery(silentQueryOptions(invoiceGetOrderOptions, {}));
export const useInvoice = (id: number) => useQuery(silentQueryOptions(invoiceGetDetail, { id }));

/** After an invoice request is saved: the records, the detail and the orders still to invoice. */
export function invalidateInvoices(queryClient: QueryClient) {
  for (const endpoint of [invoiceGetList, invoiceGetDetail, invoiceGetOrderOptions])
    void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) });
}
