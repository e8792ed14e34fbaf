// Paper letter orders (纸质投标保函) for the console desk tests, made through the one order service
// as company-order-fixtures.ts makes e-letter ones: the enterprise applies for a project of the
// test's own that accepts paper (receiving address snapshotted) and signs, a full-permission
// console account approves, and "paid" means an offline transfer already recorded as paid (so a
// refund has its payment to send back). The desk's own calls are then made through HTTP.
import { and, eq } from 'drizzle-orm';
import { newApplication } from '../src/areas/letters/add-letter';
import { insertOrder, transitionOrder, type Operator } from '../src/areas/orders/order-transitions';
import { writeOfflineAttempt } from '../src/areas/payments/pay-logs';
import { orderCounts } from '../src/db/schema';
import {
  advanceOrder,
  BID_FIXTURE_TERMS,
  orderParties,
  type OrderOptions,
} from './company-order-fixtures';
import { addProject } from './order-fixtures';
import type { TestApp } from './test-app';

export const RECEIVER = {
  receiverName: '李收件',
  receiverMobile: '13900001111',
  receiverAddress: '江苏省南京市建邺区江东中路 100 号',
};

const PAYMENT_DESK: Operator = {
  type: 'system',
  id: null,
  name: '测试收款',
  permissions: new Set(),
};

/** A new paper order at 0 (待签约), for a new project that accepts paper letters. */
export async function createPaperOrder(t: TestApp, options: OrderOptions = {}) {
  const { account, enterprise, company, applicant, contact } = await orderParties(t, options);
  const project = await addProject(t, { acceptsPaper: true });
  const values = newApplication({
    enterprise,
    accountId: account.id,
    company,
    project,
    contact,
    terms: BID_FIXTURE_TERMS,
  });
  return t.database.db.transaction((tx) =>
    insertOrder(tx, { ...values, type: 'bid_paper', ...RECEIVER }, applicant),
  );
}

/** Records an offline payment of order `sn` as the system would (2 → 10 by the paper table), with its paid pay log row. */
export async function payPaperOrder(t: TestApp, sn: string) {
  await transitionOrder(t.database.db, {
    sn,
    scope: 'system',
    operator: PAYMENT_DESK,
    action: 'pay',
    set: () => ({ payMethod: 'offline', payTime: new Date() }),
    within: (tx, updated) => writeOfflineAttempt(tx, updated, 'paid', '测试：线下转账已到账'),
  });
}

/** A new paper order at `status`: 0 待签约, 1 待审核, 2 待支付 or 10 待寄送 (paid). */
export async function paperOrderAt(
  t: TestApp,
  status: 0 | 1 | 2 | 10,
  options: OrderOptions = {},
): Promise<string> {
  const { sn } = await createPaperOrder(t, options);
  if (status > 0) await advanceOrder(t, sn, Math.min(status, 2) as 1 | 2);
  if (status === 10) await payPaperOrder(t, sn);
  return sn;
}

/** order_counts of one owner for one letter type as { status: total }, zero rows left out. */
export async function typeCounts(
  t: TestApp,
  ownerType: 'e' | 'c',
  ownerId: number,
  type: string,
): Promise<Record<number, number>> {
  const rows = await t.database.db
    .select()
    .from(orderCounts)
    .where(
      and(
        eq(orderCounts.ownerType, ownerType),
        eq(orderCounts.ownerId, ownerId),
        eq(orderCounts.type, type),
      ),
    );
  return Object.fromEntries(rows.filter((r) => r.total !== 0).map((r) => [r.status, r.total]));
}
