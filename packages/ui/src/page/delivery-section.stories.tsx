import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliverySection } from './delivery-section';

const address = {
  receiver_name: '李收件',
  receiver_mobile: '13800000009',
  receiver_address: '江苏省南京市鼓楼区中山路 100 号',
};

const meta = {
  title: '页面/DeliverySection 寄送信息',
  component: DeliverySection,
  args: {
    delivery: {
      ...address,
      courier_company: null,
      tracking_no: null,
      mailed_on: null,
      received_time: null,
    },
    pendingText: '担保机构寄出后显示快递公司和单号',
  },
} satisfies Meta<typeof DeliverySection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotYetMailed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('担保机构寄出后显示快递公司和单号'),
    ).toBeInTheDocument();
  },
};
export const Mailed: Story = {
  args: {
    delivery: {
      ...address,
      courier_company: '顺丰速运',
      tracking_no: 'SF1234567890',
      mailed_on: '2026-11-23',
      received_time: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SF1234567890')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('未签收')).toBeInTheDocument();
  },
};
