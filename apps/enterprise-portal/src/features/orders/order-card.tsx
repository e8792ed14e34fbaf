// One order as a phone card: project, guarantor, amounts, status, time and the row actions.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import type { OrderSummary } from '@bht/api-client';
import { DateTime, Money, StatusTag } from '@bht/ui';
import { useOrderFamily } from './order-family';
import { OrderRowActions } from './order-row-actions';

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  margin: '6px 0',
  fontSize: 14,
} as const;
const label = { color: 'var(--color-text-3)', flex: 'none' } as const;

export function OrderCard({ order }: { order: OrderSummary }) {
  const { amountLabel = '投标保证金' } = useOrderFamily();
  return (
    <Card
      bordered
      style={{ marginBottom: 12, borderRadius: 8 }}
      title={<span style={{ whiteSpace: 'normal' }}>{order.project_name}</span>}
      extra={<StatusTag label={order.status_text} />}
    >
      <div role="list" aria-label={`订单 ${order.sn}`}>
        <div role="listitem" style={row}>
          <span style={label}>订单号</span>
          <span>{order.sn}</span>
        </div>
        <div role="listitem" style={row}>
          <span style={label}>担保机构</span>
          <span style={{ textAlign: 'right' }}>{order.ensure_company_name}</span>
        </div>
        <div role="listitem" style={row}>
          <span style={label}>{amountLabel}</span>
          <Money value={order.bid_bond_amount} />
        </div>
        <div role="listitem" style={row}>
          <span style={label}>保费</span>
          <Money value={order.premium} />
        </div>
        <div role="listitem" style={row}>
          <span style={label}>申请时间</span>
          <DateTime value={order.create_time} />
        </div>
      </div>
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <OrderRowActions order={order} size="default" />
      </div>
    </Card>
  );
}
