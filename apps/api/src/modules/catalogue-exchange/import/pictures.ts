import { MAX_IMAGE_BYTES } from '@shop/contracts';
import yauzl from 'yauzl';
import { inspectUploadedPicture } from '../../images/uploaded-picture.ts';
import { contentKey, type MediaStorage } from '../../media-storage/index.ts';
import { PictureRequestError, requestPicture } from './picture-request.ts';

/** The pictures ZIP of an import: its entries by name (and by base name), read one at a time, never unpacked whole. */
export interface PictureZip {
  has(name: string): boolean;
  read(name: string): Promise<Buffer>;
  close(): void;
}

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    );
  });
}

/** Indexes the ZIP's file entries (directories skipped); a name matches with or without its folders. */
export async function openPictureZip(bytes: Buffer): Promise<PictureZip> {
  const zip = await openZip(bytes);
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) {
        entries.set(entry.fileName, entry);
        const base = entry.fileName.split('/').at(-1) ?? entry.fileName;
        if (!entries.has(base)) entries.set(base, entry);
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return {
    has: (name) => entries.has(name),
    read: (name) =>
      new Promise((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new Error(`There is no picture "${name}" in the ZIP.`));
        if (entry.uncompressedSize > MAX_IMAGE_BYTES)
          return reject(new Error('the picture is larger than 10 MB'));
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        });
      }),
    close: () => zip.close(),
  };
}

/** Stores a picture's bytes like an uploaded one (decoded whole by sharp, named by content); the path, or why not. */
export async function storePicture(
  storage: MediaStorage,
  bytes: Buffer,
): Promise<{ path: string } | { error: string }> {
  const picture = await inspectUploadedPicture(bytes);
  if (!picture) return { error: 'it is not a JPEG, PNG or WebP picture that can be read whole' };
  const path = contentKey('products', bytes, picture.extension);
  await storage.put(path, bytes, picture.contentType);
  return { path };
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  attempts: number;
  /** Between attempts (doubled each time). */
  retryDelayMs: number;
  /** Fetch from private, loopback and link-local addresses too (IMPORT_PICTURES_FROM_PRIVATE_NETWORK). */
  privateNetwork: boolean;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 15_000,
  maxBytes: MAX_IMAGE_BYTES,
  attempts: 3,
  retryDelayMs: 1_000,
  privateNetwork: false,
};

/** The fetch limits of a shop's configuration. */
export function pictureFetchLimits(config: { picturesFromPrivateNetwork?: boolean }): FetchLimits {
  return { ...DEFAULT_FETCH_LIMITS, privateNetwork: config.picturesFromPrivateNetwork === true };
}

/**
 * Fetches a picture by URL (public addresses only unless the limits allow the private network; see
 * picture-request.ts) with a timeout, a size limit and retries: a server error, a timeout or a dropped
 * connection is tried again, a refused address, a 404 or a picture too large is not.
 */
export async function fetchPicture(url: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<Buffer> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= limits.attempts; attempt += 1) {
    try {
      return await requestPicture(url, limits);
    } catch (error) {
      lastError = error;
      if (error instanceof PictureRequestError && !error.retry) break;
      if (attempt < limits.attempts)
        await new Promise((resolve) => setTimeout(resolve, limits.retryDelayMs * 2 ** (attempt - 1)));
    }
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(
    /timeout|aborted/i.test(message) || (lastError as { name?: string })?.name === 'TimeoutError'
      ? 'no answer in time'
      : message,
  );
}
