// Once per test run and database kind: migrates and seeds one database that every test file's
// database is then copied from (test-app.ts createTestDatabase), instead of each file migrating and
// seeding its own. PostgreSQL: a template database, copied with `create database … template`.
// PGlite: a dump of a migrated and seeded data directory in a temporary file, loaded per file
// (loading skips PGlite's initdb, which costs most of a fresh instance's start).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { onServer } from '../../../tooling/scripts/database-admin.mjs';
import { openDatabase } from '../src/db/client';
import { migrateAndSeed, type TestDatabaseTemplate } from './template-database';

async function preparePostgres(
  serverUrl: string,
): Promise<[TestDatabaseTemplate, () => Promise<void>]> {
  const name = `bht_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    poolSize: 1,
  });
  await migrateAndSeed(database);
  // A template must have no open connection while it is copied.
  await database.close();
  return [
    { kind: 'postgres', serverUrl, template: name },
    () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  ];
}

async function preparePglite(): Promise<[TestDatabaseTemplate, () => Promise<void>]> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateAndSeed(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'bht-pglite-template-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return [{ kind: 'pglite', file }, async () => rmSync(dir, { recursive: true, force: true })];
}

export default async function setup(project: TestProject) {
  // vitest.config.ts names each project after its database.
  const serverUrl = process.env.DATABASE_URL;
  const [template, dispose] =
    project.name === 'postgres' && serverUrl
      ? await preparePostgres(serverUrl)
      : await preparePglite();
  const provide = project.provide as unknown as (
    key: 'testDatabase',
    value: TestDatabaseTemplate,
  ) => void;
  provide('testDatabase', template);
  return dispose;
}
