// The top bar's bell (spec §2): a red dot while the account has unread messages; opens the inbox.
// Arco draws a Badge's dot only for a count above 0, so the count goes in with `dot`.
import { Badge, Button } from '@arco-design/web-react';
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
    <Badge count={count} dot offset={[-2, 2]}>
      <Button
        shape="circle"
        type="text"
        aria-label={count > 0 ? `消息（${count} 条未读）` : '消息'}
        icon={<IconNotification />}
        onClick={onClick}
      />
    </Badge>
  );
}
