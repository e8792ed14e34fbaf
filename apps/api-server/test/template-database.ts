// Plumbing shared by test/global-setup.ts (which prepares one migrated and seeded database per run
// and database kind) and test-app.ts (which copies it for each test file).
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { ensureCompanies, enterprises } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { ofdSealingFor } from '../src/ofd/sm2-credentials';
import { sandboxCredential } from '../src/signing/sandbox-credentials';
import { signingBoxKey } from '../src/signing/signing-credential';
import { cheapenSeededPasswords } from './test-passwords';

export type TestDatabaseTemplate =
  { kind: 'postgres'; serverUrl: string; template: string } | { kind: 'pglite'; file: string };

/**
 * The seeded parties' sandbox signing credentials (the test CA's RSA and SM2 roots, a certificate
 * per guarantor and enterprise), issued once here as the sandbox issues them on first use, rather
 * than again in every test file's copy: an RSA key costs about 0.1 s.
 */
async function issueSandboxCredentials({ db }: Database): Promise<void> {
  // The tests' secret-box key (testConfig's default), so their copies open these keys.
  const config = loadConfig({ NODE_ENV: 'test' });
  const boxKey = signingBoxKey(config);
  for (const company of await db.select().from(ensureCompanies)) {
    await sandboxCredential(db, { kind: 'ensure_company', id: company.id }, company.name, boxKey);
    await ofdSealingFor({ db, config }, company);
  }
  for (const enterprise of await db.select().from(enterprises))
    await sandboxCredential(db, { kind: 'enterprise', id: enterprise.id }, enterprise.name, boxKey);
}

export async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seed(database.db);
  await cheapenSeededPasswords(database.db);
  await issueSandboxCredentials(database);
}
