import { nodePreset } from '@bht/vitest-config';

export default nodePreset();
