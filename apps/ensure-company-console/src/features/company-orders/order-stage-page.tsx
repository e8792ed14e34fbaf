// /Dispatchletter/* 订单管理 stage lists (待签约 … 已驳回): one page for every stage. The route's
// title is its stage name (routes.ts builds both from one pair), and the search and page live in
// the URL so 返回 from the detail restores them. Paging and filtering happen on the server.
// Every letter type shares the lists (保函类型 column and filter); a paper order's row also links
// to the desk that works it (审核 → /papertwo, 寄送 → /paperthree).
import { Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  companyGetOrderList,
  endpointQueryOptions,
  exportCompanyOrders,
  isLetterType,
  LETTER_TYPE_TEXT,
  stageSchema,
  type LetterType,
  type OrderSummary,
  type RequestOf,
} from '@bht/api-client';
import {
  DEFAULT_PAGE_SIZE,
  DateTime,
  Money,
  QueryState,
  StatusTabsTable,
  StatusTag,
  type TableColumn,
} from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { ExportListButton } from '../../app/export-list-button';
import { OrderSearchForm, type OrderSearch } from './order-search-form';
import { affirmPath, orderDetailPath, paperDeskOf } from './order-paths';
import { FRESH_ON_OPEN } from './order-queries';

type Stage = RequestOf<typeof companyGetOrderList>['stage'];

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A type the URL names, or every type for a missing or unknown one. */
const typeParam = (value: string | null) =>
  value !== null && isLetterType(value) ? value : undefined;

function PaperDeskLink({ order }: { order: OrderSummary }) {
  const desk = paperDeskOf(order);
  return desk ? (
    <Link to={desk.link} aria-label={`${desk.label} ${order.sn}`}>
      {desk.label}
    </Link>
  ) : null;
}

function columns(stage: Stage): TableColumn<OrderSummary>[] {
  return [
    {
      title: '订单号',
      dataIndex: 'sn',
      width: 200,
      render: (sn: string) => <Link to={orderDetailPath(sn)}>{sn}</Link>,
    },
    {
      title: '保函类型',
      dataIndex: 'type',
      width: 124,
      render: (type: LetterType) => LETTER_TYPE_TEXT[type],
    },
    // Widths on the names too: with the type column the row outgrows a laptop screen, and the
    // table then scrolls sideways instead of squeezing the names to nothing.
    { title: '项目名称', dataIndex: 'project_name', ellipsis: true, width: 220 },
    { title: '投保企业', dataIndex: 'enterprise_name', ellipsis: true, width: 200 },
    {
      title: '担保金额',
      dataIndex: 'bid_bond_amount',
      width: 140,
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: '保费',
      dataIndex: 'premium',
      width: 120,
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: '状态',
      dataIndex: 'status_text',
      width: 100,
      render: (text: string) => <StatusTag label={text} />,
    },
    {
      title: '申请时间',
      dataIndex: 'create_time',
      width: 170,
      render: (v: number) => <DateTime value={v} />,
    },
    ...(stage === '已出函'
      ? [
          {
            title: '保函编号',
            dataIndex: 'letter_no',
            width: 200,
            render: (v: string | null) => v ?? '-',
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: stage === '待支付' ? 190 : 120,
      fixed: 'right',
      render: (_: unknown, order: OrderSummary) => (
        <Space size={12}>
          <Link to={orderDetailPath(order.sn)} aria-label={`查看订单 ${order.sn}`}>
            查看
          </Link>
          <PaperDeskLink order={order} />
          {stage === '待支付' && (
            <Link to={affirmPath(order.sn)} aria-label={`确认收款 ${order.sn}`}>
              确认收款
            </Link>
          )}
        </Space>
      ),
    },
  ];
}

export default function OrderStagePage({ title }: { title: string }) {
  const stage = stageSchema.parse(title);
  const [params, setParams] = useSearchParams();
  const search: OrderSearch = {
    keyword: params.get('keyword') ?? undefined,
    type: typeParam(params.get('type')),
    start_date: params.get('start_date') ?? undefined,
    end_date: params.get('end_date') ?? undefined,
  };
  const page = positive(params.get('page'), 1);
  const limit = positive(params.get('limit'), DEFAULT_PAGE_SIZE);
  const filters = { stage, ...Object.fromEntries(Object.entries(search).filter(([, v]) => v)) };
  const input = { ...filters, page, limit };
  const list = useQuery({
    ...endpointQueryOptions(api, companyGetOrderList, input),
    ...FRESH_ON_OPEN,
    placeholderData: keepPreviousData,
  });

  const update = (next: OrderSearch & { page?: number; limit?: number }) => {
    // Defaults (page 1, the default size) stay out of the URL.
    const defaults: Record<string, unknown> = { page: 1, limit: DEFAULT_PAGE_SIZE };
    const entries = Object.entries({ ...search, page, limit, ...next }).filter(
      ([key, v]) => v !== undefined && v !== '' && v !== defaults[key],
    );
    setParams(new URLSearchParams(entries.map(([k, v]) => [k, String(v)])));
  };

  return (
    <Card
      title={`订单管理 · ${title}`}
      extra={<ExportListButton definition={exportCompanyOrders} filters={filters} />}
      bordered={false}
    >
      <OrderSearchForm
        value={search}
        onSearch={(next) =>
          update({
            keyword: undefined,
            type: undefined,
            start_date: undefined,
            end_date: undefined,
            ...next,
            page: 1,
          })
        }
      />
      <QueryState query={list} loading={false}>
        <StatusTabsTable<OrderSummary>
          aria-label={`${title}订单`}
          columns={columns(stage)}
          data={list.data?.list ?? []}
          rowKey="sn"
          total={list.data?.total ?? 0}
          page={page}
          pageSize={limit}
          loading={list.isFetching}
          onPageChange={(nextPage, nextLimit) =>
            update({ page: nextLimit === limit ? nextPage : 1, limit: nextLimit })
          }
          emptyText={`暂无${title}订单`}
        />
      </QueryState>
    </Card>
  );
}
