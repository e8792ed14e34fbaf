// The latest published notices (pinned first, as on /notice/index), each linking to its detail;
// an empty state when there are none, an error with retry when they cannot be read.
import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { endpointQueryKey, noticeGetList } from '@bht/api-client';
import { DateTime } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { api } from '../../app/api';
import { noticeDetailPath } from '../notices/notice-paths';

const RECENT = { page: 1, limit: 5 };

export function RecentNotices() {
  const notices = useQuery({
    queryKey: endpointQueryKey(noticeGetList, RECENT),
    queryFn: ({ signal }) => api.call(noticeGetList, RECENT, { silent: true, signal }),
    retry: false,
  });
  if (notices.isPending)
    return <Spin tip="正在加载公告…" style={{ display: 'block', padding: 24 }} />;
  if (notices.isError) {
    return (
      <div role="alert" style={{ padding: 16, textAlign: 'center', color: '#4e5969' }}>
        <p style={{ margin: '0 0 8px' }}>公告加载失败：{notices.error.message}</p>
        <Button size="small" onClick={() => void notices.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  const list = notices.data?.list ?? [];
  if (list.length === 0) return <Empty description="暂无公告" />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.map((notice) => (
        <li
          key={notice.id}
          style={{
            display: 'flex',
            gap: 12,
            justifyContent: 'space-between',
            padding: '10px 0',
            borderBottom: '1px solid #f2f3f5',
          }}
        >
          <Link
            to={noticeDetailPath(notice.id)}
            style={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {notice.title}
          </Link>
          <DateTime value={notice.publish_time ?? notice.create_time} pattern="y-m-d" />
        </li>
      ))}
    </ul>
  );
}
