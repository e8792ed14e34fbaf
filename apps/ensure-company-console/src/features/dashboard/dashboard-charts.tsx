// The dashboard's two charts (近 30 天申请与出函, 近 30 天保费), drawn as SVG by @bht/ui's own chart
// components (no chart library): a few kB, so they ship with the dashboard rather than on their own.
import type { DashboardDay } from '@bht/api-client';
import { formatMoney } from '@bht/validators';
import { BarChart, LineChart } from '@bht/ui';

const monthDay = (date: string) => date.slice(5);

export function DashboardCharts({ days }: { days: readonly DashboardDay[] }) {
  const dates = days.map((d) => monthDay(d.date));
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        gap: 16,
      }}
    >
      <LineChart
        title="近 30 天申请与出函趋势图"
        categories={dates}
        integer
        series={[
          {
            name: '申请',
            unit: '笔',
            color: '#165dff',
            values: days.map((d) => d.applications),
          },
          { name: '出函', unit: '份', color: '#009a29', values: days.map((d) => d.issued) },
        ]}
      />
      <BarChart
        title="近 30 天保费趋势图"
        categories={dates}
        formatValue={formatMoney}
        emptyText="近 30 天暂无保费收入"
        series={[
          {
            name: '保费（元）',
            unit: '元',
            color: '#165dff',
            values: days.map((d) => Number(d.premium)),
          },
        ]}
      />
    </div>
  );
}
