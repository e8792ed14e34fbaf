// /notice/list 公告管理: the company's notices, drafts and published, pinned first then newest.
// Tabs filter by status (全部 / 草稿 / 已发布), the keyword searches titles; tab, search and page
// live in the URL. Each row is edited, published or unpublished, or deleted (after a confirmation).
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { exportCompanyNotices, NOTICE_STATUS_TEXT } from '@bht/api-client';
import {
  DateTime,
  ListQueryTable,
  StatusTag,
  Tag,
  useUrlListState,
  type TableColumn,
} from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { allStatusTabs } from '../../app/all-status-tabs';
import { ExportListButton } from '../../app/export-list-button';
import { NoticeRowActions } from './notice-row-actions';
import { noticeEditPath, noticeListQuery, type NoticeSummary } from './notice-queries';

const STATUSES = [0, 1] as const;

const columns: TableColumn<NoticeSummary>[] = [
  {
    title: '标题',
    dataIndex: 'title',
    render: (title: string, notice) => (
      <span style={{ overflowWrap: 'anywhere' }}>
        {notice.is_top === 1 && (
          <Tag color="red" size="small" style={{ marginRight: 6 }}>
            置顶
          </Tag>
        )}
        {title}
      </span>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status_text',
    width: 100,
    render: (value: string) => <StatusTag label={value} />,
  },
  {
    title: '置顶',
    dataIndex: 'is_top',
    width: 80,
    render: (value: number) => (value === 1 ? '是' : '否'),
  },
  {
    title: '附件',
    dataIndex: 'attachment_count',
    width: 70,
    render: (value: number) => (value ? `${value} 个` : '—'),
  },
  {
    title: '发布时间',
    dataIndex: 'publish_time',
    width: 170,
    render: (value: number | null) => (value ? <DateTime value={value} /> : '未发布'),
  },
  {
    title: '操作',
    key: 'actions',
    width: 170,
    fixed: 'right',
    render: (_: unknown, notice) => <NoticeRowActions notice={notice} />,
  },
];

export default function NoticeListPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const urlState = useUrlListState();
  const { keyword, page, limit, searchAndPaging } = urlState;
  const { status, tabProps } = allStatusTabs(STATUSES, NOTICE_STATUS_TEXT, urlState);
  const filters = { ...(keyword ? { keyword } : {}), ...(status === undefined ? {} : { status }) };
  const list = useQuery({
    ...noticeListQuery({ page, limit, ...filters }),
    placeholderData: keepPreviousData,
  });

  return (
    <Card
      title={title}
      bordered={false}
      extra={
        <Space wrap>
          <ExportListButton definition={exportCompanyNotices} filters={filters} />
          <Button type="primary" onClick={() => void navigate(noticeEditPath())}>
            新建公告
          </Button>
        </Space>
      }
    >
      <ListQueryTable<NoticeSummary>
        query={list}
        aria-label="公告列表"
        {...tabProps}
        searchFields={[{ name: 'keyword', label: '标题', placeholder: '搜索公告标题' }]}
        {...searchAndPaging}
        columns={columns}
        rowKey="id"
        emptyText={
          keyword
            ? '没有符合条件的公告'
            : status === undefined
              ? '暂无公告，点击「新建公告」发布第一条'
              : `暂无${NOTICE_STATUS_TEXT[status]}公告`
        }
      />
    </Card>
  );
}
