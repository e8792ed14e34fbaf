// The storage contract, the same cases for both drivers: the local folder (UPLOAD_DIR) and an
// S3-compatible bucket (STORAGE_URL, against s3rver on 127.0.0.1).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import type { FileStorage } from '../src/providers/storage/file-storage';
import { LocalFileStorage } from '../src/providers/storage/local-file-storage';
import { S3FileStorage } from '../src/providers/storage/s3-file-storage';
import type { S3StorageSetting } from '../src/providers/storage/storage-url';
import { startS3Server, S3RVER_KEY, type S3TestServer } from './s3-test-server';
import { samplePdf, samplePng } from './upload-helpers';

let s3: S3TestServer;
let folder: string;
beforeAll(async () => {
  s3 = await startS3Server();
  folder = mkdtempSync(join(tmpdir(), 'bht-storage-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The S3 setting STORAGE_URL gives, parsed as at start-up. */
const s3Setting = (url = s3.storageUrl()): S3StorageSetting =>
  loadConfig({ STORAGE_URL: url }).STORAGE_URL!;

const drivers: Array<[string, () => FileStorage]> = [
  ['local folder', () => new LocalFileStorage(folder)],
  ['S3 bucket', () => new S3FileStorage(s3Setting())],
];

const newKey = (extension = 'png') => `2026/11/${randomBytes(16).toString('hex')}.${extension}`;

describe.each(drivers)('%s', (_name, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });

  it('reads back what it stored, whole and as a stream with its size', async () => {
    const key = newKey();
    const bytes = samplePng('contract');
    await storage.put(key, bytes, 'image/png');
    expect(await storage.get(key)).toEqual(bytes);
    const file = await storage.stream(key);
    expect(file?.size).toBe(bytes.length);
    expect(await buffer(file!.body)).toEqual(bytes);
  });

  it('streams a large file unchanged', async () => {
    const key = newKey('pdf');
    const bytes = randomBytes(3 * 1024 * 1024);
    await storage.put(key, bytes, 'application/pdf');
    const file = await storage.stream(key);
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file!.body)).equals(bytes)).toBe(true);
  });

  it('replaces a file stored again under the same key', async () => {
    const key = newKey('pdf');
    await storage.put(key, samplePng(), 'image/png');
    await storage.put(key, samplePdf(), 'application/pdf');
    expect(await storage.get(key)).toEqual(samplePdf());
  });

  it('answers null, not an error, for a key with no file', async () => {
    const key = newKey();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
  });

  it('deletes a file; deleting it again is not an error', async () => {
    const key = newKey();
    await storage.put(key, samplePng(), 'image/png');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it.each([
    '../secret.png',
    '/etc/passwd.png',
    '2026/../../secret.png',
    'no-extension',
    '',
    'a/b/c/d/e/f.png',
    '2026/11/x.PNG',
  ])('treats %j as no file: nothing read, stored or deleted', async (key) => {
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await expect(storage.put(key, samplePng(), 'image/png')).rejects.toThrow('Invalid storage key');
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });
});

describe('S3 bucket specifics', () => {
  it('keeps the files under the prefix of STORAGE_URL', async () => {
    const prefixed = new S3FileStorage(s3Setting(s3.storageUrl('tenant-a/files')));
    const whole = new S3FileStorage(s3Setting());
    const key = newKey();
    await prefixed.put(key, samplePng('prefixed'), 'image/png');
    expect(await whole.get(`tenant-a/files/${key}`)).toEqual(samplePng('prefixed'));
    expect(await whole.get(key)).toBeNull();
  });

  it('takes the credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY when the URL has none', async () => {
    const withoutCredentials = s3.storageUrl().replace(`${S3RVER_KEY}:${S3RVER_KEY}@`, '');
    vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_KEY);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_KEY);
    try {
      const storage = new S3FileStorage(s3Setting(withoutCredentials));
      const key = newKey();
      await storage.put(key, samplePng(), 'image/png');
      expect(await storage.get(key)).toEqual(samplePng());
    } finally {
      vi.unstubAllEnvs();
    }
  });

  // s3rver checks the access key (not V4 signatures), so a wrong key stands for wrong credentials.
  it('reports refused credentials or a missing bucket as an error, never as a missing file', async () => {
    const wrongKey = new S3FileStorage(
      s3Setting(s3.storageUrl().replace(`${S3RVER_KEY}:`, 'WRONGKEY:')),
    );
    await expect(wrongKey.get(newKey())).rejects.toThrow('Access Key');
    const noBucket = new S3FileStorage(
      s3Setting(s3.storageUrl().replace(`@${s3.bucket}/`, '@no-such-bucket/')),
    );
    await expect(noBucket.get(newKey())).rejects.toThrow();
    await expect(noBucket.stream(newKey())).rejects.toThrow();
  });
});
