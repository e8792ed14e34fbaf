// Ports chosen by environment variable (README "Moving the ports"), shared by the apps' Vite
// configs and `npm start`. Plain JavaScript without imports: npm start reads it before installing.

/**
 * The port in `env[name]`, or `fallback` when unset or blank; anything but a whole number from 1
 * to 65535 stops with a message naming the variable rather than starting on a surprising port.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {string} name
 * @param {number} fallback
 * @returns {number}
 */
export function envPort(env, name, fallback) {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535)
    throw new Error(`${name}=${text} is not a port (a whole number from 1 to 65535)`);
  return port;
}

/** The dev servers' ports: the portal's PORTAL_PORT (5173), the console's CONSOLE_PORT (5174). */
export const DEV_PORTS = {
  portal: { env: 'PORTAL_PORT', port: 5173 },
  console: { env: 'CONSOLE_PORT', port: 5174 },
};
