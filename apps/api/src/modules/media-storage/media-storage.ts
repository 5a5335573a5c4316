/**
 * One storage for the media root (pictures, downloads): a folder under DATA_DIR by default, an
 * S3-compatible bucket when S3_BUCKET is set, so that any number of API instances serve the same files.
 * Keys are paths relative to the media root ("products/3f9c….webp"), checked by `isMediaKey`.
 */
export interface MediaStorage {
  /** For logs: where the files are. */
  readonly description: string;
  /** Stores `bytes` under `key`, replacing whatever was there; readers never see half a file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Size and modification time without reading the bytes (cache checks, download sizes), or null. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections (the bucket's client) at shutdown. */
  close?(): void;
}

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  bytes: Buffer;
}

/**
 * A media key: a relative path of non-empty segments without `.`/`..`, backslashes, NUL bytes or a
 * leading slash, up to 1024 characters. Anything else never reaches a storage.
 */
export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  if (key.includes('\0') || key.includes('\\')) return false;
  if (key.startsWith('/') || /^[a-zA-Z]:/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export class InvalidMediaKeyError extends Error {
  constructor(key: string) {
    super(`Invalid media key "${key.slice(0, 100)}".`);
    this.name = 'InvalidMediaKeyError';
  }
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new InvalidMediaKeyError(key);
}
