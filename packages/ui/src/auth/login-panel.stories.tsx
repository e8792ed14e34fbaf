import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginPanel } from './login-panel';

const meta = {
  title: '页面/LoginPanel 登录',
  component: LoginPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '保函通 · 企业登录',
    subtitle: '投标保函在线申请，最快 5 分钟出函',
    accountLabel: '手机号',
    validateAccount: (v: string) => (/^1[3-9]\d{9}$/.test(v) ? null : '请输入正确的手机号'),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof LoginPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入手机号')).toBeInTheDocument();
    await expect(canvas.getByText('请输入密码')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('手机号'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入正确的手机号')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('账号或密码错误，还可尝试 4 次'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), ' 13800000001 ');
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong-pass1');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '账号或密码错误，还可尝试 4 次',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      account: '13800000001',
      password: 'wrong-pass1',
    });
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
