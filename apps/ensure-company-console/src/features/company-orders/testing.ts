// Test data for the order screens, shaped by the contract (the stub's replies are parsed by the
// real transport with the response schemas, so a wrong shape fails the test).
import type { OrderSummary } from '@bht/api-client';
import type { OrderDetail, OrderLogEntry } from './order-queries';

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 7,
    sn: 'BH20261123100000123456',
    type: 'bid_e',
    status: 1,
    status_text: '待审核',
    project_id: 3,
    project_name: '南京江北新区市政道路改造工程',
    enterprise_name: '江苏建工集团有限公司',
    ensure_company_id: 1,
    ensure_company_name: '信达融资担保有限公司',
    bid_bond_amount: '800000.00',
    premium: '1200.00',
    letter_no: null,
    create_time: 1_763_870_400,
    update_time: 1_763_874_000,
    project: {
      id: 3,
      name: '南京江北新区市政道路改造工程',
      number: 'JB-2026-0312',
      tender_unit: '南京江北新区建设局',
      trading_center: '南京市公共资源交易中心',
      bid_section: '一标段',
      region: '南京市',
      bid_bond_amount: '800000.00',
      bid_open_time: 1_764_900_000,
      deadline: 1_764_800_000,
      status: 1,
      accepts_paper: 1,
      contract: null,
    },
    pay_method: null,
    pay_time: null,
    pay_image: null,
    valid_from: null,
    valid_to: null,
    contract_url: '/uploads/2026/11/contract-signed.pdf',
    letter_url: null,
    letter_ofd_url: null,
    letter_digests: null,
    reject_reason: null,
    refund_refusal: null,
    delivery: null,
    entered: 0,
    platform: null,
    sealed_until_opening: 0,
    earlier_letters: [],
    terms: null,
    contact_name: '张三',
    contact_mobile: '13800000001',
    remark: '',
    actions: ['approve', 'reject'],
    ...overrides,
  };
}

/** A paper order (纸质投标保函): its receiving address, no courier yet. */
export function paperOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return orderDetail({
    type: 'bid_paper',
    delivery: {
      receiver_name: '李收件',
      receiver_mobile: '13800000009',
      receiver_address: '江苏省南京市鼓楼区中山路 100 号',
      courier_company: null,
      tracking_no: null,
      mailed_on: null,
      received_time: null,
    },
    ...overrides,
  });
}

/** The awarded contract on a performance or wage order's project. */
const awardedContract = {
  price: '8000000.00',
  employer: '南京江北新区建设投资集团有限公司',
  winner: '江苏建工集团有限公司',
  start_date: '2026-12-01',
  completion_date: '2027-11-30',
};

/** A performance (履约保函) or wage (农民工工资保函) order with its 保函条款, at 待审核. */
export function contractOrderDetail(
  type: 'performance' | 'worker',
  overrides: Partial<OrderDetail> = {},
): OrderDetail {
  const base = orderDetail();
  const performance = type === 'performance';
  return orderDetail({
    type,
    bid_bond_amount: performance ? '400000.00' : '200000.00',
    valid_from: '2026-12-01',
    valid_to: '2027-12-31',
    project: { ...base.project, contract: awardedContract },
    terms: {
      contract_price: '8000000.00',
      beneficiary: performance ? awardedContract.employer : '南京市江北新区人力资源和社会保障局',
      beneficiary_credit_code: performance ? '91320191MA1XXXXX0Y' : '',
      beneficiary_address: performance ? '南京市江北新区浦滨路 1 号' : '南京市江北新区天浦路 6 号',
      wage_share: performance ? null : '2.50',
      wording_request: '',
      contract_file: '/uploads/2026/11/construction-contract.pdf',
      award_notice_file: performance ? '/uploads/2026/11/award-notice.pdf' : null,
    },
    ...overrides,
  });
}

/** The list row of an order (the detail without its detail-only fields). */
export function orderSummaryOf(order: OrderDetail): OrderSummary {
  const {
    project: _p,
    actions: _a,
    pay_method: _m,
    pay_time: _t,
    pay_image: _i,
    valid_from: _f,
    valid_to: _v,
    contract_url: _c,
    letter_url: _l,
    letter_ofd_url: _lo,
    letter_digests: _ld,
    reject_reason: _r,
    refund_refusal: _rr,
    delivery: _d,
    entered: _e,
    terms: _terms,
    ...summary
  } = order;
  return summary;
}

export const createdLog: OrderLogEntry = {
  id: 1,
  from_status: null,
  to_status: 0,
  operator_type: 'enterprise',
  operator_name: '张三',
  note: '创建订单',
  create_time: 1_763_870_400,
};
export const signedLog: OrderLogEntry = {
  id: 2,
  from_status: 0,
  to_status: 1,
  operator_type: 'enterprise',
  operator_name: '张三',
  note: '签署合同',
  create_time: 1_763_874_000,
};
export const approvedLog: OrderLogEntry = {
  id: 3,
  from_status: 1,
  to_status: 2,
  operator_type: 'ensure_company',
  operator_name: '审核员李四',
  note: '审核通过',
  create_time: 1_763_880_000,
};

/** The fields of the last request to `path` the stub saw (form body or query). */
export function lastSent(seen: string[], path: string): URLSearchParams | undefined {
  const line = seen.filter((s) => s.split(' ')[1]?.startsWith(path)).at(-1);
  if (!line) return undefined;
  const [, url = '', body = ''] = line.split(' ');
  return new URLSearchParams(body || url.split('?')[1] || '');
}

export { closeOverlays } from '@bht/vitest-config/close-overlays';
