// The OFD beside the sealed PDF through HTTP (docs/letters.md, "OFD and the e-seal"): letterSign
// stores it, the order detail links it, its digests are recorded, its signer is the guarantor's
// stored SM2 credential, and a re-seal replaces it and deletes the old file.
import {
  companyGetOrderDetail,
  companyLetterSign,
  companyReLetterSign,
  storedFilePath,
} from '@bht/api-client/contract';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm3Hex } from '@bht/national-crypto';
import { signingCredentials } from '../src/db/schema';
import { ofdLetterReader } from '../src/ofd/ofd-letter-reader';
import { callEndpoint, companyToken } from './company-session';
import { orderAt } from './company-order-fixtures';
import { companyIdByName, orderRow } from './order-fixtures';
import { signedLinkTo } from './upload-helpers';
import { createTestApp, type TestApp } from './test-app';
import { verifyOfdIndependently } from './ofd-verifier';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await companyToken(t.app, 'xinda_admin');
});
afterAll(() => t.close());

async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/ofd']);
  return res.rawPayload;
}

describe('the sealed letter’s OFD', () => {
  it('is stored, linked on the order detail, recorded by its digests and replaced by a re-seal', async () => {
    const sn = await orderAt(t, 3);
    const sealed = await callEndpoint(t.app, companyLetterSign, token, { order_sn: sn });
    expect(sealed.statusCode).toBe(200);
    const { letter_ofd_url } = sealed.json().data;
    const order = await orderRow(t, sn);
    expect(storedFilePath(letter_ofd_url)).toMatch(
      /^\/uploads\/letters\/\d{4}\/\d{2}\/[0-9a-f]{32}\.ofd$/,
    );
    expect(letter_ofd_url).toEqual(signedLinkTo(order.letterOfdUrl));

    const detail = await callEndpoint(t.app, companyGetOrderDetail, token, { order_sn: sn });
    expect(detail.json().data.letter_ofd_url).toEqual(signedLinkTo(order.letterOfdUrl));

    const bytes = await download(letter_ofd_url);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(order.letterOfdSha256);
    expect(sm3Hex(bytes)).toBe(order.letterOfdSm3);
    const read = await ofdLetterReader.read(bytes);
    expect(read).toMatchObject({ signed: true, intact: true, letterNo: order.letterNo });
    expect(await verifyOfdIndependently(bytes)).toMatchObject({ ok: true });
    // The signer is the guarantor's sandbox SM2 credential, issued on first use.
    const [credential] = await t.database.db
      .select()
      .from(signingCredentials)
      .where(
        and(
          eq(signingCredentials.ownerKind, 'ensure_company'),
          eq(signingCredentials.ownerId, await companyIdByName(t)),
          eq(signingCredentials.algorithm, 'sm2'),
        ),
      );
    expect(credential).toMatchObject({ fingerprint: read.signerFingerprint, source: 'sandbox' });
    expect(credential!.subject).toContain('（仅供测试）');
    expect(credential!.privateKeySealed).not.toContain('PRIVATE KEY');

    const resealed = await callEndpoint(t.app, companyReLetterSign, token, {
      order_sn: sn,
      reason: '受益人名称更正',
    });
    expect(resealed.statusCode).toBe(200);
    const again = await orderRow(t, sn);
    expect(again.letterOfdUrl).not.toBe(order.letterOfdUrl);
    expect(
      await ofdLetterReader.read(await download(resealed.json().data.letter_ofd_url)),
    ).toMatchObject({
      intact: true,
      signerFingerprint: read.signerFingerprint,
    });
    expect((await t.app.inject({ method: 'GET', url: letter_ofd_url })).statusCode).toBe(404);
  });
});
