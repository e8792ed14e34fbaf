import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsCodeButton } from './sms-code-button';

const meta = {
  title: '表单/SmsCodeButton 短信验证码按钮',
  component: SmsCodeButton,
  args: { onSend: fn(async (): Promise<unknown> => undefined), seconds: 60 },
  argTypes: { seconds: { control: { type: 'number', min: 1, max: 120 } } },
} satisfies Meta<typeof SmsCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const StartsCountdown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
  },
};

/** The server answers that a code went out moments ago: the countdown resumes from its seconds. */
export const ResumesServerCountdown: Story = {
  args: { onSend: fn(async () => ({ sent: false, resend_in: 42 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: '42 秒后重发' })).toBeDisabled();
  },
};

export const SendFails: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('发送过于频繁'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, args: { long: true } };
