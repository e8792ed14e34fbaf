import { domPreset } from '@bht/vitest-config';
import { createRequire } from 'node:module';

export default domPreset({
  setupFiles: [createRequire(import.meta.url).resolve('@bht/ui/toasts-ready')],
});
