import { describe, expect, it } from 'vitest';
import { hasPermission, parsePermissions } from './permissions';
import { buildBreadcrumb, buildMenu, findRoute, routeAllowed, type RouteEntry } from './routes';
import { testTable } from './test-table';

describe('permissions', () => {
  it.each<[string | null, string | string[] | undefined, boolean]>([
    ['*', 'gonggao', true],
    ['dingdan, 待审核 ,', '待审核', true],
    ['dingdan,待审核', 'gonggao', false],
    ['dingdan', ['gonggao', 'dingdan'], true],
    ['', 'dingdan', false],
    [null, 'dingdan', false],
    ['', undefined, true],
    ['gonggao', [], true],
  ])('%j has %j → %s', (authJson, required, expected) => {
    expect(hasPermission(parsePermissions(authJson), required)).toBe(expected);
  });

  it('parses trimmed entries without blanks', () => {
    expect([...parsePermissions(' a, ,b ,,')]).toEqual(['a', 'b']);
  });
});

describe('route table helpers', () => {
  it('finds routes ignoring query and trailing slash, with :params', () => {
    expect(findRoute(testTable, '/index/?x=1')?.title).toBe('用户中心');
    expect(findRoute(testTable, '/myLetter/detail/BH1')?.title).toBe('订单详情');
    expect(findRoute(testTable, '/myLetter/detail/')).toBeUndefined();
  });

  it('builds the menu from the table filtered by permission', () => {
    const menu = buildMenu(testTable, parsePermissions('待审核'));
    expect(menu.map((g) => [g.group, g.items.map((i) => i.path)])).toEqual([
      ['首页', ['/index']],
      ['投标保函', ['/myLetter/myLetter']],
      ['订单管理', ['/Dispatchletter/waitshenhe']],
    ]);
    expect(buildMenu(testTable, parsePermissions('*')).flatMap((g) => g.items)).toHaveLength(5);
  });

  it('gives platform operators their routes only, and their routes to no one else', () => {
    const review: RouteEntry = {
      path: '/review/companies',
      title: '机构认证审核',
      audience: 'operator',
      menu: { group: '机构审核' },
    };
    const table = [...testTable, review];
    const operator = parsePermissions('平台运营');
    expect(buildMenu(table, operator).flatMap((g) => g.items.map((i) => i.path))).toEqual([
      '/review/companies',
    ]);
    expect(buildMenu(table, parsePermissions('*')).flatMap((g) => g.items)).not.toContain(review);
    expect(routeAllowed(review, parsePermissions('*'))).toBe(false);
    expect(routeAllowed(findRoute(table, '/index')!, operator)).toBe(false);
  });

  it('builds breadcrumbs through parents and prefixes', () => {
    expect(buildBreadcrumb(testTable, '/myLetter/detail/BH1').map((r) => r.title)).toEqual([
      '保函订单',
      '订单详情',
    ]);
    expect(buildBreadcrumb(testTable, '/firm/one/duty').map((r) => r.title)).toEqual([
      '企业认证',
      '法定代表人认证',
    ]);
  });

  it('puts a route under the parent its page names for the visit', () => {
    expect(
      buildBreadcrumb(testTable, '/myLetter/detail/BH1', '/Dispatchletter/reardhan').map(
        (r) => r.path,
      ),
    ).toEqual(['/Dispatchletter/reardhan', '/myLetter/detail/:sn']);
    expect(buildBreadcrumb(testTable, '/firm/one/duty', '/firm/two').map((r) => r.title)).toEqual([
      '企业认证',
      '手机号认证',
      '法定代表人认证',
    ]);
    expect(buildBreadcrumb(testTable, '/nowhere', '/index')).toEqual([]);
  });
});
