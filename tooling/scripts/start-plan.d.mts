export declare function startPlan(env: Readonly<Record<string, string | undefined>>): {
  urls: { api: string; portal: string; console: string; platform: string };
  apiEnv: {
    CORS_ORIGINS: string;
    PUBLIC_BASE_URL: string;
    PORTAL_PUBLIC_URL: string;
    SANDBOX_PLATFORM_URL: string;
  };
  appEnv: { VITE_API_BASE: string };
  platformEnv: { SANDBOX_PLATFORM_PORT: string; SANDBOX_PLATFORM_API_BASE: string };
};
