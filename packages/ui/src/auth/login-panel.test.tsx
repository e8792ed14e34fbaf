// LoginPanel's own controls (field errors and the server message are covered by its stories):
// the password visibility toggle and a single submission while one is in flight.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPanel, type LoginPanelProps } from './login-panel';

function renderPanel(onSubmit = vi.fn<LoginPanelProps['onSubmit']>(async () => undefined)) {
  render(<LoginPanel title="保函通 · 登录" accountLabel="手机号" onSubmit={onSubmit} />);
  return onSubmit;
}

describe('LoginPanel', () => {
  it('shows and hides the password', () => {
    renderPanel();
    const password = screen.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('marks the fields invalid with their messages and submits once while busy', async () => {
    const onSubmit = renderPanel(
      vi.fn<LoginPanelProps['onSubmit']>(() => new Promise<void>(() => undefined)),
    );
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号');

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Demo@1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('button', { name: '登录' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ account: '13800000001', password: 'Demo@1234' });
  });
});
