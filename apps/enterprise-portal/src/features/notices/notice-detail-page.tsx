// /notice/noticeinfo?id= 公告详情 (public): a published notice's title, guarantor and date, its body
// (HTML the server sanitised) and its attachments to download. A draft, an unpublished or unknown
// notice reads as not found.
import { Button, Divider } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import { ApiError, noticeGetDetail } from '@bht/api-client';
import {
  AttachmentList,
  DateTime,
  PublicFrame,
  QueryState,
  ResultPage,
  RichTextContent,
} from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { runtimeConfig } from '../../app/api';
import { silentQueryOptions } from '../../app/silent-query';
import { NOTICE_INDEX } from './notice-paths';

const NOT_FOUND = 404;

export default function NoticeDetailPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    ...silentQueryOptions(noticeGetDetail, { id }),
    enabled: valid,
    retry: false,
  });
  const notice = detail.data;
  const missing =
    !valid || (detail.error instanceof ApiError && detail.error.httpStatus === NOT_FOUND);
  const back = (
    <Button type="primary" onClick={() => void navigate(NOTICE_INDEX)}>
      返回公告列表
    </Button>
  );

  return (
    <PublicFrame
      title={notice?.title ?? title}
      maxWidth={960}
      footer={<Link to={NOTICE_INDEX}>返回公告列表</Link>}
    >
      {missing ? (
        <ResultPage status="404" title="公告不存在或已撤回" actions={back} />
      ) : (
        <QueryState query={detail}>
          {notice && (
            <article aria-label="公告正文">
              <p style={{ margin: '-12px 0 16px', color: 'var(--color-text-3)', fontSize: 13 }}>
                {notice.company_name} · 发布于{' '}
                <DateTime value={notice.publish_time ?? notice.create_time} />
              </p>
              <RichTextContent
                html={notice.content}
                imageHost={runtimeConfig.imageHost}
                aria-label="公告内容"
              />
              {notice.attachments.length > 0 && (
                <>
                  <Divider orientation="left">附件</Divider>
                  <AttachmentList files={notice.attachments} imageHost={runtimeConfig.imageHost} />
                </>
              )}
            </article>
          )}
        </QueryState>
      )}
    </PublicFrame>
  );
}
