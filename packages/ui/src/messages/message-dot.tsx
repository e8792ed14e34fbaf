// The top bar's bell (spec §2): a red dot while the account has unread messages; opens the inbox.
// The dot is Arco's Badge markup (dot, offset [-2, 2]: same elements, classes and stylesheet)
// written here without the component, which every logged-in page loaded for it (~1.4 kB gzip JS);
// the dot appears without the Badge's zoom-in.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconNotification } from '@arco-design/web-react/icon';

export interface MessageDotProps {
  /** Unread messages. */
  count: number;
  onClick?: () => void;
}

export function MessageDot({ count, onClick }: MessageDotProps) {
  return (
    <span className="arco-badge">
      <Button
        shape="circle"
        type="text"
        aria-label={count > 0 ? `消息（${count} 条未读）` : '消息'}
        icon={<IconNotification />}
        onClick={onClick}
      />
      {count > 0 && <span className="arco-badge-dot" style={{ marginRight: 2, marginTop: 2 }} />}
    </span>
  );
}
