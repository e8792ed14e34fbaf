export declare function startPlan(env: Readonly<Record<string, string | undefined>>): {
  urls: { api: string; portal: string; console: string };
  apiEnv: { CORS_ORIGINS: string; PUBLIC_BASE_URL: string; PORTAL_PUBLIC_URL: string };
  appEnv: { VITE_API_BASE: string };
};
