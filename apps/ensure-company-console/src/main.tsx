// The console's entry: only React and the start-up decision; the log-in screen or the whole app
// loads lazily (packages/ui/src/app-shell/start-app.tsx, docs/benchmarks.md).
import { startApp } from '@bht/ui/start-app';

void startApp({
  login: () => import('./features/auth/login-page-screen'),
  app: () => import('./app/app'),
});
