// A guarantor's premium schedule for one letter type (docs/settings.md): a base rate and a minimum,
// plus optional amount bands, each charging a fixed premium or its own rate. One pure function
// prices an amount under a schedule: the server charges and quotes with it, the console's 保费设置
// previews the schedule being edited with it, so the two can never disagree. Exact decimal
// arithmetic (integer cents and ten-thousandths), like computePremium.
import { computePremium, formatCents, scaled } from './premium';
import { formatMoney } from './format';

export const PREMIUM_BAND_KINDS = ['rate', 'fixed'] as const;
export type PremiumBandKind = (typeof PREMIUM_BAND_KINDS)[number];

/**
 * Amounts above `from` up to and including `to` (no upper bound when `to` is null). `value` is a
 * rate ('0.0120' = 1.2 %) for kind 'rate', a premium in yuan ('500.00') for kind 'fixed'.
 */
export interface PremiumBand {
  from: string;
  to: string | null;
  kind: PremiumBandKind;
  value: string;
}

export interface PremiumSchedule {
  premiumRate: string;
  minPremium: string;
  bands: readonly PremiumBand[];
}

export interface PremiumPrice {
  premium: string;
  /** The rate applied (the band's or the base rate); for a fixed premium, the premium over the amount. */
  rate: string;
  /** Index of the band the amount fell in, or null for the base rate. */
  band: number | null;
  /** Whether the minimum premium replaced a lower product. */
  floored: boolean;
  /** Amount × rate before the minimum (the fixed premium itself for a fixed band). */
  product: string;
}

/** Most bands a schedule may have. */
export const MAX_PREMIUM_BANDS = 10;
/** The highest rate numeric(6,4) holds. */
const MAX_RATE = 999_999n; // 99.9999 in ten-thousandths

/** An integer number of ten-thousandths as a rate string: 150n → '0.0150'. */
const formatTenThousandths = (units: bigint) =>
  `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`;

/** Percent with up to two decimals ('1.5') → rate with four ('0.0150'). */
export function percentToRate(percent: string): string {
  return formatTenThousandths(scaled(percent.trim(), 2)); // hundredths of a percent = ten-thousandths
}

/** Rate ('0.0150') → percent with two decimals ('1.50'). */
export const rateToPercent = (rate: string): string => formatCents(scaled(rate, 4));

/** Whether `amount` falls in `band`: above its lower bound, up to and including its upper one. */
export function inBand(amount: string, band: PremiumBand): boolean {
  const a = scaled(amount, 2);
  return a > scaled(band.from, 2) && (band.to === null || a <= scaled(band.to, 2));
}

/** The rate a premium amounts to for `amount`, half-up to four decimals, capped at what the column holds. */
export function effectiveRate(premium: string, amount: string): string {
  const a = scaled(amount, 2);
  if (a === 0n) return '0.0000';
  const units = (scaled(premium, 2) * 10_000n * 2n + a) / (2n * a);
  return formatTenThousandths(units > MAX_RATE ? MAX_RATE : units);
}

/** The premium for `amount` under `schedule`: a band's fixed premium or rate if one holds the amount, else the base rate; rates never below the minimum. */
export function priceSchedule(amount: string, schedule: PremiumSchedule): PremiumPrice {
  const index = schedule.bands.findIndex((band) => inBand(amount, band));
  const band = index >= 0 ? schedule.bands[index]! : null;
  if (band?.kind === 'fixed') {
    const premium = formatCents(scaled(band.value, 2));
    return {
      premium,
      rate: effectiveRate(premium, amount),
      band: index,
      floored: false,
      product: premium,
    };
  }
  const rate = band ? band.value : schedule.premiumRate;
  const product = computePremium(amount, rate, '0');
  const premium = computePremium(amount, rate, schedule.minPremium);
  return {
    premium,
    rate: formatRate(rate),
    band: band ? index : null,
    floored: premium !== product,
    product,
  };
}

const formatRate = (rate: string) => formatTenThousandths(scaled(rate, 4));

const percent = (rate: string) => `${rateToPercent(rate)}%`;

