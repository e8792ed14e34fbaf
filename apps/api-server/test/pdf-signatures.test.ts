// The signing machinery without the API: the sandbox test CA and its credential rows (race-safe,
// keys sealed), the PDF signer, the sandbox e-sign provider's signature and the PDF signature
// reader of verification by upload.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { enterprises, signingCredentials } from '../src/db/schema';
import { SandboxESignProvider } from '../src/providers/esign/sandbox-esign-provider';
import { LocalFileStorage } from '../src/providers/storage/local-file-storage';
import type { StoredCredential } from '../src/signing/credential-rows';
import { signingBoxKey } from '../src/signing/signing-credential';
import { pdfLetterReader } from '../src/signing/pdf-signature-reader';
import { sandboxCredential, testRoot } from '../src/signing/sandbox-credentials';
import { letterSignatureReason } from '../src/signing/sign-letter-pdf';
import { signPdf } from '../src/signing/pdf-signer';
import { TEST_ROOT_NAME } from '../src/signing/test-ca';
import { createTestDatabase, secondPool, type TestDatabase } from './test-app';

const LETTER_NO = 'TBBH2026112912345678';
const boxKey = signingBoxKey(loadConfig({ NODE_ENV: 'test' }));

let shared: TestDatabase;
let other: TestDatabase | undefined;
let credential: StoredCredential;
let unsigned: Uint8Array;
let signed: Buffer;

beforeAll(async () => {
  shared = await createTestDatabase();
  other = await secondPool(shared);
  const db = shared.database.db;
  // Two instances issue the same guarantor's first certificate at once: one row wins for both.
  const racing = await Promise.all([
    sandboxCredential(db, { kind: 'ensure_company', id: 901 }, '测试担保', boxKey),
    sandboxCredential(
      other?.database.db ?? db,
      { kind: 'ensure_company', id: 901 },
      '测试担保',
      boxKey,
    ),
  ]);
  expect(racing[0].fingerprint).toBe(racing[1].fingerprint);
  credential = racing[0];
  const doc = await PDFDocument.create();
  doc.addPage().drawText('letter');
  unsigned = await doc.save();
  signed = await signPdf(
    unsigned,
    credential,
    {
      reason: letterSignatureReason(LETTER_NO),
      name: 'Guarantor 901',
      contactInfo: 'https://portal.example.cn/verify',
      location: 'CN',
    },
    new Date(),
  );
});
afterAll(async () => {
  await other?.dispose();
  await shared.dispose();
});

describe('sandbox credentials', () => {
  it('issue a test certificate chained to the single test root', async () => {
    const rows = await shared.database.db
      .select()
      .from(signingCredentials)
      .where(
        and(eq(signingCredentials.ownerKind, 'root'), eq(signingCredentials.algorithm, 'rsa')),
      );
    expect(rows).toHaveLength(1);
    const root = new X509Certificate(rows[0]!.certificatePem);
    expect(root.subject).toContain(`CN=${TEST_ROOT_NAME}`);
    const [leafPem, chainPem] = credential.certificatePem.split(
      /(?<=-----END CERTIFICATE-----)\s*/,
    );
    const leaf = new X509Certificate(leafPem!);
    expect(leaf.subject).toContain('CN=测试担保（测试证书）');
    expect(leaf.checkIssued(root) && leaf.verify(root.publicKey)).toBe(true);
    expect(new X509Certificate(chainPem!).fingerprint256).toBe(root.fingerprint256);
    expect((await testRoot(shared.database.db, boxKey)).fingerprint).toBe(rows[0]!.fingerprint);
  });

  it('keep private keys sealed and open them only for the same fingerprint', async () => {
    const [row] = await shared.database.db
      .select()
      .from(signingCredentials)
      .where(eq(signingCredentials.fingerprint, credential.fingerprint));
    expect(row).toMatchObject({ ownerKind: 'ensure_company', ownerId: 901, source: 'sandbox' });
    expect(row!.privateKeySealed).not.toContain('PRIVATE KEY');
    expect(credential.privateKeyPem).toContain('BEGIN PRIVATE KEY');
    const again = await sandboxCredential(
      shared.database.db,
      { kind: 'ensure_company', id: 901 },
      '测试担保',
      boxKey,
    );
    expect(again.fingerprint).toBe(credential.fingerprint);
  });
});

