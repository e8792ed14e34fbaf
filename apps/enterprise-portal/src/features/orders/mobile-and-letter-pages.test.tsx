// The phone order lists (min-0 … min-8), the letter page (detail3) and the projects list,
// through the real transport against a local HTTP server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderDetail, orderSummary, renderAt, startOrderStub, type OrderStub } from './test-kit';

let stub: OrderStub;
const bodyOf = (line: string) => new URLSearchParams(line.split(' ').slice(2).join(' '));
const project = orderDetail('BH1', 0).project;

beforeAll(async () => {
  stub = await startOrderStub({
    // 12 orders of the asked status: two pages of 10.
    '/api/order/getList': (body) => {
      const form = new URLSearchParams(body);
      const status = Number(form.get('status'));
      const page = Number(form.get('page'));
      const list = Array.from({ length: page === 1 ? 10 : 2 }, (_, i) =>
        orderSummary(
          `BH2026112${status}${String((page - 1) * 10 + i + 1).padStart(3, '0')}`,
          status,
        ),
      );
      return { data: { list, total: 12, page, limit: 10, counts: { '0': 12, '4': 12, '6': 1 } } };
    },
    '/api/order/getOrderInfo': (body) => {
      const sn = bodyOf(`POST /x ${body}`).get('order_sn')!;
      if (sn === 'BH-PAID') return { data: orderDetail(sn, 3, { letter_no: 'XD-2026-000009' }) };
      return {
        data: orderDetail(sn, sn === 'BH-VOID' ? 6 : 4, {
          letter_no: 'XD-2026-000001',
          letter_url: '/uploads/2026/11/letter.pdf',
          valid_from: '2026-11-23',
          valid_to: '2027-03-01',
        }),
      };
    },
    '/api/project/getList': (body) => {
      const form = new URLSearchParams(body);
      return {
        data: {
          list: [
            { ...project, name: form.get('keyword') ? `${form.get('keyword')}工程` : project.name },
          ],
          total: 31,
          page: Number(form.get('page')),
          limit: 10,
        },
      };
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});

describe('MobileOrderListPage', () => {
  it('lists the status of its path with load-more paging and links to the other statuses', async () => {
    const { default: Page } = await import('./mobile-order-list-page');
    await renderAt('/myLetter/min-5', <Page />);
    // min-5 is 已作废 (status 6): 已驳回 has no phone list.
    expect(await screen.findByText('BH20261126001')).toBeInTheDocument();
    expect(bodyOf(stub.calls('/api/order/getList')[0]!).get('status')).toBe('6');
    expect(screen.getByRole('link', { name: '已作废（1）' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: '待签约（12）' })).toHaveAttribute(
      'href',
      '/myLetter/min-0',
    );
    expect(screen.getAllByRole('list', { name: /^订单 / })).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('BH20261126012')).toBeInTheDocument();
    expect(bodyOf(stub.calls('/api/order/getList')[1]!).get('page')).toBe('2');
    expect(screen.getAllByRole('list', { name: /^订单 / })).toHaveLength(12);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('offers 继续签约 and 取消订单 on unsigned orders', async () => {
    const { default: Page } = await import('./mobile-order-list-page');
    await renderAt('/myLetter/min-0', <Page />);
    expect(
      await screen.findByRole('button', { name: '继续签约 BH20261120001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消订单 BH20261120001' })).toBeInTheDocument();
  });
});

describe('LetterPage', () => {
  it('shows the issued letter with download, preview and its public verification link', async () => {
    const { default: Page } = await import('./letter-page');
    await renderAt('/myLetter/detail3?order_sn=BH-ISSUED', <Page />);
    expect(await screen.findByText('XD-2026-000001')).toBeInTheDocument();
    expect(screen.getByText('南京江北新区建设局')).toBeInTheDocument();
    expect(screen.getByText('2026-11-23 至 2027-03-01')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: '下载保函' });
    expect(download).toHaveAttribute('href', 'https://img.example.com/uploads/2026/11/letter.pdf');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: '在线预览' })).toHaveAttribute('target', '_blank');
    const verify = `${window.location.origin}/verify?letter_no=XD-2026-000001`;
    expect(screen.getByRole('link', { name: verify })).toHaveAttribute('href', verify);
  });

  it('offers no download of a voided letter', async () => {
    const { default: Page } = await import('./letter-page');
    await renderAt('/myLetter/detail3?order_sn=BH-VOID', <Page />);
    expect(await screen.findByText('该保函已作废，不再提供下载。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下载保函' })).toBeNull();
  });

  it('says the letter is not issued yet while it is being drafted', async () => {
    const { default: Page } = await import('./letter-page');
    await renderAt('/myLetter/detail3?order_sn=BH-PAID', <Page />);
    expect(await screen.findByText('保函尚未出具')).toBeInTheDocument();
    expect(screen.queryByText('XD-2026-000009')).toBeNull();
  });
});

describe('ProjectListPage', () => {
  it('searches and pages projects on the server and starts an application', async () => {
    const { default: Page } = await import('./project-list-page');
    await renderAt('/myLetter/list', <Page title="投标项目" />);
    expect(await screen.findByText('南京市江北新区污水管网改造工程')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('项目名称 / 项目编号'), {
      target: { value: '江北' },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入地区'), { target: { value: '南京' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('江北工程')).toBeInTheDocument();
    const searched = bodyOf(stub.calls('/api/project/getList').at(-1)!);
    expect(searched.get('keyword')).toBe('江北');
    expect(searched.get('region')).toBe('南京');
    expect(searched.get('trading_center')).toBeNull();
    fireEvent.click(
      screen.getByText('4', { selector: '.arco-pagination-item *, .arco-pagination-item' }),
    );
    await waitFor(() =>
      expect(bodyOf(stub.calls('/api/project/getList').at(-1)!).get('page')).toBe('4'),
    );
    fireEvent.click(screen.getByRole('button', { name: '申请保函 江北工程' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/apply/form/one?id=21');
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('shows each project as a card with its name and labelled details instead of a sideways-scrolling table', async () => {
      const { default: Page } = await import('./project-list-page');
      await renderAt('/myLetter/list', <Page title="投标项目" />);
      const list = await screen.findByRole('list', { name: '投标项目' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(within(list).getAllByRole('listitem')[0]!);
      expect(card.getByText('南京市江北新区污水管网改造工程')).toBeVisible();
      expect(card.getByText('投标保证金').tagName).toBe('DT');
      fireEvent.click(
        card.getByRole('button', { name: '申请保函 南京市江北新区污水管网改造工程' }),
      );
      expect(await screen.findByTestId('where')).toHaveTextContent('/apply/form/one?id=21');
    });
  });
});
