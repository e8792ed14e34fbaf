// Each test file gets its own database, a copy of the run's migrated and seeded one
// (test/global-setup.ts): PGlite in memory, or a PostgreSQL database dropped afterwards, as the
// file's vitest project says (vitest.config.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { onServer } from '../../../tooling/scripts/database-admin.mjs';
import { buildApp } from '../src/app';
import type { Dialect } from '../src/areas/trading-platforms/dialect';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client';
import type { Implementation } from '../src/http/implement';
import { inject } from 'vitest';
import { migrateAndSeed, type TestDatabaseTemplate } from './template-database';

export interface TestDatabase {
  database: Database;
  url?: string;
  dispose(): Promise<void>;
}

/** PostgreSQL refuses to copy a template while another copy of it is being made: wait and retry. */
async function copyTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(serverUrl, `create database ${name} template ${template}`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

// Read once per worker: the files of a worker load the same seeded dump.
let pgliteDump: Promise<Blob> | undefined;

/** A fresh copy of the run's migrated and seeded database (test/global-setup.ts), dropped by dispose(). */
/**
 * What a second API instance would have on the same database: its own connection pool on
 * PostgreSQL; undefined on PGlite, which one process owns (share `shared` itself there).
 */
export async function secondPool(shared: TestDatabase): Promise<TestDatabase | undefined> {
  if (!shared.url) return undefined;
  const database = await openDatabase({
    databaseUrl: shared.url,
    dataDir: 'memory://',
    poolSize: 5,
  });
  return { database, url: shared.url, dispose: () => database.close() };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = (inject as unknown as (key: 'testDatabase') => TestDatabaseTemplate)(
    'testDatabase',
  );
  if (template.kind === 'pglite') {
    pgliteDump ??= readFile(template.file).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteDump });
    return { database, dispose: () => database.close() };
  }
  const { serverUrl } = template;
  const name = `bht_test_${randomBytes(6).toString('hex')}`;
  await copyTemplate(serverUrl, name, template.template);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    poolSize: 5,
  });
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Uploads go to a fresh temporary folder unless UPLOAD_DIR is given. Tests call from loopback as a
 * trusted proxy (TRUST_PROXY=127.0.0.1), so each can pose as its own client in X-Forwarded-For
 * (session-client.ts nextIp) and per-IP limits of one test do not affect another.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const UPLOAD_DIR = overrides.UPLOAD_DIR ?? mkdtempSync(join(tmpdir(), 'bht-uploads-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    TRUST_PROXY: '127.0.0.1',
    ...overrides,
    UPLOAD_DIR,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    implementations?: Implementation[];
    shared?: TestDatabase;
    config?: Record<string, string>;
    logStream?: NodeJS.WritableStream;
    /** The trading-platform dialects instead of DIALECTS (buildApp's `dialects`). */
    dialects?: Readonly<Record<string, Dialect>>;
  } = {},
): Promise<TestApp> {
  const testDb = options.shared ?? (await createTestDatabase());
  const config = testConfig(options.config);
  // Silent unless a test reads the log lines (logStream, at config LOG_LEVEL).
  const app = await buildApp({
    config,
    database: testDb.database,
    implementations: options.implementations,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    dialects: options.dialects,
  });
  await app.ready();
  return {
    app,
    database: testDb.database,
    config,
    close: async () => {
      await app.close();
      if (!options.shared) await testDb.dispose();
      if (!options.config?.UPLOAD_DIR) rmSync(config.UPLOAD_DIR, { recursive: true, force: true });
    },
  };
}

/**
 * An app over the database `options` open (migrated and seeded when `prepare`), e.g. a folder or
 * database another process uses too; its close() closes that database as well.
 */
export async function createAppOn(
  options: DatabaseOptions,
  { prepare = false, config }: { prepare?: boolean; config?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await openDatabase(options);
  if (prepare) {
    await migrateAndSeed(database);
  }
  const t = await createTestApp({ shared: { database, dispose: () => database.close() }, config });
  return {
    ...t,
    close: async () => {
      await t.close();
      await database.close();
    },
  };
}

/** Makes the app listen on an ephemeral loopback port, for calls that must arrive over real HTTP; returns its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A form-urlencoded POST through the app. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}
