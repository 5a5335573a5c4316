import { createHash } from 'node:crypto';
import { createDiskStorage } from './disk-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3Storage, type S3StorageConfig } from './s3-storage.ts';

export { createDiskStorage } from './disk-storage.ts';
export { createS3Storage, type S3StorageConfig } from './s3-storage.ts';
export {
  assertMediaKey,
  isMediaKey,
  type MediaStorage,
  type StoredFile,
  type StoredFileInfo,
} from './media-storage.ts';
export { isInside, resolveMediaPath } from './media-path.ts';

export interface MediaStorageSettings {
  /** The media root on disk (DATA_DIR/media). */
  mediaDir: string;
  /** The resized-picture cache inside it: not media. */
  mediaCacheDir: string;
  /** A bucket instead of the folder; null: the folder. */
  s3: S3StorageConfig | null;
}

/** The storage the settings name: the bucket when S3 is configured, else the media folder. */
export function createMediaStorage(settings: MediaStorageSettings): MediaStorage {
  if (settings.s3) return createS3Storage(settings.s3);
  return createDiskStorage({ root: settings.mediaDir, hidden: [settings.mediaCacheDir] });
}

/**
 * A new file's key: `{folder}/{sha-256 of the bytes}.{extension}`. Different bytes always get a
 * different key, so no cache (browsers, CDNs, the resized-picture cache) ever serves an old file for
 * it, and the same bytes uploaded twice share one file.
 */
export function contentKey(folder: string, bytes: Buffer, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 40);
  return `${folder}/${hash}.${extension}`;
}
