// The top bar's account button (avatar, name) and its menu. The drop-down (account-dropdown.tsx:
// Arco's Dropdown, Menu and Trigger) is fetched when a mouse first rests on the button or the
// button gets the focus, and shown on its first click (a tap, Enter), which opens the menu once it
// is there. Only that click swaps the bare button for the one inside the drop-down (a new element,
// which takes the focus: autoFocus): swapping it on hover could replace the button between a
// click's press and release, and the click would be lost.
import { Button } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState, type FocusEvent, type PointerEvent } from 'react';
import type { AccountActions } from './account-dropdown';
import { resolveImageUrl } from './avatar-url';

const loadDropdown = () => import('./account-dropdown');
const AccountDropdown = lazy(loadDropdown);

export function AccountMenu({
  user,
  imageHost,
  compact,
  ...actions
}: AccountActions & {
  user: { name: string; avatar?: string | null };
  imageHost: string;
  /** The phone's top bar: the avatar without the name. */
  compact: boolean;
}) {
  const [opened, setOpened] = useState(false);

  const button = (events: {
    autoFocus?: boolean;
    onPointerEnter?: (event: PointerEvent) => void;
    onFocus?: (event: FocusEvent) => void;
    onClick?: () => void;
  }) => (
    <Button
      type="text"
      aria-label="账号菜单"
      title={user.name}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 4 : 8,
        flexShrink: 0,
        color: '#1d2129',
        ...(compact && { padding: '0 4px' }),
      }}
      {...events}
    >
      <div
        className="arco-avatar arco-avatar-circle"
        style={{ width: 28, height: 28, fontSize: 14 }}
      >
        <span className="arco-avatar-image">
          <img src={resolveImageUrl(user.avatar, imageHost)} alt="" />
        </span>
      </div>
      {!compact && (
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
  );

  if (!opened)
    return button({
      onPointerEnter: (event) => void (event.pointerType === 'mouse' && loadDropdown()),
      onFocus: () => void loadDropdown(),
      onClick: () => setOpened(true),
    });
  return (
    <Suspense fallback={button({ autoFocus: true })}>
      <AccountDropdown {...actions}>{button({ autoFocus: true })}</AccountDropdown>
    </Suspense>
  );
}
