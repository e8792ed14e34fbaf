// 保函事件: one timeline of everything after issue, oldest first as the server returns it: the
// order log (issue, void, ending), surrender requests and decisions, claims and their handling,
// payouts and the enterprise's written statements; each with its kind's icon and colour, title,
// note, who and when.
import { Empty, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import {
  IconFile,
  IconMessage,
  IconSafe,
  IconUndo,
  IconExclamationCircle,
} from '@arco-design/web-react/icon';
import { DateTime } from '@bht/ui';
import type { ReactNode } from 'react';
import type { LetterEvent } from './letter-queries';

const KINDS: Record<LetterEvent['kind'], { text: string; color: string; icon: ReactNode }> = {
  order: { text: '保函流转', color: '#165DFF', icon: <IconSafe /> },
  surrender: { text: '退保', color: '#FF7D00', icon: <IconUndo /> },
  claim: { text: '理赔', color: '#F53F3F', icon: <IconExclamationCircle /> },
  payout: { text: '赔付', color: '#00B42A', icon: <IconFile /> },
  statement: { text: '书面说明', color: 'var(--color-text-3)', icon: <IconMessage /> },
};

export function LetterTimeline({ events }: { events: LetterEvent[] }) {
  if (events.length === 0) return <Empty description="暂无保函事件" />;
  return (
    <Timeline>
      {events.map((event, index) => {
        const kind = KINDS[event.kind];
        return (
          <Timeline.Item
            key={`${event.time}-${index}`}
            label={<DateTime value={event.time} />}
            dotColor={kind.color}
            dot={<span style={{ color: kind.color }}>{kind.icon}</span>}
          >
            <div style={{ fontWeight: 500 }}>
              <span style={{ color: kind.color, marginRight: 8 }}>[{kind.text}]</span>
              {event.title}
            </div>
            {event.note && (
              <div
                style={{
                  color: '#4e5969',
                  marginTop: 4,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {event.note}
              </div>
            )}
            <div style={{ color: 'var(--color-text-3)', marginTop: 4 }}>
              操作人：{event.operator_name || '系统'}
            </div>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
