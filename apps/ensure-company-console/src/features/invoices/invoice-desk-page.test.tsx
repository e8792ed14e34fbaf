// /invoice/desk through the real transport against a local HTTP server: the status tabs and their
// counts, the search and the page sent to the API and kept in the URL, the columns, the detail
// drawer with everything the request holds, and the route's place in the console.
import { buildMenu, decideNavigation, parsePermissions } from '@bht/auth-guard';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent } from '../company-orders/testing';
import { INVOICE_DESK } from './invoice-paths';
import type { Invoice } from './invoice-queries';
import { invoice, paperSpecialInvoice, pushFailedInvoice } from './testing';

let stub: ApiStubServer;
let listReply: StubReply | null;
let detail: Invoice;

const counts = { '0': 23, '1': 5, '2': 1, '3': 0 };
const sn = (i: number) => `BH2026112310000000${String(i).padStart(4, '0')}`;

/** 23 requests of the asked status (every third a paper special invoice); the page asked for. */
function listPage(body: string): StubReply {
  const sent = new URLSearchParams(body);
  const page = Number(sent.get('page'));
  const limit = Number(sent.get('limit'));
  const status = Number(sent.get('status'));
  const all = Array.from({ length: counts[String(status) as keyof typeof counts] }, (_, i) => {
    const base = i % 3 === 2 ? paperSpecialInvoice() : invoice();
    return {
      ...base,
      id: i + 1,
      order_sn: sn(i + 1),
      title: `抬头${i + 1}有限公司`,
      status: status as Invoice['status'],
      status_text: ['待开票', '已开票', '推送失败', '已作废'][status]!,
    };
  });
  return {
    data: {
      list: all.slice((page - 1) * limit, page * limit),
      total: all.length,
      page,
      limit,
      counts,
    },
  };
}

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getInvoiceList': (body) => listReply ?? listPage(body),
    '/api/ensure_company/getInvoiceDetail': () => ({ data: detail }),
    '/api/ensure_company/getInvoiceLog': { data: [] },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  listReply = null;
  detail = invoice();
});
afterEach(closeOverlays);

const listRequest = () => lastSent(stub.seen, '/api/ensure_company/getInvoiceList');
const rowOf = (orderSn: string) => within(screen.getByText(orderSn).closest('tr')!);

async function renderIt(path: string = INVOICE_DESK.path) {
  const { default: Page } = await import('./invoice-desk-page');
  return renderPage(path, <Page title="发票管理" />, {
    '/Dispatchletter/detail': <p>订单详情页</p>,
  });
}

