// The order detail's 原路退款 card through the real transport against a local HTTP server: nothing
// without refunds; a refund being retried (重试中, last error, next try) and a stopped one
// (已停止重试) with 重新退款, which asks first, then calls retryRefund and shows the answer.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import type { OrderRefund } from '@bht/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent, orderDetail } from './testing';

let stub: ApiStubServer;
let refunds: OrderRefund[];
const sn = 'BH20261123100000123456';

const stopped: OrderRefund = {
  pay_log_id: 41,
  amount: '1200.00',
  channel_text: '微信支付',
  job_state: 'dead',
  job_state_text: '已停止重试',
  attempts: 8,
  max_attempts: 8,
  last_error: '支付渠道原路退款未成功，将自动重试',
  next_attempt_time: null,
  actions: ['retry'],
};
const retrying: OrderRefund = {
  ...stopped,
  pay_log_id: 42,
  amount: '300.00',
  job_state: 'queued',
  job_state_text: '重试中',
  attempts: 2,
  next_attempt_time: 1_763_990_000,
  actions: [],
};

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderDetail': () => ({
      data: orderDetail({ status: 9, status_text: '退款成功', actions: [] }),
    }),
    '/api/ensure_company/getOrderLog': { data: [] },
    '/api/ensure_company/getOrderRefunds': () => ({ data: refunds }),
    '/api/ensure_company/retryRefund': () => {
      refunds = refunds.map((r) =>
        r.pay_log_id === stopped.pay_log_id
          ? {
              ...r,
              job_state: 'done',
              job_state_text: '已退款',
              attempts: 1,
              last_error: null,
              actions: [],
            }
          : r,
      );
      return { data: refunds };
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  refunds = [stopped, retrying];
});
afterEach(closeOverlays);

async function renderIt() {
  const { default: Page } = await import('./order-detail-page');
  await renderPage(`/Dispatchletter/detail?order_sn=${sn}`, <Page />);
  await screen.findByText('南京江北新区建设局');
}

describe('the 原路退款 card', () => {
  it('is not shown for an order without refunds through the channel', async () => {
    refunds = [];
    await renderIt();
    expect(screen.queryByText('原路退款')).toBeNull();
  });

  it('shows each refund’s state, attempts, last error and next try; 重新退款 only for a stopped one', async () => {
    await renderIt();
    const rowOf = async (amount: string) =>
      within((await screen.findByText(amount)).closest('tr')!);
    const dead = await rowOf('1200.00');
    expect(dead.getByText('已停止重试')).toBeInTheDocument();
    expect(dead.getByText('8 / 8')).toBeInTheDocument();
    expect(dead.getByText('支付渠道原路退款未成功，将自动重试')).toBeInTheDocument();
    expect(dead.getByRole('button', { name: '重新退款' })).toBeInTheDocument();
    const queued = await rowOf('300.00');
    expect(queued.getByText('重试中')).toBeInTheDocument();
    expect(queued.getByText('2 / 8')).toBeInTheDocument();
    expect(queued.getByText(/^2025-11-24 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(queued.queryByRole('button', { name: '重新退款' })).toBeNull();
  });

  it('重新退款 asks first, then queues the refund again and shows the answer', async () => {
    await renderIt();
    fireEvent.click(await screen.findByRole('button', { name: '重新退款' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/通过微信支付原路退回 1200\.00 元/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '重新退款' }));
    expect(await screen.findByText('已原路退款')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/retryRefund');
    expect([sent?.get('order_sn'), sent?.get('pay_log_id')]).toEqual([sn, '41']);
    expect(await screen.findByText('已退款')).toBeInTheDocument();
    // The dialog's button goes with the dialog; the row no longer offers one.
    await waitFor(() => expect(screen.queryByRole('button', { name: '重新退款' })).toBeNull());
  });
});
