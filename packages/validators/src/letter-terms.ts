// Rules of performance (履约保函) and migrant-worker wage (农民工工资保函) letter applications:
// the guaranteed amount against the awarded contract's price, the wage share, and the letter's
// validity. Pure and exact (decimal strings computed in integer cents, as premium.ts does): the
// server enforces them (400 with the failing field named) and the portal's forms show the same
// figures. Each check answers field → Chinese message, empty when everything holds.
import { formatMoney } from './format';
import { formatCents, scaled } from './premium';

/** A performance letter guarantees at most this percentage of the contract price (常见 5–10 %). */
export const PERFORMANCE_MAX_SHARE = 10;
/** A wage letter's share of the contract price, in percent: from … */
export const WORKER_WAGE_SHARE_MIN = 0.5;
/** … to (inclusive). */
export const WORKER_WAGE_SHARE_MAX = 10;
/** The longest validity of a performance or wage letter. */
export const LETTER_MAX_VALIDITY_YEARS = 5;

export type FieldProblems = Record<string, string>;

/** A money amount as entered: up to 12 integer digits, at most two decimals (the contract's request rule too). */
export const MONEY_INPUT = /^\d{1,12}(\.\d{1,2})?$/;
/** A percentage as entered: up to two integer digits, at most two decimals (the contract's wage_share rule too). */
export const SHARE_INPUT = /^\d{1,2}(\.\d{1,2})?$/;

const cents = (money: string) => scaled(money, 2);
const yuan = (money: string) => `¥${formatMoney(money)}`;

/** A money amount as stored and answered, two decimals: '500000' → '500000.00'. */
export const normalizeMoney = (money: string) => formatCents(cents(money));

/** Contract price × share % in cents, rounded half up (exact): wageAmount('12345678.90', '2.50') → '308641.97'. */
export function wageAmount(contractPrice: string, wageShare: string): string {
  const product = cents(contractPrice) * scaled(wageShare, 2); // cents × 10^-2 percent = cents × 10^-4
  return formatCents((product + 5_000n) / 10_000n);
}

/** The highest performance amount for a contract price: PERFORMANCE_MAX_SHARE % of it, rounded down to the cent. */
export function performanceMaxAmount(contractPrice: string): string {
  return formatCents((cents(contractPrice) * BigInt(PERFORMANCE_MAX_SHARE)) / 100n);
}

/** A performance letter's amount: more than 0 and at most PERFORMANCE_MAX_SHARE % of the contract price. */
export function checkPerformanceAmount(amount: string, contractPrice: string): FieldProblems {
  if (!MONEY_INPUT.test(amount)) return { amount: '请输入正确的担保金额（最多两位小数）' };
  if (cents(amount) <= 0n) return { amount: '担保金额须大于 0' };
  if (cents(amount) * 100n > cents(contractPrice) * BigInt(PERFORMANCE_MAX_SHARE)) {
    return {
      amount: `担保金额不能超过合同价的 ${PERFORMANCE_MAX_SHARE}%（合同价 ${yuan(contractPrice)}，最高 ${yuan(performanceMaxAmount(contractPrice))}）`,
    };
  }
  return {};
}

/** A wage declaration: contract price above 0, wage share within [MIN, MAX] percent. */
export function checkWageDeclaration(contractPrice: string, wageShare: string): FieldProblems {
  const problems: FieldProblems = {};
  if (!MONEY_INPUT.test(contractPrice))
    problems.contract_price = '请输入正确的合同价（最多两位小数）';
  else if (cents(contractPrice) <= 0n) problems.contract_price = '合同价须大于 0';
  const range = `工资保证比例须在 ${WORKER_WAGE_SHARE_MIN}% 至 ${WORKER_WAGE_SHARE_MAX}% 之间`;
  if (!SHARE_INPUT.test(wageShare))
    problems.wage_share = '请输入正确的比例（百分数，最多两位小数）';
  else {
    const hundredths = scaled(wageShare, 2);
    if (
      hundredths < scaled(String(WORKER_WAGE_SHARE_MIN), 2) ||
      hundredths > scaled(String(WORKER_WAGE_SHARE_MAX), 2)
    )
      problems.wage_share = range;
  }
  return problems;
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** `day` plus `years` calendar years; 29 February falls back to 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
}

export interface ValidityContext {
  /** Today in Beijing (YYYY-MM-DD). */
  today: string;
  /** The project's completion date (竣工日期), when known: the letter runs at least until then. */
  completionDate?: string | null;
}

/**
 * The letter's validity: from today (Beijing date) or later, ending after it starts, not before the
 * project's completion date, and at most LETTER_MAX_VALIDITY_YEARS long.
 */
export function checkLetterValidity(
  validFrom: string,
  validTo: string,
  { today, completionDate }: ValidityContext,
): FieldProblems {
  const problems: FieldProblems = {};
  if (!isCalendarDate(validFrom)) problems.valid_from = '请选择正确的保函生效日期';
  else if (validFrom < today) problems.valid_from = `保函生效日期不能早于今天（${today}）`;
  if (!isCalendarDate(validTo)) {
    problems.valid_to = '请选择正确的保函截止日期';
    return problems;
  }
  const startsOk = isCalendarDate(validFrom);
  if (startsOk && validTo <= validFrom) problems.valid_to = '保函截止日期须晚于生效日期';
  else if (completionDate && validTo < completionDate)
    problems.valid_to = `保函截止日期不能早于项目竣工日期（${completionDate}）`;
  else if (startsOk && validTo > addYears(validFrom, LETTER_MAX_VALIDITY_YEARS)) {
    problems.valid_to = `保函有效期不能超过 ${LETTER_MAX_VALIDITY_YEARS} 年（最晚 ${addYears(validFrom, LETTER_MAX_VALIDITY_YEARS)}）`;
  }
  return problems;
}
