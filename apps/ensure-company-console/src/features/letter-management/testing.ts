// Test data for letter management, shaped by the contract (the stub's replies are parsed by the
// real transport with the response schemas, so a wrong shape fails the test).
import type { Claim } from '../claims/claim-queries';
import type { LetterEvent, LetterRecord } from './letter-queries';
import type { Surrender } from '../surrenders/surrender-queries';

/** A bid e-letter in force, 45 days left. */
export function letterRecord(overrides: Partial<LetterRecord> = {}): LetterRecord {
  return {
    id: 7,
    sn: 'BH20261123100000123456',
    type: 'bid_e',
    status: 4,
    status_text: '已出函',
    project_id: 3,
    project_name: '南京江北新区市政道路改造工程',
    enterprise_name: '江苏建工集团有限公司',
    ensure_company_id: 1,
    ensure_company_name: '信达融资担保有限公司',
    bid_bond_amount: '800000.00',
    premium: '1200.00',
    letter_no: 'TBBH2026112300000001',
    create_time: 1_763_870_400,
    update_time: 1_763_874_000,
    valid_from: '2026-11-23',
    valid_to: '2027-01-10',
    days_left: 45,
    end_reason: null,
    end_reason_text: null,
    ended_on: null,
    paid_out: '0.00',
    remaining: '800000.00',
    open_surrender: 0,
    open_claim: 0,
    ...overrides,
  };
}

/** The same letter ended by a surrender. */
export function endedLetter(overrides: Partial<LetterRecord> = {}): LetterRecord {
  return letterRecord({
    status: 13,
    status_text: '履约终止',
    days_left: null,
    end_reason: 'surrendered',
    end_reason_text: '退保',
    ended_on: '2026-11-26',
    ...overrides,
  });
}

/** A withdrawal (投标截止前撤回投标) waiting at 待处理. */
export function surrender(overrides: Partial<Surrender> = {}): Surrender {
  return {
    id: 51,
    sn: 'TB20261125000001',
    order_sn: 'BH20261123100000123456',
    order_type: 'bid_e',
    letter_no: 'TBBH2026112300000001',
    project_name: '南京江北新区市政道路改造工程',
    enterprise_name: '江苏建工集团有限公司',
    ensure_company_name: '信达融资担保有限公司',
    amount: '800000.00',
    premium: '1200.00',
    valid_to: '2027-12-31',
    ground: 'withdraw',
    ground_text: '投标截止前撤回投标',
    reason: '公司决定不再参与本项目投标',
    proof_file: null,
    status: 0,
    status_text: '待处理',
    applicant_name: '张三',
    opinion: null,
    cease_date: null,
    refund: 0,
    refund_note: null,
    handler_name: null,
    create_time: 1_764_000_000,
    handle_time: null,
    actions: ['approve', 'refuse'],
    ...overrides,
  };
}

/** A claim raised on /verify, 待受理. */
export function claim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 61,
    sn: 'LP20261126000001',
    order_sn: 'BH20261123100000123456',
    order_type: 'bid_e',
    letter_no: 'TBBH2026112300000001',
    project_name: '南京江北新区市政道路改造工程',
    enterprise_name: '江苏建工集团有限公司',
    ensure_company_name: '信达融资担保有限公司',
    guaranteed_amount: '800000.00',
    paid_out: '0.00',
    remaining: '800000.00',
    source: 'verify',
    claimant: '南京江北新区建设局',
    contact_name: '王科长',
    contact_mobile: '13800000002',
    amount: '300000.00',
    reason: '中标人无正当理由拒签合同',
    bank_account_name: '南京江北新区建设局',
    bank_name: '中国银行南京江北支行',
    bank_account_no: '6216600000000001',
    attachments: [
      { url: '/uploads/2026/11/9b31f04c7e2a.pdf?expires=1&sig=a', name: '拒签证明.pdf' },
    ],
    status: 0,
    status_text: '待受理',
    opinion: null,
    payout_amount: null,
    payout_date: null,
    payout_voucher: null,
    statements: [
      {
        id: 1,
        author_type: 'enterprise',
        author_name: '张三',
        content: '我司已于 11 月 20 日提交合同签署意见',
        create_time: 1_764_100_000,
      },
    ],
    create_time: 1_764_090_000,
    handle_time: null,
    actions: ['accept', 'reject'],
    ...overrides,
  };
}

export const issuedEvent: LetterEvent = {
  time: 1_763_874_000,
  kind: 'order',
  title: '保函出函',
  note: '出函',
  operator_name: '出函员王五',
};
export const surrenderEvent: LetterEvent = {
  time: 1_764_000_000,
  kind: 'surrender',
  title: '申请退保',
  note: '投标截止前撤回投标',
  operator_name: '张三',
};
export const claimEvent: LetterEvent = {
  time: 1_764_090_000,
  kind: 'claim',
  title: '受益人索赔',
  note: '索赔金额 ¥300,000.00',
  operator_name: '南京江北新区建设局',
};
export const payoutEvent: LetterEvent = {
  time: 1_764_200_000,
  kind: 'payout',
  title: '登记赔付',
  note: '赔付 ¥300,000.00',
  operator_name: '理赔员赵六',
};
export const statementEvent: LetterEvent = {
  time: 1_764_100_000,
  kind: 'statement',
  title: '企业书面说明',
  note: '我司已于 11 月 20 日提交合同签署意见',
  operator_name: '张三',
};
