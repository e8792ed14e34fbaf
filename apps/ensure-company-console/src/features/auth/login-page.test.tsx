// The console log-in through the real transport: a failed log-in shows the server's message,
// a successful one stores the token cookie and returns to ?redirect=. The log-in remembers which
// kind of account it was, so the session loads with that kind's call only: a company account's
// from getInfo, a platform operator's from platform/getInfo (no company call answering 403).
import { clearToken } from '@bht/auth-guard';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { renderRoutes } from '@bht/vitest-config/render-routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let stub: ApiStubServer;
const token = 'c'.repeat(40);
const LOCKED = '账号已锁定，请输入发送至 139****0001 的短信验证码解锁，或 15 分钟后再试';

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/login': (body) =>
      body.startsWith('account=locked_user&') && !body.includes('&code=')
        ? { status: 429, code: -3, msg: LOCKED }
        : !body.includes('password=Demo%401234')
          ? { status: 400, code: 0, msg: '账号或密码错误' }
          : body.startsWith('account=platform_ops&')
            ? {
                data: {
                  token,
                  expires_at: 1_900_000_000,
                  account: {
                    id: 1,
                    account: 'platform_ops',
                    name: '平台运营',
                    auth_json: '平台运营',
                  },
                  logo: '',
                },
              }
            : {
                data: {
                  token,
                  expires_at: 1_900_000_000,
                  account: { id: 1, account: 'xinda_admin', name: '管理员', auth_json: '*' },
                  logo: '',
                },
              },
    '/api/sms/send': { data: { expires_in: 300, resend_in: 60 } },
    '/api/platform/getInfo': {
      data: {
        account: { id: 1, account: 'platform_ops', name: '平台运营', auth_json: '平台运营' },
        pending: { enterprise: 0, company: 0 },
      },
    },
    '/api/ensure_company/getInfo': {
      data: {
        account: {
          id: 1,
          account: 'xinda_admin',
          name: '管理员',
          mobile: '13900000001',
          auth_json: '*',
          is_reset_password: 1,
          last_login_time: null,
        },
        company: {
          id: 1,
          name: '信达融资担保有限公司',
          type_id: 1,
          type_name: '融资担保公司',
          area_id: 1,
          area_name: '南京市',
          logo: '',
          intro: '',
          premium_rate: '0.0150',
          min_premium: '300.00',
          status: 1,
          contact: '王经理',
          tel: '025-84000000',
          address: '南京市建邺区',
          seal_image: '',
          pay_config_enabled: 1,
          auth_status: 2,
        },
        wait_read_message: 0,
      },
    },
  });
  window.__BHT_CONFIG__ = { apiBase: stub.url };
});
afterAll(() => stub.close());
beforeEach(() => {
  clearToken(); // each test starts logged out
  stub.seen.length = 0;
});

/** The session calls made so far, as `METHOD path`. */
/** `METHOD /path` of each session call, without its query. */
const sessionCalls = () =>
  stub.seen.map((s) => s.split(' ', 2).join(' ')).filter((s) => s.endsWith('/getInfo'));

async function renderLogin() {
  const { Providers } = await import('../../app/providers');
  const { default: LoginPage } = await import('./login-page');
  renderRoutes(
    Providers,
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/Dispatchletter/waitshenhe', element: <p>待审核列表</p> },
    ],
    '/login?redirect=%2FDispatchletter%2Fwaitshenhe',
  );
}

async function submit(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('console LoginPage', () => {
  it('requires both fields', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
  });

  it('shows the server message on a wrong password', async () => {
    await renderLogin();
    await submit('xinda_admin', 'Wrong@123');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
  });

  it('keeps the token and returns to the redirect target', async () => {
    await renderLogin();
    await submit(' xinda_admin ', 'Demo@1234');
    expect(await screen.findByText('待审核列表')).toBeInTheDocument();
    expect(document.cookie).toContain(`token=${token}`);
    await waitFor(() =>
      expect(
        stub.seen.some((s) => s.startsWith('POST /api/ensure_company/login account=xinda_admin&')),
      ).toBe(true),
    );
    // The session reloads with the new token (spec: getInfo is a GET), sent in the header.
    await waitFor(() =>
      expect(stub.lastAuthorization('/api/ensure_company/getInfo')).toBe(`Bearer ${token}`),
    );
  });

  it('loads a company account’s session from the company call only', async () => {
    await renderLogin();
    await submit('xinda_admin', 'Demo@1234');
    expect(await screen.findByText('待审核列表')).toBeInTheDocument();
    await waitFor(() => expect(sessionCalls()).toEqual(['GET /api/ensure_company/getInfo']));
  });

  it('loads a platform operator’s session from the operator call only', async () => {
    await renderLogin();
    await submit('platform_ops', 'Demo@1234');
    expect(await screen.findByText('待审核列表')).toBeInTheDocument();
    await waitFor(() => expect(sessionCalls()).toEqual(['GET /api/platform/getInfo']));
  });

  it('unlocks a locked account: the bound mobile, its code, then the log-in with the code', async () => {
    await renderLogin();
    await submit('locked_user', 'Demo@1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入账号绑定的手机号');
    fireEvent.change(screen.getByLabelText('绑定手机号'), { target: { value: '13900000001' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发$/ })).toBeDisabled();
    expect(stub.seen).toContain('POST /api/sms/send mobile=13900000001&scene=unlock');
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('待审核列表')).toBeInTheDocument();
    expect(stub.seen).toContain(
      'POST /api/ensure_company/login account=locked_user&password=Demo%401234&code=654321',
    );
  });
});
