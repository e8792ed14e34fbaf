import { nodePreset } from '@bht/vitest-config';

export default nodePreset({ include: ['specs/**/*.test.ts'], testTimeout: 30_000 });
