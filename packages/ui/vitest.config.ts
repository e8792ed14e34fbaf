import { domPreset } from '@bht/vitest-config';
import { fileURLToPath } from 'node:url';

export default domPreset({
  setupFiles: [
    fileURLToPath(new URL('./vitest.setup.ts', import.meta.url)),
    fileURLToPath(new URL('./src/feedback/toasts-ready.ts', import.meta.url)),
  ],
});
