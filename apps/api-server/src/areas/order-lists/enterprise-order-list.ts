// The enterprise's orders of one letter type (any of its accounts placed them), optionally one
// status, searched by order number or project name, with the per-status counts of the tabs:
// /api/order/getList for bid e-letters, /api/paper_letter/getList for paper ones, getLetterList for
// performance and wage letters. One reader, the letter type a parameter.
import {
  getMyOrderList,
  paperGetList,
  type LetterType,
  type performanceGetLetterList,
  type workerGetLetterList,
} from '@bht/api-client/contract';
import { orders } from '../../db/schema';
import type { EnterpriseCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { assertOrderPermission } from '../orders/enterprise-order-access';
import { toOrderSummary } from '../orders/order-view';
import { readOrderPage, type OrderQuery } from './order-pages';
import { keywordCondition } from '../../db/conditions';

type ListEndpoint =
  | typeof getMyOrderList
  | typeof paperGetList
  | typeof performanceGetLetterList
  | typeof workerGetLetterList;

/** The enterprise's orders of one letter type a list reads (its exports read the same): 403 without the 订单 permission. */
export function enterpriseOrderQuery(
  { status, keyword }: { status?: number; keyword?: string },
  letterType: LetterType,
  caller: EnterpriseCaller,
): OrderQuery {
  assertOrderPermission(caller);
  return {
    owner: { type: 'e', id: caller.enterpriseId },
    letterType,
    statuses: status === undefined ? null : [status],
    filter: keywordCondition(keyword, [orders.sn, orders.projectName]),
  };
}

/** The list call of one letter type's family. */
export const enterpriseOrderList = (endpoint: ListEndpoint, letterType: LetterType) =>
  implement(endpoint, async ({ page, limit, ...filters }, { db, caller }) => {
    // With a keyword the tabs count the matching orders, so each badge says what its tab would list.
    const { rows, counts, total } = await readOrderPage(db, {
      ...enterpriseOrderQuery(filters, letterType, caller),
      limit,
      offset: (page - 1) * limit,
    });
    return { list: rows.map(toOrderSummary), total, page, limit, counts };
  });

export const getMyOrderListHandler = enterpriseOrderList(getMyOrderList, 'bid_e');
export const paperGetListHandler = enterpriseOrderList(paperGetList, 'bid_paper');