/** '¥100,000.00 及以下', '¥100,000.00 以上至 ¥500,000.00', '¥500,000.00 以上'. */
export function bandLabel(band: Pick<PremiumBand, 'from' | 'to'>): string {
  if (band.to === null) return `¥${formatMoney(band.from)} 以上`;
  if (scaled(band.from, 2) === 0n) return `¥${formatMoney(band.to)} 及以下`;
  return `¥${formatMoney(band.from)} 以上至 ¥${formatMoney(band.to)}`;
}

/** The price spelled out: '担保金额 ¥500,000.00 × 费率 0.80% = ¥4,000.00（最低保费 ¥500.00）'. */
export function describePrice(
  amount: string,
  schedule: PremiumSchedule,
  price: PremiumPrice = priceSchedule(amount, schedule),
): string {
  const money = (v: string) => `¥${formatMoney(v)}`;
  const band = price.band === null ? null : schedule.bands[price.band]!;
  const where = band ? `担保金额 ${money(amount)} 属于「${bandLabel(band)}」档，` : '';
  if (band?.kind === 'fixed') return `${where}固定保费 ${money(price.premium)}`;
  const floor = price.floored
    ? `，低于最低保费，按最低保费 ${money(schedule.minPremium)} 收取`
    : `（最低保费 ${money(schedule.minPremium)}）`;
  return `${where}担保金额 ${money(amount)} × 费率 ${percent(price.rate)} = ${money(price.product)}${floor}`;
}

const RATE = /^0(\.\d{1,4})?$/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** Problems of a schedule, field → Chinese message ('bands' names the band: '第 2 档…'); empty when it is sound. */
export function checkPremiumSchedule(schedule: PremiumSchedule): Record<string, string> {
  const problems: Record<string, string> = {};
  const { premiumRate, minPremium, bands } = schedule;
  if (!RATE.test(premiumRate))
    problems.premium_rate = '费率应在 0 至 100% 之间，最多两位小数（如 1.5%）';
  if (!MONEY.test(minPremium)) problems.min_premium = '请输入正确的最低保费（最多两位小数）';
  if (bands.length > MAX_PREMIUM_BANDS) problems.bands = `金额分档最多 ${MAX_PREMIUM_BANDS} 档`;
  else {
    const message = bandProblem(bands, MONEY.test(minPremium) ? minPremium : null);
    if (message) problems.bands = message;
  }
  return problems;
}

function bandProblem(bands: readonly PremiumBand[], minPremium: string | null): string | null {
  let previousTo: bigint | null = 0n;
  for (const [i, band] of bands.entries()) {
    const n = `第 ${i + 1} 档`;
    if (!MONEY.test(band.from)) return `${n}：请输入正确的起始金额`;
    if (band.to !== null && !MONEY.test(band.to)) return `${n}：请输入正确的截止金额`;
    const from = scaled(band.from, 2);
    const to = band.to === null ? null : scaled(band.to, 2);
    if (to !== null && to <= from) return `${n}：截止金额须大于起始金额`;
    if (previousTo === null) return `${n}：上一档没有截止金额，其后不能再分档`;
    if (from < previousTo)
      return `${n}：与上一档金额重叠，起始金额不能小于 ¥${formatMoney(formatCents(previousTo))}`;
    if (band.kind === 'rate') {
      if (!RATE.test(band.value)) return `${n}：费率应在 0 至 100% 之间，最多两位小数`;
    } else if (band.kind === 'fixed') {
      if (!MONEY.test(band.value) || scaled(band.value, 2) === 0n)
        return `${n}：请输入正确的固定保费（大于 0，最多两位小数）`;
      if (minPremium !== null && scaled(band.value, 2) < scaled(minPremium, 2))
        return `${n}：固定保费不能低于最低保费 ¥${formatMoney(minPremium)}`;
    } else return `${n}：请选择按费率或固定保费`;
    previousTo = to;
  }
  return null;
}

/** A checked schedule with its figures as the columns keep them: '0.015' → '0.0150', '300' → '300.00'. */
export function normalizeSchedule(schedule: PremiumSchedule): PremiumSchedule {
  const money = (v: string) => formatCents(scaled(v, 2));
  return {
    premiumRate: formatRate(schedule.premiumRate),
    minPremium: money(schedule.minPremium),
    bands: schedule.bands.map((band) => ({
      from: money(band.from),
      to: band.to === null ? null : money(band.to),
      kind: band.kind,
      value: band.kind === 'rate' ? formatRate(band.value) : money(band.value),
    })),
  };
}
