// SideMenu: groups open and close in place, the open page is marked, links navigate in the app (a
// modified click is left to the browser), and on the collapsed sidebar a group opens beside it.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SideMenu, type MenuNode } from './side-menu';

const menu: MenuNode[] = [
  { key: '/index', title: '工作台' },
  {
    key: '订单管理',
    title: '订单管理',
    children: [
      { key: '/Dispatchletter/waitshenhe', title: '待审核' },
      { key: '/Dispatchletter/waitpay', title: '待支付' },
    ],
  },
  { key: '配置管理', title: '配置管理', children: [{ key: '/config/premium', title: '费率配置' }] },
];

const renderMenu = (selectedKey: string, collapsed = false) => {
  const onNavigate = vi.fn();
  render(
    <nav aria-label="主导航">
      <SideMenu
        menu={menu}
        selectedKey={selectedKey}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
    </nav>,
  );
  return onNavigate;
};

describe('SideMenu', () => {
  it('opens the group of the open page, marks the page and its group', () => {
    renderMenu('/Dispatchletter/waitshenhe');
    const group = screen.getByRole('button', { name: '订单管理' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(group).toHaveClass('arco-menu-selected');
    const page = screen.getByRole('link', { name: '待审核' });
    expect(page).toHaveAttribute('aria-current', 'page');
    expect(page).toHaveClass('arco-menu-item', 'arco-menu-selected');
    expect(screen.getByRole('link', { name: '待支付' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '配置管理' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: '费率配置' })).toBeNull();
  });

  it('expands and folds a group with the mouse', async () => {
    renderMenu('/index');
    const group = screen.getByRole('button', { name: '配置管理' });
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const content = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(within(content).getByRole('link', { name: '费率配置' })).toBeVisible();
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(content).not.toBeVisible();
  });

  it('navigates in the app on a plain click, leaves a modified click to the browser', async () => {
    const onNavigate = renderMenu('/Dispatchletter/waitshenhe');
    const link = screen.getByRole('link', { name: '工作台' });
    expect(link).toHaveAttribute('href', '/index');
    await userEvent.click(screen.getByRole('link', { name: '待支付' }));
    expect(onNavigate).toHaveBeenCalledWith('/Dispatchletter/waitpay');
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('is used from the keyboard: Tab to a group, Enter opens it, Tab to an entry, Enter follows it', async () => {
    const onNavigate = renderMenu('/index');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: '工作台' })).toHaveFocus();
    // The folded 订单管理's entries are hidden, out of the tab order.
    await user.tab();
    await user.tab();
    const group = screen.getByRole('button', { name: '配置管理' });
    expect(group).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: '费率配置' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/config/premium');
  });

  it('collapsed: titles on every entry, a group opens beside the sidebar and closes on Escape', async () => {
    const onNavigate = renderMenu('/Dispatchletter/waitshenhe', true);
    expect(document.querySelector('.arco-menu')).toHaveClass('arco-menu-collapse');
    expect(screen.getByRole('link', { name: '工作台' })).toHaveAttribute('title', '工作台');
    const group = screen.getByRole('button', { name: '订单管理' });
    expect(group).toHaveAttribute('title', '订单管理');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveClass('arco-menu-pop-header', 'arco-menu-selected');
    expect(screen.queryByRole('link', { name: '待审核' })).toBeNull();

    const user = userEvent.setup();
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '待审核' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();

    await user.keyboard('{Enter}');
    fireEvent.click(screen.getByRole('link', { name: '待支付' }));
    expect(onNavigate).toHaveBeenCalledWith('/Dispatchletter/waitpay');
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapsed: a mouse resting on a group opens it, a click keeps it open, leaving closes it', async () => {
    renderMenu('/index', true);
    const group = screen.getByRole('button', { name: '配置管理' });
    const user = userEvent.setup();
    await user.hover(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });
});
