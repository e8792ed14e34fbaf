// /account/password and /account/mobile through the real transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from './testing';

let stub: ApiStubServer;

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/updatePassword': (body) =>
      body.includes('old_password=Wrong')
        ? {
            status: 400,
            code: 0,
            msg: '原密码不正确',
            data: { fields: { old_password: '原密码不正确' } },
          }
        : { data: null },
    '/api/sms/send': { data: { expires_in: 300, resend_in: 60 } },
    '/api/ensure_company/changeMobile': (body) =>
      body.includes('code=000000')
        ? {
            status: 400,
            code: 0,
            msg: '验证码错误',
            data: { fields: { code: '验证码错误或已过期' } },
          }
        : { data: { mobile: '13900000002' } },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ChangePasswordPage', () => {
  async function renderIt() {
    const { default: Page } = await import('./change-password-page');
    await renderPage('/account/password', <Page title="修改密码" />, {
      '/index': <p>工作台首页</p>,
    });
    await screen.findByLabelText('原密码');
  }

  it('checks the confirmation, then changes the password and returns to the workbench', async () => {
    await renderIt();
    type('原密码', 'Demo@1234');
    type('新密码', 'New@2026pw');
    type('确认密码', 'New@2026px');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    type('确认密码', 'New@2026pw');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('工作台首页')).toBeInTheDocument();
    expect(
      stub.seen.some((s) =>
        s.startsWith(
          'POST /api/ensure_company/updatePassword old_password=Demo%401234&password=New%402026pw',
        ),
      ),
    ).toBe(true);
  });

  it('shows a wrong current password on its field', async () => {
    await renderIt();
    type('原密码', 'Wrong@123');
    type('新密码', 'New@2026pw');
    type('确认密码', 'New@2026pw');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();
    expect(screen.queryByText('工作台首页')).toBeNull();
  });
});

describe('ChangeMobilePage', () => {
  async function renderIt() {
    const { default: Page } = await import('./change-mobile-page');
    await renderPage('/account/mobile', <Page title="修改手机号" />, {
      '/index': <p>工作台首页</p>,
    });
    expect(await screen.findByDisplayValue('139****0001')).toBeDisabled();
  }

  it('sends a code to the new mobile, changes it and reloads the session', async () => {
    await renderIt();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入新手机号')).toBeInTheDocument();
    type('新手机号', '13900000002');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(
      stub.seen.some((s) => s.startsWith('POST /api/sms/send mobile=13900000002&scene=new_mobile')),
    ).toBe(true);
    type('短信验证码', '123456');
    type('登录密码', 'Demo@1234');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('工作台首页')).toBeInTheDocument();
    expect(
      stub.seen.some((s) =>
        s.startsWith(
          'POST /api/ensure_company/changeMobile mobile=13900000002&code=123456&password=Demo%401234',
        ),
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(stub.seen.filter((s) => s.startsWith('GET /api/ensure_company/getInfo'))).toHaveLength(
        2,
      ),
    );
  });

  it('rejects the current number and shows a wrong code on its field', async () => {
    await renderIt();
    type('新手机号', '13900000001');
    type('短信验证码', '000000');
    type('登录密码', 'Demo@1234');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('新手机号不能与当前手机号相同')).toBeInTheDocument();
    type('新手机号', '13900000003');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
  });
});
