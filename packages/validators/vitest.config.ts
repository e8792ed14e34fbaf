import { nodePreset } from '@bht/vitest-config';

// Dates are Beijing time whatever the machine's zone: run far from it (20 h behind) to prove it.
process.env.TZ = 'Etc/GMT+12';

export default nodePreset();
