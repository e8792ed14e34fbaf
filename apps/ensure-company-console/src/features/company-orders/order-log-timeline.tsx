// 流转记录: one line per transition, oldest first as the server returns it: when, who (operator
// type and name), the status before → after, and the note ('审核驳回：资质证书已过期').
import { Card, Empty, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import { orderStatusText } from '@bht/api-client';
import { DateTime, QueryState, StatusTag } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { orderLogQuery, type OrderLogEntry } from './order-queries';

const OPERATOR_TYPE: Record<OrderLogEntry['operator_type'], string> = {
  enterprise: '投保企业',
  ensure_company: '担保机构',
  system: '系统',
};

function StatusChange({ from, to }: { from: number | null; to: number }) {
  if (from === null)
    return (
      <>
        创建订单 → <StatusTag label={orderStatusText(to)} />
      </>
    );
  if (from === to) return <StatusTag label={orderStatusText(to)} />;
  return (
    <>
      <StatusTag label={orderStatusText(from)} /> → <StatusTag label={orderStatusText(to)} />
    </>
  );
}

export function OrderLogTimeline({ entries }: { entries: OrderLogEntry[] }) {
  if (entries.length === 0) return <Empty description="暂无流转记录" />;
  return (
    <Timeline>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} label={<DateTime value={entry.create_time} />}>
          <div style={{ fontWeight: 500 }}>{entry.note}</div>
          <div style={{ color: '#4e5969', marginTop: 4 }}>
            {OPERATOR_TYPE[entry.operator_type]}：{entry.operator_name}
          </div>
          <div style={{ marginTop: 4 }}>
            <StatusChange from={entry.from_status} to={entry.to_status} />
          </div>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The order's 流转记录 in its own card, read by itself (the order screens and the letter detail). */
export function OrderLogCard({ orderSn }: { orderSn: string }) {
  const log = useQuery(orderLogQuery(orderSn));
  return (
    <Card title="流转记录" bordered={false} role="region" aria-label="流转记录">
      <QueryState query={log}>
        <OrderLogTimeline entries={log.data ?? []} />
      </QueryState>
    </Card>
  );
}
