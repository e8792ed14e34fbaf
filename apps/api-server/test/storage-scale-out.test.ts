// Two API instances on one database, each with its own local disk (UPLOAD_DIR): with the local
// folder a file stored by one is missing on the other; with STORAGE_URL (an S3 bucket on s3rver)
// each serves and uses what the other stored: uploads, the signed contract and the sealed letter.
import { companyLetterSign, confirmSign } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from './company-order-fixtures';
import { callEndpoint, companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import { applyLetter, prepareContract } from './order-fixtures';
import { startS3Server, type S3TestServer } from './s3-test-server';
import { call } from './session-client';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-app';
import { samplePdf, upload } from './upload-helpers';

let s3: S3TestServer;
let shared: TestDatabase;
beforeAll(async () => {
  s3 = await startS3Server();
  shared = await createTestDatabase();
});
afterAll(async () => {
  await shared.dispose();
  await s3.close();
});

/** Two instances on the shared database; createTestApp gives each its own temporary UPLOAD_DIR. */
async function twoInstances(config: Record<string, string>): Promise<[TestApp, TestApp]> {
  return [await createTestApp({ shared, config }), await createTestApp({ shared, config })];
}

const download = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe.each([
  ['separate local folders (control)', () => ({}), false],
  ['one S3 bucket (STORAGE_URL)', () => ({ STORAGE_URL: s3.storageUrl() }), true],
] as const)('%s', (_name, config, shared) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances(config());
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it(`an upload stored by A is ${shared ? '' : 'not '}served by B`, async () => {
    expect(a.config.UPLOAD_DIR).not.toBe(b.config.UPLOAD_DIR);
    const token = await tokenFor(a.app, '13800000001');
    const bytes = samplePdf();
    const { url } = (
      await upload(a.app, { name: '授权书.pdf', bytes, scene: 'other', token })
    ).json().data;

    const fromA = await download(a, url);
    expect([fromA.statusCode, fromA.rawPayload.equals(bytes)]).toEqual([200, true]);
    const fromB = await download(b, url);
    if (shared) {
      expect([
        fromB.statusCode,
        fromB.headers['content-type'],
        fromB.headers['content-length'],
      ]).toEqual([200, 'application/pdf', String(bytes.length)]);
      expect(fromB.rawPayload.equals(bytes)).toBe(true);
    } else {
      expect([fromB.statusCode, fromB.json().msg]).toEqual([404, '文件不存在']);
    }
  });
});

describe('one S3 bucket: a whole order across the two instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances({ STORAGE_URL: s3.storageUrl() });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('the contract drafted on A is signed on B, and the letter sealed on B is downloaded from A', async () => {
    const enterprise = await tokenFor(a.app, '13800000001');
    const { order_sn } = await applyLetter(a, enterprise);
    // The draft PDF is written by A; signing reads it back and stores the signed copy, here on B.
    const { sign_id, code } = await prepareContract(a, enterprise, order_sn);
    const signed = await call(b.app, confirmSign.path, enterprise, { order_sn, sign_id, code });
    expect(signed.json()).toMatchObject({ code: 1, data: { status: 1 } });
    const contract = await download(a, signed.json().data.signed_contract_url);
    expect([contract.statusCode, contract.headers['content-type']]).toEqual([
      200,
      'application/pdf',
    ]);
    expect(contract.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await advanceOrder(a, order_sn, 3);
    const sealed = await callEndpoint(
      b.app,
      companyLetterSign,
      await companyToken(b.app, 'xinda_admin'),
      { order_sn },
    );
    expect(sealed.json().code).toBe(1);
    const letter = await download(a, sealed.json().data.letter_url);
    expect([letter.statusCode, letter.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
