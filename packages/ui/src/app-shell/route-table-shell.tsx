// The logged-in shell of either app: AppLayout fed from the app's route table (menu filtered by
// permission, breadcrumb) and the session (name, avatar); the unread dot follows the account's
// inbox when the app passes it (docs/messages.md). A breadcrumb ancestor links
// to its page when it has one the account may open; a page may name its parent for the visit
// (useBreadcrumbParent).
import { useBreadcrumb, useGuardedMenu, usePermissions, useSession } from '@bht/auth-guard/react';
import type { AppRoute } from '@bht/auth-guard/react';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { menuFromGroups } from '../layout/menu-from-groups';
import { useUnreadCount, type InboxSource } from '../messages/inbox';
import { BreadcrumbParentContext, type BreadcrumbParent } from './breadcrumb-parent';

export interface ShellUser {
  name: string;
  avatar?: string | null;
  /** Unread messages as the user info says (the dot's first figure). */
  unread: number;
}

export interface RouteTableShellProps {
  appTitle: string;
  routes: readonly AppRoute[];
  imageHost: string;
  /** Picks the name, avatar and unread count out of the app's user info. */
  user: (userInfo: unknown) => ShellUser;
  /** The account's own pages; the top bar offers only those given (a platform operator has none). */
  paths: { messages?: string; changeMobile?: string; changePassword?: string };
  /** The account's inbox (undefined before the session is known); the dot then refreshes itself. */
  inbox?: InboxSource;
  /** Ends the session on the server; failures are ignored, the local session is cleared anyway. */
  logout: () => Promise<unknown>;
  children: ReactNode;
}

export function RouteTableShell({
  appTitle,
  routes,
  imageHost,
  user,
  paths,
  inbox,
  logout,
  children,
}: RouteTableShellProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const groups = useGuardedMenu(routes);
  const { has } = usePermissions();
  const [named, setNamed] = useState<BreadcrumbParent | null>(null);
  const breadcrumb = useBreadcrumb(routes, named?.pathname === pathname ? named.parent : undefined);
  const linkable = (route: AppRoute) =>
    route.page !== undefined && !route.path.includes(':') && has(route.permission ?? []);
  const shown = session.userInfo ? user(session.userInfo) : { name: '', unread: 0 };
  const unread = useUnreadCount(inbox, shown.unread) ?? 0;
  /** The top bar's handler for one of the account's pages; none (the item hidden) when the account has no such page. */
  const goTo = (path: string | undefined) =>
    path === undefined ? undefined : () => void navigate(path);
  /** Never rejects: a failed logout call still ends the session here. */
  const logOut = async () => {
    await logout().catch(() => undefined);
    session.reset();
    navigate(`/login?redirect=${encodeURIComponent(pathname)}`, { replace: true });
  };
  return (
    <AppLayout
      appTitle={appTitle}
      menu={menuFromGroups(groups)}
      selectedKey={breadcrumb[0]?.path ?? pathname}
      onNavigate={(path) => void navigate(path)}
      breadcrumb={breadcrumb.map((r, i) => ({
        title: r.title,
        path: i < breadcrumb.length - 1 && linkable(r) ? r.path : undefined,
      }))}
      user={{ name: shown.name, avatar: shown.avatar }}
      imageHost={imageHost}
      unreadCount={unread}
      onMessages={goTo(paths.messages)}
      onChangeMobile={goTo(paths.changeMobile)}
      onChangePassword={goTo(paths.changePassword)}
      onLogout={() => void logOut()}
    >
      <BreadcrumbParentContext.Provider value={setNamed}>
        {children}
      </BreadcrumbParentContext.Provider>
    </AppLayout>
  );
}
