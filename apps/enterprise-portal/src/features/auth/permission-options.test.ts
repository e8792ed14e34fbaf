import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { permissionGroups, permissionLabel } from './permission-options';

describe('sub-account permission options', () => {
  it('lists every permission the route table uses, once, grouped by menu', () => {
    const groups = permissionGroups(routes);
    const values = groups.flatMap((g) => g.options.map((o) => o.value));
    const used = new Set(
      routes.flatMap((r) => (r.permission === undefined ? [] : [r.permission].flat())),
    );
    expect(new Set(values)).toEqual(used);
    expect(values).toHaveLength(used.size);
    // dingdan first unlocks the bid e-letter menu (投标项目, 保函订单), so it is offered there.
    expect(groups.find((g) => g.group === '投标电子保函')?.options.map((o) => o.value)).toEqual([
      'dingdan',
    ]);
    // The order-management and letter-management stages are the guarantee company's (console) screens.
    expect(groups.find((g) => g.group === '订单管理')).toBeUndefined();
    expect(groups.find((g) => g.group === '保函管理')).toBeUndefined();
  });

  it('labels menu codes in Chinese and keeps stage names', () => {
    expect(permissionLabel(routes, 'dingdan')).toBe(
      '订单（投标电子保函、纸质投标保函、履约保函、农民工工资保函、发票管理、理赔、保险服务）',
    );
    expect(permissionLabel(routes, '待审核')).toBe('待审核');
    expect(permissionLabel(routes, '*')).toBe('全部权限');
  });
});
