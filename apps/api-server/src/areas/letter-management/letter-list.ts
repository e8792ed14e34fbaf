// /api/ensure_company/getLetterList (保函管理 正常履约 / 履约终止): letters the caller's company gave to
// enterprises, in force or ended (LETTER_STAGE_FILTERS), of every letter type or one, searched by
// order number, letter number, project or enterprise and by issue date (China time). The page is
// found by the order lists' machinery (order-pages.ts: index branches per status), then its letters
// are read with their after-issue columns by id.
import { companyGetLetterList } from '@bht/api-client/contract';
import { and } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { forbidden } from '../../http/app-error';
import type { z } from 'zod';
import { hasPermission, type CompanyCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { LETTER_STAGE_FILTERS } from '../order-lists/company-stages';
import { validityCondition } from '../order-lists/order-filters';
import { readOrderPage, type OrderQuery } from '../order-lists/order-pages';
import { readLetterRecords } from './letter-records';
import { dateRangeCondition, keywordCondition } from '../../db/conditions';

type LetterListFilters = Omit<z.output<typeof companyGetLetterList.request>, 'page' | 'limit'>;

/** The letters a stage lists for the caller (its exports read the same): 403 without the stage's permission. */
export function letterQuery(
  { stage, type, keyword, start_date, end_date }: LetterListFilters,
  caller: CompanyCaller,
): OrderQuery {
  if (!hasPermission(caller.permissions, stage)) throw forbidden(`没有「${stage}」权限`);
  const { statuses, validity } = LETTER_STAGE_FILTERS[stage];
  return {
    owner: { type: 'c', id: caller.companyId },
    letterType: type ?? null,
    statuses,
    filter: and(
      keywordCondition(keyword, [
        orders.sn,
        orders.letterNo,
        orders.projectName,
        orders.enterpriseName,
      ]),
      dateRangeCondition(orders.issuedAt, start_date, end_date),
      validityCondition(validity),
    )!,
  };
}

export const getLetterListHandler = implement(
  companyGetLetterList,
  async ({ page, limit, ...filters }, { db, caller }) => {
    const { rows, total } = await readOrderPage(db, {
      ...letterQuery(filters, caller),
      limit,
      offset: (page - 1) * limit,
    });
    return {
      list: await readLetterRecords(
        db,
        rows.map((row) => row.id),
      ),
      total,
      page,
      limit,
    };
  },
);
