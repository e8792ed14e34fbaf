// The account menu's drop-down loads on first use: a click opens it once loaded (the button keeps
// the focus); a mouse resting on the button fetches it without opening it or replacing the button
// (a click whose press and release straddled that swap would be lost).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';

const renderMenu = () => {
  const actions = { onChangeMobile: vi.fn(), onChangePassword: vi.fn(), onLogout: vi.fn() };
  render(<AccountMenu user={{ name: '王建国' }} imageHost="" compact={false} {...actions} />);
  return actions;
};

describe('AccountMenu', () => {
  it('opens on the first click, once its drop-down is loaded, and runs the chosen item', async () => {
    const actions = renderMenu();
    expect(document.querySelector('.arco-dropdown-menu')).toBeNull();
    screen.getByRole('button', { name: '账号菜单' }).focus();
    fireEvent.click(screen.getByRole('button', { name: '账号菜单' }));
    expect(await screen.findByText('修改手机号')).toBeInTheDocument();
    expect(screen.getByText('修改密码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '账号菜单' })).toHaveFocus();
    fireEvent.click(screen.getByText('退出登录'));
    expect(actions.onLogout).toHaveBeenCalledTimes(1);
  });

  it('loads on a mouse resting on the button without opening or replacing the button', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: '账号菜单' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await act(() => import('./account-dropdown'));
    expect(screen.queryByText('退出登录')).toBeNull();
    expect(screen.getByRole('button', { name: '账号菜单' })).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByText('退出登录')).toBeInTheDocument();
  });
});
