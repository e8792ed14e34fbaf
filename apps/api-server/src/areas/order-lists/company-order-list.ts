// /api/ensure_company/getOrderList: orders placed with the caller's company in one console stage,
// of every letter type or of the one `type` names, searched by order number, project or enterprise
// name and by creation date (China time).
import { companyGetOrderList } from '@bht/api-client/contract';
import { and } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { forbidden } from '../../http/app-error';
import { hasPermission } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { toOrderSummary } from '../orders/order-view';
import { STAGE_FILTERS } from './company-stages';
import { creationDateCondition, keywordCondition, validityCondition } from './order-filters';
import { readOrderPage } from './order-pages';

export const companyGetOrderListHandler = implement(companyGetOrderList, async ({ page, limit, stage, type, keyword, start_date, end_date }, { db, caller }) => {
  if (!hasPermission(caller.permissions, stage)) throw forbidden(`没有「${stage}」权限`);
  const { statuses, validity } = STAGE_FILTERS[stage];

  const { rows, total } = await readOrderPage(db, {
    owner: { type: 'c', id: caller.companyId },
    letterType: type ?? null,
    statuses,
    filter: and(keywordCondition(keyword, [orders.sn, orders.projectName, orders.enterpriseName]), creationDateCondition(start_date, end_date), validityCondition(validity)),
    limit,
    offset: (page - 1) * limit,
  });
  return { list: rows.map(toOrderSummary), total, page, limit };
});
