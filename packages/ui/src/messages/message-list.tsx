// The messages of one page: unread ones with a red dot and a bold title, each a button that opens
// it (the screen marks it read and follows its link), the empty state when there are none.
import { Badge, Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import { DateTime } from '../format/date-time';
import type { InboxMessage } from './inbox';

export interface MessageLink {
  path: string;
  /** What following it shows ('查看订单'). */
  label: string;
}

export interface MessageListProps {
  messages: InboxMessage[];
  /** Where a message leads, or null when it leads nowhere. */
  linkFor: (message: InboxMessage) => MessageLink | null;
  onOpen: (message: InboxMessage) => void;
  emptyText?: string;
}

export function MessageList({
  messages,
  linkFor,
  onOpen,
  emptyText = '暂无消息',
}: MessageListProps) {
  if (messages.length === 0) return <Empty description={emptyText} style={{ padding: '48px 0' }} />;
  return (
    <ul aria-label="消息列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((message) => {
        const unread = message.is_read === 0;
        const link = linkFor(message);
        return (
          <li key={message.id} style={{ borderBottom: '1px solid #e5e6eb' }}>
            <button
              type="button"
              onClick={() => onOpen(message)}
              aria-label={`${unread ? '未读：' : ''}${message.title}`}
              style={{
                all: 'unset',
                boxSizing: 'border-box',
                display: 'block',
                width: '100%',
                padding: '12px 4px',
                cursor: 'pointer',
              }}
            >
              <span style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                {unread && <Badge status="error" aria-hidden />}
                <span style={{ fontWeight: unread ? 600 : 400, color: '#1d2129' }}>
                  {message.title}
                </span>
                <span style={{ marginLeft: 'auto', color: 'var(--color-text-3)', fontSize: 12 }}>
                  <DateTime value={message.create_time} />
                </span>
              </span>
              <span
                style={{
                  display: 'block',
                  marginTop: 4,
                  color: unread ? '#4e5969' : 'var(--color-text-3)',
                  lineHeight: 1.6,
                  wordBreak: 'break-all',
                }}
              >
                {message.content}
              </span>
              {link && (
                <span
                  style={{ display: 'inline-block', marginTop: 4, color: 'rgb(var(--primary-6))' }}
                >
                  {link.label} ›
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
