// `npm start`: installs the workspace, then runs the API (embedded PostgreSQL, migrated and
// seeded; it prints the demo log-ins) and both apps' dev servers, with prefixed output.
// Ctrl-C (or any stop signal) stops all three with everything they started; if one of them
// dies, the others are stopped too and the script says which one it was.
// The ports move with PORT, PORTAL_PORT and CONSOLE_PORT (start-plan.mjs).
import { install, pnpmCommand, root } from './pnpm.mjs';
import { startPlan } from './start-plan.mjs';
import { supervise } from './supervise.mjs';

// Before installing: a mistyped port stops here, not after the install.
const { urls, apiEnv, appEnv } = startPlan(process.env);

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
]);

console.info(`
保函通 is starting:
  API                      ${urls.api}   (OpenAPI: ${urls.api}/docs)
  企业端 enterprise portal  ${urls.portal}
  担保公司端 console         ${urls.console}
Demo log-ins are printed by the API below once the database is seeded.
`);
