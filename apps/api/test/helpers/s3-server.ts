import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../../src/modules/media-storage/index.ts';

export interface LocalS3Server {
  /** Settings of a storage on this server's bucket (path-style, test credentials). */
  config(keyPrefix?: string): S3StorageConfig;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port of 127.0.0.1, with an empty bucket `media`. */
export async function startLocalS3(): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await server.run();
  return {
    config: (keyPrefix = '') => ({
      bucket: 'media',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      keyPrefix,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
