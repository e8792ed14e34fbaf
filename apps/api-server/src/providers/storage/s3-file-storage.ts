// Files in an S3-compatible bucket (STORAGE_URL), shared by every API instance: AWS S3, MinIO,
// Aliyun OSS, Tencent COS, s3rver in the tests. Keys are the storage keys under the URL's prefix.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { isStorageKey, type FileStorage, type StoredFileStream } from './file-storage';
import type { S3StorageSetting } from './storage-url';

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly setting: S3StorageSetting) {
    // The SDK warns on every start under Node 20 that its releases after January 2027 need Node 22;
    // the lockfile pins this one. Switched off with the SDK's documented variable
    // (aws/aws-sdk-js-v3#7983) unless the operator set it; must be set before the client exists.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: setting.region ?? process.env.AWS_REGION ?? 'us-east-1',
      endpoint: setting.endpoint,
      forcePathStyle: setting.forcePathStyle,
      credentials: setting.credentials,
      // Many S3-compatible servers reject the CRC checksums the SDK adds to every request by
      // default; send and check them only where the S3 API requires them.
      ...(setting.endpoint && {
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    });
  }

  /** The object key of a storage key, or null for anything that is not a storage key. */
  private objectKey(key: string): string | null {
    return isStorageKey(key) ? this.setting.prefix + key : null;
  }

  async put(key: string, bytes: Buffer, mime: string): Promise<void> {
    const objectKey = this.objectKey(key);
    if (!objectKey) throw new Error(`Invalid storage key: ${key}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.setting.bucket,
        Key: objectKey,
        Body: bytes,
        ContentType: mime,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const object = await this.getObject(key);
    return object ? Buffer.from(await object.Body.transformToByteArray()) : null;
  }

  async stream(key: string): Promise<StoredFileStream | null> {
    const object = await this.getObject(key);
    if (!object) return null;
    if (!(object.Body instanceof Readable)) throw new Error('S3 object body is not a Node stream');
    return { body: object.Body, size: object.ContentLength };
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    // S3 answers a delete of a missing key with success too.
    if (objectKey)
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.setting.bucket, Key: objectKey }),
      );
  }

  private async getObject(
    key: string,
  ): Promise<
    (GetObjectCommandOutput & { Body: NonNullable<GetObjectCommandOutput['Body']> }) | null
  > {
    const objectKey = this.objectKey(key);
    if (!objectKey) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.setting.bucket, Key: objectKey }),
      );
      if (!object.Body) throw new Error(`S3 returned no body for ${objectKey}`);
      return { ...object, Body: object.Body };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }
}
