import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactWidget } from './contact-widget';

const meta = {
  title: '通用/ContactWidget 联系方式',
  component: ContactWidget,
  args: {
    tel: '400-800-1234',
    wechatQr: '',
    consultLink: 'https://work.weixin.qq.com/kfid/kfc-baohantong',
    imageHost: 'http://127.0.0.1:3000',
    layout: 'row',
  },
  argTypes: { layout: { control: 'inline-radio', options: ['row', 'column'] } },
} satisfies Meta<typeof ContactWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '400-800-1234' })).toHaveAttribute(
      'href',
      'tel:400-800-1234',
    );
    await expect(canvas.getByText('周一至周五 8:00-12:00, 14:00-17:30')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '业务咨询' })).toBeInTheDocument();
  },
};
export const Mobile: Story = {
  args: { layout: 'column' },
  globals: { viewport: { value: 'mobile' } },
};
