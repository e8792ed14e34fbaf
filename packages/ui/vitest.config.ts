import { domPreset } from '@bht/vitest-config';
import { fileURLToPath } from 'node:url';

const base = domPreset();
export default {
  ...base,
  test: {
    ...base.test,
    setupFiles: [
      ...(base.test?.setupFiles as string[]),
      fileURLToPath(new URL('./vitest.setup.ts', import.meta.url)),
    ],
  },
};
