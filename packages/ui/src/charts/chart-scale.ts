// The numbers behind an axis: round tick values from zero up past the largest value, and how
// many category labels to skip so they do not overlap.

/** The smallest of 1, 2, 5 × 10ⁿ at least `rough` (and at least 1 for whole-number axes). */
function niceStep(rough: number, integer: boolean): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return integer ? Math.max(1, Math.ceil(step)) : step;
}

/**
 * Ticks from 0 to the first round value at or above `max`, about `count` intervals:
 * `axisTicks(47)` → [0, 10, 20, 30, 40, 50]; an all-zero series gets [0, 1].
 */
export function axisTicks(max: number, { count = 4, integer = false } = {}): number[] {
  if (!(max > 0)) return [0, 1];
  const step = niceStep(max / count, integer);
  const top = Math.ceil(max / step - 1e-9);
  // Multiplying (rather than adding steps) keeps 0.1 × 3 from drifting to 0.30000000000000004.
  return Array.from({ length: top + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** Every how many categories a label fits, each label needing `labelWidth` pixels. */
export function labelEvery(count: number, plotWidth: number, labelWidth: number): number {
  if (count === 0 || plotWidth <= 0) return 1;
  return Math.max(1, Math.ceil((count * labelWidth) / plotWidth));
}
