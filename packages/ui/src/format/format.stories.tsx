import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateTime } from './date-time';
import { Money } from './money';

const meta = {
  title: '格式/Money 金额',
  component: Money,
  args: { value: '1234567.005', currency: true, dropZeroCents: false },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥1,234,567.01')).toBeInTheDocument();
  },
};
export const Invalid: Story = { args: { value: '12a' } };
export const DropZeroCents: Story = { args: { value: 800000, dropZeroCents: true } };
export const Times: Story = {
  render: () => (
    <dl>
      <dt>10 位秒级时间戳</dt>
      <dd>
        <DateTime value={1732330000} />
      </dd>
      <dt>仅日期</dt>
      <dd>
        <DateTime value="2026-11-23 09:05:00" pattern="y-m-d" />
      </dd>
      <dt>空值</dt>
      <dd>
        <DateTime value={null} />
      </dd>
    </dl>
  ),
};
