// `npm start`: installs the workspace, then runs the API (embedded PostgreSQL, migrated and
// seeded; it prints the demo log-ins), both apps' dev servers and the sandbox trading platform
// (apps/sandbox-platform), with prefixed output.
// Ctrl-C (or any stop signal) stops all four with everything they started; if one of them
// dies, the others are stopped too and the script says which one it was.
// The ports move with PORT, PORTAL_PORT, CONSOLE_PORT and SANDBOX_PLATFORM_PORT (start-plan.mjs).
import { install, pnpmCommand, root } from './pnpm.mjs';
import { startPlan } from './start-plan.mjs';
import { supervise } from './supervise.mjs';

// Before installing: a mistyped port stops here, not after the install.
const { urls, apiEnv, appEnv, platformEnv } = startPlan(process.env);

await install();

const [command, ...lead] = pnpmCommand;
const service = (name, filter, color, env) => ({
  name,
  color,
  command,
  args: [...lead, '--filter', filter, 'dev'],
  cwd: root,
  env: { ...process.env, ...env, FORCE_COLOR: '1' },
});

supervise([
  service('api', 'api-server', 36, apiEnv),
  service('enterprise', 'enterprise-portal', 32, appEnv),
  service('console', 'ensure-company-console', 35, appEnv),
  // After the API: it pushes to the API only when a bidder applies on its page.
  service('platform', '@bht/sandbox-platform', 33, platformEnv),
]);

console.info(`
保函通 is starting:
  API                      ${urls.api}   (OpenAPI: ${urls.api}/docs)
  企业端 enterprise portal  ${urls.portal}
  担保公司端 console         ${urls.console}
  沙箱交易平台 sandbox platform ${urls.platform}   (江西 v2.3.0 and 新点 4.0, pushes to the API)
Demo log-ins are printed by the API below once the database is seeded.
`);
