import { guardedRoutes } from '@bht/auth-guard/react';
import { ForbiddenRoute, showError, showWarning } from '@bht/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

const Shell = lazy(() => import('./shell'));

function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Shell>{children}</Shell>
    </Suspense>
  );
}

export const router = createBrowserRouter(
  guardedRoutes({
    table: routes,
    app: 'enterprise',
    Layout,
    placeholder: () => import('@bht/ui').then((m) => ({ default: m.PlaceholderRoute })),
    forbidden: <ForbiddenRoute />,
    onMessage: ({ level, text }) => (level === 'error' ? showError(text) : showWarning(text)),
  }),
);
