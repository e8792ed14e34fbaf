// /index through the real transport against a local HTTP server.
import { RouteTableProvider } from '@bht/auth-guard/react';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { dashboardData } from './testing';

let stub: ApiStubServer;
let info = companyInfo();

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': () => ({ data: info }),
    '/api/ensure_company/getDashboard': () => ({ data: dashboardData() }),
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());

async function renderIt() {
  const { default: Page } = await import('./workbench-page');
  const { routes } = await import('../../app/routes');
  await renderPage(
    '/index',
    <RouteTableProvider table={routes}>
      <Page />
    </RouteTableProvider>,
  );
}

describe('WorkbenchPage', () => {
  it('shows the company, the account permissions and only the links they open', async () => {
    info = companyInfo({ authJson: 'dingdan,待审核,已出函', status: 0 });
    await renderIt();
    expect(await screen.findByText('信达融资担保有限公司')).toBeInTheDocument();
    expect(screen.getByText('融资担保公司')).toBeInTheDocument();
    expect(screen.getByText('南京市')).toBeInTheDocument();
    expect(screen.getByText('暂停接单')).toBeInTheDocument();
    expect(screen.getByText('订单')).toBeInTheDocument();
    const orders = screen.getByRole('navigation', { name: '订单管理' });
    expect(within(orders).getByRole('link', { name: '待审核' })).toHaveAttribute(
      'href',
      '/Dispatchletter/waitshenhe',
    );
    expect(within(orders).getByRole('link', { name: '已出函' })).toBeInTheDocument();
    // Order entry and the invoice desk have permissions of their own (luru, fapiao).
    expect(within(orders).queryByRole('link', { name: '录入订单' })).toBeNull();
    expect(within(orders).queryByRole('link', { name: '待签约' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '发票管理' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '公告管理' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '机构管理' })).toBeNull();
  });

  it('names the order-entry and invoice-desk permissions in Chinese and links their desks', async () => {
    info = companyInfo({ authJson: 'dingdan,luru,fapiao' });
    await renderIt();
    await screen.findByText('信达融资担保有限公司');
    const tags = [...document.querySelectorAll('.arco-tag')].map((tag) => tag.textContent);
    expect(tags).toEqual(['接单中', '订单', '录入订单', '发票']);
    const orders = screen.getByRole('navigation', { name: '订单管理' });
    expect(within(orders).getByRole('link', { name: '录入订单' })).toHaveAttribute(
      'href',
      '/addorder/index',
    );
    expect(
      within(screen.getByRole('navigation', { name: '发票管理' })).getByRole('link', {
        name: '发票管理',
      }),
    ).toHaveAttribute('href', '/invoice/desk');
  });

  it('gives a full-permission account every menu and says so', async () => {
    info = companyInfo({ authJson: '*' });
    await renderIt();
    expect(await screen.findByText('全部权限')).toBeInTheDocument();
    expect(screen.getByText('接单中')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: '配置管理' })).getByRole('link', {
        name: '保费设置',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: '机构管理' })).getByRole('link', {
        name: '机构信息',
      }),
    ).toBeInTheDocument();
  });

  it('tells an account without permissions to ask for them', async () => {
    info = companyInfo({ authJson: '' });
    await renderIt();
    expect(
      await screen.findByText('当前账号暂无可用功能，请联系管理员分配权限。'),
    ).toBeInTheDocument();
    expect(screen.getByText('暂无权限')).toBeInTheDocument();
  });
});