describe('InvoiceDeskPage', () => {
  it('lists the 待开票 requests first, ten a page from the server, with every tab’s count', async () => {
    await renderIt();
    expect(await screen.findByText(sn(1))).toBeInTheDocument();
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      status: '0',
      page: '1',
      limit: '10',
    });
    expect(listRequest()!.has('keyword')).toBe(false);
    for (const tab of ['待开票（23）', '已开票（5）', '推送失败（1）', '已作废（0）'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待开票（23）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('共 23 条', { exact: false })).toBeInTheDocument();
    for (const name of [
      '订单号',
      '保函类型',
      '投保企业',
      '发票抬头',
      '发票类型',
      '发票形式',
      '开票金额',
      '状态',
      '申请时间',
    ])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
  });

  it('shows each request’s letter type, enterprise, title, kind, medium, amount, status and time', async () => {
    await renderIt();
    await screen.findByText(sn(1));
    const electronic = rowOf(sn(1));
    for (const text of [
      '投标电子保函',
      '江苏建工集团有限公司',
      '抬头1有限公司',
      '增值税普通发票',
      '电子发票',
      '¥1,200.00',
      '待开票',
    ])
      expect(electronic.getByText(text)).toBeInTheDocument();
    expect(electronic.getByText(/^2025-11-23 \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    const paper = rowOf(sn(3));
    for (const text of ['纸质投标保函', '增值税专用发票', '纸质发票'])
      expect(paper.getByText(text)).toBeInTheDocument();
  });

  it('switches status tab from page 1, kept in the URL', async () => {
    const router = await renderIt(`${INVOICE_DESK.path}?page=2`);
    await screen.findByText(sn(11));
    fireEvent.click(screen.getByRole('tab', { name: '已开票（5）' }));
    await waitFor(() => expect(listRequest()!.get('status')).toBe('1'));
    expect(listRequest()!.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=1');
    expect(await screen.findAllByText('已开票', { selector: 'td *' })).toHaveLength(5);
    fireEvent.click(screen.getByRole('tab', { name: '待开票（23）' }));
    await waitFor(() => expect(listRequest()!.get('status')).toBe('0'));
    expect(router.state.location.search).toBe('');
  });

  it('opens at the tab the URL names, and at 待开票 for an unknown one', async () => {
    await renderIt(`${INVOICE_DESK.path}?status=2`);
    await screen.findByText(sn(1));
    expect(listRequest()!.get('status')).toBe('2');
    expect(screen.getByRole('tab', { name: '推送失败（1）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await renderIt(`${INVOICE_DESK.path}?status=9`);
    await waitFor(() => expect(listRequest()!.get('status')).toBe('0'));
  });

  it('searches by keyword from page 1, kept in the URL; 重置 clears it', async () => {
    const router = await renderIt(`${INVOICE_DESK.path}?page=2`);
    await screen.findByText(sn(11));
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 建工 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listRequest()!.get('keyword')).toBe('建工'));
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      status: '0',
      page: '1',
      limit: '10',
      keyword: '建工',
    });
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('建工')}`);

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listRequest()!.has('keyword')).toBe(false));
    expect(router.state.location.search).toBe('');
  });

  it('restores the tab, search and page from the URL (reload, back)', async () => {
    await renderIt(`${INVOICE_DESK.path}?status=1&keyword=${encodeURIComponent('BH2026')}&page=2`);
    await waitFor(() => expect(listRequest()!.get('keyword')).toBe('BH2026'));
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      status: '1',
      page: '2',
      keyword: 'BH2026',
    });
    await waitFor(() => expect(screen.getByLabelText('关键词')).toHaveValue('BH2026'));
  });

  it('asks the server for the next page and keeps it in the URL', async () => {
    const router = await renderIt();
    await screen.findByText(sn(1));
    fireEvent.click(screen.getByText('3', { selector: '.arco-pagination-item' }));
    expect(await screen.findByText(sn(21))).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(listRequest()!.get('page')).toBe('3');
    expect(router.state.location.search).toBe('?page=3');
  });

  it('opens an electronic request in the drawer: the invoice, the order, the title and the e-mail, with its stamp', async () => {
    const router = await renderIt();
    fireEvent.click(await screen.findByRole('link', { name: `查看发票 ${sn(1)}` }));
    const drawer = within(await screen.findByRole('region', { name: '发票详情' }));
    expect(router.state.location.search).toBe('?id=1');
    expect(lastSent(stub.seen, '/api/ensure_company/getInvoiceDetail')?.get('id')).toBe('1');
    expect(drawer.getByRole('img', { name: '状态：待开票' })).toBeInTheDocument();
    for (const text of [
      '增值税普通发票',
      '电子发票',
      '¥1,200.00',
      '南京江北新区市政道路改造工程',
      '投标电子保函',
      '91320100MA1XXXXX0A',
      'finance@jsjg.example.com',
    ])
      expect(drawer.getByText(text)).toBeInTheDocument();
    expect(drawer.getByText('接收邮箱')).toBeInTheDocument();
    // Its log (处理记录), read by itself: nothing done on it yet.
    expect(await drawer.findByText('暂无处理记录')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/getInvoiceLog')?.get('id')).toBe('1');
    // An ordinary invoice without bank details does not list them.
    expect(drawer.queryByText('开户银行')).toBeNull();
    expect(drawer.getByRole('link', { name: invoice().order_sn })).toHaveAttribute(
      'href',
      `/Dispatchletter/detail?order_sn=${invoice().order_sn}`,
    );
    expect(drawer.getByRole('button', { name: '开具发票' })).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: '作废' })).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: '重新推送' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '关闭详情' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: '发票详情' })).toBeNull();
  });

  it('shows a paper special invoice’s full title (tax number, bank, account, address, phone), receiver and remark', async () => {
    detail = paperSpecialInvoice();
    await renderIt(`${INVOICE_DESK.path}?id=32`);
    const drawer = within(await screen.findByRole('region', { name: '发票详情' }));
    for (const text of [
      '增值税专用发票',
      '纸质发票',
      '纸质投标保函',
      '中国工商银行南京江北支行',
      '4301012345678901234',
      '南京市江北新区浦滨路 88 号',
      '025-58001234',
      '李会计',
      '13800000009',
      '江苏省南京市鼓楼区中山路 100 号',
      '请随发票附清单',
      '开具后寄出',
    ]) {
      expect(drawer.getByText(text)).toBeInTheDocument();
    }
    expect(drawer.queryByText('接收邮箱')).toBeNull();
    expect(screen.getByRole('link', { name: `查看发票 ${sn(1)}` })).toBeInTheDocument(); // the list stays beneath
  });

  it('shows an issued paper invoice’s number, PDF and courier', async () => {
    detail = paperSpecialInvoice({
      status: 1,
      status_text: '已开票',
      invoice_no: '04400123456789',
      file_url: '/uploads/2026/11/invoice-32.pdf?expires=1763880000&sig=abc',
      issue_time: 1_763_880_000,
      courier_company: '顺丰速运',
      tracking_no: 'SF1234567890',
      actions: ['void'],
    });
    await renderIt(`${INVOICE_DESK.path}?status=1&id=32`);
    const drawer = within(await screen.findByRole('region', { name: '发票详情' }));
    expect(drawer.getByRole('img', { name: '状态：已开票' })).toBeInTheDocument();
    for (const text of ['04400123456789', '顺丰速运', 'SF1234567890'])
      expect(drawer.getByText(text)).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: '查看发票 PDF' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/invoice-32.pdf?expires=1763880000&sig=abc',
    );
  });

  it('shows a failed push with its reason, and 重新推送', async () => {
    detail = pushFailedInvoice();
    await renderIt(`${INVOICE_DESK.path}?status=2&id=31`);
    const drawer = within(await screen.findByRole('region', { name: '发票详情' }));
    expect(drawer.getByRole('img', { name: '状态：推送失败' })).toBeInTheDocument();
    expect(drawer.getByText('收件邮箱不存在（550 mailbox unavailable）')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: '重新推送' })).toBeInTheDocument();
  });

  it('shows a voided request’s stamp and reason, with nothing left to do', async () => {
    detail = invoice({
      status: 3,
      status_text: '已作废',
      void_reason: '企业申请更换抬头',
      actions: [],
    });
    await renderIt(`${INVOICE_DESK.path}?status=3&id=31`);
    const drawer = within(await screen.findByRole('region', { name: '发票详情' }));
    expect(drawer.getByRole('img', { name: '状态：已作废' })).toBeInTheDocument();
    expect(drawer.getByText('企业申请更换抬头')).toBeInTheDocument();
    expect(drawer.getByText('当前状态下没有可执行的操作')).toBeInTheDocument();
  });

  it('says so when a tab is empty, or nothing matches the search', async () => {
    await renderIt(`${INVOICE_DESK.path}?status=3`);
    expect(await screen.findByText('暂无已作废的开票申请')).toBeInTheDocument();
    listReply = {
      data: { list: [], total: 0, page: 1, limit: 10, counts: { '0': 0, '1': 0, '2': 0, '3': 0 } },
    };
    await renderIt(`${INVOICE_DESK.path}?keyword=nothing`);
    expect(await screen.findByText('没有符合条件的开票申请')).toBeInTheDocument();
  });

  it('shows the server’s message when the account lacks the permission (403)', async () => {
    listReply = { status: 403, code: -2, msg: '没有「dingdan」权限' };
    await renderIt();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getAllByText('没有「dingdan」权限').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('shows each request as a card with 详情 at its foot, and the drawer over the whole width', async () => {
      await renderIt();
      const list = await screen.findByRole('list', { name: '待开票发票' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(10);
      const first = within(cards[0]!);
      expect(first.getByText(sn(1))).toBeInTheDocument();
      expect(first.getByText('发票抬头').tagName).toBe('DT');
      expect(first.getByText('抬头1有限公司')).toBeInTheDocument();
      fireEvent.click(first.getByRole('link', { name: `查看发票 ${sn(1)}` }));
      await screen.findByRole('region', { name: '发票详情' });
      expect(document.querySelector<HTMLElement>('.arco-drawer')!.style.width).toBe('100%');
    });
  });
});

describe('the invoice desk route', () => {
  const session = (authJson: string) => ({
    token: 't',
    userInfo: { account: 'xinda_finance', auth_status: 2, is_reset_password: 1 },
    permissions: parsePermissions(authJson),
  });
  const decide = (authJson: string) =>
    decideNavigation({
      table: routes,
      app: 'console',
      viewportWidth: 1280,
      path: INVOICE_DESK.path,
      session: session(authJson),
    }).type;

  it('needs fapiao (dingdan is not enough), has a page, and sits in its own menu group right after 订单管理', () => {
    expect([decide('fapiao'), decide('dingdan,待审核,已出函'), decide('*')]).toEqual([
      'allow',
      'forbidden',
      'allow',
    ]);
    expect(routes.find((r) => r.path === INVOICE_DESK.path)?.page).toBeDefined();
    const groups = buildMenu(routes, parsePermissions('*')).map((g) => g.group);
    expect(groups[groups.indexOf('订单管理') + 1]).toBe('发票管理');
    const deskMenu = (authJson: string) =>
      buildMenu(routes, parsePermissions(authJson))
        .find((g) => g.group === '发票管理')
        ?.items.map((i) => i.title);
    expect([deskMenu('fapiao'), deskMenu('dingdan')]).toEqual([['发票管理'], undefined]);
  });
});
