// signing_credentials rows, RSA for PDF signatures and SM2 for the OFD e-seal: read one with its key
// opened, or insert one race-safely (two API instances share the database: the unique owner index
// decides, the loser reads the winner's row).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signingCredentials } from '../db/schema';
import { openSecret, sealSecret } from '../crypto/secret-box';
import { certificateFacts, type CertificateFacts } from './certificate-facts';
import type { SigningKey } from './pdf-signer';

/** 'platform': a credential configured for every guarantor (the OFD e-seal in production). */
export type OwnerKind = 'root' | 'ensure_company' | 'enterprise' | 'platform';

/** 'rsa' signs PDF letters, 'sm2' seals OFD letters. */
export type CredentialAlgorithm = 'rsa' | 'sm2';

export interface CredentialOwner {
  kind: OwnerKind;
  /** The company or enterprise id; 0 for the root. */
  id: number;
}

export interface StoredCredential extends SigningKey {
  fingerprint: string;
}

const sealContext = (fingerprint: string) => `signing_credentials:${fingerprint}`;

export async function readCredential(
  db: Db,
  owner: CredentialOwner,
  boxKey: Buffer,
  algorithm: CredentialAlgorithm,
): Promise<StoredCredential | null> {
  const [row] = await db
    .select()
    .from(signingCredentials)
    .where(
      and(
        eq(signingCredentials.ownerKind, owner.kind),
        eq(signingCredentials.ownerId, owner.id),
        eq(signingCredentials.algorithm, algorithm),
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
  {
    algorithm,
    source,
    replace = false,
    facts = certificateFacts(key.certificatePem),
  }: {
    algorithm: CredentialAlgorithm;
    source: 'sandbox' | 'configured';
    replace?: boolean;
    /** Read by node:crypto unless given (the SM2 certificates' own reader names them). */
    facts?: CertificateFacts;
  },
): Promise<StoredCredential> {
  const values = {
    ownerKind: owner.kind,
    ownerId: owner.id,
    algorithm,
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
  const stored = await readCredential(db, owner, boxKey, algorithm);
  if (!stored) throw new Error(`signing credential of ${owner.kind} ${owner.id} vanished`);
  return stored;
}
