// /myLetter/myLetter through the real transport against a local HTTP server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderSummary, renderAt, startOrderStub, type OrderStub } from './test-kit';

let stub: OrderStub;
const counts = { '0': 1, '1': 2, '2': 3, '3': 0, '4': 4, '5': 0, '6': 0, '7': 1, '8': 0, '9': 0 };
const all = [
  orderSummary('BH202611230001', 0),
  orderSummary('BH202611230002', 2),
  orderSummary('BH202611230003', 4, { letter_no: 'XD-2026-000001' }),
];

/** A list reply honouring status, keyword and page like the server does (25 orders in all). */
function listReply(body: string) {
  const form = new URLSearchParams(body);
  const status = form.get('status');
  const page = Number(form.get('page') ?? 1);
  const list = status === null ? all : all.filter((o) => String(o.status) === status);
  return {
    data: {
      list: page === 1 ? list : [orderSummary(`BH20261123${String(page).padStart(4, '0')}`, 1)],
      total: status === null ? 25 : list.length,
      page,
      limit: Number(form.get('limit') ?? 10),
      counts,
    },
  };
}

beforeAll(async () => {
  stub = await startOrderStub({
    '/api/order/getList': listReply,
    '/api/order/cancel': { data: { sn: 'BH202611230002', status: 7 } },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});

async function renderList(url = '/myLetter/myLetter') {
  const { default: Page } = await import('./order-list-page');
  return renderAt(url, <Page title="保函订单" />);
}

const lastListBody = () =>
  new URLSearchParams(stub.calls('/api/order/getList').at(-1)!.split(' ').slice(2).join(' '));

describe('OrderListPage', () => {
  it('shows every status tab with its count and the orders with their actions', async () => {
    await renderList();
    expect(await screen.findByText('BH202611230001')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（11）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待审核（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待支付（3）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已驳回（0）' })).toBeInTheDocument();
    const unsigned = screen.getByText('BH202611230001').closest('tr')!;
    expect(
      within(unsigned).getByRole('button', { name: '继续签约 BH202611230001' }),
    ).toBeInTheDocument();
    expect(
      within(unsigned).getByRole('button', { name: '取消订单 BH202611230001' }),
    ).toBeInTheDocument();
    const issued = screen.getByText('BH202611230003').closest('tr')!;
    expect(within(issued).getByText('已出函')).toBeInTheDocument();
    expect(
      within(issued).getByRole('button', { name: '查看保函 BH202611230003' }),
    ).toBeInTheDocument();
    expect(within(issued).queryByRole('button', { name: /取消订单/ })).toBeNull();
    expect(within(issued).getByText('¥800,000.00')).toBeInTheDocument();
  });

  it('filters by tab, searches by keyword and pages on the server', async () => {
    await renderList();
    await screen.findByText('BH202611230001');
    fireEvent.click(screen.getByRole('tab', { name: '待支付（3）' }));
    await waitFor(() => expect(lastListBody().get('status')).toBe('2'));
    await waitFor(() => expect(screen.queryByText('BH202611230001')).toBeNull());
    expect(screen.getByText('BH202611230002')).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('订单号 / 项目名称'), {
      target: { value: '江北' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastListBody().get('keyword')).toBe('江北'));
    expect(lastListBody().get('status')).toBe('2');

    fireEvent.click(screen.getByRole('tab', { name: '全部（11）' }));
    await waitFor(() => expect(lastListBody().get('status')).toBeNull());
    fireEvent.click(
      await screen.findByText('2', { selector: '.arco-pagination-item *, .arco-pagination-item' }),
    );
    await waitFor(() => expect(lastListBody().get('page')).toBe('2'));
    expect(await screen.findByText('BH202611230002')).toBeInTheDocument();
  });

  it('cancels an order only after confirmation, with the reason, and reloads the list', async () => {
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: '取消订单 BH202611230002' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/取消后不可恢复/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.calls('/api/order/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '取消订单 BH202611230002' }));
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('取消原因（选填）'), {
      target: { value: '项目延期' },
    });
    const listCalls = stub.calls('/api/order/getList').length;
    fireEvent.click(within(again).getByRole('button', { name: '确认取消' }));
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    const sent = new URLSearchParams(
      stub.calls('/api/order/cancel')[0]!.split(' ').slice(2).join(' '),
    );
    expect(sent.get('order_sn')).toBe('BH202611230002');
    expect(sent.get('reason')).toBe('项目延期');
    await waitFor(() => expect(stub.calls('/api/order/getList').length).toBeGreaterThan(listCalls));
  });

  it('continues signing at the wizard', async () => {
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: '继续签约 BH202611230001' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/apply/form/one?id=21&order_sn=BH202611230001',
    );
  });

  it('goes to the detail to pay', async () => {
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: '去支付 BH202611230002' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/myLetter/detail?order_sn=BH202611230002',
    );
  });

  it('says so when there are no orders', async () => {
    stub.reply({
      '/api/order/getList': { data: { list: [], total: 0, page: 1, limit: 10, counts: {} } },
    });
    await renderList();
    expect(await screen.findByRole('tab', { name: '全部（0）' })).toBeInTheDocument();
    expect(screen.getByText('暂无保函订单')).toBeInTheDocument();
    stub.reply({ '/api/order/getList': listReply });
  });
});
