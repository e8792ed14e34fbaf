// A local S3-compatible server (s3rver) on 127.0.0.1 with one bucket in a temporary folder, for the
// S3 storage driver and STORAGE_URL tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in access key; it checks request signatures against it. */
export const S3RVER_KEY = 'S3RVER';

export interface S3TestServer {
  bucket: string;
  endpoint: string;
  /** A STORAGE_URL for the bucket (credentials in the URL, path-style through the endpoint). */
  storageUrl(prefix?: string): string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'bht-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'bht-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    storageUrl: (prefix = '') =>
      `s3://${S3RVER_KEY}:${S3RVER_KEY}@${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
