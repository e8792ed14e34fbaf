// Order lists and the order-status poll, both sides (spec §4, §6).
import { z } from 'zod';
import { defineEndpoint } from './define';
import { defineExport } from './exports';
import { dateSchema, paginated, pageRequestSchema } from './common';
import {
  letterTypeSchema,
  orderSnRequestSchema,
  orderStatusSchema,
  orderSummarySchema,
} from './models';
import { myOrderListRequestSchema, myOrderListResponseSchema } from './orders';

/** The order-management stages (订单管理); letter management (保函管理) lists letters with getLetterList, surrender requests and claims with their own lists. */
export const stageSchema = z.enum(['待签约', '待审核', '待支付', '待出函', '已出函', '已驳回']);

export const getMyOrderList = defineEndpoint({
  id: 'orders.getMyOrderList',
  path: '/api/order/getList',
  auth: 'enterprise',
  request: myOrderListRequestSchema,
  response: myOrderListResponseSchema,
  summary: '我的投标保函订单（按状态） / My bid e-letter orders by status',
});

export const getOrderStatus = defineEndpoint({
  id: 'orders.getOrderStatus',
  path: '/api/order/getOrderStatus',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: z.object({
    order: z.object({ sn: z.string(), status: orderStatusSchema, status_text: z.string() }),
  }),
  summary: '按订单号查询状态（轮询） / Order status by order_sn (polled)',
});

// ---- paper_letter ----
export const paperGetList = defineEndpoint({
  id: 'paper.getList',
  path: '/api/paper_letter/getList',
  auth: 'enterprise',
  request: myOrderListRequestSchema,
  response: myOrderListResponseSchema,
  summary: '我的纸质保函（按状态，含各状态数量） / My paper letters by status',
});

export const companyGetOrderList = defineEndpoint({
  id: 'company.getOrderList',
  path: '/api/ensure_company/getOrderList',
  auth: 'ensure_company',
  permission: 'dingdan',
  request: pageRequestSchema.extend({
    stage: stageSchema,
    type: letterTypeSchema.optional(),
    keyword: z.string().trim().max(60).optional(),
    start_date: dateSchema.optional(),
    end_date: dateSchema.optional(),
  }),
  response: paginated(orderSummarySchema),
  summary:
    '按阶段的订单列表，可按保函类型筛选（需该阶段权限） / Orders by stage, optionally of one letter type (needs that stage’s permission)',
});

/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportCompanyOrders = defineExport('company_orders', companyGetOrderList, '订单列表');
/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportMyBidOrders = defineExport('my_bid_orders', getMyOrderList, '投标电子保函订单');
/** The list's Excel export (exports.ts, docs/exports.md). */
export const exportMyPaperOrders = defineExport('my_paper_orders', paperGetList, '纸质保函订单');
