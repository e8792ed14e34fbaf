// A sealed letter's digital signature checked independently, through HTTP: Debian's pdfsig
// (poppler-utils) trusts the sandbox test root (imported into an NSS database with certutil) and
// finds the letter signed by its guarantor and unchanged, then broken after one byte changes; the
// order's letter_digest and letter_sm3 are those of the stored, signed file, and pdfLetterReader
// names the guarantor's credential and the letter number.
import { companyLetterSign } from '@bht/api-client/contract';
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm3Hex } from '@bht/national-crypto';
import { signingCredentials } from '../src/db/schema';
import { pdfLetterReader } from '../src/signing/pdf-signature-reader';
import { callEndpoint, companyToken } from './company-session';
import { orderAt } from './company-order-fixtures';
import { orderRow } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let dir: string;
let nssdir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'bht-pdfsig-'));
  nssdir = join(dir, 'nss');
  mkdirSync(nssdir);
  execFileSync('certutil', ['-N', '-d', `sql:${nssdir}`, '--empty-password']);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** Trusts the sandbox's test root for pdfsig (created by the first seal). */
async function trustTestRoot() {
  const [root] = await t.database.db
    .select()
    .from(signingCredentials)
    .where(eq(signingCredentials.ownerKind, 'root'));
  writeFileSync(join(dir, 'root.pem'), root!.certificatePem);
  execFileSync('certutil', [
    ...['-A', '-d', `sql:${nssdir}`, '-n', 'bht-test-root', '-t', 'CT,CT,CT'],
    ...['-i', join(dir, 'root.pem')],
  ]);
}

function pdfsig(bytes: Buffer): string[] {
  const file = join(dir, 'letter.pdf');
  writeFileSync(file, bytes);
  const run = spawnSync('pdfsig', ['-nssdir', `sql:${nssdir}`, file], { encoding: 'utf8' });
  return run.stdout.split('\n').map((line) => line.replace(/^\s*-\s*/, '').trim());
}

describe('a sealed letter’s digital signature', () => {
  it('is valid and trusted for pdfsig, and broken after one byte changes', async () => {
    const sn = await orderAt(t, 3);
    const res = await callEndpoint(
      t.app,
      companyLetterSign,
      await companyToken(t.app, 'xinda_admin'),
      {
        order_sn: sn,
      },
    );
    expect(res.statusCode).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: res.json().data.letter_url });
    const bytes = download.rawPayload;

    const order = await orderRow(t, sn);
    expect(order.letterDigest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(order.letterSm3).toBe(sm3Hex(bytes));

    const [credential] = await t.database.db
      .select()
      .from(signingCredentials)
      .where(
        and(
          eq(signingCredentials.ownerKind, 'ensure_company'),
          eq(signingCredentials.ownerId, order.ensureCompanyId),
        ),
      );
    expect(await pdfLetterReader.read(bytes)).toEqual({
      format: 'pdf',
      signed: true,
      intact: true,
      signerFingerprint: credential!.fingerprint,
      letterNo: order.letterNo,
    });

    await trustTestRoot();
    const lines = pdfsig(bytes);
    expect(lines).toContain('Signer Certificate Common Name: 江苏信达融资担保有限公司（测试证书）');
    expect(lines).toContain('Signing Hash Algorithm: SHA-256');
    expect(lines).toContain('Total document signed');
    expect(lines).toContain('Signature Validation: Signature is Valid.');
    expect(lines).toContain('Certificate Validation: Certificate is Trusted.');

    const changed = Buffer.from(bytes);
    const at = bytes.indexOf('/MediaBox') + 1;
    changed[at] = changed[at]! ^ 0x01;
    const broken = pdfsig(changed);
    expect(broken).toContain('Signature Validation: Digest Mismatch.');
    expect(broken).not.toContain('Signature Validation: Signature is Valid.');
  });
});
