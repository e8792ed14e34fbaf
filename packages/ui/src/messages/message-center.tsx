// The message page of either app: 全部 / 未读 tabs, one page of messages (10 a page, spec §9),
// 全部标为已读, and opening a message marks it read and follows its link. The app passes its
// inbox calls and where each kind of message leads.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../feedback/constants';
import { Pager } from '../page/pager';
import { QueryState } from '../page/query-state';
import { StatusTabs } from '../page/status-tabs';
import {
  useInboxPage,
  useMarkRead,
  useUnreadCount,
  type InboxMessage,
  type InboxSource,
} from './inbox';
import { MessageList, type MessageLink } from './message-list';

export interface MessageCenterProps {
  source: InboxSource;
  linkFor: (message: InboxMessage) => MessageLink | null;
}

type Filter = 'all' | 'unread';

export function MessageCenter({ source, linkFor }: MessageCenterProps) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const unread = useUnreadCount(source) ?? 0;
  const messages = useInboxPage(source, {
    page,
    limit: DEFAULT_PAGE_SIZE,
    unread: filter === 'unread' ? 1 : 0,
  });
  const { read, readAll } = useMarkRead(source);
  const total = messages.data?.total ?? 0;

  // Marking read can empty the last page of the unread tab: show the page before it.
  const lastPage = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  useEffect(() => {
    if (messages.data && page > lastPage) setPage(lastPage);
  }, [messages.data, page, lastPage]);

  const open = (message: InboxMessage) => {
    if (message.is_read === 0) read.mutate(message.id);
    const link = linkFor(message);
    if (link) navigate(link.path);
  };

  return (
    <section style={{ background: '#fff', padding: '8px 16px 16px' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <StatusTabs
            tabs={[
              { key: 'all', title: '全部消息' },
              { key: 'unread', title: '未读', count: unread > 0 ? unread : undefined },
            ]}
            activeTab={filter}
            onChange={(key) => {
              setFilter(key === 'unread' ? 'unread' : 'all');
              setPage(1);
            }}
          />
        </div>
        <Button
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          全部标为已读
        </Button>
      </div>
      <QueryState query={messages}>
        <MessageList
          messages={messages.data?.list ?? []}
          linkFor={linkFor}
          onOpen={open}
          emptyText={filter === 'unread' ? '没有未读消息' : '暂无消息'}
        />
        {total > DEFAULT_PAGE_SIZE && (
          <Pager
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
            current={page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={total}
            showTotal
            onChange={setPage}
          />
        )}
      </QueryState>
    </section>
  );
}
