import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Money } from '../format/money';
import { ListQueryTable, StatusTabsTable } from './status-tabs-table';

interface Row {
  sn: string;
  project: string;
  premium: string;
  status: string;
}

const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  sn: `BH2026112300${String(i + 1).padStart(2, '0')}`,
  project: `苏州高新区人才公寓项目${i + 1}标段施工`,
  premium: `${(i + 3) * 100}.00`,
  status: ['待签约', '待审核', '待支付'][i % 3]!,
}));

function Demo({ onPageChange }: { onPageChange: (page: number, size: number) => void }) {
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState('all');
  return (
    <StatusTabsTable<Row>
      tabs={[
        { key: 'all', title: '全部', count: rows.length },
        { key: '待审核', title: '待审核', count: 8 },
      ]}
      activeTab={tab}
      onTabChange={setTab}
      searchFields={[{ name: 'keyword', label: '项目名称' }]}
      rowKey="sn"
      columns={[
        { title: '订单号', dataIndex: 'sn' },
        { title: '项目名称', dataIndex: 'project' },
        { title: '保费', dataIndex: 'premium', render: (v: string) => <Money value={v} /> },
        { title: '状态', dataIndex: 'status' },
      ]}
      data={rows.slice((page - 1) * 10, page * 10)}
      total={rows.length}
      page={page}
      onPageChange={(p, size) => {
        setPage(p);
        onPageChange(p, size);
      }}
    />
  );
}

const meta = {
  title: '页面/StatusTabsTable 状态列表',
  component: Demo,
  args: { onPageChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('BH202611230001')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('2', { selector: 'li' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 10);
    await expect(await canvas.findByText('BH202611230011')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <StatusTabsTable<Row>
      rowKey="sn"
      columns={[{ title: '订单号', dataIndex: 'sn' }]}
      data={[]}
      total={0}
      onPageChange={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => (
    <StatusTabsTable<Row>
      rowKey="sn"
      columns={[{ title: '订单号', dataIndex: 'sn' }]}
      data={[]}
      total={0}
      loading
      onPageChange={() => undefined}
    />
  ),
};

const snColumn = [{ title: '订单号', dataIndex: 'sn' }];
const refetch = fn();
const failure = { message: '网络连接失败' };

/** ListQueryTable before a first page: the error with 重试, which refetches. */
export const QueryFailed: Story = {
  render: () => (
    <ListQueryTable<Row>
      rowKey="sn"
      columns={snColumn}
      query={{ error: failure, isFetching: false, refetch }}
      onPageChange={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('加载失败')).toBeInTheDocument();
    await expect(canvas.getByText('网络连接失败')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(refetch).toHaveBeenCalled();
  },
};

/** ListQueryTable with a page loaded: its rows and total, and a failed refetch keeps them. */
export const QueryRefetchFailed: Story = {
  render: () => (
    <ListQueryTable<Row>
      rowKey="sn"
      columns={snColumn}
      query={{
        data: { list: rows.slice(0, 10), total: rows.length },
        error: failure,
        isFetching: false,
        refetch,
      }}
      onPageChange={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('BH202611230001')).toBeInTheDocument();
    await expect(canvas.getByText('共 23 条', { exact: false })).toBeInTheDocument();
    await expect(canvas.queryByText('加载失败')).toBeNull();
  },
};
