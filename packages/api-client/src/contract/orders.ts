// Orders seen from the enterprise side: detail, cancel, refund. Lists and the status poll are
// order-lists.ts; payment is payments.ts.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { fileReferenceSchema } from './files';
import { numberField, pageRequestSchema, paginated } from './common';
import {
  orderDetailSchema,
  orderSnRequestSchema,
  orderStatusSchema,
  orderSummarySchema,
} from './models';

/** An order an enterprise action moved on (cancel, refund request): its number and new status. */
export const orderMovedSchema = z.object({ sn: z.string(), status: orderStatusSchema });

/** The enterprise's orders of one letter type, by status tab; `counts` holds every tab's badge. */
export const myOrderListRequestSchema = pageRequestSchema.extend({
  status: numberField(z.number().int().min(0).max(12)).optional(),
  keyword: z.string().trim().max(60).optional(),
});
export const myOrderListResponseSchema = paginated(orderSummarySchema).extend({
  counts: z.record(z.string(), z.number().int()),
});

export const getOrderInfo = defineEndpoint({
  id: 'orders.getOrderInfo',
  path: '/api/order/getOrderInfo',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: orderDetailSchema,
  summary: '订单详情 / Order detail',
});

export const getTradingOrderInfo = defineEndpoint({
  id: 'orders.getTradingOrderInfo',
  path: '/api/Sx_gt_req/getOrderInfo',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: orderDetailSchema.extend({
    /** The trading centre's request that started this order (项目来源交易中心推送), if any. */
    trading_request: z
      .object({ request_no: z.string(), trading_center: z.string(), pushed_time: z.number().int() })
      .nullable(),
  }),
  summary: '交易中心推送订单详情 / Order detail with the trading-centre request',
});

export const cancelRequestSchema = orderSnRequestSchema.extend({
  reason: z.string().trim().max(200).default(''),
});
export const refundRequestSchema = orderSnRequestSchema.extend({
  reason: z
    .string()
    .trim()
    .min(2, '请填写退款原因（至少 2 个字）')
    .max(200, '退款原因不能超过 200 字'),
});
export const payImageRequestSchema = orderSnRequestSchema.extend({
  image: fileReferenceSchema('请上传转账凭证'),
});

export const cancelOrder = defineEndpoint({
  id: 'orders.cancelOrder',
  path: '/api/order/cancel',
  auth: 'enterprise',
  request: cancelRequestSchema,
  response: orderMovedSchema,
  summary: '取消未支付订单 / Cancel an unpaid order',
});

export const requestRefund = defineEndpoint({
  id: 'orders.requestRefund',
  path: '/api/order/requestRefund',
  auth: 'enterprise',
  request: refundRequestSchema,
  response: orderMovedSchema,
  summary: '已支付、未出函的订单申请退款 / Ask for the premium back before the letter is issued',
});
