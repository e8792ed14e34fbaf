// /api/ensure_company/getOrderList: orders placed with the caller's company in one console stage,
// of every letter type or of the one `type` names, searched by order number, project or enterprise
// name and by creation date (China time).
import { companyGetOrderList } from '@bht/api-client/contract';
import { and } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { forbidden } from '../../http/app-error';
import type { z } from 'zod';
import { hasPermission, type CompanyCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { toOrderSummary } from '../orders/order-view';
import { STAGE_FILTERS } from './company-stages';
import { creationDateCondition, validityCondition } from './order-filters';
import { readOrderPage, type OrderQuery } from './order-pages';
import { keywordCondition } from '../../db/conditions';

type OrderListFilters = Omit<z.output<typeof companyGetOrderList.request>, 'page' | 'limit'>;

/** The orders a stage lists for the caller (its exports read the same): 403 without the stage's permission. */
export function companyOrderQuery(
  { stage, type, keyword, start_date, end_date }: OrderListFilters,
  caller: CompanyCaller,
): OrderQuery {
  if (!hasPermission(caller.permissions, stage)) throw forbidden(`没有「${stage}」权限`);
  const { statuses, validity } = STAGE_FILTERS[stage];
  return {
    owner: { type: 'c', id: caller.companyId },
    letterType: type ?? null,
    statuses,
    filter: and(
      keywordCondition(keyword, [orders.sn, orders.projectName, orders.enterpriseName]),
      creationDateCondition(start_date, end_date),
      validityCondition(validity),
    ),
  };
}

export const companyGetOrderListHandler = implement(
  companyGetOrderList,
  async ({ page, limit, ...filters }, { db, caller }) => {
    const { rows, total } = await readOrderPage(db, {
      ...companyOrderQuery(filters, caller),
      limit,
      offset: (page - 1) * limit,
    });
    return { list: rows.map(toOrderSummary), total, page, limit };
  },
);
