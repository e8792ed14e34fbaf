// The logged-in shell both apps share: dark 195 px sidebar (collapse remembered in the cookie
// sidebarStatus; a drawer below 992 px, loaded only there), top bar with breadcrumb, unread dot, avatar and the
// account dropdown (修改手机号 / 修改密码 / 退出登录). Fixed header off, sidebar logo on. Below 767 px
// the top bar is compact: the breadcrumb shows the current page only and never wraps, the
// account button shows the avatar without the name.
// The frame is Arco's Layout markup (Layout / Sider / Header / Content: same elements, classes and
// stylesheet) written here, without the components: `Layout.Sider` imports ResizeBox (~15 kB raw).
// The avatar likewise is Arco's Avatar markup: the component brings Avatar.Group and Popover. The
// sidebar menu (SideMenu) and the breadcrumb (BreadcrumbTrail) are our own, in Arco's markup: Arco's
// Menu and Breadcrumb bring Trigger.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Layout/style/css.js';
import { IconMenuFold, IconMenuUnfold } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT, SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from '../feedback/constants';
import { useViewportWidth } from '../feedback/timing';
import { theme } from '../provider/theme';
import { MessageDot } from '../messages/message-dot';
import { AccountMenu } from './account-menu';
import { BreadcrumbTrail, type Crumb } from './breadcrumb-trail';
import { SideMenu, type MenuNode } from './side-menu';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebar-cookie';

export type { MenuNode } from './side-menu';

const NavDrawer = lazy(() => import('./nav-drawer'));

/** Arco's `Layout.Sider` default collapsed width. */
const SIDER_COLLAPSED_WIDTH = 48;

export interface AppLayoutProps {
  appTitle: string;
  logo?: ReactNode;
  menu: MenuNode[];
  selectedKey: string;
  onNavigate: (path: string) => void;
  /** The trail to the current page; an item with `path` links there. */
  breadcrumb: Crumb[];
  user: { name: string; avatar?: string | null };
  imageHost: string;
  unreadCount?: number;
  /** Each of these is offered (the bell, 修改手机号, 修改密码) only when the account can use it. */
  onMessages?: () => void;
  onChangeMobile?: () => void;
  onChangePassword?: () => void;
  onLogout: () => void;
  children: ReactNode;
}

export function AppLayout(props: AppLayoutProps) {
  const { appTitle, logo, user, imageHost, unreadCount = 0, breadcrumb, children } = props;
  const width = useViewportWidth();
  const narrow = width < SIDEBAR_BREAKPOINT;
  const phone = width < MOBILE_BREAKPOINT;
  const crumbs = phone ? breadcrumb.slice(-1) : breadcrumb;
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = () => {
    if (narrow) return setDrawerOpen((open) => !open);
    setCollapsed((value) => {
      writeSidebarCollapsed(!value);
      return !value;
    });
  };
  const navigate = (path: string) => {
    setDrawerOpen(false);
    props.onNavigate(path);
  };
  const brand = (
    <div
      style={{
        height: 56,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '0 16px',
        color: '#fff',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {logo}
      {!(collapsed && !narrow) && <span>{appTitle}</span>}
    </div>
  );
  const menu = (
    <SideMenu
      menu={props.menu}
      selectedKey={props.selectedKey}
      collapsed={collapsed && !narrow}
      onNavigate={navigate}
    />
  );

  return (
    <section
      className={`arco-layout${narrow ? '' : ' arco-layout-has-sider'}`}
      style={{ minHeight: '100vh' }}
    >
      {!narrow && (
        <aside
          className={`arco-layout-sider arco-layout-sider-light${collapsed ? ' arco-layout-sider-collapsed' : ''}`}
          style={{
            width: collapsed ? SIDER_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
            background: theme.sidebarBackground,
          }}
        >
          <nav className="arco-layout-sider-children" aria-label="主导航">
            {brand}
            {menu}
          </nav>
        </aside>
      )}
      {narrow && (
        <Suspense fallback={null}>
          <NavDrawer visible={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {brand}
            {menu}
          </NavDrawer>
        </Suspense>
      )}
      <section className="arco-layout" style={{ minWidth: 0 }}>
        <header
          className="arco-layout-header"
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            gap: phone ? 4 : 16,
            padding: phone ? '0 8px' : '0 16px',
            background: '#fff',
            borderBottom: '1px solid #e5e6eb',
          }}
        >
          <Button
            shape="circle"
            type="text"
            aria-label={collapsed || narrow ? '展开菜单' : '收起菜单'}
            onClick={toggle}
            icon={collapsed || narrow ? <IconMenuUnfold /> : <IconMenuFold />}
          />
          <BreadcrumbTrail
            crumbs={crumbs}
            onNavigate={navigate}
            style={{
              flex: 1,
              minWidth: 0,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          />
          {props.onMessages && <MessageDot count={unreadCount} onClick={props.onMessages} />}
          <AccountMenu
            user={user}
            imageHost={imageHost}
            compact={phone}
            onChangeMobile={props.onChangeMobile}
            onChangePassword={props.onChangePassword}
            onLogout={props.onLogout}
          />
        </header>
        <main
          className="arco-layout-content"
          style={{ padding: phone ? 8 : 16, minWidth: 0, background: '#f2f3f5' }}
        >
          <main>{children}</main>
        </main>
      </section>
    </section>
  );
}
