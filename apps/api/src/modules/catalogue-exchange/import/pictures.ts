import { MAX_IMAGE_BYTES } from '@shop/contracts';
import yauzl from 'yauzl';
import { inspectUploadedPicture } from '../../images/uploaded-picture.ts';
import { contentKey, type MediaStorage } from '../../media-storage/index.ts';

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
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 15_000,
  maxBytes: MAX_IMAGE_BYTES,
  attempts: 3,
  retryDelayMs: 1_000,
};

async function fetchOnce(url: string, limits: FetchLimits): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs), redirect: 'follow' });
  if (!response.ok || !response.body) throw new Error(`the server answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limits.maxBytes) throw new Error('the picture is larger than 10 MB');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > limits.maxBytes) throw new Error('the picture is larger than 10 MB');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Fetches a picture by URL with a timeout, a size limit and retries (a server error or timeout is tried again). */
export async function fetchPicture(url: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<Buffer> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= limits.attempts; attempt += 1) {
    try {
      return await fetchOnce(url, limits);
    } catch (error) {
      lastError = error;
      if (attempt < limits.attempts)
        await new Promise((resolve) => setTimeout(resolve, limits.retryDelayMs * 2 ** (attempt - 1)));
    }
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(message.includes('timeout') || message.includes('aborted') ? 'no answer in time' : message);
}
