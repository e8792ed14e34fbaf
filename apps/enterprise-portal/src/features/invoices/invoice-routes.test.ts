// The /invoice routes: each has its lazily loaded page, needs the 订单 permission like the server's
// invoice calls, and the menu shows 开票记录, 发票抬头管理 and 收件地址 under 发票管理.
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { invoicePaths } from './invoice-paths';

const invoiceRoutes = routes.filter((r) => r.path.startsWith('/invoice/'));

describe('invoice routes', () => {
  it('every /invoice route has its page and needs the 订单 permission', async () => {
    expect(invoiceRoutes).toHaveLength(6);
    for (const route of invoiceRoutes) {
      expect(route.permission, route.path).toBe('dingdan');
      const page = (await route.page!()) as { default: unknown };
      expect(page.default, route.path).toBeTypeOf('function');
    }
  });

  it('the menu and the paths module agree with the table', () => {
    expect(invoiceRoutes.filter((r) => r.menu?.group === '发票管理').map((r) => r.title)).toEqual([
      '开票记录',
      '发票抬头管理',
      '收件地址',
    ]);
    const paths = [
      invoicePaths.list,
      invoicePaths.apply(),
      invoicePaths.modify(1),
      invoicePaths.detail(1),
      invoicePaths.titles,
      invoicePaths.addresses,
    ].map((p) => p.split('?')[0]);
    expect(paths.sort()).toEqual(invoiceRoutes.map((r) => r.path).sort());
  });
});
