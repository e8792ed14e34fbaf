// /api/ensure_company/getLetterTimeline (/ordermang/orderdetail): one letter of the caller's company
// and every after-issue event merged by time: the order log from the issue (or mailing) on, each
// surrender request and its decision, each claim with its acceptance or rejection and payout, and
// the written statements added to claims. Another company's order, or one never given to the
// enterprise, is not found.
import {
  companyGetLetterTimeline,
  orderLogActionLabel,
  SURRENDER_GROUND_TEXT,
  SurrenderStatus,
  type letterEventSchema,
  type SurrenderGround,
} from '@bht/api-client/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { claims, claimStatements, orderLogs, surrenders } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toUnixSeconds } from '../../http/wire-format';
import { companyScope } from '../company-orders/company-operator';
import { LETTER_STAGE_FILTERS } from '../order-lists/company-stages';
import { findOrder } from '../orders/order-transitions';
import { readLetterRecords } from './letter-records';
import type { OrderRow } from '../../db/rows';

type LetterEvent = z.output<typeof letterEventSchema>;
type Timed = LetterEvent & { at: Date };

/** The statuses of a letter given to the enterprise: in force, ended or voided (both letter stages). */
const LETTER_STATUSES = new Set(Object.values(LETTER_STAGE_FILTERS).flatMap((f) => f.statuses));
/** The actions that hand the letter to the enterprise: where its after-issue history starts. */
const HANDED_OVER = ['issue', 'mail'];

const event = (
  at: Date,
  kind: LetterEvent['kind'],
  title: string,
  note: string,
  operator: string | null,
): Timed => ({
  at,
  time: toUnixSeconds(at),
  kind,
  title,
  note,
  operator_name: operator ?? '',
});

async function orderEvents(db: Db, order: OrderRow): Promise<Timed[]> {
  const logs = await db
    .select()
    .from(orderLogs)
    .where(eq(orderLogs.orderId, order.id))
    .orderBy(asc(orderLogs.id));
  const start = logs.findIndex((log) => HANDED_OVER.includes(log.action));
  return (start < 0 ? [] : logs.slice(start)).map((log) =>
    event(
      log.createdAt,
      'order',
      orderLogActionLabel(order.type, log.action),
      log.note,
      log.operatorName,
    ),
  );
}

async function surrenderEvents(db: Db, orderId: number): Promise<Timed[]> {
  const rows = await db.select().from(surrenders).where(eq(surrenders.orderId, orderId));
  return rows.flatMap((row) => {
    const ground = SURRENDER_GROUND_TEXT[row.ground as SurrenderGround] ?? row.ground;
    const events = [
      event(
        row.createdAt,
        'surrender',
        `申请退保（${row.sn}）`,
        `${ground}：${row.reason}`,
        row.applicantName,
      ),
    ];
    if (row.handledAt && row.status === SurrenderStatus.APPROVED) {
      const terms = `保函终止日期 ${row.ceaseDate ?? ''}，${row.refund === 1 ? '退还保费' : '不退保费'}`;
      events.push(
        event(
          row.handledAt,
          'surrender',
          '同意退保',
          row.opinion ? `${terms}；${row.opinion}` : terms,
          row.handlerName,
        ),
      );
    }
    if (row.handledAt && row.status === SurrenderStatus.REFUSED) {
      events.push(
        event(row.handledAt, 'surrender', '拒绝退保', row.opinion ?? '', row.handlerName),
      );
    }
    return events;
  });
}

/** Claim statuses (ClaimStatus): 3 已驳回; a handled claim in any other status was accepted. */
const CLAIM_REJECTED = 3;

async function claimEvents(db: Db, orderId: number): Promise<Timed[]> {
  const rows = await db.select().from(claims).where(eq(claims.orderId, orderId));
  const statements = rows.length
    ? await db
        .select()
        .from(claimStatements)
        .where(
          inArray(
            claimStatements.claimId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const snOf = new Map(rows.map((r) => [r.id, r.sn]));
  return [
    ...rows.flatMap((row) => {
      const events = [
        event(
          row.createdAt,
          'claim',
          `收到理赔申请（${row.sn}）`,
          `${row.claimant}索赔 ${row.amount} 元：${row.reason}`,
          row.claimant,
        ),
      ];
      if (row.handledAt) {
        const rejected = row.status === CLAIM_REJECTED;
        events.push(
          event(
            row.handledAt,
            'claim',
            rejected ? '驳回理赔' : '受理理赔',
            row.opinion ?? '',
            row.handlerName,
          ),
        );
      }
      if (row.paidAt) {
        events.push(
          event(
            row.paidAt,
            'payout',
            '理赔赔付',
            `赔付 ${row.payoutAmount ?? ''} 元，赔付日期 ${row.payoutDate ?? ''}`,
            row.handlerName,
          ),
        );
      }
      return events;
    }),
    ...statements.map((s) =>
      event(
        s.createdAt,
        'statement',
        `补充说明（${snOf.get(s.claimId) ?? ''}）`,
        s.content,
        s.authorName,
      ),
    ),
  ];
}

export const getLetterTimelineHandler = implement(
  companyGetLetterTimeline,
  async ({ order_sn }, { db, caller }) => {
    const order = await findOrder(db, order_sn, companyScope(caller));
    if (!LETTER_STATUSES.has(order.status)) throw notFound('保函不存在（该订单尚未出函）');
    const [letter] = await readLetterRecords(db, [order.id]);
    const events = (
      await Promise.all([
        orderEvents(db, order),
        surrenderEvents(db, order.id),
        claimEvents(db, order.id),
      ])
    ).flat();
    // Oldest first; a stable sort keeps each source's own order for events of the same instant.
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    return {
      letter: letter!,
      events: events.map(({ time, kind, title, note, operator_name }) => ({
        time,
        kind,
        title,
        note,
        operator_name,
      })),
    };
  },
);
