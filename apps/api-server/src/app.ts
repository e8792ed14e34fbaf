// buildApp(): the whole API as a Fastify instance, tested with app.inject and served by main.ts.
import { EXPORT_TOTAL_ROWS_HEADER } from '@bht/api-client/contract';
import { readFile } from 'node:fs/promises';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { implementations as defaultImplementations } from './areas';
import { exporters, registerExportRoutes } from './areas/exports';
import { registerExportSandboxRoutes } from './areas/exports/sandbox-orders';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerApiDocs } from './http/api-docs';
import { registerBodyParsers } from './http/body-parsers';
import { installSecurityHeaders } from './http/security-headers';
import { answerClientError, installErrorHandling } from './http/error-handler';
import { loggerOptions } from './http/log-redaction';
import type { Implementation } from './http/implement';
import { registerEndpoints } from './http/register-endpoints';
import { registerProviderHealth } from './http/provider-health';
import { registerTsignCallback } from './http/tsign-callback';
import { createProviders } from './providers';
import { registerSandboxRoutes } from './areas/sms/sandbox-inbox';
import { registerFirmSandboxRoutes } from './areas/firm';
import { registerUploadRoutes } from './areas/uploads';
import { registerChannelCallbacks, registerPaymentSandboxRoutes } from './areas/payments';
import { registerMailSandboxRoutes } from './areas/invoices';
import { startAppJobs } from './app-jobs';
import type { Dialect } from './areas/trading-platforms/dialect';
import { useDialects } from './areas/trading-platforms/dialect-table';
import { DIALECTS } from './areas/trading-platforms/dialects';
import { registerPlatformInbound } from './areas/trading-platforms/inbound-routes';
import { importConfiguredCredentials } from './signing/configured-credentials';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  implementations?: Implementation[];
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The trading-platform dialects spoken, instead of DIALECTS (tests; dialect-table.ts). */
  dialects?: Readonly<Record<string, Dialect>>;
}

/** Largest non-file request body (forms, JSON); uploads are limited by UPLOAD_MAX_MB instead. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
const CORS_PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Trust the `hops` proxies nearest the server (Fastify types take a hop count only as a function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({
  config,
  database,
  implementations = defaultImplementations,
  logger = true,
  logStream,
  dialects,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.LOG_LEVEL, logStream) : false,
    // The client address (per-IP limits) comes from X-Forwarded-For only when sent by a configured proxy.
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed by the contract at compile time; checking them again at run time is a test-time net.
  app.setSerializerCompiler(
    config.VALIDATE_RESPONSES ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  installErrorHandling(app, {
    bodyLimitBytes: BODY_LIMIT_BYTES,
    uploadMaxMb: config.UPLOAD_MAX_MB,
  });

  await app.register(cookie);
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: true,
    methods: ['GET', 'POST'],
    // The apps send the token as `Authorization: Bearer`, which needs a preflight: named here
    // rather than echoing whatever a page asks for, and the answer cached by the browser.
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: CORS_PREFLIGHT_MAX_AGE_SECONDS,
    exposedHeaders: ['Content-Disposition', EXPORT_TOTAL_ROWS_HEADER],
  });
  await registerBodyParsers(app, { fileSizeBytes: config.UPLOAD_MAX_MB * 1024 * 1024 });
  installSecurityHeaders(app);
  if (config.API_DOCS) await registerApiDocs(app);

  // Static images the seeded settings point at (e.g. the WeChat QR code of wc_wechatewm).
  app.get('/assets/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    if (!/^[\w-]+\.svg$/.test(file))
      return reply.code(404).send({ code: 0, msg: '文件不存在', data: null });
    const body = await readFile(new URL(`../assets/${file}`, import.meta.url)).catch(() => null);
    if (!body) return reply.code(404).send({ code: 0, msg: '文件不存在', data: null });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', db: 'ok', driver: database.driver };
  });

  // Production signs letters with the configured certificates: checked before anything else runs.
  if (!config.SANDBOX_PROVIDERS) await importConfiguredCredentials(database.db, config);
  const providers = createProviders(config, database.db, app.log);
  registerEndpoints(app, { db: database.db, config, providers, implementations });
  registerChannelCallbacks(app, { db: database.db, providers });
  // Every app sets the table (a test worker builds apps with and without its own dialects in turn).
  useDialects(dialects ?? DIALECTS);
  registerPlatformInbound(app, { db: database.db, storage: providers.storage, config });
  registerUploadRoutes(app, providers.storage, config);
  registerProviderHealth(app, { db: database.db, config, providers });
  await registerTsignCallback(app, config);
  registerExportRoutes(app, { db: database.db, config, providers }, exporters);
  await startAppJobs(app, database.db, providers, config);
  if (providers.sandbox && config.NODE_ENV !== 'production') {
    registerSandboxRoutes(app, database.db);
    registerExportSandboxRoutes(app, database.db);
    registerFirmSandboxRoutes(app, database.db);
    registerPaymentSandboxRoutes(app, providers, config);
    registerMailSandboxRoutes(app, database.db, config);
  }
  return app;
}
