// Which page buttons a pager shows, as Arco's Pagination lays them out: every page up to nine
// pages; beyond that the first and last page, two pages either side of the current one (five at
// either end), and a jump of five pages (…) where pages are left out.

export type PageItem = number | 'jump-back' | 'jump-forward';

/** A jump (…) moves this many pages. */
export const PAGE_JUMP = 5;
const BUFFER = 2;

export const pageCountOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= BUFFER * 2 + 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let first = Math.max(2, current - BUFFER);
  let last = Math.min(pageCount - 1, current + BUFFER);
  if (current - 1 <= BUFFER) last = 1 + BUFFER * 2;
  if (pageCount - current <= BUFFER) first = pageCount - BUFFER * 2;
  const middle = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return [
    1,
    ...(first > 2 ? (['jump-back'] as const) : []),
    ...middle,
    ...(last < pageCount - 1 ? (['jump-forward'] as const) : []),
    pageCount,
  ];
}
