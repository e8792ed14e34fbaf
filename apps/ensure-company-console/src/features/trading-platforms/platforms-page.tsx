// /platforms 交易平台 (platform operators, docs/trading-platforms.md "Registering a platform"): the
// registered trading platforms with their dialect, appKeys, guarantors and whether each secret is
// set (never a secret itself). 新增 and 编辑 in a modal form; after 新增 or 重置密钥 the generated
// inbound appKey and appSecret are shown once; 启用 / 停用 after a confirmation.
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { TradingPlatform } from '@bht/api-client';
import {
  QueryState,
  ResponsiveTable,
  showSuccess,
  StatusTag,
  Tag,
  lazyDialog,
  type TableColumn,
} from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showFailure } from '../../app/show-failure';
import { askConfirm } from '../company-orders/ask-confirm';
import { IssuedSecretModal, type IssuedSecret } from './issued-secret-modal';
import { platformListQuery, platformOptionsQuery, usePlatformChanges } from './platform-queries';

// The platform form (with Arco's Select) loads when it first opens.
const { Dialog: PlatformFormModal, preload: preloadForm } = lazyDialog(
  () => import('./platform-form-modal'),
);

const SECRET_NAMES: [keyof TradingPlatform['secrets'], string][] = [
  ['inbound_app_secret', '接入密钥'],
  ['outbound_app_secret', '平台密钥'],
  ['sm2_private_key', 'SM2 私钥'],
];

export default function PlatformsPage({ title }: { title: string }) {
  const list = useQuery(platformListQuery());
  const options = useQuery(platformOptionsQuery());
  const { add, edit, resetSecret, setEnabled } = usePlatformChanges();
  const [modal, setModal] = useState<{ editing: TradingPlatform | null } | null>(null);
  const [issued, setIssued] = useState<IssuedSecret | null>(null);

  const confirmReset = async (platform: TradingPlatform) => {
    const ok = await askConfirm({
      title: `重置 ${platform.name} 的接入密钥？`,
      content: '重置后平台须改用新的 appSecret 签名，旧密钥立即失效。',
      okText: '重置',
      danger: true,
    });
    if (!ok) return;
    await resetSecret.mutateAsync(platform.id).then(
      (answer) =>
        setIssued({
          platformName: answer.platform.name,
          appKey: answer.inbound_app_key,
          appSecret: answer.inbound_app_secret,
        }),
      showFailure,
    );
  };
  const confirmSwitch = async (platform: TradingPlatform) => {
    const on = platform.enabled === 0;
    const ok = await askConfirm({
      title: `${on ? '启用' : '停用'} ${platform.name}？`,
      content: on
        ? '启用后接收该平台的报文并向其推送。'
        : '停用后拒绝该平台的报文，也不再向其推送。',
      okText: on ? '启用' : '停用',
      danger: !on,
    });
    if (!ok) return;
    await setEnabled
      .mutateAsync({ id: platform.id, enabled: on ? 1 : 0 })
      .then(() => showSuccess(`已${on ? '启用' : '停用'} ${platform.name}`), showFailure);
  };

  const columns: TableColumn<TradingPlatform>[] = [
    {
      title: '平台',
      dataIndex: 'name',
      render: (name: string, p) => (
        <>
          <div>{name}</div>
          <div style={{ color: 'var(--color-text-3)' }}>{p.code}</div>
        </>
      ),
    },
    { title: '对接规范', dataIndex: 'dialect_label', width: 220 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: number) =>
        enabled ? (
          <StatusTag label="已启用" tone="success" />
        ) : (
          <StatusTag label="已停用" tone="muted" />
        ),
    },
    { title: '接入 appKey', dataIndex: 'inbound_app_key', width: 170 },
    { title: '接口地址', dataIndex: 'base_url', ellipsis: true },
    {
      title: '担保机构',
      dataIndex: 'guarantors',
      render: (guarantors: TradingPlatform['guarantors']) => (
        <Space wrap size={4}>
          {guarantors.map((g) => (
            <Tag key={`${g.ensure_company_id}-${g.product_no}`} size="small">
              {g.ensure_company_name}
              {g.product_no && `（${g.product_no}）`}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '密钥',
      dataIndex: 'secrets',
      width: 120,
      render: (secrets: TradingPlatform['secrets']) =>
        SECRET_NAMES.filter(([key]) => secrets[key])
          .map(([, name]) => name)
          .join('、') || '—',
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_: unknown, p) => (
        <Space size={4}>
          <Button
            type="text"
            size="small"
            aria-label={`编辑 ${p.name}`}
            onClick={() => setModal({ editing: p })}
          >
            编辑
          </Button>
          <Button
            type="text"
            size="small"
            aria-label={`重置密钥 ${p.name}`}
            onClick={() => void confirmReset(p)}
          >
            重置密钥
          </Button>
          <Button
            type="text"
            size="small"
            status={p.enabled ? 'danger' : undefined}
            aria-label={`${p.enabled ? '停用' : '启用'} ${p.name}`}
            onClick={() => void confirmSwitch(p)}
          >
            {p.enabled ? '停用' : '启用'}
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
        <Button
          type="primary"
          disabled={!options.data}
          onMouseEnter={preloadForm}
          onFocus={preloadForm}
          onClick={() => setModal({ editing: null })}
        >
          新增平台
        </Button>
      }
    >
      <QueryState query={list}>
        <ResponsiveTable<TradingPlatform>
          aria-label="交易平台"
          rowKey="id"
          columns={columns}
          data={list.data ?? []}
          pagination={false}
          noDataElement="还没有登记交易平台，点击「新增平台」登记"
        />
      </QueryState>
      {modal !== null && (
        <PlatformFormModal
          editing={modal.editing}
          visible
          dialects={options.data?.dialects ?? []}
          companies={options.data?.guarantors ?? []}
          onCancel={() => setModal(null)}
          onSubmit={async (fields) => {
            const editing = modal.editing;
            if (editing) {
              const { code: _code, dialect: _dialect, ...rest } = fields;
              await edit.mutateAsync({ ...rest, id: editing.id });
              showSuccess('交易平台已保存');
            } else {
              const answer = await add.mutateAsync(fields);
              setIssued({
                platformName: answer.platform.name,
                appKey: answer.inbound_app_key,
                appSecret: answer.inbound_app_secret,
              });
            }
            setModal(null);
          }}
        />
      )}
      <IssuedSecretModal issued={issued} onClose={() => setIssued(null)} />
    </Card>
  );
}
