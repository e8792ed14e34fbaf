// Production start (no sandbox): every active guarantor's signing credential comes from
// SIGNING_CERTS_DIR (configured-files.ts) and is imported into signing_credentials (source
// 'configured'), replacing an older import. Any missing or malformed setting refuses the start with
// one line per problem.
import { ofdSigningProblem } from '../ofd/sm2-settings';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import { secretBoxKey } from '../crypto/secret-box';
import type { Db } from '../db/client';
import { ensureCompanies } from '../db/schema';
import { storeCredential } from './credential-rows';
import { readCredentialFile } from './configured-files';
import type { SigningKey } from './pdf-signer';

export class SigningConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid signing configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

type SigningSettings = Pick<
  Config,
  | 'SECRET_BOX_KEY'
  | 'SIGNING_CERTS_DIR'
  | 'SIGNING_CERTS_PASSWORD'
  | 'SANDBOX_PROVIDERS'
  | 'OFD_SM2'
>;

function boxKeyProblem(configured: string | undefined): string | null {
  if (!configured)
    return 'SECRET_BOX_KEY: required in production, it seals the signing keys (32 bytes as Base64: openssl rand -base64 32)';
  try {
    secretBoxKey(configured);
    return null;
  } catch (error) {
    return `SECRET_BOX_KEY: ${(error as Error).message}`;
  }
}

async function folderFiles(dir: string): Promise<string[] | null> {
  try {
    return await readdir(dir);
  } catch {
    return null;
  }
}

/** Each active guarantor's key from the folder, or the problems found. */
async function guarantorKeys(db: Db, settings: SigningSettings) {
  const problems: string[] = [];
  const keys = new Map<number, SigningKey>();
  const dir = settings.SIGNING_CERTS_DIR;
  if (!dir) {
    problems.push(
      "SIGNING_CERTS_DIR: required in production, a folder holding each guarantor's signing certificate as <company-id>.p12 (password in SIGNING_CERTS_PASSWORD) or <company-id>.pem",
    );
    return { problems, keys };
  }
  const files = await folderFiles(dir);
  if (!files) {
    problems.push(`SIGNING_CERTS_DIR: cannot read the folder ${dir}`);
    return { problems, keys };
  }
  const guarantors = await db
    .select({ id: ensureCompanies.id, name: ensureCompanies.name })
    .from(ensureCompanies)
    .where(eq(ensureCompanies.status, 1))
    .orderBy(asc(ensureCompanies.id));
  for (const { id, name } of guarantors) {
    const fileName = [`${id}.p12`, `${id}.pem`].find((candidate) => files.includes(candidate));
    if (!fileName) {
      problems.push(
        `SIGNING_CERTS_DIR: no certificate for guarantor ${id} (${name}), expected ${id}.p12 or ${id}.pem`,
      );
      continue;
    }
    const bytes = await readFile(join(dir, fileName));
    const read = readCredentialFile({ name: fileName, bytes }, settings.SIGNING_CERTS_PASSWORD);
    if ('problem' in read) problems.push(`SIGNING_CERTS_DIR/${fileName}: ${read.problem}`);
    else keys.set(id, read.key);
  }
  return { problems, keys };
}

/** Checks the settings and imports the guarantors' credentials; throws SigningConfigurationError. */
export async function importConfiguredCredentials(
  db: Db,
  settings: SigningSettings,
): Promise<number> {
  const boxProblem = boxKeyProblem(settings.SECRET_BOX_KEY);
  const { problems, keys } = await guarantorKeys(db, settings);
  if (boxProblem) problems.unshift(boxProblem);
  const ofdProblem = ofdSigningProblem(settings);
  if (ofdProblem) problems.push(ofdProblem);
  if (problems.length > 0) throw new SigningConfigurationError(problems);
  const boxKey = secretBoxKey(settings.SECRET_BOX_KEY!);
  for (const [id, key] of keys)
    await storeCredential(db, { kind: 'ensure_company', id }, key, boxKey, {
      algorithm: 'rsa',
      source: 'configured',
      replace: true,
    });
  return keys.size;
}
