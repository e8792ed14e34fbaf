export declare const chromiumPath: string;
export declare const headlessShellPath: string;
export declare const chromiumFlags: string[];
export declare const spaApps: string[];
