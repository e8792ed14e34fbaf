// Behaviour the stories do not cover: the full SMS countdown, the sidebar cookie, scaling, file checks.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from './layout/app-layout';
import { resolveImageUrl, DEFAULT_AVATAR } from './layout/avatar-url';
import { readSidebarCollapsed } from './layout/sidebar-cookie';
import { SmsCodeButton } from './sms/sms-code-button';
import { rootFontSize } from './feedback/timing';
import { checkFile } from './upload/check-file';

describe('SmsCodeButton', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down 60 s, then offers 再次发送', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(async () => undefined);
    render(<SmsCodeButton onSend={onSend} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(screen.getByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    for (let i = 0; i < 59; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '1 秒后重发' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '再次发送' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});

describe('AppLayout sidebar', () => {
  it('remembers the collapse state in the sidebarStatus cookie', async () => {
    document.cookie = 'sidebarStatus=0; Path=/';
    const props = {
      appTitle: '保函通',
      menu: [{ key: '/index', title: '用户中心' }],
      selectedKey: '/index',
      onNavigate: vi.fn(),
      breadcrumb: [{ title: '用户中心' }],
      user: { name: '王建国' },
      imageHost: '',
      onChangeMobile: vi.fn(),
      onChangePassword: vi.fn(),
      onLogout: vi.fn(),
      children: <p>内容</p>,
    };
    const { unmount } = render(<AppLayout {...props} />);
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(readSidebarCollapsed()).toBe(true);
    unmount();
    render(<AppLayout {...props} />);
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
  });
});

describe('AppLayout at phone width (375 px)', () => {
  const realWidth = window.innerWidth;
  afterEach(() =>
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
  );

  it('keeps the top bar compact: current page only in the breadcrumb, the avatar without the name, the menu in a drawer', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    const menu = [
      {
        key: 'orders',
        title: '订单管理',
        children: [{ key: '/Dispatchletter/waitshenhe', title: '待审核' }],
      },
    ];
    render(
      <AppLayout
        appTitle="保函通"
        menu={menu}
        selectedKey="/Dispatchletter/waitshenhe"
        onNavigate={vi.fn()}
        breadcrumb={[{ title: '订单管理' }, { title: '待审核' }]}
        user={{ name: '江苏信达融资担保有限公司管理员' }}
        imageHost=""
        onChangeMobile={vi.fn()}
        onChangePassword={vi.fn()}
        onLogout={vi.fn()}
      >
        <p>内容</p>
      </AppLayout>,
    );
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.queryByText('订单管理')).toBeNull();
    expect(screen.queryByText('江苏信达融资担保有限公司管理员')).toBeNull();
    expect(screen.getByRole('button', { name: '账号菜单' })).toHaveAttribute(
      'title',
      '江苏信达融资担保有限公司管理员',
    );
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(await screen.findByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });
});

describe('helpers', () => {
  it.each([
    ['', DEFAULT_AVATAR],
    ['/uploads/a.png', 'http://img.example.com/uploads/a.png'],
    ['/assets/b.png', 'http://img.example.com/assets/b.png'],
    ['https://cdn.example.com/c.png', 'https://cdn.example.com/c.png'],
    ['/static/d.png', '/static/d.png'],
  ])('image url %j → %j', (path, url) =>
    expect(resolveImageUrl(path, 'http://img.example.com/')).toBe(url),
  );

  it.each([
    [375, 50],
    [750, 100],
    [1920, 100],
    [1200, 62.5],
  ])('root font size at %i px is %f', (width, size) => expect(rootFontSize(width)).toBe(size));

  it.each([
    [{ name: 'a.PDF', size: 10 }, null],
    [{ name: 'a.exe', size: 10 }, '仅支持 jpg、pdf 格式'],
    [{ name: 'a.jpg', size: 3 * 1024 * 1024 }, '文件大小不能超过 2MB'],
    [{ name: 'a.jpg', size: 0 }, '文件内容为空，请重新选择'],
  ])('checkFile %j → %j', (file, message) =>
    expect(checkFile(file, { accept: ['jpg', 'pdf'], maxSizeMb: 2 })).toBe(message),
  );
});
