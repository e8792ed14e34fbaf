// Where an app finds its API: a runtime override `window.__BHT_CONFIG__` (set by the hosting
// page, so one build can be pointed at another API), else the build-time VITE_API_BASE.
export interface RuntimeConfig {
  apiBase: string;
  imageHost: string;
}

declare global {
  interface Window {
    __BHT_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function resolveRuntimeConfig(env: Readonly<Record<string, unknown>>): RuntimeConfig {
  const override = typeof window === 'undefined' ? undefined : window.__BHT_CONFIG__;
  const fromEnv = (key: string) =>
    typeof env[key] === 'string' && env[key] ? (env[key] as string) : undefined;
  const apiBase = override?.apiBase ?? fromEnv('VITE_API_BASE') ?? 'http://127.0.0.1:3000';
  return { apiBase, imageHost: override?.imageHost ?? fromEnv('VITE_IMAGE_HOST') ?? apiBase };
}
