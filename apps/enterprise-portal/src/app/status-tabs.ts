// The status tabs of a records page (开票记录, 理赔记录): 全部 first, then one tab per status in the
// contract's order, each with the server's count (全部 is their sum); counts unknown while loading.
import type { StatusTab } from '@bht/ui';

export const ALL_TAB = 'all';

export function statusTabs(
  statusText: Readonly<Record<number, string>>,
  counts: Record<string, number> | undefined,
): StatusTab[] {
  const statuses = Object.keys(statusText);
  return [
    {
      key: ALL_TAB,
      title: '全部',
      count: counts && statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0),
    },
    ...statuses.map((s) => ({
      key: s,
      title: statusText[Number(s)]!,
      count: counts && (counts[s] ?? 0),
    })),
  ];
}

/** The list request's status filter for tab `tab` (none for 全部). */
export const statusFilter = (tab: string) => (tab === ALL_TAB ? {} : { status: Number(tab) });
