// A tender project as the contract shows it (projectSchema).
import type { projectSchema } from '@bht/api-client/contract';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { projects } from '../../db/schema';
import { toUnixSeconds } from '../../http/wire-format';
import type { ProjectRow } from '../../db/rows';

export type ProjectView = z.output<typeof projectSchema>;

/** Open for applications: not closed by hand and the bid deadline not yet passed. */
export const isOpen = (row: ProjectRow, now = new Date()) =>
  row.status === 1 && row.deadline.getTime() > now.getTime();

/** The same rule as SQL, for list queries. */
export const openProjects = (): SQL =>
  and(eq(projects.status, 1), gt(projects.deadline, sql`now()`))!;

export function toProjectView(row: ProjectRow): ProjectView {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    tender_unit: row.tenderUnit,
    trading_center: row.tradingCenter,
    bid_section: row.bidSection,
    region: row.region,
    // numeric(14,2) comes back as an exact string: '120000.00'.
    bid_bond_amount: row.bidBondAmount,
    bid_open_time: toUnixSeconds(row.bidOpenTime),
    deadline: toUnixSeconds(row.deadline),
    // The stored flag says whether the project was closed by hand; the deadline closes it too.
    status: isOpen(row) ? 1 : 0,
    accepts_paper: row.acceptsPaper ? 1 : 0,
    contract:
      row.contractPrice === null
        ? null
        : {
            price: row.contractPrice,
            employer: row.employer ?? row.tenderUnit,
            winner: row.winner ?? '',
            start_date: row.startDate ?? '',
            completion_date: row.completionDate ?? '',
          },
  };
}
