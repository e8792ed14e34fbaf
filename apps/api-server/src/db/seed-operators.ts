// The platform operators (平台运营) who review enterprise admissions and company authentications
// (docs/company-auth.md); added to existing databases too, each only when missing.
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { demoOperators, DEMO_PASSWORD } from './demo-accounts';
import { platformOperators } from './schema';

export async function seedPlatformOperators(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(platformOperators)
    .values(demoOperators.map((o) => ({ account: o.account, name: o.name, passwordHash })))
    .onConflictDoNothing({ target: platformOperators.account });
}
