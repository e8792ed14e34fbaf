import type { UserConfig, ViteUserConfig } from 'vitest/config';

export declare function nodePreset(overrides?: ViteUserConfig['test']): UserConfig;
export declare function domPreset(overrides?: ViteUserConfig['test']): UserConfig;
