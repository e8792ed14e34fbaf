// Each app's entry (main.tsx) calls startApp. It decides, before anything heavy loads, what the
// first screen needs: a visitor without a token on /login gets the light log-in screen (React,
// the form and the API client only); everyone else gets the whole app (router, query cache,
// session, guard, Arco's provider and the shell), imported lazily. From the light screen, a
// log-in or a link opens the whole app in place at the target path. See docs/benchmarks.md.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '../provider/accessible-text.css';
import { getToken, normalizePath, setToken } from '@bht/auth-guard';
import { StrictMode, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LoginNavigation } from '../auth/login-navigation';
import { safeRedirect } from '../auth/safe-redirect';

export interface StartAppOptions {
  /** The app's log-in screen, which must not need the router or the query cache. */
  login: () => Promise<{ default: ComponentType<LoginNavigation> }>;
  /** The whole app; it must read the URL when it first renders, not when imported. */
  app: () => Promise<{ default: ComponentType }>;
  container?: HTMLElement;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export async function startApp({
  login,
  app,
  container = document.getElementById('root')!,
}: StartAppOptions): Promise<void> {
  const root = createRoot(container);
  const show = (screen: ReactNode) => root.render(<StrictMode>{screen}</StrictMode>);

  /** Shows the whole app, first moving the URL to `path` (a new history entry or in place). */
  async function openApp(path?: string, mode: 'push' | 'replace' = 'push'): Promise<void> {
    let App: ComponentType;
    try {
      App = (await app()).default;
    } catch {
      // The app's files could not load (offline, or a new deployment replaced them): a full page
      // load of the target fetches the current index.html and its files.
      window.location.assign(path ?? window.location.href);
      return;
    }
    if (path) window.history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', path);
    show(<App />);
  }

  if (normalizePath(window.location.pathname) !== '/login' || getToken()) return openApp();

  function AppLink({ to, children }: { to: string; children: ReactNode }) {
    const open = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void openApp(to);
    };
    return (
      <a href={to} onClick={open}>
        {children}
      </a>
    );
  }

  const finish = (token: string) => {
    setToken(token);
    return openApp(
      safeRedirect(new URLSearchParams(window.location.search).get('redirect')),
      'replace',
    );
  };

  // The app is only needed once the visitor acts: fetch it when they start filling in the form,
  // so it is ready by the time they submit.
  const prefetch = () => void app().catch(() => undefined);
  container.addEventListener('focusin', prefetch, { once: true });
  container.addEventListener('pointerdown', prefetch, { once: true });

  const Login = await login().then(
    (module) => module.default,
    () => null,
  );
  if (!Login) return openApp();
  show(<Login Link={AppLink} finish={finish} />);
}
