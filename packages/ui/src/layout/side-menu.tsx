// The sidebar's menu (desktop sidebar and phone drawer): Arco Menu's dark vertical markup and
// classes, styled by side-menu.css, as plain links and disclosure buttons. Arco's Menu brought
// Trigger and Tooltip (its collapsed mode's tooltips and pop-up groups, ~9 kB gzip JS plus their
// stylesheets) to every logged-in page.
// A group opens and closes in place; on the collapsed 48 px sidebar it opens next to the sidebar
// (on hover, as Arco's did, or on click / Enter), and every entry carries a native `title` instead
// of Arco's tooltip.
import { IconDown, IconRight } from '@arco-design/web-react/icon';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './class-names';
import { followInApp } from './follow-in-app';
import './side-menu.css';

export interface MenuNode {
  key: string;
  title: string;
  icon?: ReactNode;
  children?: MenuNode[];
}

export interface SideMenuProps {
  menu: MenuNode[];
  /** The open page's path: its entry is highlighted, and its group's header. */
  selectedKey: string;
  /** The 48 px sidebar: icons only, groups open beside it. */
  collapsed: boolean;
  onNavigate: (path: string) => void;
}

export function SideMenu({ menu, selectedKey, collapsed, onNavigate }: SideMenuProps) {
  const id = useId();
  // Like Arco's defaultOpenKeys: the group holding the open page starts open, then stays as the user leaves it.
  const [openKeys, setOpenKeys] = useState(() =>
    menu.filter((n) => holdsSelected(n, selectedKey)).map((n) => n.key),
  );
  const toggle = (key: string) =>
    setOpenKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  return (
    <div
      className={classNames(
        'arco-menu arco-menu-dark arco-menu-vertical',
        collapsed && 'arco-menu-collapse',
      )}
    >
      <ul className="arco-menu-inner">
        {menu.map((node, index) => {
          const children = node.children ?? [];
          if (!children.length)
            return (
              <li key={node.key}>
                <MenuLink
                  node={node}
                  selected={node.key === selectedKey}
                  titled={collapsed}
                  onNavigate={onNavigate}
                />
              </li>
            );
          const group = {
            node,
            contentId: `${id}-group-${index}`,
            selectedKey,
            onNavigate,
          };
          return collapsed ? (
            <FlyoutGroup key={node.key} {...group} />
          ) : (
            <InlineGroup
              key={node.key}
              {...group}
              open={openKeys.includes(node.key)}
              onToggle={() => toggle(node.key)}
            />
          );
        })}
      </ul>
    </div>
  );
}

function MenuLink({
  node,
  selected,
  indented = false,
  titled = false,
  onNavigate,
}: {
  node: MenuNode;
  selected: boolean;
  /** A group's entry: Arco's indent before the title. */
  indented?: boolean;
  /** Collapsed sidebar: the title may be cut off, the browser's tooltip shows it. */
  titled?: boolean;
  onNavigate: (path: string) => void;
}) {
  return (
    <a
      href={node.key}
      className={classNames(
        'arco-menu-item',
        selected && 'arco-menu-selected',
        indented && 'arco-menu-item-indented',
      )}
      aria-current={selected ? 'page' : undefined}
      title={titled ? node.title : undefined}
      onClick={(event) => followInApp(event, () => onNavigate(node.key))}
    >
      {indented ? (
        <>
          {/* Wrapped as Arco's: the flex item then keeps the indent's width. */}
          <span>
            <span className="arco-menu-indent" />
          </span>
          <span className="arco-menu-item-inner">{node.title}</span>
        </>
      ) : (
        <>
          {node.icon}
          {node.title}
        </>
      )}
    </a>
  );
}

interface GroupProps {
  node: MenuNode;
  contentId: string;
  selectedKey: string;
  onNavigate: (path: string) => void;
}

const holdsSelected = (node: MenuNode, selectedKey: string) =>
  node.children?.some((c) => c.key === selectedKey) ?? false;

function InlineGroup({
  node,
  contentId,
  selectedKey,
  onNavigate,
  open,
  onToggle,
}: GroupProps & { open: boolean; onToggle: () => void }) {
  return (
    <li className="arco-menu-inline">
      <button
        type="button"
        className={classNames(
          'arco-menu-inline-header',
          holdsSelected(node, selectedKey) && 'arco-menu-selected',
        )}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={onToggle}
      >
        <span>
          {node.icon}
          {node.title}
        </span>
        <span className={classNames('arco-menu-icon-suffix', open && 'is-open')}>
          <IconDown />
        </span>
      </button>
      <ul id={contentId} className="arco-menu-inline-content" hidden={!open}>
        {node.children?.map((child) => (
          <li key={child.key}>
            <MenuLink
              node={child}
              selected={child.key === selectedKey}
              indented
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A group on the collapsed sidebar: its entries in a panel beside the sidebar while open. */
function FlyoutGroup({ node, contentId, selectedKey, onNavigate }: GroupProps) {
  const header = useRef<HTMLButtonElement>(null);
  // Fixed to the viewport beside the header: the sidebar scrolls (overflow: auto) and would clip it.
  // `byHover`: opened by the mouse resting on it, which a click then keeps open rather than closes.
  const [at, setAt] = useState<{ top: number; left: number; byHover: boolean } | null>(null);
  const show = (byHover: boolean) => {
    const rect = header.current!.getBoundingClientRect();
    setAt({ top: rect.top, left: rect.right, byHover });
  };
  const hide = () => setAt(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !at) return;
    hide();
    header.current?.focus();
  };

  return (
    <li
      className="arco-menu-pop"
      // A mouse opens the group on hover; a touch's emulated hover would fight its click.
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hide()}
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <button
        ref={header}
        type="button"
        className={classNames(
          'arco-menu-pop-header',
          holdsSelected(node, selectedKey) && 'arco-menu-selected',
        )}
        title={node.title}
        aria-expanded={at !== null}
        aria-controls={at ? contentId : undefined}
        onClick={() => (at && !at.byHover ? hide() : show(false))}
      >
        <span>
          {node.icon}
          {node.title}
        </span>
        <span className="arco-menu-icon-suffix">
          <IconRight />
        </span>
      </button>
      {at && (
        <div className="side-menu-flyout" style={{ top: at.top, left: at.left }}>
          <ul
            id={contentId}
            className="arco-menu arco-menu-dark arco-menu-vertical arco-menu-inner"
            // Down to the viewport's bottom at most; a longer group scrolls.
            style={{ maxHeight: window.innerHeight - at.top - 8 }}
          >
            {node.children?.map((child) => (
              <li key={child.key}>
                <MenuLink
                  node={child}
                  selected={child.key === selectedKey}
                  onNavigate={(path) => {
                    hide();
                    onNavigate(path);
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
