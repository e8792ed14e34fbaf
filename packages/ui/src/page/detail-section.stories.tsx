import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '../format/money';
import { DetailSection } from './detail-section';

const meta = {
  title: '页面/DetailSection 详情区块',
  component: DetailSection,
  args: {
    title: '项目信息',
    columns: 2,
    items: [
      { label: '项目名称', value: '南京第三人民医院门诊楼改扩建工程施工' },
      { label: '项目编号', value: 'JS01-2026-0001' },
      { label: '招标人', value: '南京市第三人民医院' },
      { label: '交易中心', value: '南京市公共资源交易中心' },
      { label: '保证金金额', value: <Money value="800000.00" /> },
      { label: '开标时间', value: '2026-12-01 09:30:00' },
    ],
  },
} satisfies Meta<typeof DetailSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Project: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥800,000.00')).toBeInTheDocument();
  },
};
export const Mobile: Story = { args: { columns: 1 }, globals: { viewport: { value: 'mobile' } } };
