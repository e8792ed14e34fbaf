// Production signing settings (no sandbox): each active guarantor's certificate from
// SIGNING_CERTS_DIR, checked at start — a missing or malformed setting or file refuses the start
// with one line each — and imported into signing_credentials.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureCompanies, signingCredentials } from '../src/db/schema';
import {
  importConfiguredCredentials,
  SigningConfigurationError,
} from '../src/signing/configured-credentials';
import { NO_SIGNING_CERTIFICATE, signingCredential } from '../src/signing/signing-credential';
import {
  issueTestCertificate,
  issueTestRoot,
  type IssuedCertificate,
} from '../src/signing/test-ca';
import { newTestRoot } from '../src/ofd/sm2-test-ca';
import {
  activateOnly,
  BOX_KEY,
  p12,
  SIGNING_CERTS_PASSWORD as PASSWORD,
} from './production-signing';
import { createTestDatabase, type TestDatabase } from './test-app';

let t: TestDatabase;
let dir: string;
let ids: number[];
let issued: IssuedCertificate;
let root: IssuedCertificate;

const activate = (active: number[]) => activateOnly(t.database.db, active);

/** Production settings; the OFD e-seal's SM2 credential (its own settings, ofd-letter.test.ts) is given. */
const production = (settings: Record<string, string>) => ({
  ...loadConfig({ NODE_ENV: 'production', SANDBOX_PROVIDERS: 'false', ...settings }),
  OFD_SM2: newTestRoot(new Date()),
});

beforeAll(async () => {
  t = await createTestDatabase();
  // A production database: none of the sandbox credentials the test template carries.
  await t.database.db.delete(signingCredentials);
  dir = mkdtempSync(join(tmpdir(), 'bht-signing-certs-'));
  ids = (
    await t.database.db
      .select({ id: ensureCompanies.id })
      .from(ensureCompanies)
      .orderBy(asc(ensureCompanies.id))
  ).map((row) => row.id);
  root = await issueTestRoot();
  issued = await issueTestCertificate(root, '配置担保');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.dispose();
});

describe('production signing settings', () => {
  it('refuse the start with one line per missing setting', async () => {
    const start = buildApp({
      config: { ...production({}), OFD_SM2: undefined },
      database: t.database,
      logger: false,
    });
    await expect(start).rejects.toThrow(SigningConfigurationError);
    const error = (await start.catch((e: unknown) => e)) as SigningConfigurationError;
    expect(error.problems).toEqual([
      expect.stringMatching(/^SECRET_BOX_KEY: required in production/),
      expect.stringMatching(/^SIGNING_CERTS_DIR: required in production/),
      expect.stringMatching(/^OFD_SM2_CERT_PEM: required without sandbox providers/),
    ]);
  });

  it('refuse the start with one line per guarantor whose file is missing or malformed', async () => {
    const [garbage, mismatched, missing] = ids as [number, number, number];
    await activate([garbage, mismatched, missing]);
    writeFileSync(join(dir, `${garbage}.p12`), 'not a PKCS#12 file');
    writeFileSync(join(dir, `${mismatched}.pem`), issued.certificatePem + root.privateKeyPem);
    const settings = { SIGNING_CERTS_DIR: dir, SIGNING_CERTS_PASSWORD: PASSWORD };
    const error = (await importConfiguredCredentials(t.database.db, {
      ...production(settings),
      SECRET_BOX_KEY: 'too-short',
    }).catch((e: unknown) => e)) as SigningConfigurationError;
    expect(error.problems).toEqual([
      'SECRET_BOX_KEY: the secret-box key must be 32 bytes written as Base64',
      `SIGNING_CERTS_DIR/${garbage}.p12: cannot be opened with SIGNING_CERTS_PASSWORD (wrong password, or not PKCS#12)`,
      `SIGNING_CERTS_DIR/${mismatched}.pem: the private key does not belong to any certificate in the file`,
      expect.stringMatching(
        new RegExp(
          `^SIGNING_CERTS_DIR: no certificate for guarantor ${missing} \\(.+\\), expected ${missing}\\.p12 or ${missing}\\.pem$`,
        ),
      ),
    ]);
    const good = garbage;
    writeFileSync(join(dir, `${good}.p12`), p12(issued, [root.certificatePem]));
    await activate([good]);
    const wrongPassword = (await importConfiguredCredentials(t.database.db, {
      ...production({ ...settings, SIGNING_CERTS_PASSWORD: 'wrong' }),
      SECRET_BOX_KEY: BOX_KEY,
    }).catch((e: unknown) => e)) as SigningConfigurationError;
    expect(wrongPassword.problems).toEqual([
      `SIGNING_CERTS_DIR/${good}.p12: cannot be opened with SIGNING_CERTS_PASSWORD (wrong password, or not PKCS#12)`,
    ]);
    expect(await t.database.db.select().from(signingCredentials)).toEqual([]);
  });

  it('import each guarantor’s certificate, which letters are then signed with', async () => {
    const [good, other] = ids as [number, number];
    await activate([good]);
    const config = production({
      SECRET_BOX_KEY: BOX_KEY,
      SIGNING_CERTS_DIR: dir,
      SIGNING_CERTS_PASSWORD: PASSWORD,
    });
    expect(await importConfiguredCredentials(t.database.db, config)).toBe(1);
    // A restart imports again: the row is replaced, not doubled.
    expect(await importConfiguredCredentials(t.database.db, config)).toBe(1);
    const rows = await t.database.db
      .select()
      .from(signingCredentials)
      .where(eq(signingCredentials.ownerId, good));
    const fingerprint = new X509Certificate(issued.certificatePem).fingerprint256
      .replace(/:/g, '')
      .toLowerCase();
    expect(rows).toEqual([
      expect.objectContaining({ ownerKind: 'ensure_company', source: 'configured', fingerprint }),
    ]);

    const context = { db: t.database.db, config, sandbox: false };
    const credential = await signingCredential(context, {
      kind: 'ensure_company',
      id: good,
      name: '配置担保',
    });
    expect(credential.fingerprint).toBe(fingerprint);
    expect(credential.certificatePem).toContain(root.certificatePem.trim());
    await expect(
      signingCredential(context, { kind: 'ensure_company', id: other, name: '未配置担保' }),
    ).rejects.toThrow(NO_SIGNING_CERTIFICATE('未配置担保'));
  });
});
