// Arco (Trigger, its resize utilities) imports `resize-observer-polyfill`, whose default export is the
// browser's own ResizeObserver wherever one exists, which is every browser the SPAs' es2022 build
// runs in: the polyfill's 7.6 kB raw never run. In the SPAs' build the package is that one line.
// See docs/benchmarks.md.
const virtualId = '\0virtual:bht-native-resize-observer';

/** @returns {import('vite').Plugin} */
export function nativeResizeObserver() {
  return {
    name: 'bht:native-resize-observer',
    enforce: 'pre',
    apply: 'build',
    resolveId: (source) => (source === 'resize-observer-polyfill' ? virtualId : null),
    load: (id) => (id === virtualId ? 'export default globalThis.ResizeObserver;' : null),
  };
}
