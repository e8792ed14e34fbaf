// The list of a records page (开票记录, 理赔记录): the status tabs (全部 first) with the server's
// counts, search by keyword and server paging (cards on phones). Tab, keyword and page live in the
// URL so reload and back keep them; 全部 and page 1 stay out of it.
import { ListQueryTable, useUrlListState, type TableColumn } from '@bht/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { ALL_TAB, statusFilter, statusTabs } from './status-tabs';

/** The records' URL state and the list request's input (page, status filter, keyword). */
export function useStatusRecords() {
  const { params, keyword, page, limit, update, searchAndPaging } = useUrlListState();
  const tab = params.get('status') ?? ALL_TAB;
  const input = { page, limit, ...statusFilter(tab), ...(keyword ? { keyword } : {}) };
  return { tab, keyword, input, update, searchAndPaging };
}
export type StatusRecords = ReturnType<typeof useStatusRecords>;

interface RecordsList<T> {
  list: T[];
  total: number;
  counts: Record<string, number>;
}

export interface StatusRecordsTableProps<T> {
  /** The table's name (the page title). */
  label: string;
  records: StatusRecords;
  list: UseQueryResult<RecordsList<T>, Error>;
  statusText: Readonly<Record<number, string>>;
  searchPlaceholder: string;
  columns: TableColumn<T>[];
  /** What an empty list says after a search, and with none. */
  emptyText: { searched: string; none: string };
}

export function StatusRecordsTable<T extends { id: number }>({
  label,
  records: { tab, keyword, update, searchAndPaging },
  list,
  statusText,
  searchPlaceholder,
  columns,
  emptyText,
}: StatusRecordsTableProps<T>) {
  return (
    <ListQueryTable<T>
      query={list}
      aria-label={label}
      tabs={statusTabs(statusText, list.data?.counts)}
      activeTab={tab}
      onTabChange={(key) => update({ status: key === ALL_TAB ? undefined : key, page: undefined })}
      searchFields={[{ name: 'keyword', label: '关键词', placeholder: searchPlaceholder }]}
      columns={columns}
      rowKey="id"
      {...searchAndPaging}
      emptyText={keyword ? emptyText.searched : emptyText.none}
    />
  );
}
