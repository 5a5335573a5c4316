import { createHash } from 'node:crypto';
import { open, readdir, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/database.ts';
import { readSharedCatalogueVersion } from '../search/catalogue-version.ts';
import { FEED_FORMATS, writeFeedFile, type FeedTarget } from './feed-writer.ts';

/** A generated feed file, opened: the caller streams it (the stream closes it) or closes it. */
export interface FeedFile {
  /** Open before the answer starts, so a newer version removing the name cannot cut it short. */
  handle: FileHandle;
  size: number;
  modifiedAt: Date;
  etag: string;
  contentType: string;
}

/**
 * Bumped when what a feed file contains changes for the same catalogue (a new field, a fixed rule), so
 * files written by an older release are not served after an upgrade.
 */
const FEED_LAYOUT = 1;

export interface FeedCache {
  /** The feed as of the current catalogue version: the cached file, or one generated now. */
  current(target: FeedTarget): Promise<FeedFile>;
  /** Generations under way in this process (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Feed files under `{dir}/channel-{id}/{kind}-{locale}-v{catalogue version}-{settings}.{ext}`, one per
 * channel, locale, kind and catalogue version (the search_catalogue_version row every catalogue change
 * bumps). A request reads the version (one indexed row); when the file of that version exists it is
 * served, otherwise it is generated once: concurrent requests for it in this process wait for the same
 * generation, and the older versions' files are removed once the new one is in place. `settings` is a
 * hash of what else the text depends on (the storefront URL, currency, channel name, the layout), so changing
 * STOREFRONT_URLS never serves links to the old address.
 */
export function createFeedCache(db: Database, dir: string): FeedCache {
  const generations = new Map<string, Promise<void>>();

  async function openFeed(path: string, etag: string, contentType: string): Promise<FeedFile | null> {
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch {
      return null;
    }
    const found = await handle.stat();
    return { handle, size: found.size, modifiedAt: found.mtime, etag, contentType };
  }

  async function removeOlderVersions(folder: string, prefix: string, keep: string): Promise<void> {
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(prefix) && name !== keep && !name.endsWith('.tmp'))
        // A reader that opened the old file keeps reading it: removing a name does not cut open streams.
        .map((name) => rm(join(folder, name), { force: true })),
    );
  }

  async function current(target: FeedTarget): Promise<FeedFile> {
    const format = FEED_FORMATS[target.kind];
    const version = await readSharedCatalogueVersion(db);
    const settings = createHash('sha256')
      .update(
        JSON.stringify([
          FEED_LAYOUT,
          target.storefrontUrl,
          target.currencyCode,
          target.defaultLocale,
          target.channelName,
          target.productUrls,
        ]),
      )
      .digest('hex')
      .slice(0, 12);
    const folder = join(dir, `channel-${target.channelId}`);
    const prefix = `${target.kind}-${target.locale}-`;
    const name = `${prefix}v${version}-${settings}.${format.extension}`;
    const path = join(folder, name);
    const etag = `"${target.kind}-${target.channelId}-${target.locale}-${version}-${settings}"`;

    const cached = await openFeed(path, etag, format.contentType);
    if (cached) return cached;
    let generation = generations.get(path);
    if (!generation) {
      generation = (async () => {
        await writeFeedFile(db, target, path);
        await removeOlderVersions(folder, prefix, name);
      })().finally(() => generations.delete(path));
      generations.set(path, generation);
    }
    await generation;
    const written = await openFeed(path, etag, format.contentType);
    // Only a newer version's generation, finished meanwhile, removes this name: serve that one.
    return written ?? current(target);
  }

  return {
    current,
    async idle() {
      await Promise.allSettled([...generations.values()]);
    },
  };
}
