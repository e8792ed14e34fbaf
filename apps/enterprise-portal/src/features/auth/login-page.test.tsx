// The log-in page through the real api-client transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { renderRoutes } from '@bht/vitest-config/render-routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let stub: ApiStubServer;

const LOCKED = '账号已锁定，请输入发送至 138****0009 的短信验证码解锁，或 15 分钟后再试';
/** The locked account: refused with code -3 until the code comes with it. */
const loginOf13800000009 = (body: string) =>
  body.includes('code=123456')
    ? {
        data: {
          token: 'token-unlocked-0123456789',
          expires_at: 2000000000,
          account: { id: 9, account: '13800000009', name: '王九', auth_json: '*' },
          logo: '',
        },
      }
    : { status: 429, code: -3, msg: LOCKED };

beforeAll(async () => {
  stub = await startApiStub({
    '/api/config/getContact': {
      data: { wc_tel: '400-800-1234', wc_wechatewm: '', wc_kfqq: 'https://kf.example.com' },
    },
    '/api/enterprise/login': (body) =>
      body.includes('account=13800000009')
        ? loginOf13800000009(body)
        : { status: 400, code: 0, msg: '账号或密码错误，还可尝试 4 次' },
    '/api/sms/send': { data: { expires_in: 300, resend_in: 60 } },
  });
  window.__BHT_CONFIG__ = { apiBase: stub.url };
});
afterAll(() => stub.close());

async function renderLogin() {
  const { Providers } = await import('../../app/providers');
  const { default: LoginPage } = await import('./login-page');
  renderRoutes(
    Providers,
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/index', element: <p>index page</p> },
    ],
    '/login?redirect=%2Findex',
  );
}

describe('LoginPage', () => {
  it('shows the contact widget from the API', async () => {
    await renderLogin();
    expect(await screen.findByRole('link', { name: '400-800-1234' })).toHaveAttribute(
      'href',
      'tel:400-800-1234',
    );
  });

  it('validates the fields, posts the trimmed account and shows the server message', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: ' 13800000001 ' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Wrong@123' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误，还可尝试 4 次');
    await waitFor(() =>
      expect(
        stub.seen.some((s) =>
          s.startsWith('POST /api/enterprise/login account=13800000001&password=Wrong%40123'),
        ),
      ).toBe(true),
    );
  });

  it('asks a locked account for the unlock code, texts it to the mobile and logs in with it', async () => {
    await renderLogin();
    expect(screen.queryByLabelText('短信验证码')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000009' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Demo@1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);

    // The code is required now; 获取验证码 texts it (scene unlock) and counts down.
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^\d+ 秒后重发$/ })).toBeDisabled();
    expect(stub.seen).toContainEqual(
      expect.stringMatching(/^POST \/api\/sms\/send mobile=13800000009&scene=unlock$/),
    );

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(stub.seen).toContainEqual(
        expect.stringMatching(
          /^POST \/api\/enterprise\/login account=13800000009&password=Demo%401234&code=123456$/,
        ),
      ),
    );
    await waitFor(() => expect(document.cookie).toContain('token=token-unlocked-0123456789'));
  });
});
