// Where the invoice screens live (spec §2 /invoice…): the records, the request form (optionally for
// one order), its edit while pending, one invoice's detail, the title book and the address book.
import { withQuery } from '../letters/apply-steps';

export const invoicePaths = {
  list: '/invoice/index',
  /** The records found by an order number (an invoice message names its order, not the invoice). */
  ofOrder: (orderSn: string) => withQuery('/invoice/index', { keyword: orderSn }),
  apply: (orderSn?: string) => withQuery('/invoice/askfor', { order_sn: orderSn }),
  modify: (id: number) => withQuery('/invoice/modify', { id }),
  detail: (id: number) => withQuery('/invoice/voicedetail', { id }),
  titles: '/invoice/management',
  addresses: '/invoice/adders',
};
