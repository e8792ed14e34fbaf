// /review/history 审核记录: every decision — who, when, on what, the result and the opinion —
// newest first, paged (the page in the URL). A list like the console's others (ListQueryTable): on
// phones each decision is a card headed by the applicant.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import {
  endpointQueryOptions,
  platformGetReviewHistory,
  REVIEW_DECISION_TEXT,
  REVIEW_KIND_TEXT,
  type ResponseOf,
} from '@bht/api-client';
import { DateTime, ListQueryTable, StatusTag, useUrlListState, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

type Record = ResponseOf<typeof platformGetReviewHistory>['list'][number];

// The applicant first: a card's heading on phones.
const columns: TableColumn<Record>[] = [
  { title: '申请方', dataIndex: 'subject_name', ellipsis: true },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 100,
    render: (_: unknown, r) => REVIEW_KIND_TEXT[r.kind],
  },
  {
    title: '结果',
    dataIndex: 'decision',
    width: 90,
    render: (_: unknown, r) => <StatusTag label={REVIEW_DECISION_TEXT[r.decision]} />,
  },
  {
    title: '审核意见',
    dataIndex: 'opinion',
    ellipsis: true,
    render: (value: string) => value || '-',
  },
  { title: '审核人', dataIndex: 'operator_name', width: 120 },
  {
    title: '审核时间',
    dataIndex: 'create_time',
    width: 180,
    render: (value: number) => <DateTime value={value} />,
  },
];

export default function ReviewHistoryPage({ title }: { title: string }) {
  const { page, limit, paging } = useUrlListState();
  const history = useQuery({
    ...endpointQueryOptions(api, platformGetReviewHistory, { page, limit }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={title} bordered={false}>
      <ListQueryTable<Record>
        query={history}
        aria-label={title}
        rowKey="id"
        columns={columns}
        {...paging}
        emptyText="暂无审核记录"
      />
    </Card>
  );
}
