// The logged-in shell both apps share: dark 195 px sidebar (collapse remembered in the cookie
// sidebarStatus; a drawer below 992 px, loaded only there), top bar with breadcrumb, unread dot, avatar and the
// account dropdown (修改手机号 / 修改密码 / 退出登录). Fixed header off, sidebar logo on. Below 767 px
// the top bar is compact: the breadcrumb shows the current page only and never wraps, the
// account button shows the avatar without the name.
// The frame is Arco's Layout markup (Layout / Sider / Header / Content: same elements, classes and
// stylesheet) written here, without the components: `Layout.Sider` imports ResizeBox (~15 kB raw).
// The avatar likewise is Arco's Avatar markup: the component brings Avatar.Group and Popover.
import { Breadcrumb, Button, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Breadcrumb/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Layout/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconDown, IconMenuFold, IconMenuUnfold } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT, SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from '../feedback/constants';
import { useViewportWidth } from '../feedback/timing';
import { theme } from '../provider/ui-provider';
import { MessageDot } from '../messages/message-dot';
import { resolveImageUrl } from './avatar-url';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebar-cookie';

const NavDrawer = lazy(() => import('./nav-drawer'));

/** Arco's `Layout.Sider` default collapsed width. */
const SIDER_COLLAPSED_WIDTH = 48;

export interface MenuNode {
  key: string;
  title: string;
  icon?: ReactNode;
  children?: MenuNode[];
}

export interface AppLayoutProps {
  appTitle: string;
  logo?: ReactNode;
  menu: MenuNode[];
  selectedKey: string;
  onNavigate: (path: string) => void;
  /** The trail to the current page; an item with `path` links there. */
  breadcrumb: Array<{ title: string; path?: string }>;
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

/** A plain click on a link navigates in the app; with a modifier key the browser opens a new tab as usual. */
function followInApp(event: MouseEvent<HTMLAnchorElement>, navigate: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  navigate();
}

function SideMenu({
  menu,
  selectedKey,
  collapsed,
  onNavigate,
}: Pick<AppLayoutProps, 'menu' | 'selectedKey' | 'onNavigate'> & { collapsed: boolean }) {
  const openKeys = menu
    .filter((n) => n.children?.some((c) => c.key === selectedKey))
    .map((n) => n.key);
  return (
    <Menu
      theme="dark"
      collapse={collapsed}
      selectedKeys={[selectedKey]}
      defaultOpenKeys={openKeys}
      onClickMenuItem={onNavigate}
      autoOpen={false}
      style={{ width: '100%' }}
    >
      {menu.map((node) =>
        node.children?.length ? (
          <Menu.SubMenu
            key={node.key}
            title={
              <span>
                {node.icon}
                {node.title}
              </span>
            }
          >
            {node.children.map((child) => (
              <Menu.Item key={child.key}>{child.title}</Menu.Item>
            ))}
          </Menu.SubMenu>
        ) : (
          <Menu.Item key={node.key}>
            {node.icon}
            {node.title}
          </Menu.Item>
        ),
      )}
    </Menu>
  );
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
          <div className="arco-layout-sider-children">
            {brand}
            {menu}
          </div>
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
          <Breadcrumb
            style={{
              flex: 1,
              minWidth: 0,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
            aria-label="当前位置"
          >
            {crumbs.map((item) => (
              <Breadcrumb.Item key={item.title}>
                {item.path ? (
                  <a
                    href={item.path}
                    onClick={(event) => followInApp(event, () => navigate(item.path!))}
                  >
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
              </Breadcrumb.Item>
            ))}
          </Breadcrumb>
          {props.onMessages && <MessageDot count={unreadCount} onClick={props.onMessages} />}
          <Dropdown
            trigger="click"
            droplist={
              <Menu
                onClickMenuItem={(key) =>
                  key === 'mobile'
                    ? props.onChangeMobile?.()
                    : key === 'password'
                      ? props.onChangePassword?.()
                      : props.onLogout()
                }
              >
                {props.onChangeMobile && <Menu.Item key="mobile">修改手机号</Menu.Item>}
                {props.onChangePassword && <Menu.Item key="password">修改密码</Menu.Item>}
                <Menu.Item key="logout">退出登录</Menu.Item>
              </Menu>
            }
          >
            <Button
              type="text"
              aria-label="账号菜单"
              title={user.name}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: phone ? 4 : 8,
                flexShrink: 0,
                color: '#1d2129',
                ...(phone && { padding: '0 4px' }),
              }}
            >
              <div
                className="arco-avatar arco-avatar-circle"
                style={{ width: 28, height: 28, fontSize: 14 }}
              >
                <span className="arco-avatar-image">
                  <img src={resolveImageUrl(user.avatar, imageHost)} alt="" />
                </span>
              </div>
              {!phone && (
                <span
                  style={{
                    maxWidth: 200,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {user.name}
                </span>
              )}
              <IconDown />
            </Button>
          </Dropdown>
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
