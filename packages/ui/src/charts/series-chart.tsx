// A category chart drawn as SVG (no chart library): one value per category and series, as lines
// with a light area or as grouped bars, a value axis from zero with round ticks, a legend, and a
// tooltip for the category under the pointer or chosen with the arrow keys. Assistive technology
// gets a summary (role="img" with its label) and the figures as a visually hidden table. Its width
// follows its container; loading and empty states keep the chart's height.
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ChartDataTable } from './chart-data-table';
import { formatAxisNumber, formatCount, type ChartSeries } from './chart-format';
import { axisTicks, labelEvery } from './chart-scale';
import { useElementWidth } from './use-element-width';

export type { ChartSeries } from './chart-format';

export interface SeriesChartProps {
  kind: 'line' | 'bar';
  /** What the chart shows, for assistive technology: 近 30 天申请与出函趋势图. */
  title: string;
  /** The x-axis labels, one per category (e.g. 11-27). */
  categories: readonly string[];
  /** What a category is, heading the table's first column (default 日期). */
  categoryName?: string;
  series: readonly ChartSeries[];
  /** A value in the tooltip, summary and table (default: grouped, up to 2 decimals). */
  formatValue?: (value: number) => string;
  /** Whole-number axis ticks (counts). */
  integer?: boolean;
  /** Height in pixels, legend included (default 280). */
  height?: number;
  loading?: boolean;
  /** Shown instead of the chart when there is no category or every value is 0 (default 暂无数据). */
  emptyText?: string;
}

const LEGEND_HEIGHT = 28;
const MARGIN = { top: 8, right: 16, bottom: 24 };
const AXIS_TEXT = { fontSize: 12, fill: '#86909c' };
/** Width in pixels of a 12 px label (Latin ~7, CJK ~12). */
const textWidth = (text: string) =>
  [...text].reduce((width, char) => width + (char.charCodeAt(0) > 255 ? 12 : 7), 0);
const toCents = (value: number) => Math.round(value * 100) / 100;

