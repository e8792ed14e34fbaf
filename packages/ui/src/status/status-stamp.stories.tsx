import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusStamp, STATUS_TONES } from './status-stamp';
import { Watermark } from './watermark';

const meta = {
  title: '状态/StatusStamp 状态印章',
  component: StatusStamp,
  args: { label: '已出函', size: 72 },
  argTypes: {
    label: { control: 'select', options: Object.keys(STATUS_TONES) },
    tone: { control: 'select', options: ['pending', 'processing', 'success', 'danger', 'muted'] },
  },
} satisfies Meta<typeof StatusStamp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Issued: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '状态：已出函' }),
    ).toBeInTheDocument();
  },
};
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {Object.keys(STATUS_TONES).map((label) => (
        <StatusStamp key={label} label={label} />
      ))}
    </div>
  ),
};
export const Large: Story = { args: { label: '已驳回', size: 160 } };
export const WatermarkCards: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {['待开票', '已取消', '已驳回'].map((label) => (
        <Watermark key={label} label={label}>
          <div
            style={{
              width: 220,
              height: 100,
              padding: 16,
              background: '#fff',
              border: '1px solid #e5e6eb',
            }}
          >
            发票申请 FP2026112300{label.length}
          </div>
        </Watermark>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note', { name: '待开票' })).toBeInTheDocument();
  },
};
