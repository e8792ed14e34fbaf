// /invoice/desk 发票管理: the guarantor's invoice desk. The enterprises' invoice requests by status
// tab (待开票, 已开票, 推送失败, 已作废, each with its count), searched by order number, title,
// enterprise or invoice number, paged on the server; a row opens the request in a drawer over the
// list (its facts, status stamp and the actions the server offers). Tab, search, page and the open
// request live in the URL, so reload and back keep them. On phones rows are cards and the drawer
// takes the whole width.
import { Card, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { exportCompanyInvoices, INVOICE_KIND_TEXT, INVOICE_MEDIUM_TEXT, INVOICE_STATUS_TEXT, InvoiceStatus, LETTER_TYPE_TEXT } from '@bht/api-client';
import { DateTime, DEFAULT_PAGE_SIZE, Money, QueryState, StatusStamp, StatusTabsTable, StatusTag, useUrlListState } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ExportListButton } from '../../app/export-list-button';
import { InvoiceActions } from './invoice-actions';
import { InvoiceFacts } from './invoice-facts';
import { invoiceDetailQuery, invoiceListQuery, type Invoice } from './invoice-queries';
import { DetailDrawer } from '../../app/detail-drawer';
import { positiveParam } from '../../app/positive-param';

const STATUSES = Object.values(InvoiceStatus);
type Status = (typeof STATUSES)[number];

/** The tab the URL names; 待开票 (the desk's work) for a missing or unknown one. */
const statusParam = (value: string | null): Status => STATUSES.find((s) => String(s) === value) ?? InvoiceStatus.PENDING;

function columns(detailLink: (id: number) => string): TableColumnProps<Invoice>[] {
  return [
    { title: '订单号', dataIndex: 'order_sn', width: 200 },
    { title: '保函类型', dataIndex: 'order_type', width: 124, render: (_: unknown, invoice) => LETTER_TYPE_TEXT[invoice.order_type] },
    { title: '投保企业', dataIndex: 'enterprise_name', width: 200, ellipsis: true },
    { title: '发票抬头', dataIndex: 'title', width: 200, ellipsis: true },
    { title: '发票类型', dataIndex: 'kind', width: 140, render: (_: unknown, invoice) => INVOICE_KIND_TEXT[invoice.kind] },
    { title: '发票形式', dataIndex: 'medium', width: 100, render: (_: unknown, invoice) => INVOICE_MEDIUM_TEXT[invoice.medium] },
    { title: '开票金额', dataIndex: 'amount', width: 130, align: 'right', render: (value: string) => <Money value={value} /> },
    { title: '状态', dataIndex: 'status_text', width: 100, render: (value: string) => <StatusTag label={value} /> },
    { title: '申请时间', dataIndex: 'create_time', width: 170, render: (value: number) => <DateTime value={value} /> },
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

function InvoiceDetail({ id }: { id: number }) {
  const detail = useQuery(invoiceDetailQuery(id));
  const invoice = detail.data;
  return (
    <QueryState query={detail}>
      {invoice && (
        <section aria-label="发票详情">
          <Card bordered={false} style={{ marginBottom: 16 }}>
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
              <div style={{ minWidth: 0 }}>
                <div style={{ fontWeight: 600, marginBottom: 12, overflowWrap: 'anywhere' }}>
                  {invoice.title} · 订单 {invoice.order_sn}
                </div>
                <InvoiceActions invoice={invoice} />
              </div>
              <StatusStamp label={invoice.status_text} size={72} />
            </div>
          </Card>
          <InvoiceFacts invoice={invoice} />
        </section>
      )}
    </QueryState>
  );
}

export default function InvoiceDeskPage({ title }: { title: string }) {
  const { params, update, linkWith } = useUrlListState();
  const status = statusParam(params.get('status'));
  const keyword = params.get('keyword')?.trim() ?? '';
  const page = positiveParam(params.get('page')) ?? 1;
  const limit = positiveParam(params.get('limit')) ?? DEFAULT_PAGE_SIZE;
  const openId = positiveParam(params.get('id'));
  const list = useQuery({ ...invoiceListQuery({ status, page, limit, ...(keyword ? { keyword } : {}) }), placeholderData: keepPreviousData });

  // Defaults (待开票, page 1, the default size, no search) stay out of the URL.
  const detailLink = (id: number) => linkWith({ id: String(id) });
  const counts = list.data?.counts;

  return (
    <Card title={title} extra={<ExportListButton definition={exportCompanyInvoices} filters={{ status, ...(keyword ? { keyword } : {}) }} />} bordered={false}>
      <QueryState loading={false} error={list.data ? null : list.error} onRetry={() => void list.refetch()}>
        <StatusTabsTable<Invoice>
          aria-label={`${INVOICE_STATUS_TEXT[status]}发票`}
          tabs={STATUSES.map((s) => ({ key: String(s), title: INVOICE_STATUS_TEXT[s] ?? '', count: counts && (counts[String(s)] ?? 0) }))}
          activeTab={String(status)}
          onTabChange={(key) => update({ status: key === String(InvoiceStatus.PENDING) ? undefined : key, page: undefined })}
          searchFields={[{ name: 'keyword', label: '关键词', placeholder: '订单号 / 发票抬头 / 企业 / 发票号码' }]}
          searchValues={{ keyword }}
          onSearch={(values) => update({ keyword: values.keyword?.trim() || undefined, page: undefined })}
          columns={columns(detailLink)}
          data={list.data?.list ?? []}
          rowKey="id"
          total={list.data?.total ?? 0}
          page={page}
          pageSize={limit}
          loading={list.isFetching}
          onPageChange={(nextPage, size) => update({ page: size === limit && nextPage > 1 ? String(nextPage) : undefined, limit: size === DEFAULT_PAGE_SIZE ? undefined : String(size) })}
          emptyText={keyword ? '没有符合条件的开票申请' : `暂无${INVOICE_STATUS_TEXT[status]}的开票申请`}
        />
      </QueryState>
      <DetailDrawer title="发票详情" open={openId !== undefined} onClose={() => update({ id: undefined })}>
        {openId !== undefined && <InvoiceDetail id={openId} />}
      </DetailDrawer>
    </Card>
  );
}
