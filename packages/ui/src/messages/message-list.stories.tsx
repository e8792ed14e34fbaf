import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageList } from './message-list';

const meta = {
  title: '消息/MessageList 消息列表',
  component: MessageList,
  args: {
    messages: [
      {
        id: 3,
        kind: 'order_approved',
        title: '保函申请已审核通过',
        content:
          '江苏信达融资担保有限公司已审核通过您的投标保函申请（订单号 BH20261124000001，项目「南京市江北新区市政道路工程」），请支付保费 1800.00 元。',
        order_sn: 'BH20261124000001',
        is_read: 0,
        create_time: 1_764_000_000,
      },
      {
        id: 2,
        kind: 'auth_approved',
        title: '企业认证已通过',
        content: '江苏恒信建设集团有限公司的企业认证已审核通过，现在可以申请保函了。',
        order_sn: null,
        is_read: 0,
        create_time: 1_763_990_000,
      },
      {
        id: 1,
        kind: 'order_paid',
        title: '保费支付成功',
        content:
          '保费 1800.00 元已支付成功（订单号 BH20261120000009），江苏信达融资担保有限公司将尽快出函。',
        order_sn: 'BH20261120000009',
        is_read: 1,
        create_time: 1_763_600_000,
      },
    ],
    linkFor: (message) =>
      message.order_sn
        ? { path: `/myLetter/detail?order_sn=${message.order_sn}`, label: '查看订单' }
        : { path: '/firm/five', label: '查看认证结果' },
    onOpen: fn(),
  },
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '未读：保函申请已审核通过' }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.messages[0]);
    await expect(canvas.getByRole('button', { name: '保费支付成功' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无消息')).toBeInTheDocument();
  },
};
