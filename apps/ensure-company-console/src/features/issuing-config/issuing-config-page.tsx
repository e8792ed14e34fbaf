// /openset 出函配置 (permission peizhi, docs/issuing-config.md): the company's entrustment-contract
// templates and letter wording per letter type, its seal and its sample letter. Each item shows its
// published version; 新建版本 saves a new one (unpublished), 版本记录 lists them with who and when,
// 发布 (after a confirmation) makes one the version new orders use, 预览 shows it.
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { ConfigVersion } from '@bht/api-client';
import {
  Alert,
  DateTime,
  QueryState,
  ResponsiveTable,
  showSuccess,
  Tag,
  type TableColumn,
} from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showFailure } from '../../app/show-failure';
import { askConfirm } from '../company-orders/ask-confirm';
import { PreviewModal } from './config-preview';
import { ConfigVersionModal } from './config-version-modal';
import { ConfigVersionsDrawer } from './config-versions-drawer';
import { configFilesQuery, useConfigChanges, type ConfigItem } from './issuing-config-queries';

const KIND_TEXT = { text: '文本模板', image: '图片', pdf: 'PDF' } as const;
/** What an item without a published version means for letters. */
const UNSET_TEXT: Record<string, string> = {
  seal: '未配置（使用机构信息中的印章）',
  sample_letter: '未配置（不公开展示）',
};

export default function IssuingConfigPage({ title }: { title: string }) {
  const files = useQuery(configFilesQuery());
  const { add, publish } = useConfigChanges();
  const [editing, setEditing] = useState<ConfigItem | null>(null);
  const [history, setHistory] = useState<ConfigItem | null>(null);
  const [preview, setPreview] = useState<ConfigVersion | null>(null);

  const confirmPublish = async (version: ConfigVersion, name: string) => {
    const ok = await askConfirm({
      title: `发布「${name}」第 ${version.version} 版？`,
      content: '发布后，此后新建的订单将使用该版本；已有订单继续使用其创建时的版本，不受影响。',
      okText: '确认发布',
    });
    if (ok)
      await publish
        .mutateAsync({ key: version.key, version: version.version })
        .then(() => showSuccess(`已发布第 ${version.version} 版`), showFailure);
  };

  const columns: TableColumn<ConfigItem>[] = [
    {
      title: '配置项',
      dataIndex: 'name',
      render: (name: string, item) => (
        <Space size={4} wrap>
          <span>{name}</span>
          <Tag size="small">{KIND_TEXT[item.kind]}</Tag>
        </Space>
      ),
    },
    {
      title: '当前发布版本',
      dataIndex: 'published',
      width: 280,
      render: (published: ConfigVersion | null, item) =>
        published ? (
          <span>
            第 {published.version} 版 · {published.published_by ?? published.created_by} ·{' '}
            <DateTime value={published.published_at ?? published.created_at} />
          </span>
        ) : (
          <span style={{ color: 'var(--color-text-3)' }}>{UNSET_TEXT[item.key] ?? '未配置'}</span>
        ),
    },
    { title: '版本数', dataIndex: 'version_count', width: 80 },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_: unknown, item) => (
        <Space size={4}>
          <Button
            type="text"
            size="small"
            onClick={() => setEditing(item)}
            aria-label={`新建版本 ${item.name}`}
          >
            新建版本
          </Button>
          <Button
            type="text"
            size="small"
            onClick={() => setHistory(item)}
            aria-label={`版本记录 ${item.name}`}
          >
            版本记录
          </Button>
          <Button
            type="text"
            size="small"
            disabled={!item.published}
            onClick={() => item.published && setPreview(item.published)}
            aria-label={`预览 ${item.name}`}
          >
            预览
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title={title} bordered={false}>
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        content="每次修改保存为新版本，发布后仅用于此后新建的订单；已有订单的委托担保合同与保函继续使用其创建时的版本。"
      />
      <QueryState query={files}>
        <ResponsiveTable<ConfigItem>
          aria-label="出函配置"
          columns={columns}
          data={files.data ?? []}
          rowKey="key"
          pagination={false}
          noDataElement="暂无配置项"
        />
      </QueryState>
      <ConfigVersionModal
        item={editing}
        onCancel={() => setEditing(null)}
        onSubmit={async (fields) => {
          const saved = await add.mutateAsync(fields);
          showSuccess(`已保存为第 ${saved.version} 版（未发布），可在「版本记录」中发布`);
          setEditing(null);
        }}
      />
      <ConfigVersionsDrawer
        item={history}
        onClose={() => setHistory(null)}
        onPreview={setPreview}
        onPublish={(v) => void confirmPublish(v, history?.name ?? '')}
      />
      <PreviewModal version={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}
