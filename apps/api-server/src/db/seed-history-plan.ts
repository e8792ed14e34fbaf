// The demo order history as a plan (seed-history.ts writes it) and the types both share: each order's life as the
// transitions of its type's machine (order-machines.ts), with when each was taken. Drawn from a
// seeded PRNG, so a start at the same instant plans the same history.
import { findTransition, type LetterType } from '@bht/api-client/contract';
import { todayInChina } from '../time/china-time';
import type { enterpriseAccounts, enterprises, orders, projects } from './schema';
import type { PayChannel } from '../providers/payment/payment-provider';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const chinaDay = (ms: number) => todayInChina(new Date(ms));
/** Beijing time as digits yyyymmddhhmmss (as order numbers print it). */
export const digits = (ms: number) =>
  new Date(ms + 8 * HOUR_MS).toISOString().replace(/\D/g, '').slice(0, 14);
export const money = (yuan: number) => yuan.toFixed(2);
/** A log row's note as the transition writers word it: the action, then the note ('驳回：…'). */
export const logNote = (label: string, note = '') => (note ? `${label}：${note}` : label);

/** mulberry32: a small deterministic PRNG (the same seed, the same history). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Prng = ReturnType<typeof prng>;

export interface Step {
  action: string;
  at: number;
  note?: string;
}

/** How the order was paid, if it was. */
export type Channel = 'wechat' | 'offline' | PayChannel;

/** What happened after issue, recorded on the 退保 / 理赔 desks. */
export type Aftercare =
  | { kind: 'surrender'; status: 0 | 1 | 2; refund: boolean; at: number; decidedAt?: number }
  | { kind: 'claim'; status: 0 | 1 | 3; at: number; decidedAt?: number };

export interface PlannedLife {
  /** Entered by the guarantor for an offline applicant (addOrder), paid or not. */
  entered: boolean;
  steps: Step[];
  channel: Channel | null;
  /** The paying row refunded (退款成功, or a surrender that returned the premium). */
  refunded: boolean;
  aftercare: Aftercare | null;
  /** Why the letter ended, when it did. */
  endReason: 'expired' | 'surrendered' | null;
}

const REJECT_REASONS = [
  '投标人资格条件不符合招标文件要求',
  '申请材料中营业执照已过期',
  '项目信息与招标公告不一致',
];
const REFUND_REASONS = [
  '项目延期开标，暂不需要保函',
  '已改用现金缴纳投标保证金',
  '投标人决定放弃投标',
];

/** The status the steps lead to, walking the type's machine from `start` (each step checked). */
export function walk(type: LetterType, start: number, steps: readonly Step[]): number {
  let status = start;
  for (const step of steps) {
    const rule = findTransition(type, step.action);
    if (!rule || !(rule.from as readonly number[]).includes(status))
      throw new Error(`seed history: ${type} cannot ${step.action} from ${status}`);
    status = rule.to;
  }
  return status;
}

/**
 * One order's life from its creation at `created` until `now`: most are issued, some wait on
 * review or payment (recent ones only: the unpaid-order job cancels those idle for 72 h), some
 * are rejected, cancelled or refunded; a few issued letters get a surrender request or a claim.
 * Paper letters are mailed and received; a bid letter whose 90 days have passed has expired.
 */
