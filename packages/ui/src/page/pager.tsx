// Server-side paging drawn with Arco's Pagination classes: 共 N 条, the page buttons (page-items.ts),
// and the page size as the browser's own select. Arco's Pagination brings its Select (19 kB of gzip
// JS) for that one choice (docs/benchmarks.md). `simple` is the phones' 上一页 · 2 / 10 · 下一页.
import '@arco-design/web-react/es/Pagination/style/index.css';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { NativeSelect } from '../form/native-select';
import { classNames } from '../layout/class-names';
import { LineIcon } from '../layout/line-icon';
import { PAGE_JUMP, pageCountOf, pageItems } from './page-items';
import './pager.css';

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange?: (page: number, pageSize: number) => void;
  /** 共 N 条 before the pages. */
  showTotal?: boolean;
  /** The page sizes offered; none when absent. */
  sizeOptions?: readonly number[];
  simple?: boolean;
  style?: CSSProperties;
}

export const PAGE_SIZES = [10, 20, 30, 50] as const;

const LEFT = <LineIcon d="M32 8.4 16.444 23.956 32 39.513" />;
const RIGHT = <LineIcon d="m16 39.513 15.556-15.557L16 8.4" />;
const MORE = '···';

function Item({
  label,
  active,
  disabled,
  className,
  onSelect,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  className?: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  const select = () => {
    if (!disabled && !active) onSelect();
  };
  return (
    <li
      className={classNames(
        'arco-pagination-item',
        className,
        active && 'arco-pagination-item-active',
        disabled && 'arco-pagination-item-disabled',
      )}
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-current={active ? 'true' : undefined}
      aria-disabled={disabled ? 'true' : undefined}
      onClick={select}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') select();
      }}
    >
      {children}
    </li>
  );
}

export function Pager({
  current,
  pageSize,
  total,
  onChange,
  showTotal,
  sizeOptions,
  simple,
  style,
}: PagerProps) {
  const pageCount = pageCountOf(total, pageSize);
  const page = Math.min(Math.max(1, current), pageCount);
  const go = (next: number) => onChange?.(Math.min(Math.max(1, next), pageCount), pageSize);
  const prev = (
    <Item
      label="上一页"
      className="arco-pagination-item-prev"
      disabled={page <= 1}
      onSelect={() => go(page - 1)}
    >
      {LEFT}
    </Item>
  );
  const next = (
    <Item
      label="下一页"
      className="arco-pagination-item-next"
      disabled={page >= pageCount}
      onSelect={() => go(page + 1)}
    >
      {RIGHT}
    </Item>
  );
  return (
    <nav
      aria-label="分页"
      className={classNames(
        'arco-pagination',
        'arco-pagination-size-default',
        simple && 'arco-pagination-simple',
      )}
      style={style}
    >
      {showTotal && !simple && <div className="arco-pagination-total-text">共 {total} 条</div>}
      <ul className="arco-pagination-list">
        {prev}
        {simple ? (
          <li className="arco-pagination-item arco-pagination-item-simple-pager">
            {page} / {pageCount}
          </li>
        ) : (
          pageItems(page, pageCount).map((item) =>
            typeof item === 'number' ? (
              <Item
                key={item}
                label={`第 ${item} 页`}
                active={item === page}
                onSelect={() => go(item)}
              >
                {item}
              </Item>
            ) : (
              <Item
                key={item}
                label={item === 'jump-back' ? `向前 ${PAGE_JUMP} 页` : `向后 ${PAGE_JUMP} 页`}
                className="arco-pagination-item-jumper"
                onSelect={() => go(item === 'jump-back' ? page - PAGE_JUMP : page + PAGE_JUMP)}
              >
                {MORE}
              </Item>
            ),
          )
        )}
        {next}
      </ul>
      {sizeOptions && !simple && (
        <div className="arco-pagination-option">
          <NativeSelect
            aria-label="每页条数"
            value={String(pageSize)}
            onChange={(size) => onChange?.(1, Number(size))}
            options={sizeOptions.map((size) => ({ label: `${size} 条/页`, value: String(size) }))}
          />
        </div>
      )}
    </nav>
  );
}
