// The log-in page against a real local HTTP server (the API's envelope), inside the app's providers.
import { createServer, type Server } from 'node:http';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

let server: Server;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${body}`);
      res.setHeader('content-type', 'application/json');
      res.setHeader('access-control-allow-origin', '*');
      if (req.url?.startsWith('/api/config/getContact')) {
        res.end(JSON.stringify({ code: 1, msg: '', data: { wc_tel: '400-800-1234', wc_wechatewm: '', wc_kfqq: 'https://kf.example.com' } }));
      } else {
        res.statusCode = 400;
        res.end(JSON.stringify({ code: 0, msg: '账号或密码错误，还可尝试 4 次', data: null }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  window.__BHT_CONFIG__ = { apiBase: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function renderLogin() {
  const { Providers } = await import('../../app/providers');
  const { default: LoginPage } = await import('./login-page');
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login?redirect=%2Findex'] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('LoginPage', () => {
  it('shows the contact widget from the API', async () => {
    await renderLogin();
    expect(await screen.findByRole('link', { name: '400-800-1234' })).toHaveAttribute('href', 'tel:400-800-1234');
  });

  it('validates the fields, posts the trimmed account and shows the server message', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: ' 13800000001 ' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Wrong@123' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误，还可尝试 4 次');
    await waitFor(() => expect(seen.some((s) => s.startsWith('POST /api/enterprise/login account=13800000001&password=Wrong%40123'))).toBe(true));
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/index', '/index'],
    ['/myLetter/detail?sn=1', '/myLetter/detail?sn=1'],
    ['//evil.example.com', '/'],
    ['https://evil.example.com', '/'],
    [null, '/'],
  ])('%j → %j', async (input, output) => {
    const { safeRedirect } = await import('./login-page');
    expect(safeRedirect(input)).toBe(output);
  });
});
