// Excel exports of the lists (docs/exports.md). Every exportable list is declared here once, next
// to the list call it exports: the export takes the SAME filters (the list's own request schema
// without paging), the same caller kind and permission, and answers an .xlsx file instead of an
// envelope:
//
//   POST (or GET) /api/export/<name>   fields: the list's filters, token
//   200: the workbook, streamed (Transfer-Encoding: chunked)
//        Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet
//        Content-Disposition: attachment; filename="<ascii>"; filename*=UTF-8''<Chinese name>
//        X-Total-Rows: the number of data rows the file holds (progress on the client)
//   401 / 403 / 400: the usual JSON envelope, before any byte of the file.
import type { z } from 'zod';
import { companyGetClaimList } from './claims';
import type { EndpointDefinition } from './define';
import { companyGetInvoiceList } from './invoices';
import { companyGetLetterList } from './letter-management';
import { companyGetNoticeList } from './notices';
import { companyGetMessageUserList, companyGetPushList } from './order-push';
import { performanceGetLetterList, workerGetLetterList } from './contract-letters';
import { companyGetOrderList, getMyOrderList, paperGetList } from './order-lists';
import { companyGetApplyList } from './preservation';
import { companyGetSurrenderList } from './surrenders';

/** Response header: the number of data rows the exported file holds. */
export const EXPORT_TOTAL_ROWS_HEADER = 'X-Total-Rows';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type PagedRequest = z.ZodObject<{ page: z.ZodType; limit: z.ZodType } & z.core.$ZodLooseShape>;
type ListEndpoint = EndpointDefinition<PagedRequest>;
type Unpaged<R extends PagedRequest> = z.ZodObject<Omit<R['shape'], 'page' | 'limit'>>;

export interface ExportDefinition<E extends ListEndpoint = ListEndpoint> {
  /** `/api/export/<name>` */
  readonly name: string;
  readonly path: string;
  /** The list exported: its auth, permission and filters are the export's. */
  readonly list: E;
  /** The list's request schema without page and limit. */
  readonly request: Unpaged<E['request']>;
  /** What the file is called (then the date): 订单列表-待审核-20261127.xlsx */
  readonly title: string;
}

export function defineExport<E extends ListEndpoint>(
  name: string,
  list: E,
  title: string,
): ExportDefinition<E> {
  const request = list.request.omit({ page: true, limit: true }) as unknown as Unpaged<
    E['request']
  >;
  return Object.freeze({ name, path: `/api/export/${name}`, list, request, title });
}

/** The filters an export of `definition` takes (what a list screen holds besides its page). */
export type ExportFilters<D extends ExportDefinition> = z.input<D['request']>;

// ---- the console's lists ----
export const exportCompanyOrders = defineExport('company_orders', companyGetOrderList, '订单列表');
export const exportCompanyLetters = defineExport(
  'company_letters',
  companyGetLetterList,
  '保函管理',
);
export const exportCompanySurrenders = defineExport(
  'company_surrenders',
  companyGetSurrenderList,
  '退保申请',
);
export const exportCompanyClaims = defineExport('company_claims', companyGetClaimList, '理赔申请');
export const exportCompanyInvoices = defineExport(
  'company_invoices',
  companyGetInvoiceList,
  '开票申请',
);
export const exportCompanyNotices = defineExport(
  'company_notices',
  companyGetNoticeList,
  '公告列表',
);
export const exportCompanyApplies = defineExport(
  'company_applies',
  companyGetApplyList,
  '诉讼保全申请',
);
export const exportCompanyPushes = defineExport(
  'company_pushes',
  companyGetPushList,
  '订单消息推送记录',
);
export const exportCompanyMessageUsers = defineExport(
  'company_message_users',
  companyGetMessageUserList,
  '消息接收人',
);

// ---- the portal's order lists, one per letter type ----
export const exportMyBidOrders = defineExport('my_bid_orders', getMyOrderList, '投标电子保函订单');
export const exportMyPaperOrders = defineExport('my_paper_orders', paperGetList, '纸质保函订单');
export const exportMyPerformanceOrders = defineExport(
  'my_performance_orders',
  performanceGetLetterList,
  '履约保函订单',
);
export const exportMyWorkerOrders = defineExport(
  'my_worker_orders',
  workerGetLetterList,
  '农民工工资保函订单',
);

export const allExports: readonly ExportDefinition[] = [
  exportCompanyOrders,
  exportCompanyLetters,
  exportCompanySurrenders,
  exportCompanyClaims,
  exportCompanyInvoices,
  exportCompanyNotices,
  exportCompanyApplies,
  exportCompanyPushes,
  exportCompanyMessageUsers,
  exportMyBidOrders,
  exportMyPaperOrders,
  exportMyPerformanceOrders,
  exportMyWorkerOrders,
];
