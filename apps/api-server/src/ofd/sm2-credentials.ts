// The SM2 credentials OFD letters are sealed with, kept in signing_credentials (algorithm 'sm2'):
// configured ones (production: OFD_SM2_CERT_PEM / OFD_SM2_KEY_PEM, one platform credential that is
// also its own seal maker), or, with sandbox providers and nothing configured, the test CA's root
// (seal maker) and one certificate per guarantor, issued on first use. Creation is race-safe: the
// unique index on (owner_kind, owner_id, algorithm) lets one insert win and everyone re-reads it.
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { signingCredentials } from '../db/schema';
import type { SmKey } from './e-seal';
import { fromPem, toPem } from './pem';
import { readSm2Certificate } from './sm2-certificate';
import { sm2PrivateKeyFromPem, sm2PrivateKeyPem } from './sm2-private-key';
import { newTestRoot, newTestSigner } from './sm2-test-ca';
import type { OfdSealing } from './sealed-ofd';
import { readCredential, storeCredential, type CredentialOwner } from '../signing/credential-rows';
import type { SigningKey } from '../signing/pdf-signer';
import { signingBoxKey } from '../signing/signing-credential';

const ALGORITHM = 'sm2' as const;
const asSmKey = ({ certificatePem, privateKeyPem }: SigningKey): SmKey => ({
  certificate: fromPem(certificatePem, 'CERTIFICATE'),
  privateKey: sm2PrivateKeyFromPem(privateKeyPem),
});

/** The owner's credential: the stored one, else `make()`'s, stored unless another request stored one first. */
async function credentialOf(
  db: Db,
  config: Config,
  owner: CredentialOwner,
  source: 'sandbox' | 'configured',
  make: () => Promise<SmKey> | SmKey,
): Promise<SmKey> {
  const boxKey = signingBoxKey(config);
  const stored = await readCredential(db, owner, boxKey, ALGORITHM);
  if (stored) return asSmKey(stored);
  const made = await make();
  const certificate = readSm2Certificate(made.certificate);
  const key = {
    certificatePem: toPem('CERTIFICATE', made.certificate),
    privateKeyPem: sm2PrivateKeyPem(made.privateKey),
  };
  return asSmKey(
    await storeCredential(db, owner, key, boxKey, {
      algorithm: ALGORITHM,
      source,
      facts: {
        fingerprint: certificate.fingerprint,
        subject: certificate.subject.commonName.slice(0, 300),
        notBefore: certificate.notBefore,
        notAfter: certificate.notAfter,
      },
    }),
  );
}

/**
 * Who seals a guarantor's OFD letters: its signing key and the seal maker. A configured credential
 * (stored as the platform's when first used; a replaced one is kept as 'retired') wins.
 */
export async function ofdSealingFor(
  { db, config }: { db: Db; config: Config },
  guarantor: { id: number; name: string },
): Promise<OfdSealing> {
  const configured = config.OFD_SM2;
  if (configured) {
    const platform: CredentialOwner = { kind: 'platform', id: 0 };
    const stored = await credentialOf(db, config, platform, 'configured', () => configured);
    if (!stored.certificate.equals(configured.certificate)) {
      // A new certificate was configured: the old row is kept (letters sealed with it still name
      // their signer by its fingerprint) under an owner of its own, and the new one stored.
      const fingerprint = readSm2Certificate(stored.certificate).fingerprint;
      await db
        .update(signingCredentials)
        .set({ ownerKind: 'retired', ownerId: sql`${signingCredentials.id}` })
        .where(eq(signingCredentials.fingerprint, fingerprint));
      return ofdSealingFor({ db, config }, guarantor);
    }
    return { signer: configured, maker: configured };
  }
  if (!config.SANDBOX_PROVIDERS) throw new Error('OFD_SM2_CERT_PEM is not configured');
  const now = new Date();
  const root = await credentialOf(db, config, { kind: 'root', id: 0 }, 'sandbox', () =>
    newTestRoot(now),
  );
  const signer = await credentialOf(
    db,
    config,
    { kind: 'ensure_company', id: guarantor.id },
    'sandbox',
    () => newTestSigner(root, guarantor.name, now),
  );
  return { signer, maker: root };
}
