// One route tree per app, built from its route table: every path guarded, every page lazy, the
// logged-in shell and the 403 page lazy too, so /login loads neither. The app renders it inside a
// BrowserRouter: react-router's declarative mode, about half the JS of its data router, whose
// loaders and actions the apps never used (docs/benchmarks.md). A navigation is a transition, so
// the page on screen stays until the next one has loaded.
import { findRoute } from '@bht/auth-guard';
import { guardedRoutes, type AppRoute } from '@bht/auth-guard/react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { showError, showWarning } from '../feedback/toast';

const routePages = () => import('../page/route-pages');
const ForbiddenRoute = lazy(() => routePages().then((m) => ({ default: m.ForbiddenRoute })));

/** The 404 page for a route table entry (`page: notFoundPage`), loaded only when shown. */
export const notFoundPage = () => routePages().then((m) => ({ default: m.NotFoundRoute }));

export interface AppRoutesOptions {
  routes: readonly AppRoute[];
  app: 'enterprise' | 'console';
  shell: () => Promise<{ default: ComponentType<{ children: ReactNode }> }>;
}

/**
 * Starts downloading the first page's module, and the shell for a logged-in page, while the session
 * loads: otherwise the guard waits for the session, the shell for the guard, and the page for the
 * shell, each download after the one before. A later import of the same module is served from the
 * browser's module map. A failed download is left to the page's own import, which reports it.
 */
function preloadFirstPage(
  routes: readonly AppRoute[],
  shell: AppRoutesOptions['shell'],
  path: string,
) {
  const route = findRoute(routes, path);
  if (!route) return;
  void route.page?.().catch(() => undefined);
  if (!route.public) void shell().catch(() => undefined);
}

/** The app's routes as a component, to render inside a BrowserRouter. */
export function createAppRoutes({ routes, app, shell }: AppRoutesOptions): ComponentType {
  const Shell = lazy(shell);
  function Layout({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <Shell>{children}</Shell>
      </Suspense>
    );
  }
  const tree = guardedRoutes({
    table: routes,
    app,
    Layout,
    placeholder: () => routePages().then((m) => ({ default: m.PlaceholderRoute })),
    pageLoading: (
      <div role="status" aria-label="页面加载中" style={{ padding: '48px 0', textAlign: 'center' }}>
        <Spin />
      </div>
    ),
    forbidden: (
      <Suspense fallback={null}>
        <ForbiddenRoute />
      </Suspense>
    ),
    onMessage: ({ level, text }) => (level === 'error' ? showError(text) : showWarning(text)),
  });
  let preloaded = false;
  return function AppRoutes() {
    const { pathname } = useLocation();
    if (!preloaded) {
      preloaded = true;
      preloadFirstPage(routes, shell, pathname);
    }
    return useRoutes(tree);
  };
}
