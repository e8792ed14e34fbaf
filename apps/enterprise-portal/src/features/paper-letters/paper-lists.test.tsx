// /applypaper (paper_project/getList: search, 10 a page, empty state, 申请保函) and /paper/paper
// (paper_letter/getList: the paper machine's status tabs with their counts, search, paging, cards
// on phones, row actions by the paper table).
import { LETTER_MACHINES, orderStatusText } from '@bht/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  paperSummary,
  project,
  projectPage,
  renderPaperPage,
  user,
  whereNow,
  withApplyStub,
} from './paper-test-kit';

const counts = {
  '0': 1,
  '1': 0,
  '2': 2,
  '10': 3,
  '11': 1,
  '12': 4,
  '6': 0,
  '7': 0,
  '8': 0,
  '9': 0,
  '5': 1,
  '13': 0,
};
const orders = [
  paperSummary('PB202611240001', 0),
  paperSummary('PB202611240002', 2),
  paperSummary('PB202611240003', 11),
];

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/paper_project/getList': (body) => {
    const page = Number(new URLSearchParams(body).get('page') ?? 1);
    return projectPage(
      page === 1 ? [project] : [{ ...project, id: 6, name: '苏州工业园区综合管廊工程' }],
      11,
      page,
    );
  },
  '/api/paper_letter/getList': (body) => {
    const status = new URLSearchParams(body).get('status');
    const list = status === null ? orders : orders.filter((o) => String(o.status) === status);
    return { data: { list, total: list.length, page: 1, limit: 10, counts } };
  },
}));

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setWidth(1024));

describe('/applypaper', () => {
  it('lists paper projects, searches and pages on the server (10 a page), and 申请保函 opens paperone', async () => {
    await renderPaperPage('/applypaper', 'projects', '纸质保函项目');
    expect(await screen.findByText(project.name)).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_project/getList')).toMatchObject({ page: '1', limit: '10' });
    expect(stub.count('/api/project/getList')).toBe(0);

    fireEvent.change(screen.getByPlaceholderText('项目名称 / 项目编号'), {
      target: { value: '江北' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/paper_project/getList')).toMatchObject({
        keyword: '江北',
        page: '1',
      }),
    );

    fireEvent.click(
      screen.getByText('2', { selector: '.arco-pagination-item *, .arco-pagination-item' }),
    );
    expect(await screen.findByText('苏州工业园区综合管廊工程')).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_project/getList')).toMatchObject({
      keyword: '江北',
      page: '2',
    });

    fireEvent.click(screen.getByRole('button', { name: '申请保函 苏州工业园区综合管廊工程' }));
    expect(await whereNow()).toHaveTextContent('/paper/paperform/paperone?id=6');
  });

  it('says when no project takes paper letters', async () => {
    stub.reply({ '/api/paper_project/getList': projectPage([], 0) });
    await renderPaperPage('/applypaper', 'projects', '纸质保函项目');
    expect(await screen.findByText('暂无可申请保函的项目')).toBeInTheDocument();
  });
});

describe('/paper/paper', () => {
  it('shows the paper machine’s status tabs in order with their counts', async () => {
    await renderPaperPage('/paper/paper', 'orders', '我的纸质保函');
    expect(await screen.findByText('PB202611240001')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    const expected = LETTER_MACHINES.bid_paper.statuses.map(
      (s) => `${orderStatusText(s)}（${counts[String(s) as keyof typeof counts]}）`,
    );
    expect(tabs).toEqual(['全部（12）', ...expected]);
    expect(screen.getByRole('tab', { name: '待寄送（3）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已签收（4）' })).toBeInTheDocument();
  });

  it('filters by tab and keyword on the server; row actions follow the paper table', async () => {
    await renderPaperPage('/paper/paper', 'orders', '我的纸质保函');
    const unsigned = (await screen.findByText('PB202611240001')).closest('tr')!;
    expect(
      within(unsigned).getByRole('button', { name: '继续签约 PB202611240001' }),
    ).toBeInTheDocument();
    expect(
      within(unsigned).getByRole('button', { name: '取消订单 PB202611240001' }),
    ).toBeInTheDocument();
    const mailed = screen.getByText('PB202611240003').closest('tr')!;
    expect(within(mailed).getByText('已寄出')).toBeInTheDocument();
    expect(within(mailed).queryByRole('button', { name: /取消订单/ })).toBeNull();
    expect(within(mailed).queryByRole('button', { name: /查看保函/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '待支付（2）' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/paper_letter/getList')).toMatchObject({ status: '2' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '去支付 PB202611240002' }));
    expect(await whereNow()).toHaveTextContent(
      '/paper/paperform/paperfiveone?order_sn=PB202611240002',
    );
  });

  it('searches by keyword and opens the detail at /paperdetail?sn=', async () => {
    await renderPaperPage('/paper/paper', 'orders', '我的纸质保函');
    await screen.findByText('PB202611240001');
    fireEvent.change(screen.getByPlaceholderText('订单号 / 项目名称'), {
      target: { value: 'PB2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/paper_letter/getList')).toMatchObject({
        keyword: 'PB2026',
        page: '1',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '详情 PB202611240003' }));
    expect(await whereNow()).toHaveTextContent('/paperdetail?sn=PB202611240003');
  });

  it('shows each order as a card on a phone', async () => {
    setWidth(375);
    await renderPaperPage('/paper/paper', 'orders', '我的纸质保函');
    const cards = await screen.findByRole('list', { name: '我的纸质保函' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
