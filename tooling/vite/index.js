// The Vite configuration both SPAs build with; each app only chooses its ports.
import react from '@vitejs/plugin-react';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { arcoConfigProviderWithoutNotices } from './arco-config-provider-without-notices.js';
import { arcoCssLtrLight } from './arco-css-ltr-light.js';
import { arcoCssUsed } from './arco-css-used.js';
import { arcoDayjsLocaleOnDemand } from './arco-dayjs-locale-on-demand.js';
import { arcoFormLabelTooltipOnDemand } from './arco-form-label-tooltip-on-demand.js';
import { arcoMenuWithoutSider } from './arco-menu-without-sider.js';
import { nativeResizeObserver } from './native-resize-observer.js';
import { DEV_PORTS, envPort } from './ports.js';
import { zodWithoutJsonSchema } from './zod-without-json-schema.js';

// Arco imports lodash's CommonJS files one function at a time (`lodash/get`): each arrives wrapped
// for CommonJS, with its own copies of lodash's internals per chunk. The same functions from
// lodash-es (same version) are plain ES modules that chunks share (docs/benchmarks.md).
const lodashEs = dirname(fileURLToPath(import.meta.resolve('lodash-es/package.json')));

const arcoComponentModule = /@arco-design[\\/]web-react[\\/]es[\\/]([A-Z]\w*)[\\/]/;

/**
 * A chunk that starts with an Arco component is named after it (`arco-Select-….js`), not after
 * the `style/css.js` a page imports first (a dozen chunks all called `css`), so the per-route
 * tables in docs/benchmarks.md name what a page loads. Names only: what goes in a chunk is unchanged.
 * @param {{ name: string, moduleIds: string[] }} chunk
 */
function chunkFileName(chunk) {
  const component =
    chunk.name === 'css' &&
    chunk.moduleIds.map((id) => arcoComponentModule.exec(id)?.[1]).find(Boolean);
  return `assets/${component ? `arco-${component}` : '[name]'}-[hash].js`;
}

/**
 * The dev server listens on the app's port variable (PORTAL_PORT / CONSOLE_PORT) when set.
 * @param {{ app: keyof typeof DEV_PORTS, previewPort: number }} options
 */
export function appConfig({ app, previewPort }) {
  const dev = DEV_PORTS[app];
  return defineConfig({
    plugins: [
      react(),
      zodWithoutJsonSchema(),
      arcoMenuWithoutSider(),
      arcoConfigProviderWithoutNotices(),
      arcoFormLabelTooltipOnDemand(),
      arcoDayjsLocaleOnDemand(),
      nativeResizeObserver(),
    ],
    resolve: {
      dedupe: ['react', 'react-dom', '@arco-design/web-react'],
      alias: [{ find: /^lodash\/(\w+)$/, replacement: `${lodashEs}/$1.js` }],
    },
    css: { postcss: { plugins: [arcoCssLtrLight(), arcoCssUsed()] } },
    server: { port: envPort(process.env, dev.env, dev.port), strictPort: true },
    preview: { port: previewPort, strictPort: true },
    build: {
      target: 'es2022',
      rolldownOptions: {
        treeshake: {
          // The contract's top-level `defineEndpoint(...)` / `defineExport(...)` / `z.object(...)` calls build plain
          // objects: marking them pure lets unused endpoints drop out of the bundle (only the
          // ones a loaded page calls are shipped). See docs/benchmarks.md.
          manualPureFunctions: ['defineEndpoint', 'defineExport', 'endpointAddress', 'z'],
        },
        output: {
          chunkFileNames: chunkFileName,
          codeSplitting: {
            groups: [
              // React changes rarely: one long-cached vendor chunk, the only library the entry loads.
              {
                name: 'react-vendor',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 2,
              },
              // The router likewise, apart from React: the light log-in screen does not load it.
              {
                name: 'router-vendor',
                test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
                priority: 2,
              },
            ],
          },
        },
      },
    },
  });
}
