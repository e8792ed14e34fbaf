// Whose key signs: in sandbox mode a test certificate issued on first use, in production the
// certificate configured for the party and imported at start (configured-credentials.ts).
import type { Config } from '../config';
import { secretBoxKey } from '../crypto/secret-box';
import type { Db } from '../db/client';
import { readCredential, type CredentialOwner, type StoredCredential } from './credential-rows';
import { sandboxCredential } from './sandbox-credentials';

export interface SigningContext {
  db: Db;
  config: Pick<Config, 'SECRET_BOX_KEY'>;
  sandbox: boolean;
}

export function signingBoxKey(config: Pick<Config, 'SECRET_BOX_KEY'>): Buffer {
  if (!config.SECRET_BOX_KEY) throw new Error('SECRET_BOX_KEY is required to sign documents');
  return secretBoxKey(config.SECRET_BOX_KEY);
}

export async function signingCredential(
  { db, config, sandbox }: SigningContext,
  owner: CredentialOwner & { name: string },
): Promise<StoredCredential> {
  const boxKey = signingBoxKey(config);
  if (sandbox) return sandboxCredential(db, owner, owner.name, boxKey);
  const configured = await readCredential(db, owner, boxKey);
  if (!configured)
    throw new Error(
      `no signing certificate is configured for ${owner.kind} ${owner.id} (${owner.name})`,
    );
  return configured;
}
