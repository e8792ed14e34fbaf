import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { hasPermission } from '../permissions';
import { buildBreadcrumb, buildMenu, type RouteTable } from '../routes';
import { useSession } from './session-context';

export function usePermissions() {
  const { permissions } = useSession();
  return useMemo(
    () => ({
      permissions,
      has: (required: string | readonly string[]) => hasPermission(permissions, required),
    }),
    [permissions],
  );
}

/** Renders children only when the caller has the permission (any-of for a list). */
export function PermissionGate({
  permission,
  fallback = null,
  children,
}: {
  permission: string | readonly string[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { has } = usePermissions();
  return <>{has(permission) ? children : fallback}</>;
}

export function useGuardedMenu(table: RouteTable) {
  const { permissions } = useSession();
  return useMemo(() => buildMenu(table, permissions), [table, permissions]);
}

/** The current page's breadcrumb trail; `parentPath`: see buildBreadcrumb. */
export function useBreadcrumb(table: RouteTable, parentPath?: string) {
  const { pathname } = useLocation();
  return useMemo(() => buildBreadcrumb(table, pathname, parentPath), [table, pathname, parentPath]);
}
