// Screen tests' set-up (each DOM package's vitest config): Arco's Message loaded before a file's
// tests, so a toast shows at once, as in a browser after the first one, and `closeOverlays` clears
// it at the end of its test instead of it appearing in the next.
import { beforeAll } from 'vitest';
import { loadToasts } from './toast';

// Awaited without returning it: what a beforeAll hook resolves to, vitest calls as its teardown.
beforeAll(async () => {
  await loadToasts();
});
