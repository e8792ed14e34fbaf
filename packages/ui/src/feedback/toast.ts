// Toasts with the spec's durations: errors 5 s, warnings 2 s (§8, §9). Arco's Message (with its
// notice, transition and icon code, ~13 kB gzip) loads on the first toast rather than with every
// page; toasts shown while it loads appear once it has, in order, and every later one at once.
import type { Message as ArcoMessage } from '@arco-design/web-react';
import { TOAST_DURATION, WARNING_DURATION } from './constants';

let message: typeof ArcoMessage | undefined;
let loading: Promise<typeof ArcoMessage> | undefined;

/** Loads Arco's Message once (screen tests await it, so that their toasts show at once). */
export const loadToasts = () =>
  (loading ??= import('./arco-message').then(
    (module) => (message = module.Message),
    (error: unknown) => {
      // The file could not load (offline, a new deployment): the next toast tries again.
      loading = undefined;
      throw error;
    },
  ));

function show(level: 'error' | 'warning' | 'success', content: string, duration: number) {
  if (message) return void message[level]({ content, duration });
  loadToasts().then(
    (loaded) => loaded[level]({ content, duration }),
    () => undefined,
  );
}

export const showError = (content: string) => show('error', content || 'Error', TOAST_DURATION);
export const showWarning = (content: string) => show('warning', content, WARNING_DURATION);
export const showSuccess = (content: string) => show('success', content, WARNING_DURATION);
