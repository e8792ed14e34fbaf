// The shared 3-step flow (/code, /recode, /tel) through the real api-client transport.
import { clearToken, setToken } from '@bht/auth-guard';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { InitialEntry } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodiesOf, renderRoutes, testUserInfo } from './test-fixtures';

const TOKEN = 'session-token-0123456789abcdef';
let stub: ApiStubServer;
let pages: Record<'code' | 'recode' | 'tel', ComponentType>;
let user = testUserInfo();
let changeReplies: StubReply[] = [];

beforeAll(async () => {
  stub = await startApiStub({
    '/api/enterprise/getUserInfo': () => ({ data: user }),
    '/api/sms/send': { data: { expires_in: 300, resend_in: 60 } },
    '/api/enterprise/verifyIdentity': (body) =>
      body.includes('code=123456')
        ? { data: { ticket: 'ticket-from-step-one', expires_in: 600 } }
        : {
            status: 400,
            code: 0,
            msg: '短信验证码错误',
            data: { fields: { code: '短信验证码错误' } },
          },
    '/api/enterprise/changePassword': () =>
      changeReplies.shift() ?? { status: 500, code: 0, msg: '意外的请求' },
    '/api/enterprise/changeMobile': () =>
      changeReplies.shift() ?? { status: 500, code: 0, msg: '意外的请求' },
  });
  window.__BHT_CONFIG__ = { apiBase: stub.url };
  pages = {
    code: (await import('./code-flow-page')).default,
    recode: (await import('./recode-flow-page')).default,
    tel: (await import('./tel-flow-page')).default,
  };
});
afterAll(() => stub.close());
afterEach(() => {
  clearToken();
  stub.seen.length = 0;
  changeReplies = [];
});

function renderFlow(flow: keyof typeof pages, paths: readonly string[], at: InitialEntry) {
  const Page = pages[flow];
  return renderRoutes(
    [
      ...paths.map((path) => ({ path, element: <Page /> })),
      { path: '/firm', element: <p>企业认证页</p> },
      { path: '/index', element: <p>用户中心页</p> },
      { path: '/login', element: <p>登录页</p> },
    ],
    at,
  );
}

const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('credential flow', () => {
  it('/code: verifies by SMS, passes the ticket to step 2 outside the URL, shows a step-2 failure, then finishes and refreshes the session', async () => {
    user = testUserInfo({ is_reset_password: 0 });
    setToken(TOKEN);
    changeReplies = [
      {
        status: 400,
        code: 0,
        msg: '身份验证已失效，请重新验证',
        data: { fields: { ticket: '身份验证已失效，请重新验证' } },
      },
      { data: null },
    ];
    const router = await renderFlow('code', ['/code/one', '/code/two', '/code/three'], '/code/one');

    expect(await screen.findByText('138****0005')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(form(bodiesOf(stub.seen, '/api/sms/send')[0]!)).toMatchObject({
      mobile: '13800000005',
      scene: 'change_password',
    });

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/code/one');

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByLabelText('新密码');
    expect(router.state.location.pathname).toBe('/code/two');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ ticket: 'ticket-from-step-one' });

    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Changed123' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'Changed123' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('身份验证已失效，请重新验证');
    expect(screen.getByRole('link', { name: '重新验证身份' })).toHaveAttribute('href', '/code/one');

    user = testUserInfo({ is_reset_password: 1 });
    const userInfoCalls = bodiesOf(stub.seen, '/api/enterprise/getUserInfo').length;
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/code/three');
    expect(bodiesOf(stub.seen, '/api/enterprise/changePassword').map(form)).toEqual([
      { ticket: 'ticket-from-step-one', password: 'Changed123' },
      { ticket: 'ticket-from-step-one', password: 'Changed123' },
    ]);
    await waitFor(() =>
      expect(bodiesOf(stub.seen, '/api/enterprise/getUserInfo').length).toBeGreaterThan(
        userInfoCalls,
      ),
    );

    const next = screen.getByRole('button', { name: '继续' });
    await waitFor(() => expect(next).not.toHaveClass('arco-btn-loading'));
    fireEvent.click(next);
    expect(await screen.findByText('企业认证页')).toBeInTheDocument();
  });

  it('step 2 without a ticket sends the user back to verify first', async () => {
    user = testUserInfo();
    setToken(TOKEN);
    const router = await renderFlow(
      'recode',
      ['/recode/reone', '/recode/retwo', '/recode/rethree'],
      '/recode/retwo',
    );
    expect(await screen.findByText('请先完成身份验证')).toBeInTheDocument();
    expect(screen.queryByLabelText('新密码')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去验证身份' }));
    await screen.findByText('138****0005');
    expect(router.state.location.pathname).toBe('/recode/reone');
  });

  it('/tel step 2: the new mobile gets its own SMS code, then the change is confirmed with the ticket', async () => {
    user = testUserInfo();
    setToken(TOKEN);
    changeReplies = [{ data: { mobile: '13900000077' } }];
    const paths = ['/tel/telone', '/tel/teltwo', '/tel/telthree'];
    await renderFlow('tel', paths, { pathname: '/tel/teltwo', state: { ticket: 'mobile-ticket' } });

    fireEvent.change(await screen.findByLabelText('新手机号'), {
      target: { value: '13900000077' },
    });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(form(bodiesOf(stub.seen, '/api/sms/send')[0]!)).toMatchObject({
      mobile: '13900000077',
      scene: 'new_mobile',
    });

    user = testUserInfo({ account: '13900000077' });
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '112233' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('手机号修改成功')).toBeInTheDocument();
    expect(form(bodiesOf(stub.seen, '/api/enterprise/changeMobile')[0]!)).toEqual({
      ticket: 'mobile-ticket',
      mobile: '13900000077',
      code: '112233',
    });
    expect(await screen.findByText(/登录手机号已变更为 13900000077/)).toBeInTheDocument();
  });

  it('/code without a session asks to log in first', async () => {
    await renderFlow('code', ['/code/one', '/code/two', '/code/three'], '/code/one');
    fireEvent.click(await screen.findByRole('button', { name: '去登录' }));
    expect(await screen.findByText('登录页')).toBeInTheDocument();
  });
});
