import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichTextContent, withoutImageHost } from './rich-text-content';

const meta = {
  title: '通用/RichTextContent 富文本（公告正文）',
  component: RichTextContent,
  args: {
    html:
      '<h3>春节期间出函安排</h3><p>2 月 8 日至 2 月 15 日<strong>照常出函</strong>，<em>纸质保函</em>顺延寄出。</p>' +
      '<ol><li>电子保函：当日出函</li><li>纸质保函：节后 2 个工作日内寄出</li></ol>' +
      '<p>详见<a href="https://www.example.com/guide" target="_blank" rel="noopener noreferrer">办理指南</a>。</p>' +
      '<table><tbody><tr><th>日期</th><th>安排</th></tr><tr><td>2 月 8 日</td><td>正常受理</td></tr></tbody></table>',
    imageHost: 'http://127.0.0.1:3000',
    'aria-label': '公告内容',
  },
} satisfies Meta<typeof RichTextContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '春节期间出函安排' })).toBeInTheDocument();
    await expect(canvas.getByText('照常出函').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: '办理指南' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Stored images (`/uploads/…`) get the image host; the editor takes it off again. */
export const WithImage: Story = {
  args: {
    html: '<p>示意图：</p><p><img src="/uploads/2026/11/map.png?expires=1&amp;sig=x" alt="示意图" /></p>',
  },
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img', { name: '示意图' });
    await expect(image).toHaveAttribute(
      'src',
      'http://127.0.0.1:3000/uploads/2026/11/map.png?expires=1&sig=x',
    );
    await expect(
      withoutImageHost(canvasElement.querySelector('.bht-rich-text')!.innerHTML, args.imageHost),
    ).toContain('src="/uploads/2026/11/map.png');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
