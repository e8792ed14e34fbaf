import type { Plugin } from 'vite';

export declare function withoutNotices(code: string, id: string): string;
export declare function arcoConfigProviderWithoutNotices(): Plugin;
