import type { UserConfig, ViteUserConfig } from 'vitest/config';
import type { BaseSequencer } from 'vitest/node';

export declare function nodePreset(overrides?: ViteUserConfig['test']): UserConfig;
export declare function domPreset(overrides?: ViteUserConfig['test']): UserConfig;
export declare function slowestFilesFirst(slowest: readonly string[]): typeof BaseSequencer;
