// Bid opening and postponed openings on a platform's orders (docs/trading-platforms.md, "Sealed
// bids"). Opening: the project (shared by the section's bidders) and the order take the fields the
// platform's key restored, and a letter already made is re-issued in clear. Postponement: the
// project's dates move, and a letter that no longer covers the bid validity is re-issued with the
// same number. Each in one transaction with its order log row and its jobs.
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, projects } from '../../db/schema';
import { chinaDateTime } from '../../time/china-time';
import { SEALED } from '../issuing/bid-secrecy';
import { letterValidTo } from '../issuing/letter-validity';
import { queueLetterReissue } from '../issuing/reissue-letter';
import { logOrderNote, ORDER_NOT_FOUND } from '../orders/order-transitions';
import { platformOperator } from './apply-for-letter';
import type { TradingPlatformRow } from './dialect';
import { queuePlatformEvent } from './platform-events';
import {
  ActionRefusal,
  NOTHING_SEALED,
  OPENING_DIFFERS,
  type BidOpening,
  type OpeningPostponement,
} from './platform-actions';

/** This platform's order, locked for the rest of the transaction. */
async function lockedOrder(tx: Tx, platform: TradingPlatformRow, orderId: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.platformId, platform.id)))
    .for('update');
  if (!order) throw new ActionRefusal(ORDER_NOT_FOUND);
  return order;
}

/** The restored number, or the platform-prefixed one when another project already holds it. */
async function freeProjectNumber(tx: Tx, platform: TradingPlatformRow, id: number, number: string) {
  for (const candidate of [
    number,
    `${platform.code}-${number}`,
    `${platform.code}-${id}-${number}`,
  ]) {
    const value = candidate.slice(0, 128);
    const [taken] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.number, value), ne(projects.id, id)))
      .limit(1);
    if (!taken) return value;
  }
  return `${platform.code}-${id}`;
}

/** The section's project in clear, unless another bidder's opening restored it already. */
async function restoreProject(
  tx: Tx,
  platform: TradingPlatformRow,
  projectId: number,
  { project, openedAt }: BidOpening,
) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!row || row.name !== SEALED) return;
  await tx
    .update(projects)
    .set({
      name: project.name,
      number: await freeProjectNumber(tx, platform, row.id, project.number),
      bidSection: project.bidSection.slice(0, 60),
      tenderUnit: project.tenderUnit,
      bidOpenTime: openedAt,
      deadline: openedAt,
    })
    .where(eq(projects.id, row.id));
}

export function openBids(
  db: Db,
  platform: TradingPlatformRow,
  orderId: number,
  opening: BidOpening,
): Promise<'opened' | 'already'> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, platform, orderId);
    if (order.bidsOpenedAt) {
      const same =
        order.projectName === opening.project.name &&
        order.beneficiary === opening.beneficiary.name &&
        order.beneficiaryCreditCode === (opening.beneficiary.creditCode ?? null);
      if (same) return 'already';
      throw new ActionRefusal(OPENING_DIFFERS);
    }
    if (!order.sealedFields) throw new ActionRefusal(NOTHING_SEALED);
    await restoreProject(tx, platform, order.projectId, opening);
    const [opened] = await tx
      .update(orders)
      .set({
        projectName: opening.project.name,
        beneficiary: opening.beneficiary.name,
        beneficiaryCreditCode: opening.beneficiary.creditCode ?? null,
        bidsOpenedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    const logId = await logOrderNote(
      tx,
      opened!,
      'platform_open_bids',
      platformOperator(platform),
      `开标时间 ${chinaDateTime(opening.openedAt)}，开标前保密的项目信息已还原`,
    );
    await queueLetterReissue(tx, order, 'bid_opened', logId);
    return 'opened';
  });
}

export function postponeOpening(
  db: Db,
  platform: TradingPlatformRow,
  orderId: number,
  { bidOpenTime, deadline, reason }: OpeningPostponement,
): Promise<'reissuing' | 'covered'> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, platform, orderId);
    await tx
      .update(projects)
      .set({ bidOpenTime, deadline })
      .where(eq(projects.id, order.projectId));
    const logId = await logOrderNote(
      tx,
      order,
      'platform_postpone',
      platformOperator(platform),
      `开标时间延至 ${chinaDateTime(bidOpenTime)}：${reason}`,
    );
    // A letter not made yet will be made with the new dates; one that ends too early is re-issued.
    const tooShort = order.validTo !== null && order.validTo < letterValidTo(bidOpenTime);
    if (tooShort && (await queueLetterReissue(tx, order, 'opening_postponed', logId)))
      return 'reissuing';
    await queuePlatformEvent(tx, order, 'opening_postponed', logId);
    return 'covered';
  });
}
