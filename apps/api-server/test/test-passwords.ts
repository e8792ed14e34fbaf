// A log-in verifies the password with scrypt at the cost its stored hash names, about 60 ms of CPU
// at the app's cost (src/auth/password.ts), and the suite logs in thousands of times. The accounts
// tests seed or add only to log in with get DEMO_PASSWORD hashed at a lower cost; what the app
// hashes itself (registration, sub-accounts, password changes and resets) keeps the app's cost.
import { hashPassword, type ScryptCost } from '../src/auth/password';
import type { Db } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/demo-accounts';
import { enterpriseAccounts, ensureCompanyAccounts, platformOperators } from '../src/db/schema';

const TEST_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

let demoHash: Promise<string> | undefined;

/** DEMO_PASSWORD's hash at the tests' cost, for the accounts a test adds. */
export const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD, TEST_COST));

/** Re-hashes every seeded account's password (all DEMO_PASSWORD) at the tests' cost. */
export async function cheapenSeededPasswords(db: Db): Promise<void> {
  const passwordHash = await demoPasswordHash();
  for (const table of [enterpriseAccounts, ensureCompanyAccounts, platformOperators])
    await db.update(table).set({ passwordHash });
}
