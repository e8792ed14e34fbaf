// The status tabs of a request list (invoices, claims…): how many of each status match the search,
// and the total of the tab shown.

/** Every status of `statuses` with its count (0 when none matched), and the total of `shown` (all when undefined). */
export function statusCounts(
  statuses: readonly number[],
  perStatus: ReadonlyArray<{ status: number; total: number }>,
  shown?: number,
) {
  const counts: Record<string, number> = Object.fromEntries(statuses.map((s) => [String(s), 0]));
  for (const row of perStatus) counts[String(row.status)] = row.total;
  const total =
    shown === undefined
      ? Object.values(counts).reduce((a, b) => a + b, 0)
      : (counts[String(shown)] ?? 0);
  return { counts, total };
}