export function SeriesChart({
  kind,
  title,
  categories,
  categoryName = '日期',
  series,
  formatValue = formatCount,
  integer = false,
  height = 280,
  loading = false,
  emptyText = '暂无数据',
}: SeriesChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 640);
  const [active, setActive] = useState<number | null>(null);
  const tooltipId = useId();
  const withUnit = (value: number, s: ChartSeries) =>
    `${formatValue(value)}${s.unit ? ` ${s.unit}` : ''}`;

  const placeholder = (content: ReactNode) => (
    <div
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'var(--color-text-3)',
      }}
    >
      {content}
    </div>
  );
  if (loading)
    return placeholder(
      <div role="status" aria-label="加载中">
        <Spin tip="加载中…" />
      </div>,
    );
  const empty = categories.length === 0 || series.every((s) => s.values.every((v) => v === 0));
  if (empty) return placeholder(emptyText);

  const count = categories.length;
  const max = Math.max(...series.flatMap((s) => s.values));
  const ticks = axisTicks(max, { integer });
  const top = ticks.at(-1)!;
  const tickLabels = ticks.map(formatAxisNumber);
  const left = 12 + Math.max(...tickLabels.map(textWidth));
  const svgHeight = height - LEGEND_HEIGHT;
  const plotWidth = Math.max(width - left - MARGIN.right, 1);
  const plotHeight = svgHeight - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / count;
  const x = (i: number) => left + band * (i + 0.5);
  const y = (value: number) => MARGIN.top + plotHeight * (1 - value / top);
  const bottom = MARGIN.top + plotHeight;
  const every = labelEvery(count, plotWidth, Math.max(...categories.map(textWidth)) + 8);
  const barWidth = Math.min(24, (band * 0.6) / series.length);

  const summary = `${title}，${categories[0]} 至 ${categories.at(-1)}：${series
    .map((s) => {
      const peak = s.values.indexOf(Math.max(...s.values));
      const total = toCents(s.values.reduce((sum, v) => sum + v, 0));
      return `${s.name}合计 ${withUnit(total, s)}，最高 ${withUnit(s.values[peak]!, s)}（${categories[peak]}）`;
    })
    .join('；')}`;

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const offset = event.clientX - event.currentTarget.getBoundingClientRect().left - left;
    setActive(Math.min(count - 1, Math.max(0, Math.floor(offset / band))));
  };
  const step = (event: KeyboardEvent) => {
    const moves: Record<string, (i: number) => number> = {
      ArrowLeft: (i) => i - 1,
      ArrowRight: (i) => i + 1,
      Home: () => 0,
      End: () => count - 1,
    };
    if (event.key === 'Escape') return setActive(null);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive((i) => Math.min(count - 1, Math.max(0, move(i ?? count - 1))));
  };

  return (
    <div style={{ position: 'relative' }}>
      <ul
        style={{
          display: 'flex',
          justifyContent: 'center',
          gap: 16,
          height: LEGEND_HEIGHT,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          fontSize: 12,
          color: '#4e5969',
        }}
      >
        {series.map((s) => (
          <li key={s.name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden
              style={{ width: 14, height: kind === 'line' ? 3 : 10, background: s.color }}
            />
            {s.name}
          </li>
        ))}
      </ul>
      <div
        ref={box}
        role="img"
        aria-label={summary}
        aria-describedby={active === null ? undefined : tooltipId}
        tabIndex={0}
        onFocus={() => setActive((i) => i ?? count - 1)}
        onBlur={() => setActive(null)}
        onKeyDown={step}
        style={{ outlineOffset: 2 }}
      >
        <svg
          width={width}
          height={svgHeight}
          aria-hidden
          style={{ display: 'block' }}
          onPointerMove={pointAt}
          onPointerLeave={() => setActive(null)}
        >
          {ticks.map((tick, i) => (
            <g key={tick}>
              <line
                x1={left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#e5e6eb"
              />
              <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
                {tickLabels[i]}
              </text>
            </g>
          ))}
          {categories.map((category, i) =>
            i % every === 0 ? (
              <text key={category} x={x(i)} y={bottom + 16} textAnchor="middle" {...AXIS_TEXT}>
                {category}
              </text>
            ) : null,
          )}
          {active !== null && kind === 'line' && (
            <line x1={x(active)} x2={x(active)} y1={MARGIN.top} y2={bottom} stroke="#c9cdd4" />
          )}
          {active !== null && kind === 'bar' && (
            <rect
              x={x(active) - band / 2}
              y={MARGIN.top}
              width={band}
              height={plotHeight}
              fill="#f2f3f5"
            />
          )}
          {series.map((s, k) => {
            if (kind === 'bar')
              return s.values.map((value, i) => (
                <rect
                  key={`${s.name}-${i}`}
                  x={x(i) - (barWidth * series.length) / 2 + barWidth * k}
                  y={y(value)}
                  width={barWidth}
                  height={bottom - y(value)}
                  fill={s.color}
                />
              ));
            const line = s.values.map((value, i) => `${i ? 'L' : 'M'}${x(i)},${y(value)}`).join('');
            return (
              <g key={s.name}>
                <path
                  d={`${line}L${x(count - 1)},${bottom}L${x(0)},${bottom}Z`}
                  fill={s.color}
                  fillOpacity={0.08}
                />
                <path
                  d={line}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
                {active !== null && (
                  <circle
                    cx={x(active)}
                    cy={y(s.values[active] ?? 0)}
                    r={4}
                    fill="#fff"
                    stroke={s.color}
                    strokeWidth={2}
                  />
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-live="polite">
        {active !== null && (
          <div
            id={tooltipId}
            role="tooltip"
            style={{
              position: 'absolute',
              top: LEGEND_HEIGHT + MARGIN.top,
              left: x(active),
              transform: `translateX(${x(active) < width / 2 ? '12px' : 'calc(-100% - 12px)'})`,
              padding: '8px 12px',
              background: '#fff',
              border: '1px solid #e5e6eb',
              borderRadius: 4,
              boxShadow: '0 2px 8px rgba(0, 0, 0, 0.1)',
              fontSize: 12,
              lineHeight: '20px',
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
            }}
          >
            <div style={{ color: '#1d2129', fontWeight: 500 }}>{categories[active]}</div>
            {series.map((s) => (
              <div key={s.name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                <span
                  aria-hidden
                  style={{ width: 8, height: 8, borderRadius: 4, background: s.color }}
                />
                {s.name}
                <span style={{ marginLeft: 'auto', paddingLeft: 12, color: '#1d2129' }}>
                  {withUnit(s.values[active] ?? 0, s)}
                </span>
              </div>
            ))}
          </div>
        )}
      </div>
      <ChartDataTable
        title={title}
        categoryName={categoryName}
        categories={categories}
        series={series}
        formatValue={withUnit}
      />
    </div>
  );
}

export type LineChartProps = Omit<SeriesChartProps, 'kind'>;

/** Lines over a light area, one per series (trends over days). */
export const LineChart = (props: LineChartProps) => <SeriesChart {...props} kind="line" />;

/** Bars, grouped side by side per category when there are several series. */
export const BarChart = (props: LineChartProps) => <SeriesChart {...props} kind="bar" />;
