// The /index dashboard through the real transport against a local HTTP server: the figures and
// their links, the stages the account holds only, no surrender / claim figures without them, the
// SVG charts with their summaries and tooltips, or the empty state, and loading.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { dashboardData } from './testing';

let stub: ApiStubServer;
let reply: () => StubReply | Promise<StubReply> = () => ({ data: dashboardData({ busy: true }) });

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': () => ({ data: companyInfo() }),
    '/api/ensure_company/getDashboard': () => reply(),
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());

async function renderIt() {
  const { Dashboard } = await import('./dashboard');
  await renderPage('/index', <Dashboard />);
}

describe('Dashboard', () => {
  it('shows today’s figures, the 30-day premium, each held stage and the open requests, linked to their lists', async () => {
    reply = () => ({ data: dashboardData({ busy: true }) });
    await renderIt();
    const overview = await screen.findByText('业务概览');
    const card = overview.closest('.arco-card') as HTMLElement;
    expect(within(card).getByText('今日申请')).toBeInTheDocument();
    expect(within(card).getByText('近 30 天保费')).toBeInTheDocument();
    expect(within(card).getByText('今日申请').parentElement).toHaveTextContent(/^今日申请3笔$/);
    // 30 days × 1,500.50
    expect(within(card).getByText('近 30 天保费').parentElement).toHaveTextContent(
      /^近 30 天保费45,015\.00元$/,
    );
    expect(screen.getByRole('link', { name: /^待审核 12笔/ })).toHaveAttribute(
      'href',
      '/Dispatchletter/waitshenhe',
    );
    expect(screen.getByRole('link', { name: /^已出函 1234笔/ })).toHaveAttribute(
      'href',
      '/Dispatchletter/reardhan',
    );
    expect(screen.getByRole('link', { name: /^待处理退保 2件/ })).toHaveAttribute(
      'href',
      '/ordermang/expiretime',
    );
    expect(screen.getByRole('link', { name: /^待处理理赔 1件/ })).toHaveAttribute(
      'href',
      '/ordermang/claim',
    );
  });

  it('draws the 30-day charts, summed up for screen readers, with the day’s figures on focus', async () => {
    reply = () => ({ data: dashboardData({ busy: true }) });
    await renderIt();
    const flow = await screen.findByRole('img', {
      name: '近 30 天申请与出函趋势图，10-29 至 11-27：申请合计 90 笔，最高 3 笔（10-29）；出函合计 60 份，最高 2 份（10-29）',
    });
    fireEvent.focus(flow);
    expect(screen.getByRole('tooltip')).toHaveTextContent('11-27申请3 笔出函2 份');
    const premium = screen.getByRole('img', {
      name: /^近 30 天保费趋势图.*保费（元）合计 45,015.00 元/,
    });
    fireEvent.blur(flow);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(premium);
    expect(screen.getByRole('tooltip')).toHaveTextContent('11-27保费（元）1,500.50 元');
    const table = screen.getByRole('table', { name: '近 30 天保费趋势图' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('leaves out what the account does not hold, and says when the 30 days were quiet', async () => {
    reply = () => ({
      data: dashboardData({ stages: [], open_surrenders: null, open_claims: null }),
    });
    await renderIt();
    expect(await screen.findByText('近 30 天暂无申请与出函')).toBeInTheDocument();
    expect(screen.queryByText('待处理退保')).toBeNull();
    expect(screen.queryByText('待处理理赔')).toBeNull();
    expect(screen.queryByRole('link', { name: /待审核/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows loading until the figures arrive', async () => {
    let release: (() => void) | undefined;
    reply = () => new Promise((resolve) => (release = () => resolve({ data: dashboardData() })));
    await renderIt();
    expect(await screen.findByRole('status', { name: '加载中' })).toBeInTheDocument();
    // The spinner shows before the request reaches the stub; under load it arrives later.
    await waitFor(() => expect(release).toBeDefined());
    release!();
    expect(await screen.findByText('业务概览')).toBeInTheDocument();
  });
});
