// Test kit for the invoice screens: the apply kit's API stub (replies swappable per test, the
// request log per path), invoices, titles and invoiceable orders as the contract shapes them, the
// paper kit's address book, and a renderer mounting a page at a URL with a catch-all route that
// shows where the page navigated.
import { INVOICE_STATUS_TEXT } from '@bht/api-client';
import type { ComponentType } from 'react';
import { renderWithWhere } from '../../testing/route-harness';

export {
  addresses,
  fieldError,
  user,
  whereNow,
  withApplyStub,
} from '../paper-letters/paper-test-kit';

export const titles = [
  {
    id: 3,
    title: '南京建工集团有限公司',
    tax_no: '91320100MA1XXXXX0X',
    bank_name: '中国工商银行南京江北支行',
    bank_account: '4301012345678901',
    address: '南京市江北新区浦滨路 88 号',
    phone: '025-58000000',
    is_default: 1,
  },
  {
    id: 4,
    title: '南京建工集团第二工程有限公司',
    tax_no: '91320100MA2YYYYY1Y',
    bank_name: '',
    bank_account: '',
    address: '',
    phone: '',
    is_default: 0,
  },
];

export const orderOptions = [
  {
    order_sn: 'BH202611230001',
    type: 'bid_e',
    project_name: '南京市江北新区市政道路改造工程',
    ensure_company_name: '信达融资担保有限公司',
    amount: '1200.00',
    pay_time: 1_763_900_000,
  },
  {
    order_sn: 'PB202611240002',
    type: 'bid_paper',
    project_name: '苏州工业园区综合管廊工程',
    ensure_company_name: '信达融资担保有限公司',
    amount: '750.00',
    pay_time: 1_763_990_000,
  },
];

/** An invoice in `status` as getDetail answers; issued ones carry the number and the PDF. */
export function invoice(status: 0 | 1 | 2 | 3, extra: Record<string, unknown> = {}) {
  const issued = status === 1 || status === 2;
  return {
    id: 31,
    order_sn: 'BH202611230001',
    order_type: 'bid_e',
    project_name: '南京市江北新区市政道路改造工程',
    enterprise_name: '南京建工集团有限公司',
    ensure_company_name: '信达融资担保有限公司',
    kind: 'normal',
    medium: 'electronic',
    title: titles[0]!.title,
    tax_no: titles[0]!.tax_no,
    bank_name: titles[0]!.bank_name,
    bank_account: titles[0]!.bank_account,
    address: titles[0]!.address,
    phone: titles[0]!.phone,
    amount: '1200.00',
    status,
    status_text: INVOICE_STATUS_TEXT[status],
    email: 'finance@njjg.com',
    receiver: null,
    remark: '',
    invoice_no: issued ? '24320000000012345678' : null,
    file_url: issued ? '/uploads/2026/11/invoice-31.pdf?expires=1764000000&sig=abc' : null,
    courier_company: null,
    tracking_no: null,
    push_error: status === 2 ? '收件邮箱不存在（550 mailbox unavailable）' : null,
    void_reason: status === 3 ? '抬头填写错误，按企业要求作废' : null,
    red_letter: null,
    issue_time: issued ? 1_764_000_000 : null,
    create_time: 1_763_950_000,
    update_time: 1_763_950_000,
    actions: status === 0 ? ['modify'] : [],
    ...extra,
  };
}

/** A paper invoice mailed to the kit's default address. */
export const paperInvoice = (status: 0 | 1 | 2 | 3, extra: Record<string, unknown> = {}) =>
  invoice(status, {
    medium: 'paper',
    email: '',
    receiver: {
      name: '李明',
      mobile: '13900000007',
      address: '江苏省南京市江北新区 浦滨路 88 号 3 楼',
    },
    file_url: null,
    ...extra,
  });

/** Renders the page module `load` gives at `url`, logged in, as the route table mounts it. */
export async function renderInvoicePage(
  url: string,
  load: () => Promise<{ default: ComponentType<{ title: string }> }>,
  title = '页面',
) {
  const { default: Page } = await load();
  return renderWithWhere(url, <Page title={title} />);
}
