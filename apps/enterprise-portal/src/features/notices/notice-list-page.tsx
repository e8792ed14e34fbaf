// /notice/index 公告 (public): the guarantors' published notices, pinned first then newest, ten a
// page (spec §9), searched by title; keyword and page live in the URL. Each opens its detail.
import { Empty, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { noticeGetList } from '@bht/api-client';
import { DateTime, Pager, PublicFrame, QueryState, Tag, useUrlListState } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { silentQueryOptions } from '../../app/silent-query';
import { noticeDetailPath } from './notice-paths';

export default function NoticeListPage({ title }: { title: string }) {
  const { keyword, page, limit, update, searchAndPaging } = useUrlListState();
  const [search, setSearch] = useState(keyword);
  useEffect(() => setSearch(keyword), [keyword]);
  const list = useQuery({
    ...silentQueryOptions(noticeGetList, { page, limit, ...(keyword ? { keyword } : {}) }),
    placeholderData: keepPreviousData,
  });
  const notices = list.data?.list ?? [];

  return (
    <PublicFrame title={title} maxWidth={960}>
      <Input.Search
        aria-label="搜索公告标题"
        placeholder="搜索公告标题"
        allowClear
        value={search}
        onChange={setSearch}
        onSearch={(value) => searchAndPaging.onSearch({ keyword: value })}
        onClear={() => update({ keyword: undefined, page: undefined })}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <QueryState
        loading={list.isPending}
        error={list.data ? null : list.error}
        onRetry={() => void list.refetch()}
      >
        {notices.length === 0 ? (
          <Empty description={keyword ? '没有符合条件的公告' : '暂无公告'} />
        ) : (
          <ul aria-label="公告列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notices.map((notice) => (
              <li key={notice.id} style={{ padding: '14px 0', borderBottom: '1px solid #f2f3f5' }}>
                <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
                  {notice.is_top === 1 && (
                    <Tag color="red" size="small">
                      置顶
                    </Tag>
                  )}
                  <Link
                    to={noticeDetailPath(notice.id)}
                    style={{
                      fontSize: 16,
                      fontWeight: 500,
                      overflowWrap: 'anywhere',
                      flex: '1 1 200px',
                    }}
                  >
                    {notice.title}
                  </Link>
                  <span style={{ color: 'var(--color-text-3)', fontSize: 13 }}>
                    <DateTime value={notice.publish_time ?? notice.create_time} pattern="y-m-d" />
                  </span>
                </div>
                {notice.excerpt && (
                  <p
                    style={{
                      margin: '6px 0 0',
                      color: '#4e5969',
                      fontSize: 13,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {notice.excerpt}
                  </p>
                )}
                <p style={{ margin: '4px 0 0', color: 'var(--color-text-3)', fontSize: 12 }}>
                  {notice.company_name}
                  {notice.attachment_count > 0 && ` · 附件 ${notice.attachment_count} 个`}
                </p>
              </li>
            ))}
          </ul>
        )}
        {(list.data?.total ?? 0) > limit && (
          <Pager
            style={{ marginTop: 16, justifyContent: 'flex-end', flexWrap: 'wrap' }}
            total={list.data?.total ?? 0}
            current={page}
            pageSize={limit}
            showTotal
            onChange={searchAndPaging.onPageChange}
          />
        )}
      </QueryState>
    </PublicFrame>
  );
}
