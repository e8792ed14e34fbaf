import { domPreset } from '@bht/vitest-config';

export default domPreset();
