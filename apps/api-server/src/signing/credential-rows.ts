// signing_credentials rows for PDF signatures (algorithm 'rsa'): read one with its key opened, or
// insert one race-safely (two API instances share the database: the unique owner index decides,
// the loser reads the winner's row).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signingCredentials } from '../db/schema';
import { openSecret, sealSecret } from '../crypto/secret-box';
import { certificateFacts } from './certificate-facts';
import type { SigningKey } from './pdf-signer';

export type OwnerKind = 'root' | 'ensure_company' | 'enterprise';

export interface CredentialOwner {
  kind: OwnerKind;
  /** The company or enterprise id; 0 for the root. */
  id: number;
}

export interface StoredCredential extends SigningKey {
  fingerprint: string;
}

const ALGORITHM = 'rsa';

const sealContext = (fingerprint: string) => `signing_credentials:${fingerprint}`;

export async function readCredential(
  db: Db,
  owner: CredentialOwner,
  boxKey: Buffer,
): Promise<StoredCredential | null> {
  const [row] = await db
    .select()
    .from(signingCredentials)
    .where(
      and(
        eq(signingCredentials.ownerKind, owner.kind),
        eq(signingCredentials.ownerId, owner.id),
        eq(signingCredentials.algorithm, ALGORITHM),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    certificatePem: row.certificatePem,
    privateKeyPem: openSecret(row.privateKeySealed, boxKey, sealContext(row.fingerprint)),
    fingerprint: row.fingerprint,
  };
}

/**
 * Stores `key` for `owner` unless the owner has one already; `replace` (configured credentials)
 * overwrites it instead. Answers the row that holds (the one inserted, or the other instance's).
 */
export async function storeCredential(
  db: Db,
  owner: CredentialOwner,
  key: SigningKey,
  boxKey: Buffer,
  { source, replace = false }: { source: 'sandbox' | 'configured'; replace?: boolean },
): Promise<StoredCredential> {
  const facts = certificateFacts(key.certificatePem);
  const values = {
    ownerKind: owner.kind,
    ownerId: owner.id,
    algorithm: ALGORITHM,
    certificatePem: key.certificatePem,
    privateKeySealed: sealSecret(key.privateKeyPem, boxKey, sealContext(facts.fingerprint)),
    source,
    ...facts,
  };
  const insert = db.insert(signingCredentials).values(values);
  const target = [
    signingCredentials.ownerKind,
    signingCredentials.ownerId,
    signingCredentials.algorithm,
  ];
  await (replace
    ? insert.onConflictDoUpdate({ target, set: values })
    : insert.onConflictDoNothing({ target }));
  const stored = await readCredential(db, owner, boxKey);
  if (!stored) throw new Error(`signing credential of ${owner.kind} ${owner.id} vanished`);
  return stored;
}
