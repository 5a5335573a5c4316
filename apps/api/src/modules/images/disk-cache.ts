import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

async function modifiedAt(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Resized pictures cached on disk. A cached file is used while it is at least as new as its original;
 * it is written to a temporary file and renamed into place, so concurrent requests (in this process
 * or another instance sharing the folder) never see a half-written file, and requests in this process
 * for the same picture share one rendering.
 */
export function createDiskCache() {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function renderAndStore(cacheFile: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const bytes = await render();
    await mkdir(dirname(cacheFile), { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, cacheFile);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return bytes;
  }

  return {
    async get(cacheFile: string, originalModifiedAt: number, render: () => Promise<Buffer>): Promise<Buffer> {
      const cachedAt = await modifiedAt(cacheFile);
      if (cachedAt !== null && cachedAt >= originalModifiedAt) {
        try {
          return await readFile(cacheFile);
        } catch {
          // Removed between stat and read: render it again below.
        }
      }
      const pending = inFlight.get(cacheFile);
      if (pending) return pending;
      const rendering = renderAndStore(cacheFile, render).finally(() => inFlight.delete(cacheFile));
      inFlight.set(cacheFile, rendering);
      return rendering;
    },
  };
}
