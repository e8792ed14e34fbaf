// Samples for the performance and wage application screens' tests: an awarded project, the
// guarantors offering the type with their premium, a quote, and an order under edit with its terms.
// The API stub and renderer are the apply kit's.
import { orderStatusText } from '@bht/api-client';
import type { ComponentType } from 'react';
import {
  offers as bidOffers,
  order,
  ORDER_SN,
  project as tender,
  renderApplyPage,
} from '../letters/apply-test-kit';

export { fieldError, ORDER_SN, user, whereNow, withApplyStub } from '../letters/apply-test-kit';

export const awardedProject = {
  ...tender,
  id: 15,
  name: '江北新区市民中心二期施工总承包',
  number: 'JBXQ-SG-2026-015',
  contract: {
    price: '12000000.00',
    employer: '南京江北新区建设投资集团有限公司',
    winner: '南京示例建设有限公司',
    start_date: '2026-12-01',
    completion_date: '2027-11-30',
  },
};

export const projectPage = (list: unknown[], total = list.length, page = 1) => ({
  data: { list, total, page, limit: 10 },
});

/** The guarantors offering the type, with the premium for `amount` (rate 0.80 %, minimum ¥1,000). */
export const contractOffers = (amount = 0) =>
  bidOffers.map((offer, i) => ({
    ...offer,
    premium_rate: i === 0 ? '0.0080' : '0.0100',
    min_premium: '1000.00',
    premium: Math.max(amount * (i === 0 ? 0.008 : 0.01), 1000).toFixed(2),
  }));

export const quote = (amount: string, premium: string) => ({
  data: {
    amount: Number(amount).toFixed(2),
    premium,
    premium_rate: '0.0080',
    min_premium: '1000.00',
    rule: `担保金额 ¥${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} × 费率 0.80% = ¥${Number(premium).toLocaleString('en-US', { minimumFractionDigits: 2 })}（最低保费 ¥1,000.00）`,
  },
});

export const created = { data: { order_id: 9, order_sn: ORDER_SN, status: 0, premium: '8000.00' } };

/** An application of `type` in `status` as the detail (and performance editLetter GET) answer it. */
export function contractOrder(
  type: 'performance' | 'worker',
  status = 0,
  terms: Record<string, unknown> = {},
) {
  return {
    ...order(status, orderStatusText(status)),
    type,
    project_id: awardedProject.id,
    project_name: awardedProject.name,
    project: awardedProject,
    bid_bond_amount: type === 'performance' ? '1000000.00' : '360000.00',
    premium: '8000.00',
    valid_from: '2026-12-01',
    valid_to: '2027-12-30',
    terms: {
      contract_price: awardedProject.contract.price,
      beneficiary:
        type === 'performance'
          ? awardedProject.contract.employer
          : '南京市江北新区人力资源和社会保障局',
      beneficiary_credit_code: type === 'performance' ? '91320191MA1MXXXX1X' : '',
      beneficiary_address: '南京市江北新区浦滨路 150 号',
      wage_share: type === 'worker' ? '3.00' : null,
      wording_request: '',
      contract_file: '/uploads/2026/11/contract.pdf?expires=1&sig=a',
      award_notice_file:
        type === 'performance' ? '/uploads/2026/11/notice.pdf?expires=1&sig=b' : null,
      ...terms,
    },
  };
}

type PageModule = { default: ComponentType<{ title: string }> };

export const renderPage = (url: string, page: () => Promise<PageModule>, title = '页面') =>
  renderApplyPage(url, page, { title });

/** A file for the hidden input of a FileUpload labelled `label`. */
export const pdf = (name: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
