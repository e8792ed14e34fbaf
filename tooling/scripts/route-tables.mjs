// Each SPA's route table (apps/<app>/src/app/routes.ts), loaded in Node through a Vite SSR
// server rooted at the app (its own Vite, no config file, nothing bundled): the benchmarks walk the
// table the router reads, not a copy of it. About 5 s per app on the 2-core machine.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appRoot = (app) => fileURLToPath(new URL(`../../apps/${app}/`, import.meta.url));

/**
 * @param {string} app workspace folder under apps/
 * @returns {Promise<Array<{ path: string, title: string, public?: boolean, mobile?: string,
 *   permission?: string | readonly string[], audience?: 'operator', parent?: string,
 *   redirects: boolean }>>}
 */
export async function loadRouteTable(app) {
  const root = appRoot(app);
  const vitePath = createRequire(`${root}package.json`).resolve('vite');
  const { createServer } = await import(pathToFileURL(vitePath).href);
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    ssr: { noExternal: [/@arco-design/, /@bht/] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { routes } = await server.ssrLoadModule('/src/app/routes.ts');
    // Plain data only: the page loaders stay behind with the server. A route without a page
    // only redirects (e.g. the portal's /firm to the current step).
    return routes.map(({ page, ...route }) => ({ ...route, redirects: !page }));
  } finally {
    await server.close();
  }
}
