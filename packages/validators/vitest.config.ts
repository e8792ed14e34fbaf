import { nodePreset } from '@bht/vitest-config';

// Date formatting is local time; pin the zone the product runs in.
process.env.TZ = 'Asia/Shanghai';

export default nodePreset();
