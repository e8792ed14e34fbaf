// The frame of a request desk (退保, 理赔, 发票): requests by status tab with their counts, searched by
// keyword, paged on the server, and the request a row opens shown in a drawer over the list. Tab,
// search, page and the open request live in the URL (reload and back keep them); the default tab
// (the desk's work) and page 1 stay out of it. On phones rows are cards and the drawer takes the
// whole width.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import {
  ListQueryTable,
  QueryState,
  StatusStamp,
  useUrlListState,
  type TableColumn,
} from '@bht/ui';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { DetailDrawer } from './detail-drawer';
import { positiveParam } from './positive-param';

/** The desk's URL state: the tab (the first status for a missing or unknown one), search, page, the open request. */
export function useDeskState(statuses: readonly number[]) {
  const { params, keyword, page, limit, update, linkWith, searchAndPaging } = useUrlListState();
  const defaultStatus = statuses[0]!;
  const status = statuses.find((s) => String(s) === params.get('status')) ?? defaultStatus;
  const openId = positiveParam(params.get('id'));
  const detailLink = (id: number) => linkWith({ id: String(id) });
  const filters = { status, ...(keyword ? { keyword } : {}) };
  const listInput = { ...filters, page, limit };
  return {
    status,
    keyword,
    openId,
    filters,
    listInput,
    update,
    searchAndPaging,
    detailLink,
    defaultStatus,
  };
}
export type DeskState = ReturnType<typeof useDeskState>;

interface DeskList<T> {
  list: T[];
  total: number;
  counts: Record<string, number>;
}

export interface RequestDeskProps<T> {
  title: string;
  desk: DeskState;
  list: UseQueryResult<DeskList<T>, Error>;
  statuses: readonly number[];
  statusText: Readonly<Record<number, string>>;
  /** What the desk lists (退保申请, 理赔申请): names the list and its empty state. */
  noun: string;
  /** The list's name when the status and the noun read badly together (待开票发票). */
  listName?: string;
  searchPlaceholder: string;
  columns: TableColumn<T>[];
  drawerTitle: string;
  /** The open request's content in the drawer (lazy: its module loads when the drawer opens). */
  detail: ComponentType<{ id: number }>;
  /** Beside the title (登记纸质索赔). */
  extra?: ReactNode;
}

export function RequestDesk<T extends { id: number }>({
  title,
  desk,
  list,
  statuses,
  statusText,
  noun,
  listName,
  searchPlaceholder,
  columns,
  drawerTitle,
  detail: Detail,
  extra,
}: RequestDeskProps<T>) {
  const { status, keyword, openId, update, searchAndPaging, defaultStatus } = desk;
  const counts = list.data?.counts;
  const statusName = statusText[status] ?? '';
  return (
    <Card title={title} extra={extra} bordered={false}>
      <ListQueryTable<T>
        query={list}
        aria-label={listName ?? `${statusName}${noun}`}
        tabs={statuses.map((s) => ({
          key: String(s),
          title: statusText[s] ?? '',
          count: counts && (counts[String(s)] ?? 0),
        }))}
        activeTab={String(status)}
        onTabChange={(key) =>
          update({ status: key === String(defaultStatus) ? undefined : key, page: undefined })
        }
        searchFields={[{ name: 'keyword', label: '关键词', placeholder: searchPlaceholder }]}
        {...searchAndPaging}
        columns={columns}
        rowKey="id"
        emptyText={keyword ? `没有符合条件的${noun}` : `暂无${statusName}的${noun}`}
      />
      <DetailDrawer
        title={drawerTitle}
        open={openId !== undefined}
        onClose={() => update({ id: undefined })}
      >
        {openId !== undefined && (
          <Suspense
            fallback={
              <div
                role="status"
                aria-label="正在加载…"
                style={{ padding: 48, textAlign: 'center' }}
              >
                <Spin />
              </div>
            }
          >
            <Detail id={openId} />
          </Suspense>
        )}
      </DetailDrawer>
    </Card>
  );
}

export interface RequestDetailProps<T> {
  /** The open request's detail query. */
  query: UseQueryResult<T, Error>;
  /** The region's name (退保申请详情). */
  label: string;
  heading: (request: T) => ReactNode;
  /** The actions the server offers on it. */
  actions: (request: T) => ReactNode;
  facts: (request: T) => ReactNode;
  /** The request's log (处理记录), under its facts. */
  log?: ReactNode;
}

/** The open request in the drawer once loaded: its heading, actions and status stamp (已驳回 in
 * red) above its facts. */
export function RequestDetail<T extends { status_text: string }>({
  query,
  label,
  heading,
  actions,
  facts,
  log,
}: RequestDetailProps<T>) {
  const request = query.data;
  return (
    <QueryState query={query}>
      {request && (
        <section aria-label={label}>
          <Card bordered={false} style={{ marginBottom: 16 }}>
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 12,
                flexWrap: 'wrap',
              }}
            >
              <div style={{ minWidth: 0 }}>
                <div style={{ fontWeight: 600, marginBottom: 12, overflowWrap: 'anywhere' }}>
                  {heading(request)}
                </div>
                {actions(request)}
              </div>
              <StatusStamp label={request.status_text} size={72} />
            </div>
          </Card>
          {facts(request)}
          {log}
        </section>
      )}
    </QueryState>
  );
}
