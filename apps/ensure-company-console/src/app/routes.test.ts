// The console route table: public pages, permission gating and the menus each role sees.
import { buildMenu, decideNavigation, parsePermissions } from '@bht/auth-guard';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

const menuPaths = (authJson: string) =>
  buildMenu(routes, parsePermissions(authJson)).flatMap((g) => g.items.map((i) => i.path));
const session = (authJson: string) => ({
  token: 't',
  userInfo: { account: 'xinda_review', auth_status: 2, is_reset_password: 1 },
  permissions: parsePermissions(authJson),
});

describe('console route table', () => {
  it('has unique paths, Chinese titles and the spec route names', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of routes) expect(r.title, r.path).toMatch(/[\u4e00-\u9fa5]/);
    for (const name of [
      '/formone',
      '/formtwo',
      '/formthree',
      '/formfour',
      '/formfive',
      '/oneDuty',
      '/minDuty',
      '/papertwo',
      '/paperthree',
      '/affirm',
      '/policies',
    ]) {
      expect(paths).toContain(name);
    }
  });

  it('only log-in, forgotten password, 404 and the policies page are public', () => {
    expect(
      routes
        .filter((r) => r.public)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/404', '/forgetpass', '/login', '/policies']);
  });

  it.each([
    [
      '*',
      [
        '/company/info',
        '/Dispatchletter/waitshenhe',
        '/Dispatchletter/reardhan',
        '/ordermang/claim',
        '/notice/list',
        '/config/premium',
      ],
    ],
    ['dingdan,待审核,已出函', ['/Dispatchletter/waitshenhe', '/Dispatchletter/reardhan']],
    ['luru', ['/addorder/index']],
    ['fapiao', ['/invoice/desk']],
    ['gonggao', ['/notice/list']],
  ])('auth_json %s shows its menu items', (authJson, expected) => {
    const paths = menuPaths(authJson);
    for (const path of expected) expect(paths).toContain(path);
  });

  it('a reviewer sees neither configuration, other stages, order entry nor the invoice desk', () => {
    const paths = menuPaths('dingdan,待审核,已出函');
    for (const path of [
      '/config/premium',
      '/company/info',
      '/Dispatchletter/waituser',
      '/notice/list',
      '/addorder/index',
      '/invoice/desk',
    ])
      expect(paths).not.toContain(path);
  });

  it('the paper desks and order entry have pages, each gated by the desk’s permission and placed under its stage', () => {
    const base = { table: routes, app: 'console' as const, viewportWidth: 1280 };
    const decide = (path: string, authJson: string) =>
      decideNavigation({ ...base, path, session: session(authJson) }).type;
    for (const path of [
      '/papertwo',
      '/paperthree',
      '/addorder/index',
      '/addorder/two',
      '/addorder/three',
    ]) {
      expect(routes.find((r) => r.path === path)?.page, path).toBeDefined();
    }
    expect([decide('/papertwo', 'dingdan,待审核'), decide('/papertwo', 'dingdan,待出函')]).toEqual([
      'allow',
      'forbidden',
    ]);
    expect([
      decide('/paperthree', 'dingdan,待出函'),
      decide('/paperthree', 'dingdan,待审核'),
    ]).toEqual(['allow', 'forbidden']);
    expect(
      ['luru', 'dingdan,待审核,待支付', '待审核'].map((authJson) =>
        decide('/addorder/two', authJson),
      ),
    ).toEqual(['allow', 'forbidden', 'forbidden']);
    expect(routes.find((r) => r.path === '/papertwo')?.parent).toBe('/Dispatchletter/waitshenhe');
    expect(routes.find((r) => r.path === '/paperthree')?.parent).toBe('/Dispatchletter/waitsent');
    expect(routes.find((r) => r.path === '/addorder/three')?.parent).toBe('/addorder/two');
  });

  it('letter management: every list and desk has a page, gated by its own permission; the detail by dingdan', () => {
    const base = { table: routes, app: 'console' as const, viewportWidth: 1280 };
    const decide = (path: string, authJson: string) =>
      decideNavigation({ ...base, path, session: session(authJson) }).type;
    const lists = [
      ['/ordermang/index', '正常履约'],
      ['/ordermang/stoporder', '履约终止'],
      ['/ordermang/claim', '理赔'],
      ['/ordermang/expiretime', '退保'],
    ] as const;
    for (const [path, permission] of lists) {
      const route = routes.find((r) => r.path === path);
      expect([route?.title, route?.permission, route?.page !== undefined], path).toEqual([
        permission,
        permission,
        true,
      ]);
      expect([decide(path, permission), decide(path, 'dingdan')], path).toEqual([
        'allow',
        'forbidden',
      ]);
    }
    expect(menuPaths('理赔,退保').filter((p) => p.startsWith('/ordermang'))).toEqual([
      '/ordermang/claim',
      '/ordermang/expiretime',
    ]);
    expect(routes.find((r) => r.path === '/ordermang/orderdetail')?.page).toBeDefined();
    expect([
      decide('/ordermang/orderdetail', 'dingdan'),
      decide('/ordermang/orderdetail', '理赔'),
    ]).toEqual(['allow', 'forbidden']);
  });

  it('the guard forbids a stage page without its permission and lands on the first allowed item', () => {
    const base = { table: routes, app: 'console' as const, viewportWidth: 1280 };
    expect(
      decideNavigation({
        ...base,
        path: '/Dispatchletter/waituser',
        session: session('dingdan,待审核'),
      }).type,
    ).toBe('forbidden');
    expect(
      decideNavigation({
        ...base,
        path: '/Dispatchletter/waitshenhe',
        session: session('dingdan,待审核'),
      }).type,
    ).toBe('allow');
    expect(decideNavigation({ ...base, path: '/', session: session('gonggao') })).toEqual({
      type: 'redirect',
      to: '/index',
    });
    expect(
      decideNavigation({ ...base, path: '/config/pay', session: { permissions: new Set() } }),
    ).toEqual({ type: 'redirect', to: '/login?redirect=%2Fconfig%2Fpay' });
  });
});
