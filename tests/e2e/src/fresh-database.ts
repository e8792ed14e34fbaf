// The run's databases. Migrating and seeding a fresh database takes a while, so it is done once,
// into a template (the API's own seed-cli on an empty database), and each worker's stack gets a
// copy of it: on PostgreSQL (DATABASE_URL set) `create database … template …`, dropped
// afterwards; on embedded PGlite a copy of the template's data directory. Every copy has an upload
// directory of its own.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onServer } from '../../../tooling/scripts/database-admin.mjs';

const seedCliJs = fileURLToPath(
  new URL('../../../apps/api-server/dist/seed-cli.js', import.meta.url),
);

export interface FreshDatabase {
  /** What the API needs to run on it: DATABASE_URL or DATA_DIR, and UPLOAD_DIR. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export interface SeededTemplate {
  /** A database of its own, holding what the template holds. */
  copy(): Promise<FreshDatabase>;
  dispose(): Promise<void>;
}

/** Runs the built API's seed-cli (migrations, then the demo seed) on the database `env` names. */
function migrateAndSeed(env: Record<string, string>, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [seedCliJs], {
      env: { ...process.env, ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed-cli exited with ${code}; see ${logFile}`)),
    );
  });
}

/** A migrated and seeded template, its log under `outputDir`. */
export async function seededTemplate(outputDir: string): Promise<SeededTemplate> {
  const logFile = join(outputDir, 'seed-template.log');
  const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `bht-e2e-${label}-`));
  const serverUrl = process.env.DATABASE_URL;

  if (!serverUrl) {
    const templateDir = tempDir('template');
    const templateData = join(templateDir, 'pglite');
    await migrateAndSeed({ DATA_DIR: templateData }, logFile);
    return {
      copy: async () => {
        const dir = tempDir('worker');
        cpSync(templateData, join(dir, 'pglite'), { recursive: true });
        return {
          env: { DATA_DIR: join(dir, 'pglite'), UPLOAD_DIR: join(dir, 'uploads') },
          dispose: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
      dispose: async () => rmSync(templateDir, { recursive: true, force: true }),
    };
  }

  const prefix = `bht_e2e_${Date.now()}_${process.pid}`;
  const databaseUrl = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const template = `${prefix}_template`;
  await onServer(serverUrl, `create database ${template}`);
  try {
    await migrateAndSeed({ DATABASE_URL: databaseUrl(template) }, logFile);
  } catch (error) {
    await onServer(serverUrl, `drop database if exists ${template} with (force)`);
    throw error;
  }
  let copies = 0;
  let lastCopy: Promise<unknown> = Promise.resolve();
  /**
   * PostgreSQL copies a template only while no other session is connected to it: the copies are
   * made one at a time, and a copy waits for the seed's own session to be gone (its server process
   * may outlive the client by a moment).
   */
  const createCopy = async (name: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await onServer(serverUrl, `create database ${name} template ${template}`);
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  return {
    copy: async () => {
      const name = `${prefix}_${++copies}`;
      const made = lastCopy.then(() => createCopy(name));
      lastCopy = made.catch(() => undefined);
      await made;
      const dir = tempDir('worker');
      return {
        env: { DATABASE_URL: databaseUrl(name), UPLOAD_DIR: join(dir, 'uploads') },
        dispose: async () => {
          await onServer(serverUrl, `drop database if exists ${name} with (force)`);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    dispose: () => onServer(serverUrl, `drop database if exists ${template} with (force)`),
  };
}
