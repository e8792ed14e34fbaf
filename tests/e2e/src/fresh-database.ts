// Gives the run its own database: a fresh PostgreSQL database when DATABASE_URL is set
// (dropped afterwards), otherwise a fresh embedded PGlite directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface FreshDatabase {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bht-e2e-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads') },
      dispose: async () => removeDir(),
    };
  }
  const name = `bht_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads') },
    dispose: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeDir();
    },
  };
}
