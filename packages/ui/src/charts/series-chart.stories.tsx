import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SeriesChart } from './series-chart';

/** 30 days ending 11-27 with a weekly rhythm, like the console's 工作台. */
const categories = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(5, 10),
);
const wave = (base: number, i: number) => Math.max(0, Math.round(base + base * Math.sin(i / 2)));

const meta = {
  title: '图表/SeriesChart 趋势图',
  component: SeriesChart,
  args: {
    kind: 'line',
    title: '近 30 天申请与出函趋势图',
    categories,
    integer: true,
    series: [
      {
        name: '申请',
        unit: '笔',
        color: '#165dff',
        values: categories.map((_, i) => wave(4, i)),
      },
      {
        name: '出函',
        unit: '份',
        color: '#009a29',
        values: categories.map((_, i) => wave(3, i + 1)),
      },
    ],
  },
  argTypes: { kind: { control: 'inline-radio', options: ['line', 'bar'] } },
} satisfies Meta<typeof SeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('11-27');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('11-26');
  },
};

export const PremiumBars: Story = {
  args: {
    kind: 'bar',
    title: '近 30 天保费趋势图',
    integer: false,
    formatValue: (value: number) => value.toFixed(2),
    series: [
      {
        name: '保费（元）',
        unit: '元',
        color: '#165dff',
        values: categories.map((_, i) => wave(6000, i) + 0.5),
      },
    ],
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Empty: Story = {
  args: { series: [], emptyText: '近 30 天暂无申请与出函' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('近 30 天暂无申请与出函')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };
