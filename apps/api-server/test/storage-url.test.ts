// STORAGE_URL: which values choose the S3 driver and how, the one-line start-up error of a
// malformed one (Chinese / English, never the secret), and a clean start-up with the S3 driver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { spawnApi } from './api-child-process';
import { startS3Server, type S3TestServer } from './s3-test-server';

const storageOf = (STORAGE_URL: string | undefined) => loadConfig({ STORAGE_URL }).STORAGE_URL;

describe('STORAGE_URL', () => {
  it.each([undefined, '', '  '])('%j keeps the local folder UPLOAD_DIR', (value) => {
    expect(storageOf(value)).toBeUndefined();
  });

  it.each([
    ['s3://bht-files', { bucket: 'bht-files', prefix: '', forcePathStyle: false }],
    [
      's3://bht-files/tenant_1/files',
      { bucket: 'bht-files', prefix: 'tenant_1/files/', forcePathStyle: false },
    ],
    ['s3://bht.files/uploads/', { bucket: 'bht.files', prefix: 'uploads/', forcePathStyle: false }],
    [
      's3://bht-files?region=cn-north-1',
      { bucket: 'bht-files', prefix: '', region: 'cn-north-1', forcePathStyle: false },
    ],
    [
      's3://AKID:se%2Fcr%40et@bht-files?endpoint=http://127.0.0.1:9000',
      {
        bucket: 'bht-files',
        prefix: '',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKID', secretAccessKey: 'se/cr@et' },
      },
    ],
    [
      's3://bht-files?endpoint=https%3A%2F%2Foss-cn-hangzhou.aliyuncs.com&region=oss-cn-hangzhou&forcePathStyle=false',
      {
        bucket: 'bht-files',
        prefix: '',
        endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
        region: 'oss-cn-hangzhou',
        forcePathStyle: false,
      },
    ],
  ])('%s', (value, expected) => {
    expect(storageOf(value)).toEqual({
      endpoint: undefined,
      region: undefined,
      credentials: undefined,
      ...expected,
    });
  });

  it.each([
    ['http://bht-files', '应为 s3://存储桶'],
    ['bht-files', '应为 s3://存储桶'],
    ['s3://', '应为 s3://存储桶'],
    ['s3://bht-files:9000', '应为 s3://存储桶'],
    ['s3://bht-files#x', '应为 s3://存储桶'],
    ['s3://Bht_Files', '存储桶名 "Bht_Files" 不合法'],
    ['s3://ab', '存储桶名 "ab" 不合法'],
    ['s3://bht-files/a//b', '前缀不合法'],
    ['s3://bht-files/a.b', '前缀不合法'],
    ['s3://bht-files?endpont=http://127.0.0.1:9000', '不支持的参数 "endpont"'],
    ['s3://bht-files?endpoint=ftp://127.0.0.1', 'endpoint 应为 http:// 或 https://'],
    ['s3://bht-files?endpoint=http://user:pass@127.0.0.1', 'endpoint 应为 http:// 或 https://'],
    ['s3://bht-files?endpoint=127.0.0.1:9000', 'endpoint 应为 http:// 或 https://'],
    ['s3://bht-files?region=US_EAST', 'region 不合法'],
    ['s3://bht-files?forcePathStyle=yes', 'forcePathStyle 只能是 true 或 false'],
    ['s3://AKID@bht-files', '访问密钥需同时写 ID 和密码'],
    ['s3://:topsecret@bht-files', '访问密钥需同时写 ID 和密码'],
    ['s3://AKID:topsecret%E0%A4@bht-files', '访问密钥需同时写 ID 和密码'],
    ['s3://AKID:topsecret@Bad_Bucket', '存储桶名 "Bad_Bucket" 不合法'],
  ])('refuses %s in Chinese and English, without the secret', (value, chinese) => {
    let message = '';
    try {
      storageOf(value);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`STORAGE_URL: ${chinese}`);
    // Chinese, then the same in English after the last ' / '.
    expect(message).toMatch(/[\u4e00-\u9fff].* \/ [^\u4e00-\u9fff]+$/);
    expect(message).not.toContain('topsecret');
  });
});

describe('start-up', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('starts with the S3 driver without the AWS SDK’s Node version warning', async () => {
    const api = await spawnApi({ STORAGE_URL: s3.storageUrl() });
    try {
      await api.healthy();
      expect(api.output()).not.toMatch(/warning/i);
    } finally {
      await api.stop();
    }
  });

  it('stops on a malformed STORAGE_URL with one line naming it, exit code 1', async () => {
    const api = await spawnApi({ STORAGE_URL: 's3://AKID:topsecret@Bad_Bucket' });
    expect(await api.exited).toBe(1);
    expect(api.output().trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Invalid configuration: STORAGE_URL: 存储桶名 "Bad_Bucket" 不合法.* \/ bucket name/,
      ),
    ]);
    expect(api.output()).not.toContain('topsecret');
  });
});
