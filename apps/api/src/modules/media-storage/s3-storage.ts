import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertMediaKey, type MediaStorage, type StoredFile, type StoredFileInfo } from './media-storage.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, DigitalOcean Spaces...). */
export interface S3StorageConfig {
  bucket: string;
  /** http(s) URL of an S3-compatible service; null: AWS S3 of `region`. */
  endpoint: string | null;
  region: string;
  /** Both null: the SDK's default credentials (environment, shared files, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Path-style addresses (endpoint/bucket/key), as most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key ("shop/" keeps the media in one folder of a shared bucket); "" for none. */
  keyPrefix: string;
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** The media root as keys of an S3-compatible bucket, shared by every API instance. */
export function createS3Storage(config: S3StorageConfig): MediaStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where the API requires them: many S3-compatible services reject or mishandle the
    // CRC32 headers and trailers that newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return `${config.keyPrefix}${key}`;
  };

  return {
    description: `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ` (${config.region})`}${
      config.keyPrefix ? `, keys under ${config.keyPrefix}` : ''
    }`,

    async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },

    async get(key: string): Promise<StoredFile | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, size: bytes.length, modifiedAt: object.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(key: string): Promise<StoredFileInfo | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    close() {
      client.destroy();
    },
  };
}
