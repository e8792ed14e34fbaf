// /review/enterprises 企业准入审核 and /review/companies 机构认证审核: the submissions waiting for
// a decision, oldest first, paged (the page in the URL); each opens its review. A list like the
// console's others (ListQueryTable): on phones each submission is a card, its 审核 link at the foot.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { endpointQueryOptions, platformGetReviewQueue, type ResponseOf } from '@bht/api-client';
import { DateTime, ListQueryTable, useUrlListState, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { api } from '../../app/api';
import { kindOfPath, reviewDetailPath } from './review-paths';

type Item = ResponseOf<typeof platformGetReviewQueue>['list'][number];

const columns: TableColumn<Item>[] = [
  { title: '名称', dataIndex: 'name', ellipsis: true },
  { title: '统一社会信用代码', dataIndex: 'credit_code', width: 200 },
  {
    title: '提交时间',
    dataIndex: 'submitted_time',
    width: 180,
    render: (value: number | null) => (value ? <DateTime value={value} /> : '-'),
  },
  {
    title: '操作',
    key: 'open',
    width: 90,
    fixed: 'right',
    render: (_: unknown, item) => (
      <Link to={reviewDetailPath(item.kind, item.id)} aria-label={`审核 ${item.name}`}>
        审核
      </Link>
    ),
  },
];

export default function ReviewQueuePage({ title }: { title: string }) {
  const kind = kindOfPath(useLocation().pathname);
  const { page, limit, paging } = useUrlListState();
  const queue = useQuery({
    ...endpointQueryOptions(api, platformGetReviewQueue, { kind, page, limit }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={title} bordered={false}>
      <ListQueryTable<Item>
        query={queue}
        aria-label={title}
        rowKey="id"
        columns={columns}
        {...paging}
        emptyText="暂无待审核的申请"
      />
    </Card>
  );
}
