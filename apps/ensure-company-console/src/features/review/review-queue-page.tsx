// /review/enterprises 企业准入审核 and /review/companies 机构认证审核: the submissions waiting for
// a decision, oldest first, paged (the page in the URL); each opens its review. On phones each
// submission is a card (ResponsiveTable), its 审核 link at the foot.
import { Card, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { endpointQueryOptions, platformGetReviewQueue, type ResponseOf } from '@bht/api-client';
import { DateTime, DEFAULT_PAGE_SIZE, QueryState, ResponsiveTable } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { positiveParam } from '../../app/positive-param';
import { kindOfPath, reviewDetailPath } from './review-paths';

type Item = ResponseOf<typeof platformGetReviewQueue>['list'][number];

const columns: TableColumnProps<Item>[] = [
  { title: '名称', dataIndex: 'name', ellipsis: true },
  { title: '统一社会信用代码', dataIndex: 'credit_code', width: 200 },
  { title: '提交时间', dataIndex: 'submitted_time', width: 180, render: (value: number | null) => (value ? <DateTime value={value} /> : '-') },
  { title: '操作', key: 'open', width: 90, fixed: 'right', render: (_: unknown, item) => <Link to={reviewDetailPath(item.kind, item.id)} aria-label={`审核 ${item.name}`}>审核</Link> },
];

export default function ReviewQueuePage({ title }: { title: string }) {
  const kind = kindOfPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const page = positiveParam(params.get('page')) ?? 1;
  const queue = useQuery({ ...endpointQueryOptions(api, platformGetReviewQueue, { kind, page, limit: DEFAULT_PAGE_SIZE }), placeholderData: keepPreviousData });
  return (
    <Card title={title} bordered={false}>
      <QueryState loading={queue.isPending} error={queue.data ? null : queue.error} onRetry={() => void queue.refetch()}>
        <ResponsiveTable<Item>
          aria-label={title}
          rowKey="id"
          columns={columns}
          data={queue.data?.list ?? []}
          loading={queue.isFetching}
          scroll={{ x: 640 }}
          noDataElement={<div style={{ padding: 24, color: 'var(--color-text-3)' }}>暂无待审核的申请</div>}
          pagination={{ current: page, pageSize: DEFAULT_PAGE_SIZE, total: queue.data?.total ?? 0, hideOnSinglePage: true, onChange: (next) => setParams(next > 1 ? { page: String(next) } : {}) }}
        />
      </QueryState>
    </Card>
  );
}
