// Double submissions on a paper order, sent at once (Promise.all): exactly one wins, the other is
// a 409, and the order, its log and its counters show one transition. Meaningful on PostgreSQL
// (DATABASE_URL), where the requests really run side by side; PGlite runs them one after another.
import { paperCancelLetter, paperConfirmReceipt, paperRefundOrder } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnterprises, call } from './enterprise-session';
import { countedOrders, orderCountsOf, orderLogRows, orderRow } from './order-fixtures';
import { paperAt, type PaperStatus } from './paper-fixtures';
import type { TestApp } from './test-app';

let t: TestApp;
let main: string;
let enterpriseId: number;
beforeAll(async () => {
  ({
    t,
    accounts: [{ token: main, enterpriseId }],
  } = await appWithEnterprises('13800000001'));
});
afterAll(() => t.close());

interface Race {
  what: string;
  path: string;
  action: string;
  from: PaperStatus;
  to: number;
  fields: Record<string, string>;
}

describe.each<Race>([
  {
    what: 'two refund requests',
    path: paperRefundOrder.path,
    action: 'request_refund',
    from: 10,
    to: 8,
    fields: { reason: '投标取消' },
  },
  {
    what: 'two receipts',
    path: paperConfirmReceipt.path,
    action: 'confirm_receipt',
    from: 11,
    to: 12,
    fields: {},
  },
  {
    what: 'two cancels',
    path: paperCancelLetter.path,
    action: 'cancel',
    from: 2,
    to: 7,
    fields: { reason: '项目有变' },
  },
])('$what at once', ({ path, action, from, to, fields }) => {
  it('one 200, one 409; one log row; counters equal the orders table', async () => {
    const sn = await paperAt(t, main, from);
    const answers = await Promise.all([
      call(t.app, path, main, { order_sn: sn, ...fields }),
      call(t.app, path, main, { order_sn: sn, ...fields }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await orderRow(t, sn)).status).toBe(to);
    expect((await orderLogRows(t, sn, action)).map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [from, to],
    ]);
    expect(await orderCountsOf(t, 'e', enterpriseId)).toEqual(
      await countedOrders(t, 'e', enterpriseId),
    );
  });
});

it('a refund request and a cancel at once on a paid order: only the refund can happen', async () => {
  const sn = await paperAt(t, main, 10);
  const [refund, cancel] = await Promise.all([
    call(t.app, paperRefundOrder.path, main, { order_sn: sn, reason: '投标取消' }),
    call(t.app, paperCancelLetter.path, main, { order_sn: sn }),
  ]);
  expect(refund!.statusCode).toBe(200);
  expect(cancel!.statusCode).toBe(409);
  expect((await orderRow(t, sn)).status).toBe(8);
});
