// /pushnotice 订单消息推送 (docs/order-push.md): every push the company's order events wrote for its
// message recipients, newest first, by delivery status (全部 / 待发送 / 已发送 / 失败) and event,
// searched by order number or recipient, paged on the server (all in the URL). Each push shows its
// attempts, last error and when the job runner tries it again (failed pushes are retried with
// back-off, docs/jobs.md); after its limit it shows 已停止重试. A failed push offers 重新推送 after a
// confirmation: its job is queued again and runs right away.
import { Button, Card, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  exportCompanyPushes,
  PUSH_EVENT_TEXT,
  PUSH_EVENTS,
  PUSH_STATUS_TEXT,
  PushStatus,
  type OrderPush,
  type PushEvent,
} from '@bht/api-client';
import {
  DateTime,
  ListQueryTable,
  showSuccess,
  StatusTag,
  useUrlListState,
  type TableColumn,
} from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ExportListButton } from '../../app/export-list-button';
import { allStatusTabs } from '../../app/all-status-tabs';
import { showFailure } from '../../app/show-failure';
import { askConfirm } from '../company-orders/ask-confirm';
import { orderDetailPath } from '../company-orders/order-paths';
import { pushListQuery, useRetryPush } from './order-push-queries';

const ALL = 'all';
const STATUSES = Object.values(PushStatus);
const eventParam = (value: string | null) => PUSH_EVENTS.find((e) => e === value);

export default function PushLogPage({ title }: { title: string }) {
  const urlState = useUrlListState();
  const { params, keyword, page, limit, update, searchAndPaging } = urlState;
  const { status, tabProps } = allStatusTabs(STATUSES, PUSH_STATUS_TEXT, urlState);
  const event = eventParam(params.get('event'));
  const filters = {
    keyword,
    ...(status === undefined ? {} : { status }),
    ...(event ? { event } : {}),
  };
  const list = useQuery({
    ...pushListQuery({ page, limit, ...filters }),
    placeholderData: keepPreviousData,
  });
  const retry = useRetryPush();

  const confirmRetry = async (push: OrderPush) => {
    const ok = await askConfirm({
      title: '重新推送？',
      content: `再次向 ${push.recipient_name}（${push.mobile}）发送${push.channel_text}「${push.title}」，自动重试次数重新计算。上次失败原因：${push.last_error ?? '未知'}`,
      okText: '重新推送',
    });
    if (!ok) return;
    await retry.mutateAsync(push.id).then(() => showSuccess('已重新加入发送队列'), showFailure);
  };

  const columns: TableColumn<OrderPush>[] = [
    {
      title: '推送时间',
      dataIndex: 'create_time',
      width: 170,
      render: (value: number) => <DateTime value={value} />,
    },
    { title: '推送事件', dataIndex: 'event_text', width: 120 },
    {
      title: '订单号',
      dataIndex: 'order_sn',
      width: 230,
      render: (sn: string) => <Link to={orderDetailPath(sn)}>{sn}</Link>,
    },
    { title: '接收人', dataIndex: 'recipient_name', width: 100 },
    { title: '手机号', dataIndex: 'mobile', width: 120 },
    { title: '推送方式', dataIndex: 'channel_text', width: 100 },
    {
      title: '状态',
      dataIndex: 'status_text',
      width: 90,
      render: (value: string) => <StatusTag label={value} />,
    },
    {
      title: '尝试次数',
      dataIndex: 'attempts',
      width: 90,
      align: 'right',
      render: (attempts: number, push) => (
        <span title={`每轮最多自动尝试 ${push.max_attempts} 次`}>{attempts}</span>
      ),
    },
    {
      title: '最近尝试 / 失败原因',
      dataIndex: 'last_error',
      width: 240,
      render: (error: string | null, push) => (
        <span>
          {push.attempt_time ? <DateTime value={push.attempt_time} /> : '—'}
          {error && (
            <div style={{ color: 'rgb(var(--danger-6))', overflowWrap: 'anywhere' }}>{error}</div>
          )}
        </span>
      ),
    },
    {
      title: '下次重试',
      dataIndex: 'next_attempt_time',
      width: 170,
      render: (next: number | null, push) =>
        push.job_state === 'dead' ? (
          <StatusTag label={push.job_state_text} tone="danger" />
        ) : next !== null && push.status === PushStatus.FAILED ? (
          <DateTime value={next} />
        ) : push.job_state === 'running' ? (
          push.job_state_text
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_: unknown, push) =>
        push.status === PushStatus.FAILED ? (
          <Button
            type="text"
            size="small"
            onClick={() => void confirmRetry(push)}
            aria-label={`重新推送 ${push.id}`}
          >
            重新推送
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={title}
      bordered={false}
      extra={
        <Space wrap>
          <Select
            aria-label="推送事件"
            style={{ width: 160 }}
            value={event ?? ALL}
            onChange={(value: string) =>
              update({ event: value === ALL ? undefined : value, page: undefined })
            }
            options={[
              { label: '全部事件', value: ALL },
              ...PUSH_EVENTS.map((e: PushEvent) => ({ label: PUSH_EVENT_TEXT[e], value: e })),
            ]}
          />
          <ExportListButton definition={exportCompanyPushes} filters={filters} />
        </Space>
      }
    >
      <ListQueryTable<OrderPush>
        query={list}
        aria-label="推送记录"
        {...tabProps}
        searchFields={[{ name: 'keyword', label: '关键词', placeholder: '订单号 / 接收人' }]}
        {...searchAndPaging}
        columns={columns}
        rowKey="id"
        emptyText="暂无推送记录。在「消息接收人」中添加接收人后，订单事件会推送给他们"
      />
    </Card>
  );
}
