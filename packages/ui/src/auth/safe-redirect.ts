// Where a successful log-in continues: ?redirect= when it is a same-site path (no open redirect),
// else home, where the guard applies its rules. Router-free, so the light log-in can use it.
import { isSameSitePath } from '@bht/auth-guard';

/** Only same-site paths are followed after log-in (the guard's rule). */
export function safeRedirect(target: string | null): string {
  return isSameSitePath(target) ? target : '/';
}
