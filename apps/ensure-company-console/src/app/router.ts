import { createAppRouter } from '@bht/ui';
import { routes } from './routes';

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The browser router, created on first use rather than on import: the light log-in screen may
 * import the app early (prefetch) and move the URL before the app shows.
 */
export function getRouter() {
  router ??= createAppRouter({ routes, app: 'console', shell: () => import('./shell') });
  return router;
}
