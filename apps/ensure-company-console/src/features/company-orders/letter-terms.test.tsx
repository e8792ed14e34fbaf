// 保函条款 on the console's order detail (the review screen of e-letter families) for performance and
// wage orders, through the real transport against a local HTTP server: contract price, guaranteed
// amount, validity, beneficiary with credit code and address, the wage share, the links to the
// private 施工合同 / 中标通知书, and a custom wording request in a warning box the reviewer cannot miss.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import type { OrderDetail } from './order-queries';
import {
  closeOverlays,
  contractOrderDetail,
  createdLog,
  lastSent,
  orderDetail,
  signedLog,
} from './testing';

let stub: ApiStubServer;
let detail: OrderDetail;

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderDetail': () => ({ data: detail }),
    '/api/ensure_company/getOrderLog': () => ({ data: [createdLog, signedLog] }),
    '/api/ensure_company/handleReviewStatus': () => ({
      data: (detail = { ...detail, status: 2, status_text: '待支付', actions: [] }),
    }),
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});
afterEach(closeOverlays);

async function renderIt() {
  const { default: Page } = await import('./order-detail-page');
  await renderPage(`/Dispatchletter/detail?order_sn=${detail.sn}`, <Page />);
  const title = await screen.findByText('保函条款', { selector: '.arco-card-header-title' });
  return within(title.closest('.arco-card') as HTMLElement);
}

describe('保函条款 on the order detail', () => {
  it('a performance order: contract price, amount, validity, the employer with credit code and address, both files', async () => {
    detail = contractOrderDetail('performance');
    const terms = await renderIt();
    expect(screen.getByText('履约保函')).toBeInTheDocument();
    expect(terms.getByText('¥8,000,000.00')).toBeInTheDocument();
    expect(terms.getByText('¥400,000.00')).toBeInTheDocument();
    expect(terms.getByText('2026-12-01 至 2027-12-31')).toBeInTheDocument();
    expect(terms.getByText('受益人（发包人）')).toBeInTheDocument();
    expect(terms.getByText('南京江北新区建设投资集团有限公司')).toBeInTheDocument();
    expect(terms.getByText('91320191MA1XXXXX0Y')).toBeInTheDocument();
    expect(terms.getByText('南京市江北新区浦滨路 1 号')).toBeInTheDocument();
    expect(terms.getByText('2026-12-01 至 2027-11-30')).toBeInTheDocument();
    expect(terms.getByRole('link', { name: '查看施工合同' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/construction-contract.pdf',
    );
    expect(terms.getByRole('link', { name: '查看中标通知书' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/award-notice.pdf',
    );
    expect(terms.queryByText('工资保证比例')).toBeNull();
    // The guaranteed amount is named as such, not as a bid bond.
    expect(
      screen.getAllByText('担保金额', { selector: '.arco-descriptions-item-label' }),
    ).toHaveLength(2);
    expect(screen.queryByText('保证金金额')).toBeNull();
  });

  it('a wage order: the labour authority, the wage share, the standard wording, no award notice', async () => {
    detail = contractOrderDetail('worker');
    const terms = await renderIt();
    expect(screen.getByText('农民工工资保函')).toBeInTheDocument();
    expect(terms.getByText('受益人（劳动保障部门）')).toBeInTheDocument();
    expect(terms.getByText('南京市江北新区人力资源和社会保障局')).toBeInTheDocument();
    expect(terms.getByText('2.50%')).toBeInTheDocument();
    expect(terms.getByText('¥200,000.00')).toBeInTheDocument();
    expect(terms.getByText('标准条款')).toBeInTheDocument();
    expect(terms.queryByRole('note', { name: '定制条款申请' })).toBeNull();
    expect(terms.queryByText('中标通知书')).toBeNull();
  });

  it('a custom wording request stands out for the reviewer, who approves from the same screen', async () => {
    const worker = contractOrderDetail('worker');
    detail = {
      ...worker,
      terms: {
        ...worker.terms!,
        wording_request: '受益人可凭欠薪认定书直接索赔，无需先行催告施工单位',
      },
    };
    const terms = await renderIt();
    const note = terms.getByRole('note', { name: '定制条款申请' });
    expect(note).toHaveTextContent('企业申请定制条款（出具时写入“特别约定”）');
    expect(note).toHaveTextContent('受益人可凭欠薪认定书直接索赔，无需先行催告施工单位');
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认通过' }),
    );
    expect(
      await screen.findByText('审核已通过，等待企业支付', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/handleReviewStatus')?.get('action')).toBe(
      'approve',
    );
  });

  it('a bid letter has no 保函条款', async () => {
    detail = orderDetail();
    const { default: Page } = await import('./order-detail-page');
    await renderPage(`/Dispatchletter/detail?order_sn=${detail.sn}`, <Page />);
    await screen.findByText('南京江北新区建设局');
    expect(screen.queryByText('保函条款')).toBeNull();
    expect(screen.getByText('保证金金额')).toBeInTheDocument();
  });
});
