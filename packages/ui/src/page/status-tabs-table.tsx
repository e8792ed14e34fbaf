// The list screen every business area uses: status tabs with counts, a search form, a table
// with server-side pagination (page 1, size 10 by default), loading and empty states. On phones
// the search fields stack with their labels above them and the rows become cards. ListQueryTable
// is the same fed by a paged list query (`{ list, total }`).
import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import { DEFAULT_PAGE_SIZE } from '../feedback/constants';
import { SearchForm, type SearchField, type SearchValues } from '../form/search-form';
import type { TableColumn } from './data-table';
import { PAGE_SIZES } from './pager';
import { QueryState } from './query-state';
import { ResponsiveTable } from './responsive-table';
import { StatusTabs, type StatusTab } from './status-tabs';

export interface StatusTabsTableProps<T> {
  tabs?: StatusTab[];
  activeTab?: string;
  onTabChange?: (key: string) => void;
  searchFields?: SearchField[];
  onSearch?: (values: SearchValues) => void;
  /** The search as the URL keeps it, shown in the fields (reload and 返回 restore it). */
  searchValues?: SearchValues;
  columns: TableColumn<T>[];
  data: T[];
  rowKey: keyof T & string;
  total: number;
  page?: number;
  pageSize?: number;
  loading?: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  emptyText?: string;
  /** Names the list (the card list on phones). */
  'aria-label'?: string;
}

export function StatusTabsTable<T extends object>({
  tabs,
  activeTab,
  onTabChange,
  searchFields,
  onSearch,
  searchValues,
  columns,
  data,
  rowKey,
  total,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  loading,
  onPageChange,
  emptyText = '暂无数据',
  'aria-label': label,
}: StatusTabsTableProps<T>) {
  return (
    <section>
      {tabs && <StatusTabs tabs={tabs} activeTab={activeTab} onChange={onTabChange} />}
      {searchFields && searchFields.length > 0 && (
        <SearchForm
          fields={searchFields}
          values={searchValues}
          onSearch={(values) => onSearch?.(values)}
        />
      )}
      <ResponsiveTable<T>
        aria-label={label}
        rowKey={rowKey}
        columns={columns}
        data={data}
        loading={loading}
        noDataElement={<Empty description={emptyText} />}
        pagination={{
          current: page,
          pageSize,
          total,
          showTotal: true,
          sizeOptions: PAGE_SIZES,
          onChange: onPageChange,
        }}
        scroll={{ x: true }}
      />
    </section>
  );
}

/** The part of a TanStack Query result of a paged list ListQueryTable reads. */
export interface PagedListQuery<T> {
  data?: { list: T[]; total: number };
  error: { message: string } | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export type ListQueryTableProps<T> = Omit<StatusTabsTableProps<T>, 'data' | 'total' | 'loading'> & {
  query: PagedListQuery<T>;
};

/**
 * StatusTabsTable showing a paged list query: its rows and total, loading while it fetches (the
 * previous page stays meanwhile). Before a first page the error shows with 重试; once a page has
 * loaded, a failed refetch keeps it on screen rather than an error.
 */
export function ListQueryTable<T extends object>({ query, ...table }: ListQueryTableProps<T>) {
  return (
    <QueryState
      loading={false}
      error={query.data ? null : query.error}
      onRetry={() => void query.refetch()}
    >
      <StatusTabsTable<T>
        {...table}
        data={query.data?.list ?? []}
        total={query.data?.total ?? 0}
        loading={query.isFetching}
      />
    </QueryState>
  );
}
