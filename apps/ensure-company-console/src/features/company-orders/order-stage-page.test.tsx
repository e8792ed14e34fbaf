// /Dispatchletter/* stage lists through the real transport against a local HTTP server: the stage,
// search and paging sent to the API, kept in the URL, and the rows linking to the detail.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import {
  letterMachine,
  ORDER_STAGE_STATUSES,
  orderStatusText,
  type OrderStage,
  type OrderSummary,
} from '@bht/api-client';
import { closeOverlays, lastSent, orderDetail, orderSummaryOf } from './testing';

let stub: ApiStubServer;
let listReply: StubReply | null;

/** The first status of `stage` an order of `type` goes through (paper letters wait at 待寄送, are 已寄出). */
const statusIn = (stage: string, type: string) =>
  (ORDER_STAGE_STATUSES[stage as OrderStage] as readonly number[]).find((status) =>
    (letterMachine(type).statuses as readonly number[]).includes(status),
  )!;

/** 23 orders; the page the request asks for. */
function listPage(body: string): StubReply {
  const sent = new URLSearchParams(body);
  const page = Number(sent.get('page'));
  const limit = Number(sent.get('limit'));
  const type = sent.get('type');
  // Every third order is a paper letter, unless the request filters by type.
  const all = Array.from({ length: 23 }, (_, i) => {
    const letterType = (type ?? (i % 3 === 2 ? 'bid_paper' : 'bid_e')) as OrderSummary['type'];
    const status = statusIn(sent.get('stage')!, letterType);
    const summary = orderSummaryOf(
      orderDetail({ type: letterType, status, status_text: orderStatusText(status) }),
    );
    return {
      ...summary,
      id: i + 1,
      sn: `BH2026112310000000${String(i + 1).padStart(4, '0')}`,
      project_name: `项目${i + 1}`,
      letter_no: `TBBH20261123${String(i + 1).padStart(8, '0')}`,
    };
  });
  return {
    data: { list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit },
  };
}

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderList': (body) => listReply ?? listPage(body),
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  listReply = null;
});
afterEach(closeOverlays);

const listRequest = () => lastSent(stub.seen, '/api/ensure_company/getOrderList');

async function renderIt(path: string, stage: string) {
  const { default: Page } = await import('./order-stage-page');
  const router = await renderPage(path, <Page title={stage} />, {
    '/Dispatchletter/detail': <p>订单详情页</p>,
    '/affirm': <p>确认收款页</p>,
  });
  return router;
}

