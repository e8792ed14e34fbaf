// A desktop table drawn with Arco's Table classes: fixed layout, a header row, cells that cut long
// text with an ellipsis (the whole text in the title), a column fixed to the right (the row's
// actions) that stays in view while the rest scrolls sideways, with Arco's shadow while rows hide
// under it. Arco's Table brought 16 kB of gzip JS, with its Pagination, Select, Dropdown, Checkbox
// and Radio, to every list page for none of its sorting, filters, selection or expansion.
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Table/style/index.css';
import type { CSSProperties, Key, ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { classNames } from '../layout/class-names';

export interface TableColumn<T> {
  title?: ReactNode;
  /** The record's field the cell shows (or hands to `render`). */
  dataIndex?: string;
  key?: Key;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** One line, cut with … (the whole text in the cell's title). */
  ellipsis?: boolean;
  /** Stays in view at the right while the table scrolls sideways (the row's actions). */
  fixed?: 'right';
  /** The cell's content from the field's value, the record and its row index. */
  render?(value: never, record: T, index: number): ReactNode;
}

export type RowKey<T> = (keyof T & string) | ((record: T) => Key);

export const keyOfRow = <T,>(rowKey: RowKey<T>, record: T): Key =>
  typeof rowKey === 'function' ? rowKey(record) : (record[rowKey] as Key);

export const columnKey = <T,>(column: TableColumn<T>, index: number): Key =>
  column.key ?? column.dataIndex ?? index;

/** A cell's content: the column's render, else the field's value, '-' when there is none. */
export function cellContent<T>(column: TableColumn<T>, record: T, index: number): ReactNode {
  const value = column.dataIndex
    ? (record as Record<string, unknown>)[column.dataIndex]
    : undefined;
  if (column.render) return column.render(value as never, record, index);
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

export interface DataTableProps<T> {
  columns: TableColumn<T>[];
  data: T[];
  rowKey: RowKey<T>;
  loading?: boolean;
  /** Shown in the body when there are no rows. */
  noDataElement?: ReactNode;
  /** `x`: the table's least width in px, scrolled sideways below it (true, or none: as wide as its
   * columns ask, AUTO_COLUMN_WIDTH for each column without a width). */
  scroll?: { x?: number | true };
  /** The outer border (Arco's `border`); a table in a card goes without. */
  border?: boolean;
  /** Below the table (the pager). */
  footer?: ReactNode;
  style?: CSSProperties;
}

/** The least width of a column without one, so fixed widths never squeeze it to nothing. */
export const AUTO_COLUMN_WIDTH = 160;

const leastWidthOf = <T,>(columns: TableColumn<T>[]) =>
  columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : AUTO_COLUMN_WIDTH),
    0,
  );

type ScrollPosition = 'both' | 'left' | 'middle' | 'right';

/** Where the content is scrolled to: which sides hide columns (Arco's shadow classes). */
function scrollPositionOf(element: HTMLElement): ScrollPosition {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  if (scrollWidth <= clientWidth + 1) return 'both';
  if (scrollLeft <= 0) return 'left';
  if (scrollLeft + clientWidth >= scrollWidth - 1) return 'right';
  return 'middle';
}

function useScrollPosition() {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<ScrollPosition>('both');
  const update = useCallback(() => {
    if (ref.current) setPosition(scrollPositionOf(ref.current));
  }, []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);
  return { ref, position, update };
}

/** The right offset of each column fixed to the right: the widths of the fixed columns after it. */
function rightOffsets<T>(columns: TableColumn<T>[]): (number | undefined)[] {
  let offset = 0;
  return [...columns]
    .reverse()
    .map((column) => {
      if (column.fixed !== 'right') return undefined;
      const at = offset;
      offset += typeof column.width === 'number' ? column.width : 0;
      return at;
    })
    .reverse();
}

export function DataTable<T>({
  columns,
  data,
  rowKey,
  loading,
  noDataElement,
  scroll,
  border = true,
  footer,
  style,
}: DataTableProps<T>) {
  const { ref, position, update } = useScrollPosition();
  const offsets = rightOffsets(columns);
  const firstFixed = offsets.findIndex((offset) => offset !== undefined);
  const hasFixed = firstFixed >= 0;
  const cellClass = (kind: 'th' | 'td', index: number) =>
    classNames(
      `arco-table-${kind}`,
      index === 0 && 'arco-table-col-first',
      offsets[index] !== undefined && 'arco-table-col-fixed-right',
      index === firstFixed && 'arco-table-col-fixed-right-first',
    );
  const cellStyle = (column: TableColumn<T>, index: number): CSSProperties | undefined =>
    column.align || offsets[index] !== undefined
      ? { textAlign: column.align, right: offsets[index] }
      : undefined;
  useEffect(update, [update, data, columns]);
  return (
    <div
      className={classNames(
        'arco-table',
        'arco-table-size-default',
        border && 'arco-table-border',
        'arco-table-hover',
        'arco-table-layout-fixed',
        hasFixed && 'arco-table-fixed-column',
        hasFixed && 'arco-table-has-fixed-col-right',
        `arco-table-scroll-position-${position}`,
      )}
      style={style}
    >
      <Spin loading={Boolean(loading)} block>
        <div className="arco-table-container">
          <div className="arco-table-content-scroll">
            <div className="arco-table-content-inner" ref={ref} onScroll={update}>
              <table
                style={{
                  minWidth: typeof scroll?.x === 'number' ? scroll.x : leastWidthOf(columns),
                }}
              >
                <colgroup>
                  {columns.map((column, i) => (
                    <col
                      key={columnKey(column, i)}
                      style={column.width === undefined ? undefined : { width: column.width }}
                    />
                  ))}
                </colgroup>
                <thead>
                  <tr className="arco-table-tr">
                    {columns.map((column, i) => (
                      <th
                        key={columnKey(column, i)}
                        className={cellClass('th', i)}
                        style={cellStyle(column, i)}
                      >
                        <div
                          className={classNames(
                            'arco-table-th-item',
                            column.ellipsis && 'arco-table-cell-text-ellipsis',
                          )}
                        >
                          <span className="arco-table-th-item-title">{column.title}</span>
                        </div>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.length === 0 ? (
                    <tr className="arco-table-tr arco-table-empty-row">
                      <td className="arco-table-td arco-table-col-first" colSpan={columns.length}>
                        <div className="arco-table-no-data">{noDataElement}</div>
                      </td>
                    </tr>
                  ) : (
                    data.map((record, row) => (
                      <tr key={keyOfRow(rowKey, record)} className="arco-table-tr">
                        {columns.map((column, i) => {
                          const content = cellContent(column, record, row);
                          return (
                            <td
                              key={columnKey(column, i)}
                              className={cellClass('td', i)}
                              style={cellStyle(column, i)}
                            >
                              <div
                                className={classNames(
                                  'arco-table-cell',
                                  column.ellipsis && 'arco-table-cell-text-ellipsis',
                                )}
                                title={
                                  column.ellipsis &&
                                  (typeof content === 'string' || typeof content === 'number')
                                    ? String(content)
                                    : undefined
                                }
                              >
                                <span className="arco-table-cell-wrap-value">{content}</span>
                              </div>
                            </td>
                          );
                        })}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {footer}
      </Spin>
    </div>
  );
}
