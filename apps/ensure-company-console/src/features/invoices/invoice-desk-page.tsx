// /invoice/desk 发票管理: the guarantor's invoice desk. The enterprises' invoice requests by status
// tab (待开票, 已开票, 推送失败, 已作废, each with its count), searched by order number, title,
// enterprise or invoice number, paged on the server; a row opens the request in a drawer over the
// list (its facts, status stamp and the actions the server offers). Tab, search, page and the open
// request live in the URL, so reload and back keep them. On phones rows are cards and the drawer
// takes the whole width.
import {
  exportCompanyInvoices,
  INVOICE_KIND_TEXT,
  INVOICE_MEDIUM_TEXT,
  INVOICE_STATUS_TEXT,
  InvoiceStatus,
  LETTER_TYPE_TEXT,
} from '@bht/api-client';
import { DateTime, Money, StatusTag, type TableColumn } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { ExportListButton } from '../../app/export-list-button';
import { RequestDesk, useDeskState } from '../../app/request-desk';
import { invoiceListQuery, type Invoice } from './invoice-queries';

// The open 发票's detail (its facts, actions and their forms) loads with the drawer.
const InvoiceDetail = lazy(() => import('./invoice-detail'));
/** 待开票 (the desk's work) first: the tab for a missing or unknown status. */
const STATUSES = Object.values(InvoiceStatus);

function columns(detailLink: (id: number) => string): TableColumn<Invoice>[] {
  return [
    { title: '订单号', dataIndex: 'order_sn', width: 200 },
    {
      title: '保函类型',
      dataIndex: 'order_type',
      width: 124,
      render: (_: unknown, invoice) => LETTER_TYPE_TEXT[invoice.order_type],
    },
    { title: '投保企业', dataIndex: 'enterprise_name', width: 200, ellipsis: true },
    { title: '发票抬头', dataIndex: 'title', width: 200, ellipsis: true },
    {
      title: '发票类型',
      dataIndex: 'kind',
      width: 140,
      render: (_: unknown, invoice) => INVOICE_KIND_TEXT[invoice.kind],
    },
    {
      title: '发票形式',
      dataIndex: 'medium',
      width: 100,
      render: (_: unknown, invoice) => INVOICE_MEDIUM_TEXT[invoice.medium],
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
      width: 90,
      fixed: 'right',
      render: (_: unknown, invoice) => (
        <Link to={detailLink(invoice.id)} aria-label={`查看发票 ${invoice.order_sn}`}>
          详情
        </Link>
      ),
    },
  ];
}

export default function InvoiceDeskPage({ title }: { title: string }) {
  const desk = useDeskState(STATUSES);
  const list = useQuery({ ...invoiceListQuery(desk.listInput), placeholderData: keepPreviousData });
  return (
    <RequestDesk<Invoice>
      title={title}
      desk={desk}
      list={list}
      statuses={STATUSES}
      statusText={INVOICE_STATUS_TEXT}
      extra={<ExportListButton definition={exportCompanyInvoices} filters={desk.filters} />}
      noun="开票申请"
      listName={`${INVOICE_STATUS_TEXT[desk.status]}发票`}
      searchPlaceholder="订单号 / 发票抬头 / 企业 / 发票号码"
      columns={columns(desk.detailLink)}
      drawerTitle="发票详情"
      detail={InvoiceDetail}
    />
  );
}
