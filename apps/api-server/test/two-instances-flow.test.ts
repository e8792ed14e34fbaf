// Two API instances on one database serve one bid e-letter flow, alternating at every step
// (apply → sign → review → pay callback → seal → issue): after each step both instances answer the
// same status poll, the same enterprise list with its tab counts and the same console stage lists,
// and order_counts still equals the orders table. On PostgreSQL (DATABASE_URL) each instance has
// its own connection pool, so its own prepared statements; the embedded database can only be
// opened once per process, so there both share it. Both use one upload folder (one machine; files
// across machines are storage-scale-out.test.ts's).
import {
  companyGetOrderList,
  companyHandleLetterStatus,
  companyHandleReviewStatus,
  companyLetterSign,
  confirmSign,
  getMyOrderList,
  getOrderStatus,
  LETTER_MACHINES,
  ORDER_STAGE_STATUSES,
  orderStageOf,
  type EndpointDefinition,
  type OrderStage,
} from '@bht/api-client/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import {
  applyLetter,
  countedOrders,
  movedCounts,
  orderCountsOf,
  orderRow,
  prepareContract,
} from './order-fixtures';
import { notification, openid, postNotification } from './payments-helpers';
import { callEndpoint } from './session-client';
import {
  createTestApp,
  createTestDatabase,
  secondPool,
  type TestApp,
  type TestDatabase,
} from './test-app';

let shared: TestDatabase;
let otherPool: TestDatabase | undefined;
let uploads: string;
let a: TestApp;
let b: TestApp;
let enterprise: string;
let company: string;

beforeAll(async () => {
  shared = await createTestDatabase();
  otherPool = await secondPool(shared);
  uploads = mkdtempSync(join(tmpdir(), 'bht-two-instances-'));
  a = await createTestApp({ shared, config: { UPLOAD_DIR: uploads } });
  b = await createTestApp({ shared: otherPool ?? shared, config: { UPLOAD_DIR: uploads } });
  // Sessions live in the database: logged in on A, used on both.
  enterprise = await tokenFor(a.app, '13800000001');
  company = await companyToken(a.app, 'xinda_admin');
}, 60_000);
afterAll(async () => {
  await a.close();
  await b.close();
  await otherPool?.dispose();
  await shared.dispose();
  rmSync(uploads, { recursive: true, force: true });
});

function data<T = Record<string, unknown>>(res: {
  json(): { code: number; data: T };
  body: string;
}): T {
  expect(res.json().code, res.body).toBe(1);
  return res.json().data;
}

const as = (
  t: TestApp,
  token: string,
  endpoint: EndpointDefinition,
  fields: Record<string, string>,
) => callEndpoint(t.app, endpoint, token, fields);

type ListData = {
  list: Array<{ sn: string; status: number }>;
  total: number;
  counts?: Record<string, number>;
};

/** The e-letter list's status tabs, each with its count. */
const STATUSES = LETTER_MACHINES.bid_e.statuses;
const sum = (counts: Record<number, number>, statuses: readonly number[]) =>
  statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);

/** What one instance shows about order `sn`: the poll, the enterprise list with its tab counts, the console stage lists it left and entered. */
async function viewOn(t: TestApp, sn: string, status: number, previous: number) {
  const poll = data<{ order: { status: number } }>(
    await as(t, enterprise, getOrderStatus, { order_sn: sn }),
  );
  const mine = data<ListData>(await as(t, enterprise, getMyOrderList, { limit: '100' }));
  const desk = async (stage: OrderStage) =>
    data<ListData>(await as(t, company, companyGetOrderList, { stage, limit: '100' }));
  const entered = await desk(orderStageOf(status)!);
  const left = await desk(orderStageOf(previous)!);
  return {
    poll: poll.order.status,
    inMyList: mine.list.find((o) => o.sn === sn)?.status,
    myCounts: mine.counts,
    myTotal: mine.total,
    inStage: entered.list.find((o) => o.sn === sn)?.status,
    stageTotal: entered.total,
    inStageLeft: left.list.some((o) => o.sn === sn),
  };
}

describe('one bid e-letter flow alternating between two instances on one database', () => {
  it('both instances show the same status, lists and counters after every step', async () => {
    const sn = (await applyLetter(a, enterprise)).order_sn;
    const { enterpriseId, ensureCompanyId } = await orderRow(a, sn);
    const counters = async () => ({
      e: await orderCountsOf(a, 'e', enterpriseId),
      c: await orderCountsOf(a, 'c', ensureCompanyId),
    });
    let expected = await counters();

    const steps: Array<[string, number, () => Promise<unknown>]> = [
      ['apply on A', 0, async () => undefined],
      [
        'sign on B',
        1,
        async () => {
          const { sign_id, code } = await prepareContract(b, enterprise, sn);
          data(await callEndpoint(b.app, confirmSign, enterprise, { order_sn: sn, sign_id, code }));
        },
      ],
      [
        'review on A',
        2,
        async () =>
          data(
            await as(a, company, companyHandleReviewStatus, {
              order_sn: sn,
              action: 'approve',
              reason: '',
            }),
          ),
      ],
      [
        'pay page on B, callback on A',
        3,
        async () => {
          data(await openid(b, sn, enterprise));
          expect((await postNotification(a, await notification(a, sn))).json()).toMatchObject({
            code: 1,
            data: { accepted: true, duplicate: false },
          });
        },
      ],
      ['seal on B', 3, async () => data(await as(b, company, companyLetterSign, { order_sn: sn }))],
      [
        'issue on A',
        4,
        async () =>
          data(
            await as(a, company, companyHandleLetterStatus, {
              order_sn: sn,
              action: 'issue',
              note: '',
            }),
          ),
      ],
    ];

    let previous = 0;
    for (const [step, status, run] of steps) {
      await run();
      if (status !== previous)
        expected = {
          e: movedCounts(expected.e, previous, status),
          c: movedCounts(expected.c, previous, status),
        };
      // The counters moved exactly once per transition, whichever instance made it, and match the rows.
      expect(await counters(), step).toEqual(expected);
      expect(
        {
          e: await countedOrders(a, 'e', enterpriseId),
          c: await countedOrders(a, 'c', ensureCompanyId),
        },
        step,
      ).toEqual(expected);

      const onA = await viewOn(a, sn, status, previous);
      const onB = await viewOn(b, sn, status, previous);
      expect(onB, step).toEqual(onA);
      expect(onA, step).toEqual({
        poll: status,
        inMyList: status,
        myCounts: Object.fromEntries(STATUSES.map((s) => [String(s), expected.e[s] ?? 0])),
        myTotal: sum(expected.e, STATUSES),
        inStage: status,
        stageTotal: sum(expected.c, ORDER_STAGE_STATUSES[orderStageOf(status)!]),
        inStageLeft: status === previous,
      });
      previous = status;
    }
  });
});
