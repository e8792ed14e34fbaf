// When a letter may be surrendered, and on which grounds (docs/after-issue.md, "Surrender"): the
// letter is in force and within its validity, no claim and no other request is open on it; the
// ground `withdraw` is for bid letters before the project's bid deadline; the cancellation and
// failure grounds need a proof. One place, read by getOptions (to tell the screen) and by apply
// (to refuse), so the screen never offers what the server refuses.
import {
  isLetterInForce,
  OPEN_CLAIM_STATUSES,
  OrderStatus,
  SURRENDER_GROUND_TEXT,
  SURRENDER_GROUNDS,
  SURRENDER_PROOF_GROUNDS,
  SurrenderStatus,
  type SurrenderGround,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims, projects, surrenders } from '../../db/schema';
import { orderStatusText } from '../orders/order-machine';
import type { OrderRow } from '../../db/rows';
import { todayInChina } from '../../time/china-time';

export const SURRENDER_OPEN = '该保函已有待处理的退保申请，请等待担保机构处理';
const BID_TYPES: readonly string[] = ['bid_e', 'bid_paper'];

export interface GroundOption {
  value: SurrenderGround;
  label: string;
  needs_proof: boolean;
}

/** Why no request can be made on `order` now, or null when one can. */
export async function surrenderBlocked(
  db: Db,
  order: OrderRow,
  now = new Date(),
): Promise<string | null> {
  if (order.status === OrderStatus.ENDED) return '保函已履约终止，不能申请退保';
  if (!isLetterInForce(order.type, order.status)) {
    return `保函当前状态为「${orderStatusText(order.status)}」，不能申请退保`;
  }
  if (order.validTo && order.validTo < todayInChina(now)) return '保函已过有效期，不能申请退保';
  const [claim] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.orderId, order.id), inArray(claims.status, [...OPEN_CLAIM_STATUSES])))
    .limit(1);
  if (claim) return '该保函有未结理赔，理赔处理完毕前不能申请退保';
  const [open] = await db
    .select({ id: surrenders.id })
    .from(surrenders)
    .where(and(eq(surrenders.orderId, order.id), eq(surrenders.status, SurrenderStatus.PENDING)))
    .limit(1);
  return open ? SURRENDER_OPEN : null;
}

/** Why `order` cannot be surrendered as a withdrawn bid now, or null when it can. */
export async function withdrawRefusal(
  db: Db,
  order: OrderRow,
  now = new Date(),
): Promise<string | null> {
  if (!BID_TYPES.includes(order.type)) return '只有投标保函可以因撤回投标申请退保';
  const [project] = await db
    .select({ deadline: projects.deadline })
    .from(projects)
    .where(eq(projects.id, order.projectId))
    .limit(1);
  if (!project || project.deadline <= now) return '投标截止时间已过，不能以撤回投标为由申请退保';
  return null;
}

/** The grounds open on `order` now (none when a request is blocked). */
export async function openGrounds(
  db: Db,
  order: OrderRow,
  now = new Date(),
): Promise<GroundOption[]> {
  const withdrawOpen = (await withdrawRefusal(db, order, now)) === null;
  return SURRENDER_GROUNDS.filter((ground) => ground !== 'withdraw' || withdrawOpen).map(
    (ground) => ({
      value: ground,
      label: SURRENDER_GROUND_TEXT[ground],
      needs_proof: SURRENDER_PROOF_GROUNDS.includes(ground),
    }),
  );
}
