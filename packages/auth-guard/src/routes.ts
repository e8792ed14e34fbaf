// Routes are data: each app has one table of these; router, menu, breadcrumb and guard read it.
import { hasPermission, OPERATOR_PERMISSION, type PermissionSet } from './permissions';

export interface RouteEntry {
  path: string;
  title: string;
  /** Any one of these auth_json entries grants access ('*' grants all). */
  permission?: string | readonly string[];
  /** Reachable without logging in. */
  public?: boolean;
  /** Path of the `min-` (mobile) variant, used below 767 px. */
  mobile?: string;
  /** Enterprise portal: reachable by a logged-in user whose company is not yet authenticated. */
  beforeAuthentication?: boolean;
  /** Menu placement; routes without `menu` are not in the sidebar. */
  menu?: { group?: string; icon?: string; order?: number };
  /** Breadcrumb parent path when it is not the path's prefix. */
  parent?: string;
  /** Console: 'operator' routes are the platform operators' (and theirs only); operators reach no other non-public route. */
  audience?: 'operator';
}

export type RouteTable = readonly RouteEntry[];

export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return (
    a.length === b.length &&
    a.every((seg, i) => (seg.startsWith(':') ? (b[i] ?? '') !== '' : seg === b[i]))
  );
}

export function findRoute<R extends RouteEntry>(table: readonly R[], path: string): R | undefined {
  const target = normalizePath(path);
  return (
    table.find((r) => r.path === target) ??
    table.find((r) => r.path.includes(':') && matches(r.path, target))
  );
}

/** The desktop route a `min-` path is the mobile variant of. */
export function desktopVariantOf(table: RouteTable, path: string): RouteEntry | undefined {
  const target = normalizePath(path);
  return table.find((r) => r.mobile === target);
}

/**
 * Whether the account may open `route`: a platform operator (OPERATOR_PERMISSION) only the
 * operator routes, any other account the routes its permissions allow but never an operator route.
 */
export function routeAllowed(route: RouteEntry, permissions: PermissionSet): boolean {
  const operator = permissions.has(OPERATOR_PERMISSION);
  if (route.audience === 'operator') return operator;
  return !operator && hasPermission(permissions, route.permission);
}

export interface MenuGroup {
  group: string;
  items: RouteEntry[];
}

/** The sidebar: routes with `menu` the permissions allow, grouped in table order. */
export function buildMenu(table: RouteTable, permissions: PermissionSet): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const route of table) {
    if (!route.menu || !routeAllowed(route, permissions)) continue;
    const name = route.menu.group ?? '';
    let group = groups.find((g) => g.group === name);
    if (!group) groups.push((group = { group: name, items: [] }));
    group.items.push(route);
  }
  return groups;
}

/**
 * Breadcrumb: ancestors by `parent` or by the nearest path prefix in the table, then the route itself.
 * `parentPath` places the route under that route's trail instead, for a page whose place depends on
 * its data (a console order detail sits under the stage its order is in).
 */
export function buildBreadcrumb(
  table: RouteTable,
  path: string,
  parentPath?: string,
): RouteEntry[] {
  const route = findRoute(table, path);
  if (route && parentPath !== undefined)
    return [...buildBreadcrumb(table, parentPath).filter((r) => r !== route), route];
  const trail: RouteEntry[] = [];
  let current = route;
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    current = parentOf(table, current);
  }
  return trail;
}

function parentOf(table: RouteTable, route: RouteEntry): RouteEntry | undefined {
  if (route.parent) return findRoute(table, route.parent);
  const segments = route.path.split('/');
  for (let end = segments.length - 1; end > 1; end -= 1) {
    const found = findRoute(table, segments.slice(0, end).join('/'));
    if (found) return found;
  }
  return undefined;
}
