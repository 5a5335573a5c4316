import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isInside, resolveMediaPath } from './media-path.ts';
import { assertMediaKey, type MediaStorage, type StoredFile, type StoredFileInfo } from './media-storage.ts';

export interface DiskStorageOptions {
  /** The media root (DATA_DIR/media). */
  root: string;
  /** Folders under the root that are not media (the resized-picture cache): never read or written. */
  hidden?: readonly string[];
}

/** The media root as a folder on disk (the default: one instance, or instances sharing the folder). */
export function createDiskStorage(options: DiskStorageOptions): MediaStorage {
  const hidden = options.hidden ?? [];

  /** The file of a key, or null for a key inside a hidden folder (it does not exist as media). */
  function fileOf(key: string): string | null {
    assertMediaKey(key);
    const file = resolveMediaPath(options.root, key);
    if (!file) throw new Error(`Invalid media key "${key}".`);
    return hidden.some((folder) => isInside(folder, file)) ? null : file;
  }

  async function info(file: string): Promise<StoredFileInfo | null> {
    try {
      const found = await stat(file);
      return found.isFile() ? { size: found.size, modifiedAt: found.mtime } : null;
    } catch {
      return null;
    }
  }

  return {
    description: `folder ${options.root}`,

    async put(key: string, bytes: Buffer): Promise<void> {
      const file = fileOf(key);
      if (!file) throw new Error(`Media key "${key}" is inside a folder that is not media.`);
      await mkdir(dirname(file), { recursive: true });
      // A temporary file renamed into place: a reader (this or another process) never sees half a file.
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key: string): Promise<StoredFile | null> {
      const file = fileOf(key);
      if (!file) return null;
      const found = await info(file);
      if (!found) return null;
      try {
        const bytes = await readFile(file);
        return { bytes, size: bytes.length, modifiedAt: found.modifiedAt };
      } catch {
        return null; // Removed between stat and read.
      }
    },

    async stat(key: string): Promise<StoredFileInfo | null> {
      const file = fileOf(key);
      return file ? info(file) : null;
    },

    async delete(key: string): Promise<void> {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}
