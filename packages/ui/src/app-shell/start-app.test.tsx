// startApp: the light log-in screen for an anonymous /login, the whole app otherwise, and the
// hand-over from the one to the other (token kept, URL moved, app shown in place).
import { clearToken, getToken, setToken } from '@bht/auth-guard';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginNavigation } from '../auth/login-navigation';
import { startApp } from './start-app';

/** The whole app stand-in: shows where it was opened. */
function App() {
  return <p>整个应用 {window.location.pathname + window.location.search}</p>;
}

function Login({ Link, finish }: LoginNavigation) {
  return (
    <main>
      <input aria-label="账号" />
      <button type="button" onClick={() => void finish('new-token')}>
        登录
      </button>
      <Link to="/register">注册企业账号</Link>
    </main>
  );
}

let container: HTMLElement;
const app = vi.fn(async () => ({ default: App }));
const login = vi.fn(async () => ({ default: Login }));

async function start(url: string) {
  window.history.replaceState(null, '', url);
  await act(() => startApp({ login, app, container }));
}

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  app.mockClear();
  login.mockClear();
});
afterEach(() => {
  clearToken();
  container.remove();
});

describe('startApp', () => {
  it('shows an anonymous /login the light screen without loading the app', async () => {
    await start('/login?redirect=%2Findex');
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(app).not.toHaveBeenCalled();
  });

  it('starts fetching the app once the visitor focuses the form', async () => {
    await start('/login');
    fireEvent.focusIn(screen.getByLabelText('账号'));
    expect(app).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/整个应用/)).not.toBeInTheDocument();
  });

  it('after log-in keeps the token and opens the app at the redirect target in place', async () => {
    await start('/login?redirect=%2FmyLetter%2FmyLetter%3Ftab%3D2');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('整个应用 /myLetter/myLetter?tab=2')).toBeInTheDocument();
    expect(getToken()).toBe('new-token');
    expect(window.history.length).toBe(entries);
  });

  it('ignores a redirect to another site', async () => {
    await start('/login?redirect=%2F%2Fevil.example.com');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('整个应用 /')).toBeInTheDocument();
  });

  it('a link opens the app at its path as a new history entry', async () => {
    await start('/login');
    const entries = window.history.length;
    const link = screen.getByRole('link', { name: '注册企业账号' });
    expect(link).toHaveAttribute('href', '/register');
    fireEvent.click(link);
    expect(await screen.findByText('整个应用 /register')).toBeInTheDocument();
    expect(window.history.length).toBe(entries + 1);
  });

  it('a logged-in /login goes to the app, whose guard sends it on', async () => {
    setToken('old-token');
    await start('/login');
    expect(await screen.findByText('整个应用 /login')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('every other path opens the app directly', async () => {
    await start('/register');
    await waitFor(() => expect(screen.getByText('整个应用 /register')).toBeInTheDocument());
    expect(login).not.toHaveBeenCalled();
  });

  it('falls back to the app when the log-in screen cannot load', async () => {
    login.mockRejectedValueOnce(new Error('offline'));
    await start('/login');
    expect(await screen.findByText('整个应用 /login')).toBeInTheDocument();
  });
});
