import type { UserConfig } from 'vite';

export declare function appConfig(ports: { devPort: number; previewPort: number }): UserConfig;
