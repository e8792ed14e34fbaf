// /forgetpass through the real transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pointAtStub, renderPage } from './testing';

let stub: ApiStubServer;

beforeAll(async () => {
  stub = await startApiStub({
    '/api/sms/send': (body) =>
      body.includes('mobile=13900000009')
        ? {
            status: 404,
            code: 0,
            msg: '该手机号未绑定机构账号',
            data: { fields: { mobile: '该手机号未绑定机构账号' } },
          }
        : { data: { expires_in: 300, resend_in: 60 } },
    '/api/ensure_company/resetPassword': { data: null },
  });
  pointAtStub(stub.url, { loggedIn: false });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function renderIt() {
  const { default: Page } = await import('./forget-password-page');
  await renderPage('/forgetpass', <Page />, { '/login': <p>登录页</p> });
  await screen.findByLabelText('绑定手机号');
}

describe('console ForgetPasswordPage', () => {
  it('sends the code, resets the password and offers to log in', async () => {
    await renderIt();
    type('绑定手机号', '13900000001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(
      stub.seen.some((s) =>
        s.startsWith('POST /api/sms/send mobile=13900000001&scene=forget_password'),
      ),
    ).toBe(true);
    type('短信验证码', '123456');
    type('新密码', 'New@2026pw');
    type('确认密码', 'New@2026pw');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    expect(
      stub.seen.some((s) =>
        s.startsWith(
          'POST /api/ensure_company/resetPassword mobile=13900000001&code=123456&password=New%402026pw',
        ),
      ),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(await screen.findByText('登录页')).toBeInTheDocument();
  });

  it('shows an unknown mobile on its field and keeps the send button available', async () => {
    await renderIt();
    type('绑定手机号', '13900000009');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号未绑定机构账号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
