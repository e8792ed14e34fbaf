// The SVG charts: the accessible summary and table, the tooltip by pointer and by keyboard, the
// value formats, and the empty and loading states.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, LineChart, type ChartSeries } from './series-chart';

const days = ['11-25', '11-26', '11-27'];
const flow: ChartSeries[] = [
  { name: '申请', unit: '笔', color: '#165dff', values: [3, 5, 1] },
  { name: '出函', unit: '份', color: '#009a29', values: [2, 0, 4] },
];
const money = (value: number) => value.toFixed(2);

function renderFlow() {
  const view = render(
    <LineChart title="近 3 天申请与出函趋势图" categories={days} series={flow} integer />,
  );
  return { ...view, svg: view.container.querySelector('svg')! };
}

describe('LineChart', () => {
  it('sums each series up for assistive technology and lists every figure in a table', () => {
    renderFlow();
    expect(
      screen.getByRole('img', {
        name: '近 3 天申请与出函趋势图，11-25 至 11-27：申请合计 9 笔，最高 5 笔（11-26）；出函合计 6 份，最高 4 份（11-27）',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '近 3 天申请与出函趋势图' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['日期申请出函', '11-253 笔2 份', '11-265 笔0 份', '11-271 笔4 份']);
    expect(screen.getByText('申请', { selector: 'li' })).toBeInTheDocument();
  });

  it('draws one line per series and whole-number ticks up to the largest value', () => {
    const { svg } = renderFlow();
    expect(svg.querySelectorAll('path[fill="none"]')).toHaveLength(2);
    const ticks = [...svg.querySelectorAll('text[text-anchor="end"]')].map((t) => t.textContent);
    expect(ticks).toEqual(['0', '2', '4', '6']);
  });

  it('shows the day under the pointer in a tooltip, and hides it when the pointer leaves', () => {
    const { svg } = renderFlow();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerMove(svg, { clientX: 0 });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('11-25申请3 笔出函2 份');
    fireEvent.pointerMove(svg, { clientX: 10_000 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('11-27申请1 笔出函4 份');
    fireEvent.pointerLeave(svg);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('walks the days with the arrow keys once focused, the tooltip describing the chart', () => {
    renderFlow();
    const chart = screen.getByRole('img');
    fireEvent.focus(chart);
    expect(screen.getByRole('tooltip')).toHaveTextContent('11-27');
    expect(chart).toHaveAccessibleDescription('11-27 申请1 笔 出函4 份');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('11-26申请5 笔出函0 份');
    fireEvent.keyDown(chart, { key: 'Home' });
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('11-25');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('BarChart', () => {
  const premium = [
    { name: '保费（元）', unit: '元', color: '#165dff', values: [1500.5, 0, 45015.5] },
  ];

  it('draws a bar per day, formats values as given and the axis in 万', () => {
    const { container } = render(
      <BarChart title="保费趋势图" categories={days} series={premium} formatValue={money} />,
    );
    expect(container.querySelectorAll('svg rect[fill="#165dff"]')).toHaveLength(3);
    expect(screen.getByText('6万')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /保费（元）合计 46516.00 元，最高 45015.50 元（11-27）/ }),
    ).toBeInTheDocument();
    fireEvent.focus(screen.getByRole('img'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('11-27保费（元）45015.50 元');
  });

  it('says so when every value is zero or there is no day, and shows loading', () => {
    const zero = [{ ...premium[0]!, values: [0, 0, 0] }];
    const { rerender } = render(
      <BarChart
        title="保费趋势图"
        categories={days}
        series={zero}
        emptyText="近 3 天暂无保费收入"
      />,
    );
    expect(screen.getByText('近 3 天暂无保费收入')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<BarChart title="保费趋势图" categories={[]} series={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<BarChart title="保费趋势图" categories={days} series={premium} loading />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
