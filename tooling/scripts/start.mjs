// `npm start`: installs the workspace, then runs the API (embedded PostgreSQL, migrated and
// seeded; it prints the demo log-ins) and both apps' dev servers, with prefixed output.
// Ctrl-C (or any stop signal) stops all three with everything they started; if one of them
// dies, the others are stopped too and the script says which one it was.
import { install, pnpmCommand, root } from './pnpm.mjs';
import { supervise } from './supervise.mjs';

await install();

const [command, ...lead] = pnpmCommand;
const service = (name, filter, color) => ({
  name,
  color,
  command,
  args: [...lead, '--filter', filter, 'dev'],
  cwd: root,
  env: { ...process.env, FORCE_COLOR: '1' },
});

supervise([
  service('api', 'api-server', 36),
  service('enterprise', 'enterprise-portal', 32),
  service('console', 'ensure-company-console', 35),
]);

console.info(`
保函通 is starting:
  API                      http://127.0.0.1:3000   (OpenAPI: http://127.0.0.1:3000/docs)
  企业端 enterprise portal  http://localhost:5173
  担保公司端 console         http://localhost:5174
Demo log-ins are printed by the API below once the database is seeded.
`);