export function planLife(
  r: Prng,
  type: LetterType,
  created: number,
  now: number,
  channels: readonly Channel[],
  validTo: (issuedAt: number) => number,
): PlannedLife {
  const paper = type === 'bid_paper';
  const life: PlannedLife = {
    entered: r.chance(0.12),
    steps: [],
    channel: null,
    refunded: false,
    aftercare: null,
    endReason: null,
  };
  let at = created;
  const later = (minHours: number, maxHours: number) => {
    at = Math.min(now - 60_000, at + r.int(minHours * 60, maxHours * 60) * 60_000);
    return at;
  };
  const add = (action: string, time: number, note?: string) =>
    life.steps.push({ action, at: time, note });
  const age = now - created;
  const roll = r.next();

  if (!life.entered) {
    // Waiting on the enterprise only briefly (the unpaid-order job cancels after 72 h idle), on
    // the guarantor's review for days.
    if (age < 40 * HOUR_MS && roll < 0.3) return life; // 待签约
    add('sign', later(0.2, 3));
    if (now - at < 6 * DAY_MS && roll < 0.5) return life; // 待审核
    if (roll > 0.95) {
      add('reject', later(1, 20), r.pick(REJECT_REASONS));
      return life;
    }
    if (roll > 0.92) {
      add('cancel', later(1, 30));
      return life;
    }
    add('approve', later(0.5, 20));
    if (now - at < 40 * HOUR_MS && r.chance(0.5)) return life; // 待支付
  } else if (r.chance(0.3) && age < 40 * HOUR_MS) {
    return life; // entered unpaid: 待支付
  }

  life.channel = life.entered ? 'offline' : r.pick(channels);
  if (!life.entered) {
    const offline = life.channel === 'offline';
    add(offline ? 'confirm_payment' : 'pay', later(0.2, offline ? 30 : 6));
  }
  if (r.chance(0.06) && now - at > 2 * HOUR_MS) {
    add('request_refund', later(1, 24), r.pick(REFUND_REASONS));
    if (now - at < 3 * DAY_MS && r.chance(0.5)) return life; // 退款审核
    add('approve_refund', later(1, 24));
    life.refunded = true;
    return life;
  }
  if (now - at < 2 * DAY_MS && r.chance(0.5)) return life; // 出函中 / 待寄送

  let issuedAt: number;
  if (paper) {
    add('print_letter', later(0.5, 6));
    issuedAt = later(1, 20);
    add('mail', issuedAt);
    if (now - at > 3 * DAY_MS && r.chance(0.85)) add('confirm_receipt', later(24, 72));
  } else {
    add('sign_letter', later(0.2, 4));
    issuedAt = later(0.1, 2);
    add('issue', issuedAt);
  }

  // 00:00 China time of the letter's last day; the expiry job ends it just after that day.
  const lastDay = validTo(issuedAt);
  if (lastDay + DAY_MS + 10 * 60_000 < now) {
    add('expire', lastDay + DAY_MS + 10 * 60_000);
    life.endReason = 'expired';
    return life;
  }
  if (type === 'bid_e' && r.chance(0.04) && now - at > 2 * DAY_MS) {
    add('void', later(2, 48), '保函信息录入有误，重新出函');
    return life;
  }
  const after = r.next();
  if (after < 0.1 && (type === 'bid_e' || paper) && now - at > 2 * DAY_MS) {
    const asked = later(12, 72);
    const status = r.pick([0, 1, 1, 2] as const);
    const decidedAt = status === 0 ? undefined : later(2, 48);
    life.aftercare = {
      kind: 'surrender',
      status,
      refund: status === 1 && r.chance(0.6),
      at: asked,
      decidedAt,
    };
    if (status === 1) {
      add('surrender', decidedAt!, '同意退保');
      life.endReason = 'surrendered';
      life.refunded = life.aftercare.refund;
    }
  } else if (after < 0.16 && now - at > 2 * DAY_MS) {
    const raised = later(24, 96);
    const status = r.pick([0, 1, 3] as const);
    life.aftercare = {
      kind: 'claim',
      status,
      at: raised,
      decidedAt: status === 0 ? undefined : later(4, 48),
    };
  }
  return life;
}

/** A demo guarantor as the history uses it: its online channel, an operator, each type's rate and minimum premium. */
export interface Company {
  id: number;
  name: string;
  channel: Channel;
  handler: { id: number; name: string };
  rates: Partial<Record<LetterType, [number, number]>>;
}

export type Firm = typeof enterprises.$inferSelect;
export type Master = typeof enterpriseAccounts.$inferSelect;
export type Project = typeof projects.$inferSelect;

/** One order to write: who applied with whom for what, and its life. */
export interface PlannedOrder {
  type: LetterType;
  created: number;
  company: Company;
  firm: Firm;
  master: Master;
  project: Project;
  amount: number;
  premium: number;
  terms: Partial<typeof orders.$inferInsert>;
  life: ReturnType<typeof planLife>;
}
