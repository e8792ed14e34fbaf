// 处理记录: a request record's log (record_logs), oldest first as the server returns it: when, who
// (operator type and name), the status before → after, and the note ('拒绝退保：材料不全'). The
// surrender, claim and invoice desks show it under the open request's facts.
import { Card, Empty, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import { MACHINE_ACTOR_TEXT, type companyGetSurrenderLog, type ResponseOf } from '@bht/api-client';
import { DateTime, QueryState, StatusTag } from '@bht/ui';
import type { UseQueryResult } from '@tanstack/react-query';

/** One row of any record's log (every desk's log endpoint answers recordLogSchema). */
export type RecordLogEntry = ResponseOf<typeof companyGetSurrenderLog>[number];

function StatusChange({ entry }: { entry: RecordLogEntry }) {
  if (entry.from_status === entry.to_status) return <StatusTag label={entry.to_text} />;
  return (
    <>
      <StatusTag label={entry.from_text} /> → <StatusTag label={entry.to_text} />
    </>
  );
}

export function RecordLogCard({ query }: { query: UseQueryResult<RecordLogEntry[], Error> }) {
  const entries = query.data ?? [];
  return (
    <Card title="处理记录" bordered={false} role="region" aria-label="处理记录">
      <QueryState query={query}>
        {entries.length === 0 ? (
          <Empty description="暂无处理记录" />
        ) : (
          <Timeline>
            {entries.map((entry) => (
              <Timeline.Item key={entry.id} label={<DateTime value={entry.create_time} />}>
                <div style={{ fontWeight: 500 }}>{entry.note}</div>
                <div style={{ color: '#4e5969', marginTop: 4 }}>
                  {MACHINE_ACTOR_TEXT[entry.operator_type]}：{entry.operator_name}
                </div>
                <div style={{ marginTop: 4 }}>
                  <StatusChange entry={entry} />
                </div>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </QueryState>
    </Card>
  );
}
