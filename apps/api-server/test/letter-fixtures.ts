// Letters in force for the after-issue tests (surrenders, letter management, the expiry job): an
// order paid through the fixtures of company-order-fixtures.ts (or by the caller), then issued
// with the one transition service, as the issuing desk would leave it (number, validity, time).
import { eq } from 'drizzle-orm';
import { transitionOrder } from '../src/areas/orders/order-transitions';
import { newLetterNo } from '../src/areas/orders/order-view';
import { orders } from '../src/db/schema';
import { orderAt, type OrderOptions } from './company-order-fixtures';
import { addProject } from './order-fixtures';
import type { TestApp } from './test-app';
import { todayInChina } from '../src/time/china-time';

/** YYYY-MM-DD `n` days from today in China. */
export const chinaDay = (n: number) => todayInChina(new Date(Date.now() + n * 86_400_000));

/** Issues paid order `sn` (3 → 4) valid from today through `validTo` (default 90 days on). */
export async function issue(t: TestApp, sn: string, validTo = chinaDay(90)): Promise<string> {
  await transitionOrder(t.database.db, {
    sn,
    scope: 'system',
    operator: { type: 'ensure_company', id: null, name: '测试出函员', permissions: new Set(['*']) },
    action: 'issue',
    set: () => ({ letterNo: newLetterNo(), validFrom: chinaDay(0), validTo, issuedAt: new Date() }),
  });
  return sn;
}

/** A new bid e-letter in force (paid by the fixtures' system payment, no pay log). */
export async function issuedLetter(
  t: TestApp,
  options: OrderOptions & { validTo?: string } = {},
): Promise<string> {
  return issue(t, await orderAt(t, 3, options), options.validTo);
}

/** Moves order `sn` onto a project of its own whose bid deadline is `deadline`. */
export async function setBidDeadline(t: TestApp, sn: string, deadline: Date): Promise<void> {
  const project = await addProject(t, {
    deadline,
    bidOpenTime: new Date(deadline.getTime() + 86_400_000),
  });
  await t.database.db.update(orders).set({ projectId: project.id }).where(eq(orders.sn, sn));
}
