// One browser router per app, built from its route table: every path guarded, every page lazy,
// the logged-in shell and the 403 page lazy too, so /login loads neither.
import { guardedRoutes, type AppRoute } from '@bht/auth-guard/react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { showError, showWarning } from '../feedback/toast';

const routePages = () => import('../page/route-pages');
const ForbiddenRoute = lazy(() => routePages().then((m) => ({ default: m.ForbiddenRoute })));

/** The 404 page for a route table entry (`page: notFoundPage`), loaded only when shown. */
export const notFoundPage = () => routePages().then((m) => ({ default: m.NotFoundRoute }));

export interface AppRouterOptions {
  routes: readonly AppRoute[];
  app: 'enterprise' | 'console';
  shell: () => Promise<{ default: ComponentType<{ children: ReactNode }> }>;
}

export function createAppRouter({ routes, app, shell }: AppRouterOptions) {
  const Shell = lazy(shell);
  function Layout({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <Shell>{children}</Shell>
      </Suspense>
    );
  }
  return createBrowserRouter(
    guardedRoutes({
      table: routes,
      app,
      Layout,
      placeholder: () => routePages().then((m) => ({ default: m.PlaceholderRoute })),
      hydrateFallback: (
        <div
          role="status"
          aria-label="页面加载中"
          style={{ padding: '48px 0', textAlign: 'center' }}
        >
          <Spin />
        </div>
      ),
      forbidden: (
        <Suspense fallback={null}>
          <ForbiddenRoute />
        </Suspense>
      ),
      onMessage: ({ level, text }) => (level === 'error' ? showError(text) : showWarning(text)),
    }),
  );
}
