import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STATUS_TONES } from './status-stamp';
import { StatusTag } from './status-tag';

const meta = {
  title: '状态/StatusTag 状态标签',
  component: StatusTag,
  args: { label: '待支付' },
  argTypes: {
    label: { control: 'select', options: Object.keys(STATUS_TONES) },
    tone: { control: 'select', options: ['pending', 'processing', 'success', 'danger', 'muted'] },
  },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PendingPayment: Story = {
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('待支付').closest('.arco-tag');
    await expect(tag).toHaveClass('arco-tag-orange');
  },
};
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Object.keys(STATUS_TONES).map((label) => (
        <StatusTag key={label} label={label} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已出函').closest('.arco-tag')).toHaveClass(
      'arco-tag-green',
    );
    await expect(within(canvasElement).getByText('已驳回').closest('.arco-tag')).toHaveClass(
      'arco-tag-red',
    );
  },
};
