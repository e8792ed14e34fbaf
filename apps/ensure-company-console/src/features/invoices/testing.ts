// Test data for the invoice desk, shaped by the contract (the stub's replies are parsed by the real
// transport with the response schemas, so a wrong shape fails the test).
import type { Invoice } from './invoice-queries';

/** An electronic ordinary VAT invoice at 待开票, for a paid bid e-letter. */
export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 31,
    order_sn: 'BH20261123100000123456',
    order_type: 'bid_e',
    project_name: '南京江北新区市政道路改造工程',
    enterprise_name: '江苏建工集团有限公司',
    ensure_company_name: '信达融资担保有限公司',
    kind: 'normal',
    medium: 'electronic',
    title: '江苏建工集团有限公司',
    tax_no: '91320100MA1XXXXX0A',
    bank_name: '',
    bank_account: '',
    address: '',
    phone: '',
    amount: '1200.00',
    status: 0,
    status_text: '待开票',
    email: 'finance@jsjg.example.com',
    receiver: null,
    remark: '',
    invoice_no: null,
    file_url: null,
    courier_company: null,
    tracking_no: null,
    push_error: null,
    void_reason: null,
    red_letter: null,
    issue_time: null,
    create_time: 1_763_870_400,
    update_time: 1_763_870_400,
    actions: ['issue', 'void'],
    ...overrides,
  };
}

/** A special VAT invoice mailed on paper (纸质专票): the title's bank and registration, the receiver. */
export function paperSpecialInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return invoice({
    id: 32,
    order_sn: 'BH20261123100000654321',
    order_type: 'bid_paper',
    kind: 'special',
    medium: 'paper',
    bank_name: '中国工商银行南京江北支行',
    bank_account: '4301012345678901234',
    address: '南京市江北新区浦滨路 88 号',
    phone: '025-58001234',
    email: '',
    receiver: { name: '李会计', mobile: '13800000009', address: '江苏省南京市鼓楼区中山路 100 号' },
    remark: '请随发票附清单',
    ...overrides,
  });
}

/** An electronic invoice whose e-mail push bounced (推送失败). */
export function pushFailedInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return invoice({
    status: 2,
    status_text: '推送失败',
    invoice_no: '04400123456789',
    file_url: '/uploads/2026/11/invoice-31.pdf?expires=1763880000&sig=abc',
    issue_time: 1_763_880_000,
    push_error: '收件邮箱不存在（550 mailbox unavailable）',
    actions: ['resend', 'void'],
    ...overrides,
  });
}
