// /notice/edit 编辑公告 (新建 without ?id=): title, pinned switch, the body in the rich-text editor
// and attachments (uploads of the company). A draft or new notice is saved as 草稿 or published
// (发布); a published one is updated in place (更新发布) or taken back (撤回为草稿). The server
// sanitises the body and names the fields at fault, shown on the fields.
import { Button, Card, Input, Space, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { NoticeStatus } from '@bht/api-client';
import {
  Alert,
  QueryState,
  showSuccess,
  useIsMobile,
  useServerForm,
  type UploadedItem,
  Form,
} from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormFileUpload } from '../../app/form-file-upload';
import { uploadFor } from '../../app/upload';
import {
  NOTICE_LIST_PATH,
  noticeDetailQuery,
  saveNotice,
  useRefreshNotices,
  type Notice,
} from './notice-queries';
import { RichTextEditor } from './lazy-rich-text-editor';

interface NoticeForm {
  title: string;
  is_top: boolean;
  content: string;
  attachments: UploadedItem[];
}

const uploadAttachment = uploadFor('other');
const EMPTY_CONTENT = '请输入公告内容后再发布';

function NoticeEditor({ notice }: { notice?: Notice }) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const refresh = useRefreshNotices();
  const [form] = Form.useForm<NoticeForm>();
  const status = useRef<0 | 1>(0);
  const published = notice?.status === NoticeStatus.PUBLISHED;

  const { submitting, message, onSubmit } = useServerForm(form, async (values) => {
    const saved = await saveNotice(
      {
        title: values.title.trim(),
        content: values.content ?? '',
        is_top: values.is_top ? 1 : 0,
        attachments: (values.attachments ?? []).map((a) => a.url).join(','),
        status: status.current,
      },
      notice?.id,
    );
    showSuccess(
      status.current === NoticeStatus.PUBLISHED
        ? published
          ? '公告已更新'
          : '公告已发布'
        : published
          ? '公告已撤回为草稿'
          : '草稿已保存',
    );
    await refresh(saved.id);
    void navigate(NOTICE_LIST_PATH);
  });

  const submit = (next: 0 | 1) => {
    status.current = next;
    if (next === NoticeStatus.PUBLISHED && !form.getFieldValue('content')) {
      form.setFields({ content: { error: { message: EMPTY_CONTENT } } });
      return;
    }
    form.submit();
  };

  const initialValues: NoticeForm = {
    title: notice?.title ?? '',
    is_top: notice?.is_top === 1,
    content: notice?.content ?? '',
    attachments: notice?.attachments ?? [],
  };

  return (
    <Form<NoticeForm>
      form={form}
      layout={mobile ? 'vertical' : 'horizontal'}
      labelCol={mobile ? undefined : { span: 3 }}
      wrapperCol={mobile ? undefined : { span: 20 }}
      initialValues={initialValues}
      onSubmit={(values) => void onSubmit(values)}
      scrollToFirstError
    >
      {message && <Alert type="error" content={message} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="公告标题"
        field="title"
        required
        rules={[
          { required: true, message: '请输入公告标题' },
          { minLength: 2, message: '公告标题至少 2 个字' },
          { maxLength: 100, message: '公告标题不能超过 100 个字' },
        ]}
      >
        <Input placeholder="请输入公告标题（2-100 字）" maxLength={100} showWordLimit />
      </Form.Item>
      <Form.Item
        label="置顶"
        field="is_top"
        triggerPropName="checked"
        extra="置顶的公告排在公开列表最前"
      >
        <Switch aria-label="置顶" />
      </Form.Item>
      <Form.Item label="公告内容" field="content" required>
        <RichTextEditor label="公告内容" />
      </Form.Item>
      <Form.Item label="附件" field="attachments" extra="最多 10 个，公告发布后访客可下载">
        <FormFileUpload
          label="上传附件"
          accept={['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png']}
          maxSizeMb={10}
          maxCount={10}
          upload={uploadAttachment}
        />
      </Form.Item>
      <Form.Item label=" ">
        <Space wrap>
          <Button
            type="primary"
            loading={submitting && status.current === 1}
            disabled={submitting}
            onClick={() => submit(1)}
          >
            {published ? '更新发布' : '发布'}
          </Button>
          <Button
            loading={submitting && status.current === 0}
            disabled={submitting}
            onClick={() => submit(0)}
          >
            {published ? '撤回为草稿' : '保存草稿'}
          </Button>
          <Button type="text" disabled={submitting} onClick={() => void navigate(NOTICE_LIST_PATH)}>
            返回列表
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

export default function NoticeEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const editing = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...noticeDetailQuery(editing ? id : 0), enabled: editing });
  return (
    <Card title={editing ? '编辑公告' : '新建公告'} bordered={false}>
      {editing ? (
        <QueryState query={detail}>
          {detail.data && <NoticeEditor key={detail.data.id} notice={detail.data} />}
        </QueryState>
      ) : (
        <NoticeEditor />
      )}
    </Card>
  );
}
