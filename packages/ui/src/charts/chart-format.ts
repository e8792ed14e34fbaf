// How chart values read in Chinese: grouped numbers, and 万 / 亿 on axes from 10,000 up.

/** A number with thousands separators and at most two decimals: `1,234`, `0.5`. */
export const formatCount = (value: number) =>
  value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

/** An axis label: `8,000`, `1.5万`, `2亿` (Chinese reads large amounts in 万 and 亿). */
export function formatAxisNumber(value: number): string {
  if (value >= 1e8) return `${formatCount(value / 1e8)}亿`;
  if (value >= 1e4) return `${formatCount(value / 1e4)}万`;
  return formatCount(value);
}

/** One series of a chart: its name, colour and one value per category. */
export interface ChartSeries {
  name: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
  color: string;
  /** Written after each value in the tooltip, the summary and the table: 笔, 份, 元. */
  unit?: string;
}
