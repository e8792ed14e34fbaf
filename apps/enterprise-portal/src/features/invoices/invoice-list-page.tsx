// /invoice/index 开票记录: the status tabs 全部 / 待开票 / 已开票 / 推送失败 / 已作废 with their
// counts, search by order number, project or title, server paging (cards on phones); tab, keyword
// and page live in the URL so reload and back keep them. Rows open the detail, and the request
// form while the server still allows a change (`actions` has 'modify').
import { Button, Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import {
  endpointQueryOptions,
  INVOICE_KIND_TEXT,
  INVOICE_MEDIUM_TEXT,
  INVOICE_STATUS_TEXT,
  invoiceGetList,
  type ResponseOf,
} from '@bht/api-client';
import { DateTime, Money, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { StatusRecordsTable, useStatusRecords } from '../../app/status-records-table';
import { invoicePaths } from './invoice-paths';
import { InvoiceStatusMark } from './invoice-status';

type Invoice = ResponseOf<typeof invoiceGetList>['list'][number];

function RowActions({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  return (
    <Space size={4}>
      <Button
        type="text"
        size="small"
        onClick={() => void navigate(invoicePaths.detail(invoice.id))}
        aria-label={`查看 ${invoice.order_sn}`}
      >
        查看
      </Button>
      {invoice.actions.includes('modify') && (
        <Button
          type="text"
          size="small"
          onClick={() => void navigate(invoicePaths.modify(invoice.id))}
          aria-label={`修改 ${invoice.order_sn}`}
        >
          修改
        </Button>
      )}
    </Space>
  );
}

const columns: TableColumn<Invoice>[] = [
  { title: '项目名称', dataIndex: 'project_name', ellipsis: true },
  { title: '订单号', dataIndex: 'order_sn', width: 190 },
  { title: '发票抬头', dataIndex: 'title', width: 200, ellipsis: true },
  {
    title: '发票类型',
    key: 'kind',
    width: 190,
    render: (_: unknown, invoice: Invoice) =>
      `${INVOICE_KIND_TEXT[invoice.kind]} · ${INVOICE_MEDIUM_TEXT[invoice.medium]}`,
  },
  {
    title: '开票金额',
    dataIndex: 'amount',
    width: 130,
    align: 'right',
    render: (value: string) => <Money value={value} />,
  },
  {
    title: '状态',
    dataIndex: 'status_text',
    width: 100,
    render: (value: string, invoice: Invoice) => (
      <InvoiceStatusMark status={invoice.status} label={value} />
    ),
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
    width: 130,
    fixed: 'right',
    render: (_: unknown, invoice: Invoice) => <RowActions invoice={invoice} />,
  },
];

export default function InvoiceListPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const records = useStatusRecords();
  const list = useQuery({
    ...endpointQueryOptions(api, invoiceGetList, records.input),
    placeholderData: keepPreviousData,
  });

  return (
    <Card
      title={title}
      bordered={false}
      extra={
        <Button
          type="primary"
          icon={<IconPlus />}
          onClick={() => void navigate(invoicePaths.apply())}
        >
          申请开票
        </Button>
      }
    >
      <StatusRecordsTable<Invoice>
        label={title}
        records={records}
        list={list}
        statusText={INVOICE_STATUS_TEXT}
        searchPlaceholder="订单号 / 项目名称 / 发票抬头"
        columns={columns}
        emptyText={{
          searched: '没有符合条件的开票记录',
          none: '暂无开票记录，订单支付后可申请开票',
        }}
      />
    </Card>
  );
}
