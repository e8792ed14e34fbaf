// Test kit for the performance and wage letters' pages after the form: both families as the tests
// iterate them (type, API area, paths), orders as their getLetterDetail answers them (awarded
// contract, terms, the actions the type's table offers the enterprise), the stub's routes of a
// family, and a renderer mounting one page (as the route table does) at a URL.
import { letterMachine, orderStatusText, type LetterType } from '@bht/api-client';
import { renderWithWhere } from '../../testing/route-harness';
import { order, ORDER_SN, user } from '../letters/apply-test-kit';
import { performancePaths, workerPaths, type ContractLetterPaths } from './contract-letter-paths';
import type { ContractLetterPageName } from './contract-letter-order-pages';

export {
  ORDER_SN,
  orderStatus,
  user,
  whereNow,
  withApplyStub,
  fieldError,
} from '../letters/apply-test-kit';

export interface FamilyCase {
  type: 'performance' | 'worker';
  /** The family's API area, e.g. /api/performance_letter. */
  api: string;
  paths: ContractLetterPaths;
  name: string;
  /** The list page's title (as the route table names it). */
  listTitle: string;
}

export const FAMILY_CASES: readonly FamilyCase[] = [
  {
    type: 'performance',
    api: '/api/performance_letter',
    paths: performancePaths,
    name: '履约保函',
    listTitle: '我的履约保函',
  },
  {
    type: 'worker',
    api: '/api/worker_letter',
    paths: workerPaths,
    name: '农民工工资保函',
    listTitle: '我的农民工工资保函',
  },
];

/** What the server offers the enterprise in `status`: its table's enterprise transitions from there. */
export const enterpriseActions = (type: LetterType, status: number) =>
  letterMachine(type)
    .machine.actions.filter(
      (t) => t.actor === 'enterprise' && (t.from as readonly number[]).includes(status),
    )
    .map((t) => t.action);

const contract = {
  price: '20000000.00',
  employer: '南京市江北新区建设局',
  winner: '南京示例建设有限公司',
  start_date: '2026-12-01',
  completion_date: '2028-06-30',
};

const termsOf = (type: FamilyCase['type']) =>
  type === 'performance'
    ? {
        contract_price: '20000000.00',
        beneficiary: '南京市江北新区建设局',
        beneficiary_credit_code: '11320191MB1234567X',
        beneficiary_address: '南京市江北新区浦滨路 150 号',
        wage_share: null,
        wording_request: '',
        contract_file: '/uploads/2026/11/contract-scan.pdf',
        award_notice_file: '/uploads/2026/11/award-notice.pdf',
      }
    : {
        contract_price: '20000000.00',
        beneficiary: '南京市江北新区人力资源和社会保障局',
        beneficiary_credit_code: '',
        beneficiary_address: '',
        wage_share: '2.50',
        wording_request: '请在保函中注明工资专户账号',
        contract_file: null,
        award_notice_file: null,
      };

/** An order of the family in `status` as its getLetterDetail answers. */
export function contractOrder(
  type: FamilyCase['type'],
  status: number,
  extra: Record<string, unknown> = {},
) {
  const base = order(status, orderStatusText(status));
  return {
    ...base,
    type,
    bid_bond_amount: type === 'performance' ? '1000000.00' : '500000.00',
    premium: type === 'performance' ? '8000.00' : '2500.00',
    project: { ...base.project, contract },
    valid_from: '2026-12-01',
    valid_to: '2028-12-31',
    contract_url: status >= 1 ? '/uploads/contracts/LY1-signed.pdf' : null,
    terms: termsOf(type),
    actions: enterpriseActions(type, status),
    ...extra,
  };
}

export const summaryOf = (type: FamilyCase['type'], sn: string, status: number) => {
  const {
    project: _p,
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
    terms: _s,
    actions: _a,
    ...summary
  } = contractOrder(type, status);
  return { ...summary, sn, id: Number(sn.slice(-4)) };
};

export const payInfo = (sn = ORDER_SN) => ({
  data: {
    order_sn: sn,
    amount: '8000.00',
    subject: '保函保费',
    bank: {
      account_name: '江苏信达融资担保有限公司',
      account_no: '3201 0000 9999',
      bank_name: '中国银行南京分行',
    },
    online_pay: 1,
    checkout_methods: ['wechat_native', 'wechat_h5', 'alipay_page', 'alipay_wap'],
    wechat: null,
  },
});

export const loggedIn = () => ({ '/api/enterprise/getUserInfo': { data: user() } });

/** Renders the family's page `name` at `url`, logged in, as the route table mounts it. */
export async function renderOrderPage(
  type: FamilyCase['type'],
  name: ContractLetterPageName,
  url: string,
  title = '页面',
) {
  const { loadContractLetterPage } = await import('./contract-letter-order-pages');
  const { default: Page } = await loadContractLetterPage(type, name);
  return renderWithWhere(url, <Page title={title} />);
}
