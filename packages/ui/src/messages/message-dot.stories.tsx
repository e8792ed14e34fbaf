import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageDot } from './message-dot';

const meta = {
  title: '消息/MessageDot 消息红点',
  component: MessageDot,
  args: { count: 3, onClick: fn() },
} satisfies Meta<typeof MessageDot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: '消息（3 条未读）' });
    await expect(canvasElement.querySelector('.arco-badge-dot')).not.toBeNull();
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const NothingUnread: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '消息' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.arco-badge-dot')).toBeNull();
  },
};