describe('OrderStagePage', () => {
  it('lists the stage’s orders, ten a page from the server, with money, status and time', async () => {
    await renderIt('/Dispatchletter/waitshenhe', '待审核');
    expect(await screen.findByRole('link', { name: 'BH20261123100000000001' })).toBeInTheDocument();
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      stage: '待审核',
      page: '1',
      limit: '10',
    });
    expect(listRequest()!.has('keyword')).toBe(false);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getAllByText('¥800,000.00')).toHaveLength(10);
    expect(screen.getAllByText('¥1,200.00')).toHaveLength(10);
    expect(screen.getAllByText('待审核').length).toBeGreaterThanOrEqual(10);
    expect(screen.getByText('共 23 条', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '保函编号' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^确认收款/ })).toBeNull();
  });

  it('names each order’s letter type, paper letters among e-letters', async () => {
    await renderIt('/Dispatchletter/waitshenhe', '待审核');
    await screen.findByRole('link', { name: 'BH20261123100000000001' });
    expect(screen.getByRole('columnheader', { name: '保函类型' })).toBeInTheDocument();
    const cells = (sn: string) => within(screen.getByRole('link', { name: sn }).closest('tr')!);
    expect(cells('BH20261123100000000001').getByText('投标电子保函')).toBeInTheDocument();
    expect(cells('BH20261123100000000003').getByText('纸质投标保函')).toBeInTheDocument();
    expect(screen.getAllByText('纸质投标保函', { selector: 'td *' })).toHaveLength(3);
    expect(listRequest()!.has('type')).toBe(false);
  });

  it('filters by letter type as soon as one is picked, from page 1, kept in the URL; 全部 lifts it', async () => {
    const router = await renderIt('/Dispatchletter/waitsent?page=2', '待出函');
    await screen.findByRole('link', { name: 'BH20261123100000000011' });
    const type = screen.getByRole('combobox', { name: '保函类型' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部', '投标电子保函', '纸质投标保函', '履约保函', '农民工工资保函']);
    fireEvent.change(type, { target: { value: 'bid_paper' } });
    await waitFor(() => expect(listRequest()!.get('type')).toBe('bid_paper'));
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      stage: '待出函',
      page: '1',
      type: 'bid_paper',
    });
    expect(router.state.location.search).toBe('?type=bid_paper');
    await waitFor(() =>
      expect(screen.getAllByText('纸质投标保函', { selector: 'td *' })).toHaveLength(10),
    );

    fireEvent.change(screen.getByRole('combobox', { name: '保函类型' }), { target: { value: '' } });
    await waitFor(() => expect(listRequest()!.has('type')).toBe(false));
    expect(router.state.location.search).toBe('');
  });

  it('restores the type filter from the URL and ignores an unknown type', async () => {
    await renderIt('/Dispatchletter/reardhan?type=worker', '已出函');
    await screen.findByRole('link', { name: 'BH20261123100000000001' });
    expect(listRequest()!.get('type')).toBe('worker');
    expect(screen.getByRole('combobox', { name: '保函类型' })).toHaveDisplayValue('农民工工资保函');
    await renderIt('/Dispatchletter/reardhan?type=cheque', '已出函');
    await waitFor(() => expect(listRequest()!.has('type')).toBe(false));
  });

  it('links a paper order to its desk: 审核 at 待审核, 寄送 at 待出函; e-letters have none', async () => {
    await renderIt('/Dispatchletter/waitshenhe', '待审核');
    const review = await screen.findByRole('link', { name: '审核 BH20261123100000000003' });
    expect(review).toHaveAttribute('href', '/papertwo?sn=BH20261123100000000003');
    expect(screen.queryByRole('link', { name: '审核 BH20261123100000000001' })).toBeNull();
    await renderIt('/Dispatchletter/waitsent', '待出函');
    expect(
      await screen.findByRole('link', { name: '寄送 BH20261123100000000006' }),
    ).toHaveAttribute('href', '/paperthree?sn=BH20261123100000000006');
  });

  it('asks the server for the next page and keeps it in the URL', async () => {
    const router = await renderIt('/Dispatchletter/waitshenhe', '待审核');
    await screen.findByRole('link', { name: 'BH20261123100000000001' });
    fireEvent.click(screen.getByText('3', { selector: '.arco-pagination-item' }));
    expect(await screen.findByRole('link', { name: 'BH20261123100000000021' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(listRequest()!.get('page')).toBe('3');
    expect(router.state.location.search).toBe('?page=3');
  });

  it('sends the keyword and date range, starting again at page 1; 重置 clears them', async () => {
    const router = await renderIt('/Dispatchletter/waitsent?page=2', '待出函');
    await screen.findByRole('link', { name: 'BH20261123100000000011' });
    expect(listRequest()!.get('stage')).toBe('待出函');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 江北 ' } });
    const [start, end] = screen.getAllByPlaceholderText(/日期$/) as HTMLInputElement[];
    // Typed like a user: the start date, Enter moves to the end date, Enter confirms the range.
    const enter = (input: HTMLInputElement) =>
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(start!);
    fireEvent.change(start!, { target: { value: '2026-11-01' } });
    enter(start!);
    fireEvent.change(end!, { target: { value: '2026-11-30' } });
    enter(end!);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listRequest()!.get('keyword')).toBe('江北'));
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      stage: '待出函',
      page: '1',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(new URLSearchParams(router.state.location.search).get('start_date')).toBe('2026-11-01');

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listRequest()!.has('keyword')).toBe(false));
    expect(listRequest()!.has('start_date')).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('restores the search and page from the URL (back from the detail)', async () => {
    await renderIt(
      `/Dispatchletter/rejecthan?keyword=${encodeURIComponent('江北')}&start_date=2026-11-01&end_date=2026-11-30&page=2`,
      '已驳回',
    );
    await screen.findByRole('link', { name: 'BH20261123100000000011' });
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      stage: '已驳回',
      keyword: '江北',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      page: '2',
    });
    expect(screen.getByLabelText('关键词')).toHaveValue('江北');
    expect(screen.getByDisplayValue('2026-11-01')).toBeInTheDocument();
  });

  it('opens the detail from the order number', async () => {
    const router = await renderIt('/Dispatchletter/waitshenhe', '待审核');
    fireEvent.click(await screen.findByRole('link', { name: 'BH20261123100000000002' }));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order_sn=BH20261123100000000002');
  });

  it('links 待支付 orders to the offline-payment confirmation', async () => {
    const router = await renderIt('/Dispatchletter/waituser', '待支付');
    fireEvent.click(await screen.findByRole('link', { name: '确认收款 BH20261123100000000001' }));
    expect(await screen.findByText('确认收款页')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/affirm?order_sn=BH20261123100000000001',
    );
  });

  it('shows the letter number on the 已出函 list', async () => {
    await renderIt('/Dispatchletter/reardhan', '已出函');
    expect(await screen.findByText('TBBH2026112300000001')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '保函编号' })).toBeInTheDocument();
  });

  it('says so when the stage has no orders', async () => {
    listReply = { data: { list: [], total: 0, page: 1, limit: 10 } };
    await renderIt('/Dispatchletter/index', '待签约');
    expect(await screen.findByText('暂无待签约订单')).toBeInTheDocument();
  });

  it('shows the server’s message when the account lacks the stage permission (403)', async () => {
    listReply = { status: 403, code: -2, msg: '没有「待签约」权限' };
    await renderIt('/Dispatchletter/index', '待签约');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getAllByText('没有「待签约」权限').length).toBeGreaterThan(0);
    expect(
      within(screen.getByText('加载失败').closest('.arco-result')!).getByRole('button', {
        name: '重试',
      }),
    ).toBeInTheDocument();
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('shows each order as a card with the project and enterprise named, and 查看 / 确认收款 at its foot', async () => {
      await renderIt('/Dispatchletter/waituser', '待支付');
      const list = await screen.findByRole('list', { name: '待支付订单' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(10);
      const first = within(cards[0]!);
      expect(first.getByRole('link', { name: 'BH20261123100000000001' })).toBeInTheDocument();
      expect(first.getByText('项目名称').tagName).toBe('DT');
      expect(first.getByText('项目1')).toBeInTheDocument();
      expect(first.getByText('投保企业').tagName).toBe('DT');
      expect(
        first.getByRole('link', { name: '确认收款 BH20261123100000000001' }),
      ).toBeInTheDocument();
      // The search fields stack, full width, labels above them.
      expect(screen.getByRole('form', { name: '订单搜索' })).toHaveClass('arco-form-vertical');
    });
  });
});
