// Step 5 (/apply/form/fiveone, public /apply/form/five): the result, polling the status until ≥ 4.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  logOut,
  ORDER_SN,
  orderStatus,
  renderApplyPage,
  user,
  whereNow,
  withApplyStub,
} from './apply-test-kit';
import { STATUS_POLL_MS } from './result-view';

const page = () => import('./application-result-page');
const publicPage = () => import('./application-result-public-page');
const STATUS = '/api/order/getOrderStatus';

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  [STATUS]: orderStatus(1, '待审核'),
}));
afterEach(() => vi.useRealTimers());

/** Lets the poll interval elapse (fake timers) and the request it starts come back. */
async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
}

describe('ApplicationResult', () => {
  it('polls the status while below 4, shows each change, and stops once the letter is issued', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    await renderApplyPage(`/apply/form/fiveone?order_sn=${ORDER_SN}`, page, { title: '申请完成' });
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    expect(screen.getByText('状态将自动刷新')).toBeInTheDocument();
    expect(stub.lastFields(STATUS)).toMatchObject({ order_sn: ORDER_SN });

    stub.reply({ [STATUS]: orderStatus(2, '待支付') });
    await nextPoll();
    expect(await screen.findByText('审核已通过')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去支付' })).toBeInTheDocument();

    stub.reply({ [STATUS]: orderStatus(4, '已出函') });
    await nextPoll();
    expect(await screen.findByText('保函已出具')).toBeInTheDocument();
    expect(screen.queryByText('状态将自动刷新')).not.toBeInTheDocument();
    const polls = stub.count(STATUS);

    await nextPoll();
    await nextPoll();
    expect(stub.count(STATUS)).toBe(polls);
  });

  it('stops polling when the page is left', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const router = await renderApplyPage(`/apply/form/fiveone?order_sn=${ORDER_SN}`, page, {
      title: '申请完成',
    });
    await screen.findByText('申请已提交');
    fireEvent.click(screen.getByRole('button', { name: '我的保函订单' }));
    expect(await whereNow()).toHaveTextContent('/myLetter/myLetter');
    expect(router.state.location.pathname).toBe('/myLetter/myLetter');
    const polls = stub.count(STATUS);
    await nextPoll();
    await nextPoll();
    expect(stub.count(STATUS)).toBe(polls);
  });

  it('shows a rejected application as final and links to the order detail', async () => {
    stub.reply({ [STATUS]: orderStatus(5, '已驳回') });
    await renderApplyPage(`/apply/form/fiveone?order_sn=${ORDER_SN}`, page, { title: '申请完成' });
    expect(await screen.findByText('申请已被驳回')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看订单详情' }));
    expect(await whereNow()).toHaveTextContent(`/myLetter/detail?order_sn=${ORDER_SN}`);
  });

  it('asks a logged-out visitor of the public page to log in and does not ask for the status', async () => {
    logOut();
    await renderApplyPage(`/apply/form/five?order_sn=${ORDER_SN}`, publicPage, {
      title: '申请完成',
      open: true,
    });
    expect(await screen.findByText('登录企业账号后即可查看该申请的办理进度。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(await whereNow()).toHaveTextContent(
      `/login?redirect=${encodeURIComponent(`/apply/form/five?order_sn=${ORDER_SN}`)}`,
    );
    expect(stub.count(STATUS)).toBe(0);
  });

  it('shows the progress on the public page once logged in', async () => {
    await renderApplyPage(`/apply/form/five?order_sn=${ORDER_SN}`, publicPage, {
      title: '申请完成',
      open: true,
    });
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
  });
});
