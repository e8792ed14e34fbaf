// /demage/index 理赔记录: status tabs with the server's counts, search and paging on the server kept
// in the URL, the 已驳回 stamp, 查看 to the detail, the empty state and cards on phones.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { claim, renderClaimPage, user, whereNow, withApplyStub } from './test-kit';

const counts = { '0': 1, '1': 2, '2': 3, '3': 1 };
const claims = [
  claim(0, { id: 51, sn: 'LP202612010001' }),
  claim(2, { id: 52, sn: 'LP202612010002' }),
  claim(3, { id: 53, sn: 'LP202612010003', order_type: 'bid_paper' }),
];

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/claim/getList': (body) => {
    const fields = new URLSearchParams(body);
    const status = fields.get('status');
    const page = Number(fields.get('page') ?? 1);
    const list =
      page === 2
        ? [claim(1, { id: 60, sn: 'LP202612010060', project_name: '第二页的项目' })]
        : status === null
          ? claims
          : claims.filter((c) => String(c.status) === status);
    return { data: { list, total: status === null ? 12 : list.length, page, limit: 10, counts } };
  },
}));

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setWidth(1024));

const renderList = (url = '/demage/index') =>
  renderClaimPage(url, () => import('./claim-list-page'), '理赔记录');
const rowOf = async (sn: string) => (await screen.findByText(sn)).closest('tr')!;

describe('/demage/index', () => {
  it('shows the status tabs in order with the server’s counts and stamps 已驳回', async () => {
    await renderList();
    await screen.findByText('LP202612010001');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部（7）',
      '待受理（1）',
      '已受理（2）',
      '已赔付（3）',
      '已驳回（1）',
    ]);
    expect(stub.lastFields('/api/claim/getList')).toEqual({
      page: '1',
      limit: '10',
    });
    const rejected = await rowOf('LP202612010003');
    expect(within(rejected).getByRole('img', { name: '状态：已驳回' })).toBeInTheDocument();
    expect(within(rejected).getByText('XD-2026-000001（纸质投标保函）')).toBeInTheDocument();
    const paid = await rowOf('LP202612010002');
    expect(within(paid).queryByRole('img')).toBeNull();
    expect(within(paid).getByText('已赔付')).toBeInTheDocument();
    expect(within(paid).getByText('¥300,000.00')).toBeInTheDocument();
  });

  it('filters by tab and keyword and pages on the server; 查看 opens the detail', async () => {
    await renderList();
    await screen.findByText('LP202612010001');
    fireEvent.click(screen.getByRole('tab', { name: '已驳回（1）' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/claim/getList')).toMatchObject({ status: '3', page: '1' }),
    );
    await waitFor(() => expect(screen.queryByText('LP202612010001')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: '全部（7）' }));
    fireEvent.change(
      await screen.findByPlaceholderText('理赔编号 / 订单号 / 保函编号 / 项目名称'),
      { target: { value: 'BH2026' } },
    );
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/claim/getList')).toMatchObject({ keyword: 'BH2026', page: '1' }),
    );
    expect(stub.lastFields('/api/claim/getList')).not.toHaveProperty('status');

    fireEvent.click(
      screen.getByText('2', { selector: '.arco-pagination-item *, .arco-pagination-item' }),
    );
    expect(await screen.findByText('第二页的项目')).toBeInTheDocument();
    expect(stub.lastFields('/api/claim/getList')).toMatchObject({ keyword: 'BH2026', page: '2' });

    fireEvent.click(screen.getByRole('button', { name: '查看 LP202612010060' }));
    expect(await whereNow()).toHaveTextContent('/demage/damageinfo?id=60');
  });

  it('reads the tab and keyword from the URL (a claim message opens the records of its order)', async () => {
    await renderList('/demage/index?keyword=BH202611230001&status=0');
    await screen.findByText('LP202612010001');
    expect(stub.lastFields('/api/claim/getList')).toMatchObject({
      keyword: 'BH202611230001',
      status: '0',
    });
    expect(screen.getByPlaceholderText('理赔编号 / 订单号 / 保函编号 / 项目名称')).toHaveValue(
      'BH202611230001',
    );
  });

  it('says when there is nothing yet', async () => {
    stub.reply({
      '/api/claim/getList': { data: { list: [], total: 0, page: 1, limit: 10, counts: {} } },
    });
    await renderList();
    expect(await screen.findByRole('tab', { name: '全部（0）' })).toBeInTheDocument();
    expect(screen.getByText('暂无理赔记录')).toBeInTheDocument();
  });

  it('shows a failed read in place with 重试', async () => {
    stub.reply({ '/api/claim/getList': { status: 500, code: 0, msg: '服务繁忙，请稍后再试' } });
    await renderList();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows each claim as a card with its stamp on a phone', async () => {
    setWidth(375);
    await renderList();
    const cards = await screen.findByRole('list', { name: '理赔记录' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getByRole('img', { name: '状态：已驳回' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: '查看 LP202612010001' })).toBeInTheDocument();
  });
});
