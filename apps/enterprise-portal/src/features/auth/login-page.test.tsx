// The log-in page through the real api-client transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { renderRoutes } from '@bht/vitest-config/render-routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let stub: ApiStubServer;

beforeAll(async () => {
  stub = await startApiStub({
    '/api/config/getContact': {
      data: { wc_tel: '400-800-1234', wc_wechatewm: '', wc_kfqq: 'https://kf.example.com' },
    },
    '/api/enterprise/login': { status: 400, code: 0, msg: '账号或密码错误，还可尝试 4 次' },
  });
  window.__BHT_CONFIG__ = { apiBase: stub.url };
});
afterAll(() => stub.close());

async function renderLogin() {
  const { Providers } = await import('../../app/providers');
  const { default: LoginPage } = await import('./login-page');
  renderRoutes(Providers, [{ path: '/login', element: <LoginPage /> }], '/login?redirect=%2Findex');
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
});
