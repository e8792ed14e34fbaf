// /api/ensure_company/getDashboard (console /index, docs/dashboard.md): the caller's company's
// figures. Every figure is one grouped statement on an index of its owner:
// - applications per China day: orders (ensure_company_id, created_at) (migration 0013);
// - letters issued per China day: orders (ensure_company_id, issued_at) (0013);
// - premium received per China day of payment, net of refunds: the company's paid orders by pay_time,
//   joined to their pay log rows still 'paid' (a refunded row no longer counts; docs/dashboard.md);
// - orders per stage: the order_counts counters (one row per owner, type and status), summed;
// - open surrenders and claims: their (ensure_company_id, status, …) indexes.
// Stages are the ones the account holds (dingdan and the stage, like getOrderList); the open
// surrenders and claims are null without 退保 / 理赔.
import {
  companyGetDashboard,
  OPEN_CLAIM_STATUSES,
  ORDER_STAGE_STATUSES,
  stageSchema,
  SurrenderStatus,
} from '@bht/api-client/contract';
import { normalizeMoney } from '@bht/validators';
import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { claims, orderCounts, orders, payLogs, surrenders } from '../../db/schema';
import { hasPermission } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { dashboardWindow } from './dashboard-days';

/** The China calendar day of a timestamp column, as YYYY-MM-DD. */
const chinaDay = (
  column: typeof orders.createdAt | typeof orders.issuedAt | typeof orders.payTime,
) => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

export const getDashboardHandler = implement(
  companyGetDashboard,
  async (_input, { db, caller }) => {
    const company = caller.companyId;
    const can = (permission: string) => hasPermission(caller.permissions, permission);
    const { days, since } = dashboardWindow();
    const applicationDay = chinaDay(orders.createdAt);
    const issueDay = chinaDay(orders.issuedAt);
    const payDay = chinaDay(orders.payTime);

    const [applied, issued, received, perStatus, openSurrenders, openClaims] = await Promise.all([
      db
        .select({ day: applicationDay, total: count() })
        .from(orders)
        .where(and(eq(orders.ensureCompanyId, company), gte(orders.createdAt, since)))
        .groupBy(applicationDay),
      db
        .select({ day: issueDay, total: count() })
        .from(orders)
        .where(and(eq(orders.ensureCompanyId, company), gte(orders.issuedAt, since)))
        .groupBy(issueDay),
      // Every channel sets pay_time and writes the paying row: online, 已收款（线下） confirmed,
      // and orders entered as already paid. A refund marks its row 'refunded'; a duplicate payment
      // is a 'paid' row of its own until it is refunded.
      db
        .select({ day: payDay, premium: sum(payLogs.amount) })
        .from(orders)
        .innerJoin(payLogs, and(eq(payLogs.orderId, orders.id), eq(payLogs.status, 'paid')))
        .where(and(eq(orders.ensureCompanyId, company), gte(orders.payTime, since)))
        .groupBy(payDay),
      db
        .select({ status: orderCounts.status, total: sum(orderCounts.total) })
        .from(orderCounts)
        .where(and(eq(orderCounts.ownerType, 'c'), eq(orderCounts.ownerId, company)))
        .groupBy(orderCounts.status),
      can('退保')
        ? db
            .select({ total: count() })
            .from(surrenders)
            .where(
              and(
                eq(surrenders.ensureCompanyId, company),
                eq(surrenders.status, SurrenderStatus.PENDING),
              ),
            )
        : null,
      can('理赔')
        ? db
            .select({ total: count() })
            .from(claims)
            .where(
              and(
                eq(claims.ensureCompanyId, company),
                inArray(claims.status, [...OPEN_CLAIM_STATUSES]),
              ),
            )
        : null,
    ]);

    const appliedOn = new Map(applied.map((row) => [row.day, row.total]));
    const issuedOn = new Map(issued.map((row) => [row.day, row.total]));
    const receivedOn = new Map(received.map((row) => [row.day, row.premium]));
    const ofStatus = new Map(perStatus.map((row) => [row.status, Number(row.total ?? 0)]));
    const stages = can('dingdan')
      ? stageSchema.options.filter(can).map((stage) => ({
          stage,
          total: (ORDER_STAGE_STATUSES[stage] as readonly number[]).reduce(
            (total, status) => total + (ofStatus.get(status) ?? 0),
            0,
          ),
        }))
      : [];

    return {
      days: days.map((date) => ({
        date,
        applications: appliedOn.get(date) ?? 0,
        issued: issuedOn.get(date) ?? 0,
        premium: normalizeMoney(receivedOn.get(date) ?? '0'),
      })),
      stages,
      open_surrenders: openSurrenders ? (openSurrenders[0]?.total ?? 0) : null,
      open_claims: openClaims ? (openClaims[0]?.total ?? 0) : null,
    };
  },
);
