// /honour/honour and /worker/worker: the type's status tabs with counts, search on the server, row
// actions by the type's table (修改 only while editable), the detail over the list (?sn=) with the
// terms, progress and pay log, its actions from the server's `actions` (修改, 取消 behind a dialog,
// 申请退款, 下载保函), and cards on a phone; run for both families.
import { letterMachine, orderStatusText } from '@bht/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contractOrder,
  FAMILY_CASES,
  loggedIn,
  orderStatus,
  renderOrderPage,
  summaryOf,
  whereNow,
  withApplyStub,
  type FamilyCase,
} from './order-pages-test-kit';

const stub = withApplyStub(loggedIn);
const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => {
  setWidth(1024);
  vi.restoreAllMocks();
});

const counts = {
  '0': 1,
  '1': 1,
  '2': 1,
  '3': 0,
  '4': 1,
  '5': 0,
  '6': 0,
  '7': 2,
  '8': 0,
  '9': 0,
  '13': 0,
};
const SN = {
  unsigned: 'LY202611250001',
  review: 'LY202611250002',
  paying: 'LY202611250003',
  issued: 'LY202611250004',
} as const;

describe.each(FAMILY_CASES)('$name', (family: FamilyCase) => {
  const { type, api, paths, listTitle } = family;
  const rows = [
    summaryOf(type, SN.unsigned, 0),
    summaryOf(type, SN.review, 1),
    summaryOf(type, SN.paying, 2),
    summaryOf(type, SN.issued, 4),
  ];
  let detail = contractOrder(type, 1, { sn: SN.review });

  beforeEach(() => {
    detail = contractOrder(type, 1, { sn: SN.review });
    stub.reply({
      [`${api}/getLetterList`]: (body) => {
        const status = new URLSearchParams(body).get('status');
        const list = status === null ? rows : rows.filter((o) => String(o.status) === status);
        return { data: { list, total: list.length, page: 1, limit: 10, counts } };
      },
      [`${api}/getLetterDetail`]: () => ({ data: detail }),
      [`${api}/getOrderStatus`]: () => orderStatus(detail.status, detail.status_text),
      '/api/order/getQueryPayLog': {
        data: [
          {
            id: 1,
            order_sn: SN.review,
            channel: 'offline',
            amount: '8000.00',
            trade_no: null,
            status: 'pending',
            create_time: 1_764_000_000,
          },
        ],
      },
      [`${api}/cancelLetter`]: () => {
        detail = contractOrder(type, 7, { sn: detail.sn });
        return { data: { sn: detail.sn, status: 7 } };
      },
      [`${api}/refundOrder`]: () => {
        detail = contractOrder(type, 8, { sn: detail.sn });
        return { data: { sn: detail.sn, status: 8 } };
      },
    });
  });

  const renderList = (url = paths.myLetters()) => renderOrderPage(type, 'letters', url, listTitle);
  const row = async (sn: string) => (await screen.findByText(sn)).closest('tr')!;
  const drawer = () => screen.findByRole('region', { name: '保函详情' });

  it('shows the type’s status tabs in the machine’s order with counts, the amount as 担保金额', async () => {
    await renderList();
    await screen.findByText(SN.unsigned);
    const expected = letterMachine(type).statuses.map(
      (s) => `${orderStatusText(s)}（${counts[String(s) as keyof typeof counts]}）`,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部（6）',
      ...expected,
    ]);
    expect(screen.getByRole('columnheader', { name: '担保金额' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '投标保证金' })).toBeNull();
    expect(stub.lastFields(`${api}/getLetterList`)).toMatchObject({ page: '1', limit: '10' });
    expect(stub.count('/api/order/getList')).toBe(0);
  });

  it('filters by tab and keyword on the server', async () => {
    await renderList();
    await screen.findByText(SN.unsigned);
    fireEvent.click(screen.getByRole('tab', { name: '待审核（1）' }));
    await waitFor(() =>
      expect(stub.lastFields(`${api}/getLetterList`)).toMatchObject({ status: '1' }),
    );
    fireEvent.change(screen.getByPlaceholderText('订单号 / 项目名称'), {
      target: { value: 'LY2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(stub.lastFields(`${api}/getLetterList`)).toMatchObject({
        status: '1',
        keyword: 'LY2026',
        page: '1',
      }),
    );
  });

  it('pages on the server, 10 a page', async () => {
    stub.reply({
      [`${api}/getLetterList`]: (body) => ({
        data: {
          list: rows,
          total: 14,
          page: Number(new URLSearchParams(body).get('page') ?? 1),
          limit: 10,
          counts,
        },
      }),
    });
    const view = await renderList();
    await screen.findByText(SN.unsigned);
    fireEvent.click(
      screen.getByText('2', { selector: '.arco-pagination-item *, .arco-pagination-item' }),
    );
    await waitFor(() =>
      expect(stub.lastFields(`${api}/getLetterList`)).toMatchObject({ page: '2', limit: '10' }),
    );
    expect(view.state.location.search).toBe('?page=2');
  });

  it('row actions follow the table: 修改 only while editable, 继续签约 to confirm, 去支付 to the pay page, 下载保函 once in force', async () => {
    await renderList();
    const unsigned = await row(SN.unsigned);
    expect(
      within(unsigned).getByRole('button', { name: `修改 ${SN.unsigned}` }),
    ).toBeInTheDocument();
    expect(
      within(unsigned).getByRole('button', { name: `取消订单 ${SN.unsigned}` }),
    ).toBeInTheDocument();
    expect(
      within(await row(SN.review)).getByRole('button', { name: `修改 ${SN.review}` }),
    ).toBeInTheDocument();
    const paying = await row(SN.paying);
    expect(within(paying).queryByRole('button', { name: /修改/ })).toBeNull();
    const issued = await row(SN.issued);
    expect(within(issued).queryByRole('button', { name: /修改|取消订单|去支付/ })).toBeNull();
    expect(
      within(issued).getByRole('button', { name: `下载保函 ${SN.issued}` }),
    ).toBeInTheDocument();

    fireEvent.click(within(unsigned).getByRole('button', { name: `继续签约 ${SN.unsigned}` }));
    expect(await whereNow()).toHaveTextContent(paths.confirm(SN.unsigned));
  });

  it('修改 in a row opens the form of that order', async () => {
    await renderList();
    fireEvent.click(
      within(await row(SN.review)).getByRole('button', { name: `修改 ${SN.review}` }),
    );
    expect(await whereNow()).toHaveTextContent(paths.form({ orderSn: SN.review }));
  });

  it('去支付 in a row opens the pay page', async () => {
    await renderList();
    fireEvent.click(
      within(await row(SN.paying)).getByRole('button', { name: `去支付 ${SN.paying}` }),
    );
    expect(await whereNow()).toHaveTextContent(paths.pay(SN.paying));
  });

  it('详情 opens the detail over the list, keeping the tab; it shows the terms, progress and pay log', async () => {
    const view = await renderList(`${paths.myLetters()}?status=1`);
    fireEvent.click(
      within(await row(SN.review)).getByRole('button', { name: `详情 ${SN.review}` }),
    );
    const panel = await drawer();
    expect(view.state.location.search).toBe(`?status=1&sn=${SN.review}`);
    expect(await within(panel).findByText('保函条款')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        type === 'performance' ? '受益人（发包人）' : '受益人（劳动保障部门）',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('发包人')).toBeInTheDocument();
    expect(within(panel).getByText('2028-06-30', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText('担保审核')).toBeInTheDocument();
    expect(await within(panel).findByText('线下转账')).toBeInTheDocument();
    expect(stub.lastFields(`${api}/getLetterDetail`)).toMatchObject({ order_sn: SN.review });

    fireEvent.click(within(panel).getByRole('button', { name: `修改申请 ${SN.review}` }));
    expect(await whereNow()).toHaveTextContent(paths.form({ orderSn: SN.review }));
  });

  it('the detail offers 修改 only when the server offers edit', async () => {
    detail = contractOrder(type, 1, { sn: SN.review, actions: ['cancel'] });
    await renderList(paths.myLetters(SN.review));
    const panel = await drawer();
    expect(
      await within(panel).findByRole('button', { name: `取消订单 ${SN.review}` }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /修改/ })).toBeNull();
  });

  it('cancels from the detail only after the confirmation dialog, through the family’s cancelLetter', async () => {
    const view = await renderList(paths.myLetters(SN.review));
    const panel = await drawer();
    fireEvent.click(await within(panel).findByRole('button', { name: `取消订单 ${SN.review}` }));
    const dialog = await screen.findByRole('dialog', { name: '取消订单' });
    fireEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '取消订单' })).toBeNull());
    expect(stub.count(`${api}/cancelLetter`)).toBe(0);

    fireEvent.click(within(panel).getByRole('button', { name: `取消订单 ${SN.review}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '取消订单' })).getByRole('button', {
        name: '确认取消',
      }),
    );
    expect(await within(panel).findByLabelText('状态：已取消')).toBeInTheDocument();
    expect(stub.lastFields(`${api}/cancelLetter`)).toMatchObject({ order_sn: SN.review });
    expect(stub.count('/api/order/cancel')).toBe(0);
    expect(within(panel).queryByRole('button', { name: /取消订单|修改/ })).toBeNull();
    expect(view.state.location.search).toBe(`?sn=${SN.review}`);
  });

  it('出函中: 申请退款 needs a reason, then the family’s refundOrder', async () => {
    detail = contractOrder(type, 3, {
      sn: SN.review,
      pay_method: 'wechat',
      pay_time: 1_764_000_000,
    });
    await renderList(paths.myLetters(SN.review));
    const panel = await drawer();
    fireEvent.click(await within(panel).findByRole('button', { name: '申请退款' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退款' });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请填写退款原因（至少 2 个字）')).toBeInTheDocument();
    expect(stub.count(`${api}/refundOrder`)).toBe(0);
    fireEvent.change(within(dialog).getByLabelText('退款原因'), {
      target: { value: '项目暂停施工' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(panel).findByLabelText('状态：退款审核')).toBeInTheDocument();
    expect(stub.lastFields(`${api}/refundOrder`)).toMatchObject({
      order_sn: SN.review,
      reason: '项目暂停施工',
    });
  });

  it('待支付 in the detail: 去支付 leads to the pay page (no pay section in the drawer)', async () => {
    detail = contractOrder(type, 2, { sn: SN.paying });
    await renderList(paths.myLetters(SN.paying));
    const panel = await drawer();
    fireEvent.click(await within(panel).findByRole('button', { name: '去支付' }));
    expect(await whereNow()).toHaveTextContent(paths.pay(SN.paying));
  });

  it('已出函: the letter to download in the detail and from the row; closing the detail drops ?sn=', async () => {
    detail = contractOrder(type, 4, {
      sn: SN.issued,
      letter_no: 'XD-LY-2026-000001',
      letter_url: '/uploads/letters/LY1.pdf',
      pay_method: 'wechat',
      pay_time: 1_764_000_000,
    });
    const view = await renderList(paths.myLetters(SN.issued));
    const panel = await drawer();
    expect(await within(panel).findByRole('link', { name: '下载保函' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/letters/LY1.pdf',
    );
    expect(within(panel).getByRole('link', { name: '下载 PDF 保函' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/letters/LY1.pdf',
    );
    expect(within(panel).getByText('XD-LY-2026-000001')).toBeInTheDocument();
    fireEvent.keyDown(panel, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('region', { name: '保函详情' })).toBeNull());
    expect(view.state.location.search).toBe('');

    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fireEvent.click(
      within(await row(SN.issued)).getByRole('button', { name: `下载保函 ${SN.issued}` }),
    );
    await waitFor(() =>
      expect(tab.location.href).toBe('https://img.example.com/uploads/letters/LY1.pdf'),
    );
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shows each letter as a card on a phone, and the detail full width', async () => {
    setWidth(375);
    await renderList();
    const cards = await screen.findByRole('list', { name: listTitle });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(cards).getByRole('button', { name: `详情 ${SN.review}` }));
    const panel = await drawer();
    expect(await within(panel).findByText('保函条款')).toBeInTheDocument();
    expect(panel.closest('.arco-drawer')).toHaveStyle({ width: '100%' });
  });
});
