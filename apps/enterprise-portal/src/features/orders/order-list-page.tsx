// A letter type's order list (/myLetter/myLetter 保函订单, /paper/paper 我的纸质保函): the type's
// status tabs with counts, search by order number or project, server paging (cards on phones);
// tab, keyword and page live in the URL so reload and back keep them. 导出 Excel exports the tab
// and search shown (the list's export, found by its list call).
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { endpointQueryOptions, type OrderSummary } from '@bht/api-client';
import {
  DateTime,
  ListQueryTable,
  Money,
  StatusTag,
  useUrlListState,
  type TableColumn,
} from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ExportListButton } from '../../app/export-list-button';
import { OrderRowActions } from './order-row-actions';
import { useOrderFamily } from './order-family';
import type { OrderListState } from './order-states';

const ALL = 'all';

const columnsOf = (
  amountLabel: string,
  onDetail?: (sn: string) => void,
): TableColumn<OrderSummary>[] => [
  { title: '订单号', dataIndex: 'sn', width: 200 },
  { title: '项目名称', dataIndex: 'project_name', ellipsis: true },
  { title: '担保机构', dataIndex: 'ensure_company_name', width: 200, ellipsis: true },
  {
    title: amountLabel,
    dataIndex: 'bid_bond_amount',
    width: 140,
    align: 'right',
    render: (value: string) => <Money value={value} />,
  },
  {
    title: '保费',
    dataIndex: 'premium',
    width: 120,
    align: 'right',
    render: (value: string) => <Money value={value} />,
  },
  {
    title: '状态',
    dataIndex: 'status_text',
    width: 100,
    render: (value: string) => <StatusTag label={value} />,
  },
  {
    title: '申请时间',
    dataIndex: 'create_time',
    width: 170,
    render: (value: number) => <DateTime value={value} />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 230,
    fixed: 'right',
    render: (_: unknown, order: OrderSummary) => (
      <OrderRowActions order={order} onDetail={onDetail} />
    ),
  },
];

/** Counts per status keyed by the status code; 全部 is the sum over the type's tabs. */
function tabCount(
  states: readonly OrderListState[],
  counts: Record<string, number> | undefined,
  key: string,
): number | undefined {
  if (!counts) return undefined;
  if (key !== ALL) return counts[key] ?? 0;
  return states.reduce((sum, s) => sum + (counts[String(s.status)] ?? 0), 0);
}

/** `onDetail`: the rows' 详情 opens the detail in place (see OrderRowActions). */
export default function OrderListPage({
  title,
  onDetail,
}: {
  title: string;
  onDetail?: (sn: string) => void;
}) {
  const { states, endpoints, amountLabel = '投标保证金' } = useOrderFamily();
  const { params, keyword, page, limit, update, searchAndPaging } = useUrlListState();
  const tab = params.get('status') ?? ALL;
  const filters = {
    ...(tab === ALL ? {} : { status: Number(tab) }),
    ...(keyword ? { keyword } : {}),
  };
  const input = { page, limit, ...filters };
  const list = useQuery({
    ...endpointQueryOptions(api, endpoints.list, input),
    placeholderData: keepPreviousData,
  });

  const tabs = [
    { status: ALL, title: '全部' },
    ...states.map((s) => ({ status: String(s.status), title: s.title })),
  ].map((s) => ({
    key: s.status,
    title: s.title,
    count: tabCount(states, list.data?.counts, s.status),
  }));

  return (
    <Card
      title={title}
      extra={<ExportListButton definition={endpoints.export} filters={filters} />}
      bordered={false}
    >
      <ListQueryTable<OrderSummary>
        query={list}
        aria-label={title}
        tabs={tabs}
        activeTab={tab}
        onTabChange={(key) => update({ status: key === ALL ? undefined : key, page: undefined })}
        searchFields={[{ name: 'keyword', label: '关键词', placeholder: '订单号 / 项目名称' }]}
        columns={columnsOf(amountLabel, onDetail)}
        rowKey="sn"
        {...searchAndPaging}
        emptyText={keyword ? '没有符合条件的订单' : '暂无保函订单'}
      />
    </Card>
  );
}
