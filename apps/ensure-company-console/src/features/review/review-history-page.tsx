// /review/history 审核记录: every decision — who, when, on what, the result and the opinion —
// newest first, paged (the page in the URL). On phones each decision is a card (ResponsiveTable)
// headed by the applicant.
import { Card, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { endpointQueryOptions, platformGetReviewHistory, REVIEW_DECISION_TEXT, REVIEW_KIND_TEXT, type ResponseOf } from '@bht/api-client';
import { DateTime, DEFAULT_PAGE_SIZE, QueryState, ResponsiveTable, StatusTag } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { positiveParam } from '../../app/positive-param';

type Record = ResponseOf<typeof platformGetReviewHistory>['list'][number];

// The applicant first: a card's heading on phones.
const columns: TableColumnProps<Record>[] = [
  { title: '申请方', dataIndex: 'subject_name', ellipsis: true },
  { title: '类型', dataIndex: 'kind', width: 100, render: (_: unknown, r) => REVIEW_KIND_TEXT[r.kind] },
  { title: '结果', dataIndex: 'decision', width: 90, render: (_: unknown, r) => <StatusTag label={REVIEW_DECISION_TEXT[r.decision]} /> },
  { title: '审核意见', dataIndex: 'opinion', ellipsis: true, render: (value: string) => value || '-' },
  { title: '审核人', dataIndex: 'operator_name', width: 120 },
  { title: '审核时间', dataIndex: 'create_time', width: 180, render: (value: number) => <DateTime value={value} /> },
];

export default function ReviewHistoryPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const page = positiveParam(params.get('page')) ?? 1;
  const history = useQuery({ ...endpointQueryOptions(api, platformGetReviewHistory, { page, limit: DEFAULT_PAGE_SIZE }), placeholderData: keepPreviousData });
  return (
    <Card title={title} bordered={false}>
      <QueryState loading={history.isPending} error={history.data ? null : history.error} onRetry={() => void history.refetch()}>
        <ResponsiveTable<Record>
          aria-label={title}
          rowKey="id"
          columns={columns}
          data={history.data?.list ?? []}
          loading={history.isFetching}
          scroll={{ x: 720 }}
          noDataElement={<div style={{ padding: 24, color: 'var(--color-text-3)' }}>暂无审核记录</div>}
          pagination={{ current: page, pageSize: DEFAULT_PAGE_SIZE, total: history.data?.total ?? 0, hideOnSinglePage: true, onChange: (next) => setParams(next > 1 ? { page: String(next) } : {}) }}
        />
      </QueryState>
    </Card>
  );
}
