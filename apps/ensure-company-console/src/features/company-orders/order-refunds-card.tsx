// The order's refunds through the payment channel (docs/payments.md "Refunds"), on the order
// detail when it has any, as the push log shows deliveries: each with its state — 重试中 with the
// last error and the next try, 已停止重试 after its limit — and, for a stopped one, 重新退款 after a
// confirmation (its job is queued again and tried at once; the answer shows the outcome).
import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import {
  companyGetOrderRefunds,
  companyRetryRefund,
  endpointQueryKey,
  endpointQueryOptions,
  type OrderRefund,
} from '@bht/api-client';
import {
  DataTable,
  DateTime,
  showSuccess,
  StatusTag,
  type StampTone,
  type TableColumn,
} from '@bht/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showFailure } from '../../app/show-failure';
import { askConfirm } from './ask-confirm';
import { FRESH_ON_OPEN } from './order-queries';

export const orderRefundsQuery = (orderSn: string) => ({
  ...endpointQueryOptions(api, companyGetOrderRefunds, { order_sn: orderSn }),
  ...FRESH_ON_OPEN,
});

const TONES: Record<OrderRefund['job_state'], StampTone> = {
  queued: 'pending',
  running: 'processing',
  done: 'success',
  dead: 'danger',
};

function useRetryRefund(orderSn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payLogId: number) =>
      api.call(companyRetryRefund, { order_sn: orderSn, pay_log_id: payLogId }, { silent: true }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: endpointQueryKey(companyGetOrderRefunds, { order_sn: orderSn }),
      }),
  });
}

export function OrderRefundsCard({ orderSn }: { orderSn: string }) {
  const refunds = useQuery(orderRefundsQuery(orderSn));
  const retry = useRetryRefund(orderSn);
  if (!refunds.data?.length) return null;

  const confirmRetry = async (refund: OrderRefund) => {
    const ok = await askConfirm({
      title: '重新退款？',
      content: `通过${refund.channel_text}原路退回 ${refund.amount} 元，自动重试次数重新计算。上次失败原因：${refund.last_error ?? '未知'}`,
      okText: '重新退款',
    });
    if (!ok) return;
    await retry.mutateAsync(refund.pay_log_id).then((answer) => {
      const done = answer.find((r) => r.pay_log_id === refund.pay_log_id)?.job_state === 'done';
      showSuccess(done ? '已原路退款' : '已重新发起退款，系统将自动重试');
    }, showFailure);
  };

  const columns: TableColumn<OrderRefund>[] = [
    { title: '支付渠道', dataIndex: 'channel_text', width: 120 },
    { title: '金额（元）', dataIndex: 'amount', width: 110 },
    {
      title: '退款状态',
      dataIndex: 'job_state_text',
      width: 110,
      render: (text: string, refund) => <StatusTag label={text} tone={TONES[refund.job_state]} />,
    },
    {
      title: '尝试次数',
      dataIndex: 'attempts',
      width: 90,
      render: (attempts: number, refund) => `${attempts} / ${refund.max_attempts}`,
    },
    {
      title: '最近失败原因',
      dataIndex: 'last_error',
      render: (error: string | null) =>
        error ? <span style={{ color: 'rgb(var(--danger-6))' }}>{error}</span> : '—',
    },
    {
      title: '下次重试',
      dataIndex: 'next_attempt_time',
      width: 170,
      render: (next: number | null) => (next === null ? '—' : <DateTime value={next} />),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_: unknown, refund) =>
        refund.actions.includes('retry') ? (
          <Button
            type="text"
            size="small"
            loading={retry.isPending}
            onClick={() => void confirmRetry(refund)}
          >
            重新退款
          </Button>
        ) : null,
    },
  ];

  return (
    <Card title="原路退款" bordered={false} style={{ marginBottom: 16 }}>
      <DataTable rowKey="pay_log_id" columns={columns} data={refunds.data} border={false} />
    </Card>
  );
}
