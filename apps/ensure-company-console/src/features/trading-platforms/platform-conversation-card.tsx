// 平台报文 on the order detail of an order a trading platform pushed (docs/trading-platforms.md):
// every message exchanged with the platform about the order, newest first — what it sent us
// (接收) and what we pushed (推送), each push with the state of its delivery (成功 / 重试中 / 失败).
// 重新推送 on a failed push asks first, then queues it again with a new round of attempts. Above
// the messages: who collects the premium and, where the centre demands it, the bidder's basic
// account (基本户) as recorded. The order detail shows the card only for an order a platform pushed.
import { Button, Card, Descriptions, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { OrderDetail, PlatformMessage } from '@bht/api-client';
import {
  DataTable,
  DateTime,
  QueryState,
  showSuccess,
  StatusTag,
  type StampTone,
  type TableColumn,
} from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { showFailure } from '../../app/show-failure';
import { askConfirm } from '../company-orders/ask-confirm';
import { conversationQuery, useRetryPlatformMessage } from './platform-queries';

const JOB_TONES: Record<NonNullable<PlatformMessage['job_state']>, StampTone> = {
  queued: 'pending',
  running: 'processing',
  done: 'success',
  dead: 'danger',
};

/** The platform's (or our) code and message, and the HTTP status when the call itself failed. */
function explanation(m: PlatformMessage): string {
  const parts = [
    m.code && `[${m.code}]`,
    m.message,
    m.http_status !== null && m.http_status !== 200 && `HTTP ${m.http_status}`,
  ].filter(Boolean);
  return parts.join(' ') || '—';
}

type PlatformOrigin = NonNullable<OrderDetail['platform']>;

/** How the premium is paid, as the platform's terms say. */
function payFacts(origin: PlatformOrigin) {
  const account = origin.basic_account;
  const facts = [
    {
      label: '保费收取',
      value: origin.platform_collects
        ? '交易平台收取'
        : origin.basic_account_required
          ? '担保机构收取，须从投标人基本户转账'
          : '担保机构收取',
    },
  ];
  if (origin.basic_account_required || account)
    facts.push({
      label: '投标人基本户',
      value: account
        ? [account.account_name, account.account_no, account.bank_name].filter(Boolean).join(' · ')
        : '未登记（企业在支付页登记后方可转账）',
    });
  return facts;
}

export function PlatformConversationCard({
  orderSn,
  origin,
}: {
  orderSn: string;
  origin: PlatformOrigin;
}) {
  const conversation = useQuery(conversationQuery(orderSn));
  const retry = useRetryPlatformMessage(orderSn);
  const data = conversation.data;

  const confirmRetry = async (message: PlatformMessage) => {
    const ok = await askConfirm({
      title: '重新推送？',
      content: `向${origin.name}重新推送「${message.endpoint}」，自动重试次数重新计算。上次结果：${explanation(message)}`,
      okText: '重新推送',
    });
    if (!ok) return;
    await retry
      .mutateAsync(message.id)
      .then(() => showSuccess('已重新推送，系统将自动重试直至成功'), showFailure);
  };

  const columns: TableColumn<PlatformMessage>[] = [
    {
      title: '时间',
      dataIndex: 'create_time',
      width: 170,
      render: (time: number) => <DateTime value={time} />,
    },
    { title: '方向', dataIndex: 'direction_text', width: 70 },
    { title: '接口', dataIndex: 'endpoint', width: 200 },
    {
      title: '结果',
      dataIndex: 'ok',
      width: 170,
      render: (ok: boolean, m) => (
        <Space size={4} wrap>
          <StatusTag label={ok ? '成功' : '失败'} tone={ok ? 'success' : 'danger'} />
          {!ok && m.job_state && m.job_state_text && (
            <StatusTag label={`推送${m.job_state_text}`} tone={JOB_TONES[m.job_state]} />
          )}
        </Space>
      ),
    },
    {
      title: '尝试次数',
      dataIndex: 'attempt',
      width: 90,
      render: (attempt: number | null) => attempt ?? '—',
    },
    { title: '说明', key: 'explanation', render: (_: unknown, m) => explanation(m) },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_: unknown, m) =>
        m.actions.includes('retry') ? (
          <Button
            type="text"
            size="small"
            loading={retry.isPending && retry.variables === m.id}
            onClick={() => void confirmRetry(m)}
          >
            重新推送
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title="平台报文"
      bordered={false}
      style={{ marginBottom: 16 }}
      extra={
        <span>
          {origin.name}
          {origin.apply_no && ` · 申请编号 ${origin.apply_no}`}
        </span>
      }
    >
      <Descriptions column={1} data={payFacts(origin)} style={{ marginBottom: 12 }} />
      <QueryState query={conversation}>
        {data && (
          <DataTable
            rowKey="id"
            columns={columns}
            data={data.messages}
            border={false}
            scroll={{ x: 900 }}
            noDataElement="暂无报文"
          />
        )}
      </QueryState>
    </Card>
  );
}
