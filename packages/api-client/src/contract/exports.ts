// Excel exports of the lists (docs/exports.md). Every exportable list's export is declared once
// with `defineExport`, in its area's module next to the list call it exports (so a page loads only
// its own list's export, not every list's filters): the export takes the SAME filters (the list's own request schema
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
import type { EndpointDefinition } from './define';

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
