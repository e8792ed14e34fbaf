import type { UserConfig } from 'vite';
import type { DEV_PORTS } from './ports';

export declare function appConfig(options: {
  app: keyof typeof DEV_PORTS;
  previewPort: number;
}): UserConfig;
