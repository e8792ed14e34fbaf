import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppLayout } from './app-layout';

const meta = {
  title: '布局/AppLayout 应用框架',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    appTitle: '保函通 · 企业端',
    menu: [
      { key: '/index', title: '用户中心' },
      {
        key: 'bid',
        title: '投标保函',
        children: [
          { key: '/myLetter/list', title: '投标项目' },
          { key: '/myLetter/myLetter', title: '保函订单' },
        ],
      },
      { key: '/invoice/index', title: '发票管理' },
    ],
    selectedKey: '/myLetter/myLetter',
    breadcrumb: [{ title: '投标保函' }, { title: '保函订单' }],
    user: { name: '王建国', avatar: '' },
    imageHost: 'http://127.0.0.1:3000',
    unreadCount: 3,
    onNavigate: fn(),
    onMessages: fn(),
    onChangeMobile: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
    children: <div style={{ background: '#fff', padding: 24 }}>页面内容</div>,
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '消息（3 条未读）' })).toBeInTheDocument();
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('button', { name: '投标保函' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('link', { name: '保函订单' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('link', { name: '发票管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/invoice/index');
  },
};
/** The 48 px sidebar (cookie sidebarStatus=1): a group opens beside it. */
export const Collapsed: Story = {
  beforeEach: () => {
    document.cookie = 'sidebarStatus=1; Path=/';
    return () => {
      document.cookie = 'sidebarStatus=0; Path=/';
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
    const group = canvas.getByRole('button', { name: '投标保函' });
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: '投标项目' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/myLetter/list');
  },
};
export const NoUnread: Story = { args: { unreadCount: 0 } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
