// Plumbing shared by test/global-setup.ts (which prepares one migrated and seeded database per run
// and database kind) and test-app.ts (which copies it for each test file).
import type { Database } from '../src/db/client';
import { seed } from '../src/db/seed';

export type TestDatabaseTemplate =
  { kind: 'postgres'; serverUrl: string; template: string } | { kind: 'pglite'; file: string };

export async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seed(database.db);
}
