// /affirm 确认线下收款 through the real transport against a local HTTP server: the voucher and the
// premium, confirmation only when the server offers it, and the outcome.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import type { OrderDetail } from './order-queries';
import { closeOverlays, lastSent, orderDetail, paperOrderDetail } from './testing';

let stub: ApiStubServer;
let detail: OrderDetail;

const sn = 'BH20261123100000123456';
const awaitingPayment = (overrides: Partial<OrderDetail> = {}) =>
  orderDetail({
    status: 2,
    status_text: '待支付',
    pay_method: 'offline',
    pay_image: '/uploads/2026/11/voucher.png',
    actions: ['confirm_payment'],
    ...overrides,
  });

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderDetail': () => ({ data: detail }),
    // Where the order's type sends a confirmed payment: 出函中, or 待寄送 for a paper letter.
    '/api/ensure_company/handleLetterStatus': () => ({
      data: (detail = {
        ...detail,
        ...(detail.type === 'bid_paper'
          ? { status: 10, status_text: '待寄送' }
          : { status: 3, status_text: '出函中' }),
        pay_time: 1_763_900_000,
        actions: [],
      }),
    }),
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  detail = awaitingPayment();
});
afterEach(closeOverlays);

async function renderIt() {
  const { default: Page } = await import('./affirm-page');
  const router = await renderPage(`/affirm?order_sn=${sn}`, <Page title="确认线下收款" />, {
    '/Dispatchletter/detail': <p>订单详情页</p>,
    '/Dispatchletter/waituser': <p>待支付列表</p>,
  });
  await screen.findByText('应收保费');
  return router;
}

describe('AffirmPage', () => {
  it('shows the voucher and the premium, and confirms the payment after the confirmation', async () => {
    const router = await renderIt();
    expect(screen.getByRole('img', { name: '转账凭证' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/2026/11/voucher.png',
    );
    expect(screen.getByText('¥1,200.00')).toBeInTheDocument();
    expect(screen.getByText('江苏建工集团有限公司')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认已收款' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/应收保费 ¥1,200.00 视为已付清/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认已收款' }));
    expect(await screen.findByText('订单已进入待出函，可继续保函签章与出函。')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/handleLetterStatus');
    expect(sent?.get('order_sn')).toBe(sn);
    expect(sent?.get('action')).toBe('confirm_payment');
    fireEvent.click(screen.getByRole('button', { name: '查看订单详情' }));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order_sn=${sn}`);
  });

  it('shows a PDF voucher as a link that opens it in a new tab, not as a picture', async () => {
    detail = awaitingPayment({
      pay_image: '/uploads/2026/11/voucher.pdf?expires=1764000000&sig=abc',
    });
    await renderIt();
    const link = screen.getByRole('link', { name: '查看 PDF 凭证' });
    expect(link).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/voucher.pdf?expires=1764000000&sig=abc',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('img', { name: '转账凭证' })).toBeNull();
  });

  it('confirms a paper order’s payment, which then waits to be printed and mailed', async () => {
    detail = paperOrderDetail({
      status: 2,
      status_text: '待支付',
      pay_method: 'offline',
      pay_image: '/uploads/2026/11/voucher.png',
      actions: ['confirm_payment'],
    });
    await renderIt();
    fireEvent.click(screen.getByRole('button', { name: '确认已收款' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认已收款' }),
    );
    expect(
      await screen.findByText('订单已进入待出函，可生成打印件并寄出原件。'),
    ).toBeInTheDocument();
  });

  it('an order the guarantor entered is confirmed without a voucher, and says why', async () => {
    detail = awaitingPayment({ pay_method: null, pay_image: null, entered: 1 });
    await renderIt();
    expect(screen.getByText(/该订单由本机构录入，保费由本机构线下收取/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认已收款' })).toBeEnabled();
  });

  it('an application without a voucher waits for it (the server offers no confirmation), with no permission warning', async () => {
    detail = awaitingPayment({ pay_method: null, pay_image: null, actions: [] });
    await renderIt();
    expect(screen.getByText('企业尚未上传转账凭证，上传后方可确认收款。')).toBeInTheDocument();
    expect(screen.queryByText(/需要「待出函」权限/)).toBeNull();
    expect(screen.queryByRole('button', { name: '确认已收款' })).toBeNull();
  });

  it('offers no confirmation when the server does not list it for this account', async () => {
    detail = awaitingPayment({ actions: [] });
    await renderIt();
    expect(screen.getByText(/需要「待出函」权限/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认已收款' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回待支付列表' }));
    expect(await screen.findByText('待支付列表')).toBeInTheDocument();
  });

  it('says when the order no longer awaits payment', async () => {
    detail = orderDetail({ status: 7, status_text: '已取消', actions: [] });
    const { default: Page } = await import('./affirm-page');
    await renderPage(`/affirm?order_sn=${sn}`, <Page title="确认线下收款" />);
    expect(await screen.findByText('订单当前状态为「已取消」')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '确认已收款' })).toBeNull());
  });
});
