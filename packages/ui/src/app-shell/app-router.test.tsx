// The apps' routes: while the first page's module loads they show a loading state; a later
// navigation keeps the page on screen until the next page has loaded.
import { clearToken, setToken } from '@bht/auth-guard';
import { BrowserRouter, Link } from 'react-router-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { createAppRoutes } from './app-router';

/** A page module that loads when the test says so. */
function heldPage(draw: (title: string) => ReactNode) {
  let loaded!: () => void;
  const page = new Promise<void>((resolve) => (loaded = resolve)).then(() => ({
    default: ({ title }: { title: string }) => draw(title),
  }));
  return { page: () => page, loaded: () => act(loaded) };
}

describe('createAppRoutes', () => {
  afterEach(() => clearToken());

  it('shows a loading state while the first page loads, then keeps each page until the next has loaded', async () => {
    const login = heldPage((title) => (
      <>
        <h1>{title}</h1>
        <Link to="/register">去注册</Link>
      </>
    ));
    const register = heldPage((title) => <h1>{title}</h1>);
    window.history.replaceState(null, '', '/login');
    const AppRoutes = createAppRoutes({
      routes: [
        { path: '/login', title: '登录', public: true, page: login.page },
        { path: '/register', title: '注册', public: true, page: register.page },
      ],
      app: 'enterprise',
      shell: async () => ({ default: ({ children }) => <>{children}</> }),
    });
    render(
      <AppProviders loadSession={() => Promise.reject(new Error('anonymous'))}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('status', { name: '页面加载中' })).toBeInTheDocument();
    await login.loaded();
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: '去注册' }));
    expect(window.location.pathname).toBe('/register');
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '页面加载中' })).not.toBeInTheDocument();
    await register.loaded();
    expect(await screen.findByRole('heading', { name: '注册' })).toBeInTheDocument();
  });

  it('starts loading a logged-in first page and the shell while the session still loads', () => {
    const page = vi.fn(() => new Promise<never>(() => {}));
    const shell = vi.fn(() => new Promise<never>(() => {}));
    setToken('session-token');
    window.history.replaceState(null, '', '/index?tab=1');
    const AppRoutes = createAppRoutes({
      routes: [
        { path: '/login', title: '登录', public: true, page: vi.fn() },
        { path: '/index', title: '首页', page },
      ],
      app: 'enterprise',
      shell,
    });
    render(
      <AppProviders loadSession={() => new Promise<never>(() => {})}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );
    expect(screen.queryByRole('status', { name: '页面加载中' })).not.toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(1);
    expect(shell).toHaveBeenCalledTimes(1);
  });
});
