// The dashboard's two charts (近 30 天申请与出函, 近 30 天保费), drawn with ECharts. Loaded lazily by
// the dashboard (React.lazy), and only the pieces drawn are imported from echarts/core (line and bar
// charts, grid, tooltip, legend, the canvas renderer), so neither /login nor the first paint of
// /index carries the library.
import type { DashboardDay } from '@bht/api-client';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

type Option = echarts.EChartsCoreOption;

/** One chart filling its box, redrawn when the option changes, resized with the window. */
function Chart({ option, label }: { option: Option; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = echarts.init(box.current!);
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: 280 }} />;
}

const monthDay = (date: string) => date.slice(5);
const grid = { left: 48, right: 16, top: 40, bottom: 28 };

export default function DashboardCharts({ days }: { days: readonly DashboardDay[] }) {
  const dates = days.map((d) => monthDay(d.date));
  const flow: Option = {
    tooltip: { trigger: 'axis' },
    legend: { data: ['申请', '出函'], top: 0 },
    grid,
    xAxis: { type: 'category', data: dates },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '申请', type: 'line', smooth: true, data: days.map((d) => d.applications) },
      { name: '出函', type: 'line', smooth: true, data: days.map((d) => d.issued) },
    ],
  };
  const premium: Option = {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => `${Number(value).toFixed(2)} 元`,
    },
    legend: { data: ['保费（元）'], top: 0 },
    grid: { ...grid, left: 72 },
    xAxis: { type: 'category', data: dates },
    yAxis: { type: 'value' },
    series: [
      {
        name: '保费（元）',
        type: 'bar',
        data: days.map((d) => Number(d.premium)),
        itemStyle: { color: '#165dff' },
      },
    ],
  };
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        gap: 16,
      }}
    >
      <Chart option={flow} label="近 30 天申请与出函趋势图" />
      <Chart option={premium} label="近 30 天保费趋势图" />
    </div>
  );
}
