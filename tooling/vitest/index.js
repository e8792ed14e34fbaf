// Vitest presets shared by every package: `nodePreset` for server and pure code,
// `domPreset` for React code (jsdom + Testing Library matchers + Arco's React 19 adapter).
// Plain JavaScript: vitest loads config dependencies from node_modules without transpiling.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';

// Each package also writes a JSON report that `npm test` adds up into one closing line.
const reporting = {
  reporters: ['default', 'json'],
  outputFile: { json: './test-output/vitest-report.json' },
};

const setupDom = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));

/**
 * A timer React or an Arco transition scheduled before a test file ended (a toast closing 5 s later,
 * a panel resetting) may fire after vitest has torn that file's jsdom down, and then reads the
 * missing global: 'window is not defined'. While a file runs jsdom's globals always exist, so this
 * error can only come from such a leftover, never from the code under test; setup-dom.ts waits a
 * little for them, and on a loaded machine the rest are dropped here instead of failing the run.
 * @param {{ name?: string; message?: string }} error
 */
const isAfterTeardown = (error) =>
  error?.name === 'ReferenceError' &&
  /^(window|document) is not defined$/.test(error?.message ?? '');

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

/**
 * @param {import('vitest/config').ViteUserConfig['test']} overrides `setupFiles` run after the
 *   shared jsdom set-up
 */
export function domPreset({ setupFiles = [], ...overrides } = {}) {
  // Screens show and pick Beijing time whatever the browser's zone: run them 20 h behind it, where
  // the calendar day differs for most of the day (a value set before vitest starts its workers).
  process.env.TZ = 'Etc/GMT+12';
  return defineConfig({
    resolve: { dedupe: ['react', 'react-dom', '@arco-design/web-react'] },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [setupDom, ...[setupFiles].flat()],
      onUnhandledError: (error) => !isAfterTeardown(error),
      css: false,
      testTimeout: 20_000,
      ...reporting,
      ...overrides,
    },
  });
}

/**
 * A sequencer that runs files in vitest's order (per project, by cached durations when there are
 * some) except that `slowest` (paths relative to the package, slowest first) start first: on a
 * clean clone (CI) vitest knows no durations and starts the largest files first, which can leave a
 * small but slow file running alone at the end while the other workers sit idle.
 * @param {readonly string[]} slowest
 */
export function slowestFilesFirst(slowest) {
  /** @param {import('vitest/node').TestSpecification} spec */
  const rank = (spec) => {
    const index = slowest.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
    return index === -1 ? slowest.length : index;
  };
  return class SlowestFilesFirst extends BaseSequencer {
    /** @param {import('vitest/node').TestSpecification[]} files */
    async sort(files) {
      const sorted = await super.sort(files);
      // Projects still run one after another, as the base order has them (Array#sort is stable).
      const projects = [...new Set(sorted.map((spec) => spec.project.name))];
      return sorted.sort(
        (a, b) =>
          projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b),
      );
    }
  };
}
