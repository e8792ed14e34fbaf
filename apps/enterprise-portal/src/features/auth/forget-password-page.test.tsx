// /forgetpass through the real api-client transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodiesOf, renderRoutes } from './test-fixtures';

let stub: ApiStubServer;
let ForgetPasswordPage: ComponentType<{ title?: string }>;
let resetReplies: Array<{ status?: number; code?: number; msg?: string; data?: unknown }> = [];

beforeAll(async () => {
  stub = await startApiStub({
    '/api/sms/send': (body) =>
      body.includes('13900000000')
        ? {
            status: 400,
            code: 0,
            msg: '该手机号未注册',
            data: { fields: { mobile: '该手机号未注册' } },
          }
        : { data: { expires_in: 300, resend_in: 60 } },
    '/api/enterprise/forgetPassword': () =>
      resetReplies.shift() ?? { status: 500, code: 0, msg: '意外的请求' },
  });
  window.__BHT_CONFIG__ = { apiBase: stub.url };
  ForgetPasswordPage = (await import('./forget-password-page')).default;
});
afterAll(() => stub.close());

const renderPage = () =>
  renderRoutes(
    [
      { path: '/forgetpass', element: <ForgetPasswordPage /> },
      { path: '/login', element: <p>登录页</p> },
    ],
    '/forgetpass',
  );
const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.arco-form-item') as HTMLElement;

describe('ForgetPasswordPage', () => {
  it('shows the send failure on the mobile field and does not start the countdown', async () => {
    await renderPage();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await within(itemOf('手机号')).findByText('该手机号未注册')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('checks the fields, shows the server message, then resets and offers 去登录', async () => {
    resetReplies = [{ status: 400, code: 0, msg: '新密码不能与原密码相同' }, { data: null }];
    const router = await renderPage();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(bodiesOf(stub.seen, '/api/sms/send')).toContain(
      'mobile=13800000001&scene=forget_password',
    );

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码须为 8-20 位，且同时包含字母和数字')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'NewPass123' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'NewPass123' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('新密码不能与原密码相同');

    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    expect(bodiesOf(stub.seen, '/api/enterprise/forgetPassword')).toEqual([
      'mobile=13800000001&code=123456&password=NewPass123',
      'mobile=13800000001&code=123456&password=NewPass123',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
