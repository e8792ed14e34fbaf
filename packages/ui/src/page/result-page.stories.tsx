import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Forbidden, NotFound, ResultPage, UnderConstruction } from './result-page';

const meta = {
  title: '页面/ResultPage 结果页',
  component: ResultPage,
  args: {
    status: 'success',
    title: '提交成功',
    description: '您的保函申请已提交，担保机构将在 1 个工作日内审核。',
  },
  argTypes: {
    status: { control: 'select', options: ['success', 'error', 'warning', 'info', '404', '403'] },
  },
} satisfies Meta<typeof ResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const NotFoundPage: Story = {
  args: { onHome: fn() } as never,
  render: (args) => <NotFound onHome={(args as unknown as { onHome: () => void }).onHome} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '返回首页' }));
    await expect((args as unknown as { onHome: () => void }).onHome).toHaveBeenCalled();
  },
};
export const ForbiddenPage: Story = { render: () => <Forbidden onHome={() => undefined} /> };
export const UnderConstructionPage: Story = {
  render: () => <UnderConstruction title="发票管理" />,
};
