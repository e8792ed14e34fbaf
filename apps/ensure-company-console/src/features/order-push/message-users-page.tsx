// /config/message-users 消息接收人 (docs/order-push.md): the people told about the company's order
// events. Searched by name or mobile and paged on the server (keyword and page in the URL); 新增 and
// 编辑 in a modal form, 启用 switched in the row, 删除 after a confirmation. The push log
// (/pushnotice) shows what each was sent.
import { Button, Card, Space, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import {
  exportCompanyMessageUsers,
  PUSH_CHANNEL_TEXT,
  PUSH_EVENT_TEXT,
  type MessageUser,
} from '@bht/api-client';
import {
  lazyDialog,
  ListQueryTable,
  showSuccess,
  Tag,
  useUrlListState,
  type TableColumn,
} from '@bht/ui';
import { maskMobile } from '@bht/validators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportListButton } from '../../app/export-list-button';
import { showFailure } from '../../app/show-failure';
import { askConfirm } from '../company-orders/ask-confirm';
import {
  messageUserListQuery,
  useMessageUserChanges,
  type MessageUserFields,
} from './order-push-queries';

// The add / edit form loads when it first opens.
const { Dialog: MessageUserModal } = lazyDialog(() => import('./message-user-modal'));

const fieldsOf = (user: MessageUser, status: 0 | 1): MessageUserFields => ({
  name: user.name,
  mobile: user.mobile,
  email: user.email,
  events: user.events,
  channels: user.channels,
  status,
});

export default function MessageUsersPage({ title }: { title: string }) {
  const { keyword, page, limit, searchAndPaging } = useUrlListState();
  const list = useQuery({
    ...messageUserListQuery({ page, limit, keyword }),
    placeholderData: keepPreviousData,
  });
  const { save, remove } = useMessageUserChanges();
  const [modal, setModal] = useState<{ editing: MessageUser | null } | null>(null);

  const toggle = (user: MessageUser, on: boolean) =>
    save
      .mutateAsync({ id: user.id, fields: fieldsOf(user, on ? 1 : 0) })
      .then(
        () => showSuccess(on ? `已启用 ${user.name}` : `已停用 ${user.name}，不再向其推送`),
        showFailure,
      );
  const confirmDelete = async (user: MessageUser) => {
    const ok = await askConfirm({
      title: `删除消息接收人 ${user.name}？`,
      content: '删除后不再向其推送订单消息，已有的推送记录保留。',
      okText: '删除',
      danger: true,
    });
    if (ok)
      await remove.mutateAsync(user.id).then(() => showSuccess(`已删除 ${user.name}`), showFailure);
  };

  const columns: TableColumn<MessageUser>[] = [
    { title: '姓名', dataIndex: 'name', width: 120 },
    {
      title: '手机号',
      dataIndex: 'mobile',
      width: 130,
      render: (value: string) => maskMobile(value),
    },
    {
      title: '邮箱',
      dataIndex: 'email',
      width: 180,
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    {
      title: '推送事件',
      dataIndex: 'events',
      render: (events: MessageUser['events']) => (
        <Space wrap size={4}>
          {events.map((e) => (
            <Tag key={e} size="small">
              {PUSH_EVENT_TEXT[e]}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '推送方式',
      dataIndex: 'channels',
      width: 150,
      render: (channels: MessageUser['channels']) =>
        channels.map((c) => PUSH_CHANNEL_TEXT[c]).join('、'),
    },
    {
      title: '启用',
      dataIndex: 'status',
      width: 80,
      render: (status: number, user) => (
        <Switch
          size="small"
          checked={status === 1}
          aria-label={`启用 ${user.name}`}
          onChange={(on) => void toggle(user, on)}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_: unknown, user) => (
        <Space size={4}>
          <Button
            type="text"
            size="small"
            onClick={() => setModal({ editing: user })}
            aria-label={`编辑 ${user.name}`}
          >
            编辑
          </Button>
          <Button
            type="text"
            size="small"
            status="danger"
            onClick={() => void confirmDelete(user)}
            aria-label={`删除 ${user.name}`}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={title}
      bordered={false}
      extra={
        <Space wrap>
          <ExportListButton definition={exportCompanyMessageUsers} filters={{ keyword }} />
          <Button type="primary" onClick={() => setModal({ editing: null })}>
            新增接收人
          </Button>
        </Space>
      }
    >
      <ListQueryTable<MessageUser>
        query={list}
        aria-label="消息接收人"
        searchFields={[{ name: 'keyword', label: '关键词', placeholder: '姓名 / 手机号' }]}
        {...searchAndPaging}
        columns={columns}
        rowKey="id"
        emptyText={keyword ? '没有符合条件的接收人' : '还没有消息接收人，点击「新增接收人」添加'}
      />
      {modal !== null && (
        <MessageUserModal
          editing={modal.editing}
          visible
          onCancel={() => setModal(null)}
          onSubmit={async (fields) => {
            await save.mutateAsync({ id: modal.editing?.id, fields });
            showSuccess(modal.editing ? '消息接收人已保存' : '消息接收人已添加');
            setModal(null);
          }}
        />
      )}
    </Card>
  );
}
