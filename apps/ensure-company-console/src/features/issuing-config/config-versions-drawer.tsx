// 版本记录: an item's versions, newest first, with who made and published each, paged. Each can be
// previewed; an unpublished one can be published after a confirmation that says new orders use it
// from then on while existing orders keep theirs.
import { Button, Drawer, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { type ConfigVersion } from '@bht/api-client';
import { DateTime, QueryState, ResponsiveTable, Tag, useIsMobile, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { configVersionsQuery, type ConfigItem } from './issuing-config-queries';

export interface ConfigVersionsDrawerProps {
  item: ConfigItem | null;
  onClose: () => void;
  onPreview: (version: ConfigVersion) => void;
  onPublish: (version: ConfigVersion) => void;
}

function VersionTable({
  item,
  onPreview,
  onPublish,
}: Omit<ConfigVersionsDrawerProps, 'onClose'> & { item: ConfigItem }) {
  const [page, setPage] = useState(1);
  const versions = useQuery({
    ...configVersionsQuery(item.key, page),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumn<ConfigVersion>[] = [
    {
      title: '版本',
      dataIndex: 'version',
      width: 110,
      render: (version: number, row) => (
        <Space size={4}>
          <span>第 {version} 版</span>
          {row.is_published === 1 && (
            <Tag size="small" color="green">
              已发布
            </Tag>
          )}
        </Space>
      ),
    },
    { title: '说明', dataIndex: 'note', render: (note: string) => note || '—' },
    {
      title: '创建',
      dataIndex: 'created_at',
      width: 170,
      render: (at: number, row) => (
        <span>
          {row.created_by} · <DateTime value={at} />
        </span>
      ),
    },
    {
      title: '发布',
      dataIndex: 'published_at',
      width: 170,
      render: (at: number | null, row) =>
        at ? (
          <span>
            {row.published_by} · <DateTime value={at} />
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button
            type="text"
            size="small"
            onClick={() => onPreview(row)}
            aria-label={`预览第 ${row.version} 版`}
          >
            预览
          </Button>
          {row.is_published === 0 && (
            <Button
              type="text"
              size="small"
              onClick={() => onPublish(row)}
              aria-label={`发布第 ${row.version} 版`}
            >
              发布
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <QueryState
      loading={versions.isPending}
      error={versions.data ? null : versions.error}
      onRetry={() => void versions.refetch()}
    >
      <ResponsiveTable<ConfigVersion>
        aria-label="版本记录"
        columns={columns}
        data={versions.data?.list ?? []}
        rowKey="id"
        loading={versions.isFetching}
        noDataElement="还没有版本，点击「新建版本」添加"
        pagination={{
          current: page,
          pageSize: 10,
          total: versions.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
    </QueryState>
  );
}

export function ConfigVersionsDrawer({ item, onClose, ...actions }: ConfigVersionsDrawerProps) {
  const mobile = useIsMobile();
  return (
    <Drawer
      title={item ? `版本记录 · ${item.name}` : '版本记录'}
      visible={item !== null}
      onCancel={onClose}
      footer={null}
      width={mobile ? '100%' : 820}
      unmountOnExit
    >
      {item && <VersionTable key={item.key} item={item} {...actions} />}
    </Drawer>
  );
}
