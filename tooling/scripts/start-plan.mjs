// What `npm start` runs on which port, from the environment (README "Moving the ports"): the API on
// PORT (its own variable), the portal and the console on PORTAL_PORT / CONSOLE_PORT, the sandbox
// trading platform on SANDBOX_PLATFORM_PORT. Moving one port moves what points at it, unless set
// explicitly: the apps' VITE_API_BASE, the API's CORS_ORIGINS, PUBLIC_BASE_URL, PORTAL_PUBLIC_URL and
// SANDBOX_PLATFORM_URL, and the sandbox platform's SANDBOX_PLATFORM_API_BASE.
import { DEV_PORTS, envPort } from '../vite/ports.js';

/** The preview servers' origins, which the API's default CORS list also allows. */
const PREVIEW_ORIGINS = ['http://localhost:4173', 'http://localhost:4174'];

/**
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {{
 *   urls: { api: string, portal: string, console: string, platform: string },
 *   apiEnv: { CORS_ORIGINS: string, PUBLIC_BASE_URL: string, PORTAL_PUBLIC_URL: string, SANDBOX_PLATFORM_URL: string },
 *   appEnv: { VITE_API_BASE: string },
 *   platformEnv: { SANDBOX_PLATFORM_PORT: string, SANDBOX_PLATFORM_API_BASE: string },
 * }}
 */
export function startPlan(env) {
  const api = `http://127.0.0.1:${envPort(env, 'PORT', 3000)}`;
  const [portal, consolePort] = [DEV_PORTS.portal, DEV_PORTS.console].map((dev) =>
    envPort(env, dev.env, dev.port),
  );
  const origins = [portal, consolePort].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  // The sandbox platform's default port is also in apps/sandbox-platform/src/demo-defaults.ts.
  const platformPort = envPort(env, 'SANDBOX_PLATFORM_PORT', 3300);
  const platform = `http://127.0.0.1:${platformPort}`;
  const given = (name, fallback) => env[name]?.trim() || fallback;
  return {
    urls: {
      api,
      portal: `http://localhost:${portal}`,
      console: `http://localhost:${consolePort}`,
      platform,
    },
    apiEnv: {
      CORS_ORIGINS: given('CORS_ORIGINS', [...origins, ...PREVIEW_ORIGINS].join(',')),
      PUBLIC_BASE_URL: given('PUBLIC_BASE_URL', api),
      PORTAL_PUBLIC_URL: given('PORTAL_PUBLIC_URL', `http://localhost:${portal}`),
      SANDBOX_PLATFORM_URL: given('SANDBOX_PLATFORM_URL', platform),
    },
    appEnv: { VITE_API_BASE: given('VITE_API_BASE', api) },
    platformEnv: {
      SANDBOX_PLATFORM_PORT: String(platformPort),
      SANDBOX_PLATFORM_API_BASE: given('SANDBOX_PLATFORM_API_BASE', api),
    },
  };
}
