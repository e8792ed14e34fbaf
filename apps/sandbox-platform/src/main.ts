// Starts the sandbox trading platform (`npm start` runs it beside the API): prints its URL and
// where it pushes.
import { loadConfig } from './config';
import { sandboxPlatformBaseUrls } from './demo-defaults';
import { buildServer } from './server';

const config = loadConfig();
const { app } = buildServer(config);
await app.listen({ host: config.host, port: config.port });
const bases = sandboxPlatformBaseUrls(config.publicUrl);
console.info(`沙箱交易平台 sandbox trading platform: ${config.publicUrl}
  pushes to the API at ${config.apiBase}
  江西 v2.3.0  ${config.jiangxi.code}  (our outbound base URL ${bases.jiangxi})
  新点 4.0     ${config.epoint.code}  (our outbound base URL ${bases.epoint})`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
