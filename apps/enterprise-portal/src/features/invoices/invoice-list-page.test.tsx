// /invoice/index 开票记录: status tabs with the server's counts, search and paging on the server,
// the 待开票 / 已作废 stamps, 查看 and (only when the server allows it) 修改, 申请开票, cards on phones.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  invoice,
  paperInvoice,
  renderInvoicePage,
  user,
  whereNow,
  withApplyStub,
} from './test-kit';

const counts = { '0': 2, '1': 5, '2': 1, '3': 1 };
const invoices = [
  invoice(0, { id: 31, order_sn: 'BH202611230001' }),
  invoice(1, { id: 32, order_sn: 'BH202611230002' }),
  invoice(2, { id: 33, order_sn: 'BH202611230003' }),
  paperInvoice(3, { id: 34, order_sn: 'PB202611240004' }),
];

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/invoice/getList': (body) => {
    const fields = new URLSearchParams(body);
    const status = fields.get('status');
    const page = Number(fields.get('page') ?? 1);
    const list =
      page === 2
        ? [invoice(1, { id: 40, order_sn: 'BH202611230040', project_name: '第二页的项目' })]
        : status === null
          ? invoices
          : invoices.filter((i) => String(i.status) === status);
    return { data: { list, total: status === null ? 12 : list.length, page, limit: 10, counts } };
  },
}));

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setWidth(1024));

const renderList = () =>
  renderInvoicePage('/invoice/index', () => import('./invoice-list-page'), '开票记录');
const rowOf = async (sn: string) => (await screen.findByText(sn)).closest('tr')!;

describe('/invoice/index', () => {
  it('shows the status tabs in order with the server’s counts (全部 is their sum)', async () => {
    await renderList();
    await screen.findByText('BH202611230001');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部（9）',
      '待开票（2）',
      '已开票（5）',
      '推送失败（1）',
      '已作废（1）',
    ]);
    expect(stub.lastFields('/api/invoice/getList')).toEqual({
      page: '1',
      limit: '10',
    });
  });

  it('stamps 待开票 and 已作废, tags the others, and offers 修改 only where the server allows it', async () => {
    await renderList();
    const pending = await rowOf('BH202611230001');
    expect(within(pending).getByRole('img', { name: '状态：待开票' })).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: '修改 BH202611230001' }),
    ).toBeInTheDocument();
    const voided = await rowOf('PB202611240004');
    expect(within(voided).getByRole('img', { name: '状态：已作废' })).toBeInTheDocument();
    expect(within(voided).getByText('增值税普通发票 · 纸质发票')).toBeInTheDocument();
    const issued = await rowOf('BH202611230002');
    expect(within(issued).queryByRole('img')).toBeNull();
    expect(within(issued).getByText('已开票')).toBeInTheDocument();
    expect(within(issued).queryByRole('button', { name: /修改/ })).toBeNull();
    expect(within(await rowOf('BH202611230003')).getByText('推送失败')).toBeInTheDocument();

    fireEvent.click(within(pending).getByRole('button', { name: '修改 BH202611230001' }));
    expect(await whereNow()).toHaveTextContent('/invoice/modify?id=31');
  });

  it('filters by tab and keyword and pages on the server; 查看 opens the detail', async () => {
    await renderList();
    await screen.findByText('BH202611230001');
    fireEvent.click(screen.getByRole('tab', { name: '推送失败（1）' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/invoice/getList')).toMatchObject({ status: '2', page: '1' }),
    );
    await waitFor(() => expect(screen.queryByText('BH202611230001')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: '全部（9）' }));
    fireEvent.change(await screen.findByPlaceholderText('订单号 / 项目名称 / 发票抬头'), {
      target: { value: '江北' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/invoice/getList')).toMatchObject({ keyword: '江北', page: '1' }),
    );
    expect(stub.lastFields('/api/invoice/getList')).not.toHaveProperty('status');

    fireEvent.click(
      screen.getByText('2', { selector: '.arco-pagination-item *, .arco-pagination-item' }),
    );
    expect(await screen.findByText('第二页的项目')).toBeInTheDocument();
    expect(stub.lastFields('/api/invoice/getList')).toMatchObject({ keyword: '江北', page: '2' });
    expect(screen.getByPlaceholderText('订单号 / 项目名称 / 发票抬头')).toHaveValue('江北');

    fireEvent.click(screen.getByRole('button', { name: '查看 BH202611230040' }));
    expect(await whereNow()).toHaveTextContent('/invoice/voicedetail?id=40');
  });

  it('申请开票 opens the request form', async () => {
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: /申请开票/ }));
    expect(await whereNow()).toHaveTextContent(/^\/invoice\/askfor$/);
  });

  it('says when there is nothing yet', async () => {
    stub.reply({
      '/api/invoice/getList': { data: { list: [], total: 0, page: 1, limit: 10, counts: {} } },
    });
    await renderList();
    expect(await screen.findByRole('tab', { name: '全部（0）' })).toBeInTheDocument();
    expect(screen.getByText('暂无开票记录，订单支付后可申请开票')).toBeInTheDocument();
  });

  it('shows each invoice as a card with its stamp on a phone', async () => {
    setWidth(375);
    await renderList();
    const cards = await screen.findByRole('list', { name: '开票记录' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getByRole('img', { name: '状态：待开票' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: '修改 BH202611230001' })).toBeInTheDocument();
  });
});
