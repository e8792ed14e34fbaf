// Test kit for the claim screens: the apply kit's API stub (replies swappable per test, the request
// log per path), claims as the contract shapes them, and a renderer mounting a page at a URL with
// a catch-all route that shows where the page navigated.
import { CLAIM_STATUS_TEXT } from '@bht/api-client';
import { configure } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithWhere } from '../../testing/route-harness';

// A page's first render loads its lazy modules, the session and its data, and a confirmation closes
// with an animation: on a busy machine that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export { fieldError, user, whereNow, withApplyStub } from '../paper-letters/paper-test-kit';

/** A claim in `status` as getDetail answers; a paid one carries the payout, a rejected one the opinion. */
export function claim(status: 0 | 1 | 2 | 3, extra: Record<string, unknown> = {}) {
  const paid = status === 2;
  return {
    id: 51,
    sn: 'LP202612010001',
    order_sn: 'BH202611230001',
    order_type: 'bid_e',
    letter_no: 'XD-2026-000001',
    project_name: '南京市江北新区市政道路改造工程',
    enterprise_name: '南京建工集团有限公司',
    ensure_company_name: '信达融资担保有限公司',
    guaranteed_amount: '800000.00',
    paid_out: paid ? '300000.00' : '0.00',
    remaining: paid ? '500000.00' : '800000.00',
    source: 'verify',
    claimant: '南京江北新区建设局',
    contact_name: '陈主任',
    contact_mobile: '13900000011',
    amount: '300000.00',
    reason: '中标后无正当理由拒绝签订合同',
    bank_account_name: '南京江北新区建设局',
    bank_name: '中国银行南京江北支行',
    bank_account_no: '6216600000001234',
    attachments: [{ url: '/uploads/2026/12/4e7d0c9a.pdf?expires=1&sig=a', name: '中标通知书.pdf' }],
    status,
    status_text: CLAIM_STATUS_TEXT[status],
    opinion: status === 3 ? '索赔事实不成立' : status >= 1 ? '经核实，同意受理' : null,
    payout_amount: paid ? '300000.00' : null,
    payout_date: paid ? '2026-12-10' : null,
    payout_voucher: paid ? '/uploads/claims/voucher.pdf?sig=b' : null,
    statements: [],
    create_time: 1_764_500_000,
    handle_time: status === 0 ? null : 1_764_600_000,
    actions: status <= 1 ? ['statement'] : [],
    ...extra,
  };
}

/** Renders the page module `load` gives at `url`, logged in, as the route table mounts it. */
export async function renderClaimPage(
  url: string,
  load: () => Promise<{ default: ComponentType<{ title: string }> }>,
  title = '页面',
) {
  const { default: Page } = await load();
  return renderWithWhere(url, <Page title={title} />);
}
