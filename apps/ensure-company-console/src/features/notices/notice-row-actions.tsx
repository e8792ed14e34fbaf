// A notice's actions in the list: 编辑, 发布 or 撤回, 删除. Unpublishing and deleting ask first;
// each outcome is a toast, then the lists are read again.
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { NoticeStatus } from '@bht/api-client';
import { showError, showSuccess } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { askConfirm } from '../company-orders/ask-confirm';
import {
  deleteNotice,
  noticeEditPath,
  setNoticeStatus,
  useRefreshNotices,
  type NoticeSummary,
} from './notice-queries';

interface Run {
  call: () => Promise<unknown>;
  success: string;
}

export function NoticeRowActions({ notice }: { notice: NoticeSummary }) {
  const refresh = useRefreshNotices();
  const mutation = useMutation({ mutationFn: (run: Run) => run.call() });
  const perform = (run: Run) =>
    mutation.mutateAsync(run).then(
      async () => {
        showSuccess(run.success);
        await refresh(notice.id);
      },
      (error: Error) => showError(error.message),
    );
  const published = notice.status === NoticeStatus.PUBLISHED;

  const publish = () =>
    void perform({ call: () => setNoticeStatus(notice.id, 1), success: '公告已发布' });
  const unpublish = async () => {
    const sure = await askConfirm({
      title: '撤回这条公告？',
      content: `撤回后「${notice.title}」将不再对外显示，可再次发布。`,
      okText: '撤回',
    });
    if (sure) await perform({ call: () => setNoticeStatus(notice.id, 0), success: '公告已撤回' });
  };
  const remove = async () => {
    const sure = await askConfirm({
      title: '删除这条公告？',
      content: `「${notice.title}」将被永久删除，此操作不可撤销。`,
      okText: '删除',
      danger: true,
    });
    if (sure) await perform({ call: () => deleteNotice(notice.id), success: '公告已删除' });
  };

  return (
    <Space size={4} wrap>
      <Link to={noticeEditPath(notice.id)} aria-label={`编辑 ${notice.title}`}>
        编辑
      </Link>
      {published ? (
        <Button
          type="text"
          size="mini"
          disabled={mutation.isPending}
          onClick={() => void unpublish()}
          aria-label={`撤回 ${notice.title}`}
        >
          撤回
        </Button>
      ) : (
        <Button
          type="text"
          size="mini"
          disabled={mutation.isPending}
          onClick={publish}
          aria-label={`发布 ${notice.title}`}
        >
          发布
        </Button>
      )}
      <Button
        type="text"
        size="mini"
        status="danger"
        disabled={mutation.isPending}
        onClick={() => void remove()}
        aria-label={`删除 ${notice.title}`}
      >
        删除
      </Button>
    </Space>
  );
}
