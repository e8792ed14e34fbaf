// One list, two renderings from the same column definitions: Arco's Table from 767 px up, a card
// per row below (spec §9 mobile breakpoint), so no column is cut off or scrolled sideways on a
// phone. On a card the first column is the heading, the other columns are label / value pairs,
// and a column fixed to the right (the row's actions) becomes the card's footer.
import { Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { CSSProperties } from 'react';
import { useIsMobile } from '../feedback/timing';
import { cellContent, columnKey, DataTable, keyOfRow, type DataTableProps } from './data-table';
import { pageCountOf } from './page-items';
import { Pager, type PagerProps } from './pager';

export interface ResponsiveTableProps<T> extends DataTableProps<T> {
  /** Server-side paging under the rows; `hideOnSinglePage` leaves it out while one page holds all. */
  pagination?: false | (PagerProps & { hideOnSinglePage?: boolean });
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
  return (
    <Spin loading={Boolean(loading)} block>
      {data.length === 0 ? (
        (noDataElement ?? <Empty />)
      ) : (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((record, index) => (
            <li key={keyOfRow(rowKey, record)} style={cardStyle}>
              {heading && (
                <div
                  style={{
                    fontWeight: 600,
                    color: '#1d2129',
                    marginBottom: 4,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {cellContent(heading, record, index)}
                </div>
              )}
              <dl style={{ margin: 0 }}>
                {fields.map((column, i) => (
                  <div key={columnKey(column, i)} style={fieldStyle}>
                    <dt style={{ color: 'var(--color-text-3)' }}>{column.title}</dt>
                    <dd style={valueStyle}>{cellContent(column, record, index)}</dd>
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
                    <div key={columnKey(column, i)}>{cellContent(column, record, index)}</div>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {pagination && pagination.total > pagination.pageSize && (
        <Pager {...pagination} simple style={{ justifyContent: 'center', marginTop: 8 }} />
      )}
    </Spin>
  );
}

export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const mobile = useIsMobile();
  if (mobile) return <CardList<T> {...props} />;
  const { 'aria-label': _label, pagination, ...table } = props;
  const paged =
    pagination &&
    !(pagination.hideOnSinglePage && pageCountOf(pagination.total, pagination.pageSize) <= 1);
  return (
    <DataTable<T>
      {...table}
      footer={
        paged && (
          <div className="arco-table-pagination">
            <Pager {...pagination} />
          </div>
        )
      }
    />
  );
}
