// The guarantee company's dashboard (console /index; docs/dashboard.md): what came in and went out
// over the last 30 days (China dates, every day present), the orders waiting on each order stage
// the account may open, and the open surrender requests and claims.
import { z } from 'zod';
import { dateSchema, moneySchema } from './common';
import { defineEndpoint } from './define';
import { stageSchema } from './order-lists';

/** Days the dashboard's series cover, today (China time) the last. */
export const DASHBOARD_DAYS = 30;

export const dashboardDaySchema = z.object({
  date: dateSchema,
  /** Orders placed with the company that day. */
  applications: z.number().int().nonnegative(),
  /** Letters the company issued that day. */
  issued: z.number().int().nonnegative(),
  /**
   * Premium received that day (China day of payment, every channel) less what of it has been
   * refunded since, in yuan: never negative (docs/dashboard.md, 近 30 天保费).
   */
  premium: moneySchema,
});

export type DashboardDay = z.output<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  days: z.array(dashboardDaySchema),
  /** Orders per order-management stage, only the stages the account holds (auth_json). */
  stages: z.array(z.object({ stage: stageSchema, total: z.number().int().nonnegative() })),
  /** Surrender requests 待处理; null without the 退保 permission. */
  open_surrenders: z.number().int().nonnegative().nullable(),
  /** Claims 待受理 or 已受理; null without the 理赔 permission. */
  open_claims: z.number().int().nonnegative().nullable(),
});

export const companyGetDashboard = defineEndpoint({
  id: 'company.getDashboard',
  path: '/api/ensure_company/getDashboard',
  methods: ['GET'],
  auth: 'ensure_company',
  request: z.object({}),
  response: dashboardSchema,
  summary:
    '工作台：近 30 天申请、出函与保费，各阶段订单数，待处理退保与理赔 / Dashboard figures of the last 30 days',
});
