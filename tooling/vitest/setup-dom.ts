// Test set-up for jsdom: Arco needs the React 19 adapter loaded first and `matchMedia` (Grid, responsive hooks).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// findBy* / waitFor give up after 1 s by default. A lazily imported page's first render can take
// longer on a loaded 2-core CI machine; a wait that succeeds returns as soon as it does, so only
// a failing test pays for the longer limit.
configure({ asyncUtilTimeout: 10_000 });

// Arco components schedule short timers as they close (e.g. DatePicker's 100 ms panel reset) that
// set state after the test has unmounted them. Let those run while the DOM still exists: fired after
// the file's jsdom is torn down they throw 'window is not defined' and fail the run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));

if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// ProseMirror (the console's Tiptap editor) measures text ranges to scroll the selection into view
// and maps points to positions; jsdom lays nothing out and has neither, so they answer with nothing.
if (typeof window !== 'undefined') {
  Range.prototype.getClientRects ??= () =>
    Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  document.elementFromPoint ??= () => null;
}
