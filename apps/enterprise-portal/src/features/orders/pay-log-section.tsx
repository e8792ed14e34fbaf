// 支付记录: every payment attempt of the order (online, offline voucher, refunds), oldest first.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { endpointQueryOptions, getQueryPayLog, type ResponseOf } from '@bht/api-client';
import { DateTime, Money, QueryState, ResponsiveTable, StatusTag, type TableColumn } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

type PayLog = ResponseOf<typeof getQueryPayLog>[number];

const CHANNELS: Record<PayLog['channel'], string> = {
  wechat: '微信支付',
  offline: '线下转账',
  sun: '阳光保险',
  hua_an: '华安保险',
  wechatpay: '微信支付',
  alipay: '支付宝',
  platform: '交易平台代收',
};
const STATES: Record<
  PayLog['status'],
  { label: string; tone: 'pending' | 'success' | 'danger' | 'muted' }
> = {
  pending: { label: '待确认', tone: 'pending' },
  paid: { label: '已支付', tone: 'success' },
  failed: { label: '失败', tone: 'danger' },
  refunded: { label: '已退款', tone: 'muted' },
};

const columns: TableColumn<PayLog>[] = [
  {
    title: '时间',
    dataIndex: 'create_time',
    width: 170,
    render: (value: number) => <DateTime value={value} />,
  },
  {
    title: '方式',
    dataIndex: 'channel',
    width: 110,
    render: (value: PayLog['channel']) => CHANNELS[value],
  },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 120,
    align: 'right',
    render: (value: string) => <Money value={value} />,
  },
  { title: '交易号', dataIndex: 'trade_no', render: (value: string | null) => value ?? '-' },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (value: PayLog['status']) => (
      <StatusTag label={STATES[value].label} tone={STATES[value].tone} />
    ),
  },
];

export function PayLogSection({ sn }: { sn: string }) {
  const logs = useQuery(endpointQueryOptions(api, getQueryPayLog, { order_sn: sn }));
  return (
    <Card title="支付记录" bordered={false} style={{ marginBottom: 16 }}>
      <QueryState query={logs}>
        <ResponsiveTable<PayLog>
          aria-label="支付记录"
          rowKey="id"
          columns={columns}
          data={logs.data ?? []}
          pagination={false}
          scroll={{ x: 600 }}
          noDataElement={
            <div style={{ padding: 16, color: 'var(--color-text-3)' }}>暂无支付记录</div>
          }
        />
      </QueryState>
    </Card>
  );
}
