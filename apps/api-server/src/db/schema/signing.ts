// Signing credentials for verifiable letters (docs/letters.md): one certificate and private key per
// owner and algorithm. RSA for PDF digital signatures (PAdES / CMS), SM2 for the OFD e-seal
// (GB/T 38540). In sandbox mode a local test CA issues them on first use (the root is a row too, with
// no owner); in production they come from configuration. Private keys are sealed at rest
// (crypto/secret-box.ts, SECRET_BOX_KEY) and never leave this table in clear.
import {
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const signingCredentials = pgTable(
  'signing_credentials',
  {
    id: serial('id').primaryKey(),
    /** 'root' (the sandbox test CA), 'ensure_company' or 'enterprise'. */
    ownerKind: varchar('owner_kind', { length: 20 }).notNull(),
    /** The company or enterprise id; 0 for the root. */
    ownerId: integer('owner_id').notNull().default(0),
    /** 'rsa' (PDF) or 'sm2' (OFD). */
    algorithm: varchar('algorithm', { length: 8 }).notNull(),
    certificatePem: text('certificate_pem').notNull(),
    /** The PKCS#8 private key (PEM) sealed with secret-box, context `signing_credentials:<fingerprint>`. */
    privateKeySealed: text('private_key_sealed').notNull(),
    /** SHA-256 (hex) of the certificate's DER: how a signature names its signer. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    /** 'sandbox' (issued by the local test CA) or 'configured' (production, from configuration). */
    source: varchar('source', { length: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signing_credentials_owner_idx').on(t.ownerKind, t.ownerId, t.algorithm),
    uniqueIndex('signing_credentials_fingerprint_idx').on(t.fingerprint),
  ],
);
