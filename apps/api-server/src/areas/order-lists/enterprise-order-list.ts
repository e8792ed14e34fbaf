// /api/order/getList: the caller's enterprise's orders (any of its accounts placed), optionally one
// status, searched by order number or project name, with the per-status counts of the tabs.
import { getMyOrderList } from '@bht/api-client/contract';
import { orders } from '../../db/schema';
import { implement } from '../../http/implement';
import { assertOrderPermission } from '../orders/enterprise-order-access';
import { toOrderSummary } from '../orders/order-view';
import { keywordCondition } from './order-filters';
import { readOrderPage } from './order-pages';

export const getMyOrderListHandler = implement(getMyOrderList, async ({ page, limit, status, keyword }, { db, caller }) => {
  assertOrderPermission(caller);
  // With a keyword the tabs count the matching orders, so each badge says what its tab would list.
  const { rows, counts, total } = await readOrderPage(db, {
    owner: { type: 'e', id: caller.enterpriseId },
    statuses: status === undefined ? null : [status],
    filter: keywordCondition(keyword, [orders.sn, orders.projectName]),
    limit,
    offset: (page - 1) * limit,
  });
  return { list: rows.map(toOrderSummary), total, page, limit, counts };
});
