// /stytem/list 账号设置: the main account manages its sub-accounts (list, add, edit, enable /
// disable). A sub-account is told only the main account may do this.
import { Button, Card, Popconfirm, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import {
  editSubAccount,
  endpointQueryKey,
  endpointQueryOptions,
  getSubAccountList,
  type UserInfo,
} from '@bht/api-client';
import { parsePermissions } from '@bht/auth-guard';
import { useRouteTable, useSession } from '@bht/auth-guard/react';
import {
  DateTime,
  lazyDialog,
  QueryState,
  ResponsiveTable,
  ResultPage,
  showSuccess,
  Tag,
  type TableColumn,
} from '@bht/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { permissionLabel } from './permission-options';
import type { SubAccount } from './sub-account';

// The add / edit form loads when it first opens.
const { Dialog: SubAccountFormModal } = lazyDialog(() => import('./sub-account-form-modal'));

function PermissionTags({ authJson }: { authJson: string }) {
  const routes = useRouteTable();
  const values = [...parsePermissions(authJson)];
  if (values.length === 0) return <span style={{ color: 'var(--color-text-3)' }}>无权限</span>;
  return (
    <Space wrap size={4}>
      {values.map((value) => (
        <Tag key={value} size="small">
          {permissionLabel(routes, value)}
        </Tag>
      ))}
    </Space>
  );
}

function SubAccountManager({ title }: { title: string }) {
  const queryClient = useQueryClient();
  const list = useQuery(endpointQueryOptions(api, getSubAccountList, {}));
  const [target, setTarget] = useState<SubAccount | 'new' | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(getSubAccountList) });

  const toggle = useMutation({
    mutationFn: (account: SubAccount) =>
      api.call(editSubAccount, {
        id: account.id,
        name: account.name,
        auth_json: account.auth_json,
        status: account.status === 1 ? 0 : 1,
      }),
    onSuccess: (saved) => {
      showSuccess(saved.status === 1 ? '子账号已启用' : '子账号已停用');
      void refresh();
    },
  });

  const columns: TableColumn<SubAccount>[] = [
    { title: '姓名', dataIndex: 'name', width: 120 },
    { title: '手机号', dataIndex: 'account', width: 130 },
    {
      title: '权限',
      dataIndex: 'auth_json',
      render: (value: string) => <PermissionTags authJson={value} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: number) =>
        value === 1 ? <Tag color="green">启用</Tag> : <Tag color="gray">停用</Tag>,
    },
    {
      title: '最后登录',
      dataIndex: 'last_login_time',
      width: 170,
      render: (value: number | null) => (value ? <DateTime value={value} /> : '从未登录'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_: unknown, account: SubAccount) => (
        <Space size={4}>
          <Button
            type="text"
            size="small"
            onClick={() => setTarget(account)}
            aria-label={`编辑 ${account.name}`}
          >
            编辑
          </Button>
          <Popconfirm
            title={
              account.status === 1
                ? `确定停用子账号「${account.name}」吗？停用后该账号将立即退出登录且无法再登录。`
                : `确定启用子账号「${account.name}」吗？`
            }
            onOk={() => toggle.mutateAsync(account).catch(() => undefined)}
          >
            <Button
              type="text"
              size="small"
              status={account.status === 1 ? 'danger' : 'success'}
              aria-label={`${account.status === 1 ? '停用' : '启用'} ${account.name}`}
            >
              {account.status === 1 ? '停用' : '启用'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={title}
      bordered={false}
      extra={
        <Button type="primary" icon={<IconPlus />} onClick={() => setTarget('new')}>
          新增子账号
        </Button>
      }
    >
      <QueryState loading={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
        <ResponsiveTable<SubAccount>
          aria-label={title}
          rowKey="id"
          columns={columns}
          data={list.data ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          noDataElement={
            <div style={{ padding: 24, color: 'var(--color-text-3)' }}>
              暂无子账号，点击「新增子账号」添加
            </div>
          }
        />
      </QueryState>
      {target !== null && (
        <SubAccountFormModal
          target={target}
          onClose={() => setTarget(null)}
          onSaved={() => {
            setTarget(null);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}

export default function SubAccountPage({ title }: { title: string }) {
  const { userInfo } = useSession();
  const user = userInfo as UserInfo | null | undefined;
  if (!user) return <QueryState loading>{null}</QueryState>;
  if (user.enterprise_account.is_master !== 1) {
    return (
      <ResultPage
        status="403"
        title="仅主账号可管理子账号"
        description="如需调整账号或权限，请联系本企业主账号。"
      />
    );
  }
  return <SubAccountManager title={title} />;
}
