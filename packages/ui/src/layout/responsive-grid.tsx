// Equal columns, as many per row as the viewport's breakpoint says, 16 px apart: what the pages
// did with Arco's Grid.Row / Grid.Col, whose component (with lodash's get and a resize observer)
// and stylesheet (a class per span, offset and order at each breakpoint: ~6 kB gzip) a CSS grid
// does without.
import type { CSSProperties, ReactNode } from 'react';
import './responsive-grid.css';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Columns per row from each breakpoint up (xs: below 576 px); a breakpoint left out keeps the smaller one's. */
export type GridColumns = { xs: number } & Partial<Record<(typeof BREAKPOINTS)[number], number>>;

export function ResponsiveGrid({
  columns,
  children,
}: {
  columns: GridColumns;
  children: ReactNode;
}) {
  const style: Record<string, number> = {};
  let current = columns.xs;
  for (const breakpoint of BREAKPOINTS) {
    current = columns[breakpoint] ?? current;
    style[`--grid-${breakpoint}`] = current;
  }
  return (
    <div className="responsive-grid" style={style as CSSProperties}>
      {children}
    </div>
  );
}
