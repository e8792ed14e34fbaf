// A dialog whose module (its Modal, form fields and their Arco components) loads the first time it
// opens rather than with the page: a list or detail page offers many actions and most visits open
// none. `preload` on the opener's hover or focus usually has the module there by the click; until
// it is, a spinner shows where the dialog will be.
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';

const loadingStyle = {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(29, 33, 41, 0.2)',
} as const;

export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  function Dialog(props: P) {
    return (
      <Suspense
        fallback={
          <div style={loadingStyle} role="status" aria-label="正在打开…">
            <Spin />
          </div>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Dialog, preload: () => void load() };
}
