// Sandbox signing credentials: issued by the local test CA on first use and kept in
// signing_credentials, so every instance and restart signs with the same certificates.
import type { Db } from '../db/client';
import {
  readCredential,
  storeCredential,
  type CredentialOwner,
  type StoredCredential,
} from './credential-rows';
import { issueTestCertificate, issueTestRoot } from './test-ca';

const ROOT: CredentialOwner = { kind: 'root', id: 0 };

/** The test root (created on first use; a concurrent creator's root wins the race). */
export async function testRoot(db: Db, boxKey: Buffer): Promise<StoredCredential> {
  const existing = await readCredential(db, ROOT, boxKey, 'rsa');
  if (existing) return existing;
  return storeCredential(db, ROOT, await issueTestRoot(), boxKey, {
    algorithm: 'rsa',
    source: 'sandbox',
  });
}

/**
 * `owner`'s test signing credential; its certificate PEM is followed by the root's, so a signature
 * embeds the whole chain.
 */
export async function sandboxCredential(
  db: Db,
  owner: CredentialOwner,
  ownerName: string,
  boxKey: Buffer,
): Promise<StoredCredential> {
  const existing = await readCredential(db, owner, boxKey, 'rsa');
  if (existing) return existing;
  const root = await testRoot(db, boxKey);
  const issued = await issueTestCertificate(root, ownerName);
  return storeCredential(
    db,
    owner,
    { ...issued, certificatePem: issued.certificatePem + root.certificatePem },
    boxKey,
    { algorithm: 'rsa', source: 'sandbox' },
  );
}
