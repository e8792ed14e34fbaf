// The top bar's account button (avatar, name) and its menu. The drop-down (account-dropdown.tsx:
// Arco's Dropdown, Menu and Trigger) loads when a mouse first rests on the button, or on its first
// click (a tap, Enter), which opens the menu once it is there; focusing the button fetches it ahead.
// Swapping the bare button for the one inside the drop-down mounts a new element: a click's focus
// is carried over (autoFocus).
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
  // null until the drop-down is wanted; `opened` when a click asked for it.
  const [wanted, setWanted] = useState<{ opened: boolean } | null>(null);
  const open = () => setWanted({ opened: true });

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

  if (!wanted)
    return button({
      onPointerEnter: (event) => event.pointerType === 'mouse' && setWanted({ opened: false }),
      onFocus: () => void loadDropdown(),
      onClick: open,
    });
  return (
    <Suspense fallback={button({ autoFocus: wanted.opened, onClick: open })}>
      <AccountDropdown defaultOpen={wanted.opened} {...actions}>
        {button({ autoFocus: wanted.opened })}
      </AccountDropdown>
    </Suspense>
  );
}
