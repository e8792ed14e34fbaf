// The permissions a main account can grant a sub-account, read from the route table's
// `permission` values (spec §6) and grouped by the menu group of the first route that needs each.
import { PERMISSIONS, type RouteEntry, type RouteTable } from '@bht/auth-guard';

export interface PermissionOption {
  value: string;
  label: string;
}

export interface PermissionGroup {
  group: string;
  options: PermissionOption[];
}

const permissionsOf = (route: RouteEntry): readonly string[] =>
  route.permission === undefined
    ? []
    : typeof route.permission === 'string'
      ? [route.permission]
      : route.permission;

function menuGroupOf(table: RouteTable, route: RouteEntry): string {
  const owner = route.menu ? route : table.find((r) => r.path === route.parent);
  return owner?.menu?.group ?? '其他';
}

/**
 * Chinese label: menu codes (dingdan …) by name with the menu groups they open (every letter type's
 * menu for 订单), stage names as they are.
 */
export function permissionLabel(table: RouteTable, value: string): string {
  if (value === '*') return '全部权限';
  const name = (PERMISSIONS as Record<string, string>)[value];
  if (!name) return value;
  const groups = [
    ...new Set(
      table.filter((r) => r.menu && permissionsOf(r).includes(value)).map((r) => r.menu!.group),
    ),
  ];
  return groups.length > 0 ? `${name}（${groups.join('、')}）` : name;
}

export function permissionGroups(table: RouteTable): PermissionGroup[] {
  const groups: PermissionGroup[] = [];
  const seen = new Set<string>();
  for (const route of table) {
    for (const value of permissionsOf(route)) {
      if (value === '*' || seen.has(value)) continue;
      seen.add(value);
      const name = menuGroupOf(table, route);
      let group = groups.find((g) => g.group === name);
      if (!group) groups.push((group = { group: name, options: [] }));
      group.options.push({ value, label: permissionLabel(table, value) });
    }
  }
  return groups;
}
