// Vitest presets shared by every package: `nodePreset` for server and pure code,
// `domPreset` for React code (jsdom + Testing Library matchers + Arco's React 19 adapter).
// Plain JavaScript: vitest loads config dependencies from node_modules without transpiling.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Each package also writes a JSON report that `npm test` adds up into one closing line.
const reporting = {
  reporters: ['default', 'json'],
  outputFile: { json: './test-output/vitest-report.json' },
};

const setupDom = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));

/** @param {import('vitest/config').ViteUserConfig['test']} overrides */
export function nodePreset(overrides = {}) {
  return defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: 20_000,
      ...reporting,
      ...overrides,
    },
  });
}

/** @param {import('vitest/config').ViteUserConfig['test']} overrides */
export function domPreset(overrides = {}) {
  return defineConfig({
    resolve: { dedupe: ['react', 'react-dom', '@arco-design/web-react'] },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [setupDom],
      css: false,
      testTimeout: 20_000,
      ...reporting,
      ...overrides,
    },
  });
}
