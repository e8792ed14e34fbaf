import type { Plugin } from 'vite';

export declare function withTooltipOnDemand(code: string, id: string): string;
export declare function arcoFormLabelTooltipOnDemand(): Plugin;
