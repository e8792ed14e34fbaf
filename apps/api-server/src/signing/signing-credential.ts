// Whose key signs: in sandbox mode a test certificate issued on first use, in production the
// certificate configured for the party and imported at start (configured-credentials.ts).
import type { Config } from '../config';
import { secretBoxKey } from '../crypto/secret-box';
import type { Db } from '../db/client';
import { conflict } from '../http/app-error';
import { readCredential, type CredentialOwner, type StoredCredential } from './credential-rows';
import { sandboxCredential } from './sandbox-credentials';

/** A party added after the start has no imported certificate until its file is in place and the server restarted. */
export const NO_SIGNING_CERTIFICATE = (name: string) =>
  `「${name}」尚未配置数字签名证书，暂不能签署，请联系平台运维人员`;

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
  const configured = await readCredential(db, owner, boxKey, 'rsa');
  if (!configured) throw conflict(NO_SIGNING_CERTIFICATE(owner.name));
  return configured;
}
