// The two books of the invoice menu (发票抬头管理, 收件地址): the entries in a list (cards on phones)
// with the default marked, 新增 and 编辑 in a modal, 设为默认, and 删除 after a confirmation. The
// entry's own columns, calls and modal come from the page.
import { Button, Card, Popconfirm, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import {
  QueryState,
  ResponsiveTable,
  showSuccess,
  Tag,
  type QueryLike,
  type TableColumn,
} from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

interface BookEntry {
  id: number;
  is_default: number;
}

export interface BookPageProps<T extends BookEntry> {
  title: string;
  /** What an entry is called: 抬头, 地址. */
  noun: string;
  list: QueryLike & { data?: T[] };
  /** How an entry is named in buttons and confirmations. */
  nameOf: (entry: T) => string;
  columns: TableColumn<T>[];
  /** Deletes and makes default through the API (errors toast); the page refreshes the list. */
  remove: (entry: T) => Promise<unknown>;
  makeDefault: (entry: T) => Promise<unknown>;
  refresh: () => unknown;
  /** The add (target 'new') or edit modal, rendered while open; `close(saved)` closes it. */
  modal: (target: T | 'new', close: (saved: boolean) => void) => ReactNode;
  /** Why 新增 is not offered now (e.g. the book is full), if so. */
  addBlocked?: string;
  emptyText: string;
  extra?: ReactNode;
}

export function BookPage<T extends BookEntry>({
  title,
  noun,
  list,
  nameOf,
  columns,
  remove,
  makeDefault,
  refresh,
  modal,
  addBlocked,
  emptyText,
  extra,
}: BookPageProps<T>) {
  const [target, setTarget] = useState<T | 'new' | null>(null);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      showSuccess(`${noun}已删除`);
      void refresh();
    },
  });
  const defaulting = useMutation({
    mutationFn: makeDefault,
    onSuccess: () => {
      showSuccess(`已设为默认${noun}`);
      void refresh();
    },
  });
  const all: TableColumn<T>[] = [
    ...columns,
    {
      title: '默认',
      dataIndex: 'is_default',
      width: 80,
      render: (value: number) => (value === 1 ? <Tag color="arcoblue">默认</Tag> : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_: unknown, entry: T) => (
        <Space size={4} wrap>
          <Button
            type="text"
            size="small"
            onClick={() => setTarget(entry)}
            aria-label={`编辑 ${nameOf(entry)}`}
          >
            编辑
          </Button>
          {entry.is_default !== 1 && (
            <Button
              type="text"
              size="small"
              loading={defaulting.isPending && defaulting.variables === entry}
              onClick={() => void defaulting.mutateAsync(entry).catch(() => undefined)}
              aria-label={`设为默认 ${nameOf(entry)}`}
            >
              设为默认
            </Button>
          )}
          <Popconfirm
            title={`确定删除${noun}「${nameOf(entry)}」吗？删除后不可恢复，已提交的开票申请不受影响。`}
            onOk={() => removal.mutateAsync(entry).catch(() => undefined)}
          >
            <Button type="text" size="small" status="danger" aria-label={`删除 ${nameOf(entry)}`}>
              删除
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
        <Button
          type="primary"
          icon={<IconPlus />}
          disabled={addBlocked !== undefined}
          title={addBlocked}
          onClick={() => setTarget('new')}
        >
          新增{noun}
        </Button>
      }
    >
      {extra}
      <QueryState query={list}>
        <ResponsiveTable<T>
          aria-label={title}
          rowKey="id"
          columns={all}
          data={list.data ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          noDataElement={
            <div style={{ padding: 24, color: 'var(--color-text-3)' }}>{emptyText}</div>
          }
        />
      </QueryState>
      {target !== null &&
        modal(target, (saved) => {
          setTarget(null);
          if (saved) void refresh();
        })}
    </Card>
  );
}
