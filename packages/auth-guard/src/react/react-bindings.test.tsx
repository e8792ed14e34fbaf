import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { GuardUserInfo } from '../decide-navigation';
import { GUARD_MESSAGES } from '../messages';
import { testTable } from '../test-table';
import { clearToken, getToken, setToken } from '../token';
import {
  PermissionGate,
  RequireAuth,
  SessionProvider,
  useGuardedMenu,
  type LoadedSession,
} from './index';

const approved: GuardUserInfo = {
  account: '13800000001',
  auth_status: 2,
  is_reset_password: 1,
  enterprise_account: { is_master: 1 },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Menu() {
  const menu = useGuardedMenu(testTable);
  return (
    <ul>
      {menu
        .flatMap((g) => g.items)
        .map((i) => (
          <li key={i.path}>{i.title}</li>
        ))}
    </ul>
  );
}

function renderAt(
  path: string,
  load: () => Promise<LoadedSession>,
  onMessage = vi.fn(),
  app: 'enterprise' | 'console' = 'enterprise',
) {
  render(
    <SessionProvider loadSession={load}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <RequireAuth
                table={testTable}
                app={app}
                forbidden={<p>403 没有权限</p>}
                pending={<p>加载中</p>}
                onMessage={onMessage}
                viewportWidth={1280}
              >
                <Where />
                <Menu />
                <PermissionGate permission="gonggao" fallback={<span>无公告权限</span>}>
                  <span>公告按钮</span>
                </PermissionGate>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return onMessage;
}

describe('React bindings', () => {
  afterEach(() => clearToken());

  it('sends an anonymous visitor to /login with the redirect param', async () => {
    renderAt('/myLetter/myLetter?page=2', () => Promise.reject(new Error('unused')));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/login?redirect=%2FmyLetter%2FmyLetter%3Fpage%3D2',
    );
  });

  it('shows the pending element, then the page with a filtered menu and gate', async () => {
    setToken('tok');
    renderAt(
      '/myLetter/myLetter',
      async () => ({ userInfo: approved, authJson: 'dingdan,待审核' }),
      vi.fn(),
      'console',
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/myLetter/myLetter');
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.queryByText('公告管理')).not.toBeInTheDocument();
    expect(screen.getByText('无公告权限')).toBeInTheDocument();
  });

  it('renders the forbidden element on 403', async () => {
    setToken('tok');
    renderAt(
      '/notice/list',
      async () => ({ userInfo: approved, authJson: 'dingdan' }),
      vi.fn(),
      'console',
    );
    expect(await screen.findByText('403 没有权限')).toBeInTheDocument();
  });

  it('fires the guard message once and redirects', async () => {
    setToken('tok');
    const onMessage = renderAt('/myLetter/myLetter', async () => ({
      userInfo: { ...approved, auth_status: 0 },
      authJson: '*',
    }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/firm/one/duty');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({
      level: 'warning',
      text: GUARD_MESSAGES.completeAuthenticationFirst,
    });
  });

  it('a failed user-info call clears the token and returns to login', async () => {
    setToken('tok');
    renderAt('/index', () => Promise.reject(new Error('Has Error')));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Findex'),
    );
    expect(getToken()).toBeUndefined();
  });

  const cutOff = () => Object.assign(new Error('网络连接失败，请稍后重试'), { httpStatus: null });

  it('tries a user-info call that never reached the server once more before giving the session up', async () => {
    setToken('tok');
    const load = vi
      .fn<() => Promise<LoadedSession>>()
      .mockRejectedValueOnce(cutOff())
      .mockResolvedValue({ userInfo: approved, authJson: '*' });
    renderAt('/index', load);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/index'), {
      timeout: 3000,
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(getToken()).toBe('tok');
  });

  it('gives the session up when the retry cannot reach the server either', async () => {
    setToken('tok');
    const load = vi.fn<() => Promise<LoadedSession>>().mockRejectedValue(cutOff());
    renderAt('/index', load);
    await waitFor(
      () => expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Findex'),
      { timeout: 3000 },
    );
    expect(load).toHaveBeenCalledTimes(2);
    expect(getToken()).toBeUndefined();
  });
});
