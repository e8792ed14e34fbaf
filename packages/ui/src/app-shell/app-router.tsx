// One browser router per app, built from its route table: every path guarded, every page lazy,
// the logged-in shell itself lazy so /login never loads it.
import { guardedRoutes, type AppRoute } from '@bht/auth-guard/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { showError, showWarning } from '../feedback/toast';
import { ForbiddenRoute } from '../page/route-pages';

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
      placeholder: () => import('../page/route-pages').then((m) => ({ default: m.PlaceholderRoute })),
      forbidden: <ForbiddenRoute />,
      onMessage: ({ level, text }) => (level === 'error' ? showError(text) : showWarning(text)),
    }),
  );
}
