// One list, two renderings from the same column definitions: Arco's Table from 767 px up, a card
// per row below (spec §9 mobile breakpoint), so no column is cut off or scrolled sideways on a
// phone. On a card the first column is the heading, the other columns are label / value pairs,
// and a column fixed to the right (the row's actions) becomes the card's footer.
import {
  Empty,
  Pagination,
  Spin,
  Table,
  type PaginationProps,
  type TableColumnProps,
  type TableProps,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import type { CSSProperties, Key, ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '../feedback/constants';
import { useIsMobile } from '../feedback/timing';

export interface ResponsiveTableProps<T> extends Omit<
  TableProps<T>,
  'columns' | 'data' | 'rowKey'
> {
  columns: TableColumnProps<T>[];
  data: T[];
  rowKey: (keyof T & string) | ((record: T) => Key);
  /** Names the card list for assistive technology on phones (the table has its header row). */
  'aria-label'?: string;
}

const cardStyle: CSSProperties = {
  background: '#fff',
  border: '1px solid #e5e6eb',
  borderRadius: 4,
  padding: 12,
  marginBottom: 12,
};
const fieldStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '5.5em minmax(0, 1fr)',
  gap: 8,
  padding: '4px 0',
  margin: 0,
};
const valueStyle: CSSProperties = { margin: 0, color: '#1d2129', overflowWrap: 'anywhere' };

function cell<T>(column: TableColumnProps<T>, record: T, index: number): ReactNode {
  const value = column.dataIndex
    ? (record as Record<string, unknown>)[column.dataIndex]
    : undefined;
  if (column.render) return column.render(value, record, index);
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

const columnKey = <T,>(column: TableColumnProps<T>, index: number): Key =>
  column.key ?? column.dataIndex ?? index;

function CardList<T>({
  columns,
  data,
  rowKey,
  loading,
  noDataElement,
  pagination,
  'aria-label': label,
}: ResponsiveTableProps<T>) {
  const [heading, ...rest] = columns;
  const fields = rest.filter((c) => c.fixed !== 'right');
  const actions = rest.filter((c) => c.fixed === 'right');
  const keyOf = (record: T) =>
    typeof rowKey === 'function' ? rowKey(record) : (record[rowKey] as Key);
  const pager: PaginationProps | undefined =
    pagination && typeof pagination === 'object' ? pagination : undefined;
  return (
    <Spin loading={Boolean(loading)} block>
      {data.length === 0 ? (
        (noDataElement ?? <Empty />)
      ) : (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((record, index) => (
            <li key={keyOf(record)} style={cardStyle}>
              {heading && (
                <div
                  style={{
                    fontWeight: 600,
                    color: '#1d2129',
                    marginBottom: 4,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {cell(heading, record, index)}
                </div>
              )}
              <dl style={{ margin: 0 }}>
                {fields.map((column, i) => (
                  <div key={columnKey(column, i)} style={fieldStyle}>
                    <dt style={{ color: 'var(--color-text-3)' }}>{column.title}</dt>
                    <dd style={valueStyle}>{cell(column, record, index)}</dd>
                  </div>
                ))}
              </dl>
              {actions.length > 0 && (
                <div
                  style={{
                    borderTop: '1px solid #f2f3f5',
                    marginTop: 8,
                    paddingTop: 8,
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 8,
                  }}
                >
                  {actions.map((column, i) => (
                    <div key={columnKey(column, i)}>{cell(column, record, index)}</div>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {pager && (pager.total ?? 0) > (pager.pageSize ?? DEFAULT_PAGE_SIZE) && (
        <Pagination
          {...pager}
          simple
          sizeCanChange={false}
          showTotal={false}
          style={{ justifyContent: 'center', marginTop: 8 }}
        />
      )}
    </Spin>
  );
}

export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const mobile = useIsMobile();
  if (mobile) return <CardList<T> {...props} />;
  const { 'aria-label': _label, rowKey, ...table } = props;
  return <Table<T> {...table} rowKey={rowKey as TableProps<T>['rowKey']} />;
}
