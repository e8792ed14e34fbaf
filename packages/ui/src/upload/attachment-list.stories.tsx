import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttachmentList } from './attachment-list';

const meta = {
  title: '页面/AttachmentList 附件列表',
  component: AttachmentList,
  args: {
    imageHost: 'https://img.example.cn',
    files: [
      { url: '/uploads/2026/11/3f9a.pdf?expires=1&sig=a', name: '保全申请书.pdf' },
      { url: '/uploads/2026/11/77c1.xlsx?expires=1&sig=b', name: '财产线索清单.xlsx' },
    ],
  },
} satisfies Meta<typeof AttachmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '保全申请书.pdf' });
    await expect(link).toHaveAttribute(
      'href',
      'https://img.example.cn/uploads/2026/11/3f9a.pdf?expires=1&sig=a',
    );
    await expect(link).toHaveAttribute('download', '保全申请书.pdf');
  },
};

export const Empty: Story = {
  args: { files: [], empty: '未上传' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('未上传');
  },
};
