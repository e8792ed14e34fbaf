// For tests that a cancelled request shows no toast: stub replies held in flight until the test
// releases them, the toasts on screen, a wait long enough for a toast to appear, and the app's
// real entry rendered as main.tsx does (StrictMode mounts each page twice, aborting the first
// mount's queries).
import { Message } from '@arco-design/web-react';
import { act, render } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import type { ApiStubServer, StubReply } from './api-stub-server';

/** Replies held back until `release` (the request stays in flight meanwhile). */
export function heldReplies() {
  const held: Array<() => void> = [];
  return {
    /** A stub route's answer: `reply()` once released. */
    hold: (reply: () => StubReply) =>
      new Promise<StubReply>((resolve) => held.push(() => resolve(reply()))),
    release() {
      for (const answer of held.splice(0)) answer();
    },
  };
}

/** The texts of the toasts on screen. */
export const toasts = () =>
  Array.from(document.querySelectorAll('.arco-message'), (el) => el.textContent);

/** Long enough for the transport's onError to have shown its toast. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** After each test: answers what is still held, closes the toasts and forgets the requests seen. */
export function resetBetweenTests(stub: ApiStubServer, held: ReturnType<typeof heldReplies>) {
  held.release();
  Message.clear();
  stub.seen.length = 0;
}

/** How many requests the stub has seen to `path`. */
export const requestsTo = (stub: ApiStubServer, path: string) =>
  stub.seen.filter((line) => line.includes(path)).length;

/**
 * The app's real entry tree, rendered at `path`; `load` imports the app's `app` module. Returns
 * how a test moves the app elsewhere: as a link would, a new history entry the router hears of.
 */
export async function renderEntryAt(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
): Promise<{ navigate(path: string): Promise<void> }> {
  window.history.replaceState(null, '', path);
  const { default: App } = await load();
  render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return {
    async navigate(to) {
      window.history.pushState(null, '', to);
      await act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    },
  };
}
