// The chart's figures as a table only assistive technology reads (visually hidden).
import type { CSSProperties } from 'react';
import type { ChartSeries } from './chart-format';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function ChartDataTable({
  title,
  categoryName,
  categories,
  series,
  formatValue,
}: {
  title: string;
  categoryName: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number, series: ChartSeries) => string;
}) {
  return (
    <table style={visuallyHidden}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryName}</th>
          {series.map((s) => (
            <th key={s.name} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={i}>
            <th scope="row">{category}</th>
            {series.map((s) => (
              <td key={s.name}>{formatValue(s.values[i] ?? 0, s)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