describe('the sandbox e-sign provider', () => {
  it('signs a contract with the enterprise’s test certificate from the same test root', async () => {
    const db = shared.database.db;
    const [enterprise] = await db.select().from(enterprises).limit(1);
    const uploads = mkdtempSync(join(tmpdir(), 'bht-esign-'));
    const config = loadConfig({ NODE_ENV: 'test' });
    const esign = new SandboxESignProvider(
      db,
      new LocalFileStorage(uploads),
      'sandbox-esign-secret',
      {
        db,
        config,
        sandbox: true,
      },
    );
    const { signId } = await esign.prepare({
      kind: 'contract',
      ownerType: 'enterprise',
      ownerId: enterprise!.id,
      signerMobile: '13800000000',
      pdf: unsigned,
    });
    const signedContract = await esign.sign({ signId, signerName: '张三', signedAt: new Date() });
    rmSync(uploads, { recursive: true, force: true });

    const [row] = await db
      .select()
      .from(signingCredentials)
      .where(
        and(
          eq(signingCredentials.ownerKind, 'enterprise'),
          eq(signingCredentials.ownerId, enterprise!.id),
        ),
      );
    expect(await pdfLetterReader.read(Buffer.from(signedContract.bytes))).toMatchObject({
      signed: true,
      intact: true,
      signerFingerprint: row!.fingerprint,
    });
    const leaf = new X509Certificate(row!.certificatePem);
    expect(leaf.subject).toContain(`CN=${enterprise!.name}（测试证书）`);
    const root = await testRoot(db, boxKey);
    expect(leaf.verify(new X509Certificate(root.certificatePem).publicKey)).toBe(true);
  });
});

describe('pdfLetterReader', () => {
  it('accepts PDFs by content', () => {
    expect(pdfLetterReader.accepts(signed)).toBe(true);
    expect(pdfLetterReader.accepts(Buffer.from('PK\x03\x04'))).toBe(false);
  });

  it('reads a genuine signature: signed, intact, the signer and the letter number', async () => {
    expect(await pdfLetterReader.read(signed)).toEqual({
      format: 'pdf',
      signed: true,
      intact: true,
      signerFingerprint: credential.fingerprint,
      letterNo: LETTER_NO,
    });
  });

  it('sees one byte changed inside the signed range', async () => {
    const changed = Buffer.from(signed);
    const at = signed.indexOf('/MediaBox') + 1;
    changed[at] = changed[at]! ^ 0x01;
    expect(await pdfLetterReader.read(changed)).toMatchObject({
      signed: true,
      intact: false,
      signerFingerprint: credential.fingerprint,
    });
  });

  it('sees bytes appended after the signed ranges', async () => {
    const appended = Buffer.concat([signed, Buffer.from('\n% appended after signing\n')]);
    expect(await pdfLetterReader.read(appended)).toMatchObject({ signed: true, intact: false });
  });

  it('answers signed: false for an unsigned PDF and for garbage', async () => {
    const expected = { format: 'pdf', signed: false, intact: false, signerFingerprint: null };
    expect(await pdfLetterReader.read(Buffer.from(unsigned))).toMatchObject(expected);
    expect(await pdfLetterReader.read(Buffer.from('%PDF-1.7 garbage'))).toMatchObject(expected);
    const truncated = signed.subarray(0, signed.length - 100);
    expect(await pdfLetterReader.read(truncated)).toMatchObject(expected);
    const withoutCms = Buffer.from(
      signed
        .toString('latin1')
        .replace(
          /(\/Contents\s*<)([0-9a-f]+)>/,
          (_, key: string, hex: string) => `${key}${'0'.repeat(hex.length)}>`,
        ),
      'latin1',
    );
    expect(withoutCms.length).toBe(signed.length);
    expect(await pdfLetterReader.read(withoutCms)).toMatchObject(expected);
  });
});
