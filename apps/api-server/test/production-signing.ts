// Production's signing settings for tests, as the environment gives them: the secret-box key, a
// folder holding a PKCS#12 certificate per active guarantor (SIGNING_CERTS_DIR) and the OFD e-seal's
// SM2 certificate and key (signing-configuration.test.ts, vendors/production-start.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray, not } from 'drizzle-orm';
import forge from 'node-forge';
import type { Db } from '../src/db/client';
import { ensureCompanies } from '../src/db/schema';
import { toPem } from '../src/ofd/pem';
import { sm2PrivateKeyPem } from '../src/ofd/sm2-private-key';
import { newTestRoot } from '../src/ofd/sm2-test-ca';
import {
  issueTestCertificate,
  issueTestRoot,
  type IssuedCertificate,
} from '../src/signing/test-ca';

export const SIGNING_CERTS_PASSWORD = 'p12-password';
export const BOX_KEY = Buffer.alloc(32, 7).toString('base64');

/** `key`'s certificate and private key with its `chain`, as a .p12 file under SIGNING_CERTS_PASSWORD. */
export const p12 = (key: IssuedCertificate, chain: string[]) =>
  Buffer.from(
    forge.asn1
      .toDer(
        forge.pkcs12.toPkcs12Asn1(
          forge.pki.privateKeyFromPem(key.privateKeyPem),
          [key.certificatePem, ...chain].map((pem) => forge.pki.certificateFromPem(pem)),
          SIGNING_CERTS_PASSWORD,
          { algorithm: '3des' },
        ),
      )
      .getBytes(),
    'binary',
  );

/** Only `active` guarantors are active (the others need no certificate). */
export async function activateOnly(db: Db, active: number[]) {
  await db.update(ensureCompanies).set({ status: 1 }).where(inArray(ensureCompanies.id, active));
  await db
    .update(ensureCompanies)
    .set({ status: 0 })
    .where(not(inArray(ensureCompanies.id, active)));
}

export interface ProductionSigning {
  /** SECRET_BOX_KEY, SIGNING_CERTS_DIR, SIGNING_CERTS_PASSWORD, OFD_SM2_CERT_PEM, OFD_SM2_KEY_PEM. */
  env: Record<string, string>;
  /** Removes the certificate folder. */
  dispose(): void;
}

/** Every signing setting of a production start over `db`: a test certificate for each active guarantor. */
export async function productionSigning(db: Db): Promise<ProductionSigning> {
  const dir = mkdtempSync(join(tmpdir(), 'bht-signing-certs-'));
  const root = await issueTestRoot();
  const active = await db
    .select({ id: ensureCompanies.id, name: ensureCompanies.name })
    .from(ensureCompanies)
    .where(eq(ensureCompanies.status, 1))
    .orderBy(asc(ensureCompanies.id));
  await Promise.all(
    active.map(async ({ id, name }) =>
      writeFileSync(
        join(dir, `${id}.p12`),
        p12(await issueTestCertificate(root, name), [root.certificatePem]),
      ),
    ),
  );
  const seal = newTestRoot(new Date());
  return {
    env: {
      SECRET_BOX_KEY: BOX_KEY,
      SIGNING_CERTS_DIR: dir,
      SIGNING_CERTS_PASSWORD,
      OFD_SM2_CERT_PEM: toPem('CERTIFICATE', seal.certificate),
      OFD_SM2_KEY_PEM: sm2PrivateKeyPem(seal.privateKey),
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
