import { createHash } from 'node:crypto';
import { open, readdir, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { readSharedCatalogueVersion } from '../search/catalogue-version.ts';
import { FEED_FORMATS, writeFeedFile, type FeedTarget } from './feed-writer.ts';

/** A generated feed file, opened: the caller streams it (the stream closes it) or closes it. */
export interface FeedFile {
  kind: 'file';
  /** Open before the answer starts, so a newer version removing the name cannot cut it short. */
  handle: FileHandle;
  size: number;
  modifiedAt: Date;
  etag: string;
  contentType: string;
}

/** A feed being generated for this request: its text as it is written to the file (no size known yet). */
export interface LiveFeed {
  kind: 'live';
  stream: PassThrough;
  modifiedAt: Date;
  etag: string;
  contentType: string;
}

/** Where the feed of the current catalogue version is, and the ETag it is served with. */
export interface FeedLocation {
  target: FeedTarget;
  folder: string;
  name: string;
  path: string;
  prefix: string;
  etag: string;
  contentType: string;
}

/**
 * Bumped when what a feed file contains changes for the same catalogue (a new field, a fixed rule), so
 * files written by an older release are not served after an upgrade.
 */
const FEED_LAYOUT = 1;

export interface FeedCache {
  /** Where the current catalogue version's feed is (one indexed read), with its ETag. */
  locate(target: FeedTarget): Promise<FeedLocation>;
  /**
   * The feed of that version: the cached file; or, when there is none and nobody is generating it, the
   * feed as it is generated now (written to the file meanwhile); or, while another request generates it,
   * the file once that generation is done.
   */
  open(location: FeedLocation): Promise<FeedFile | LiveFeed>;
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
export function createFeedCache(db: Database, dir: string, log?: FastifyBaseLogger): FeedCache {
  const generations = new Map<string, Promise<void>>();

  async function openFile(location: FeedLocation): Promise<FeedFile | null> {
    let handle: FileHandle;
    try {
      handle = await open(location.path, 'r');
    } catch {
      return null;
    }
    const found = await handle.stat();
    const { etag, contentType } = location;
    return { kind: 'file', handle, size: found.size, modifiedAt: found.mtime, etag, contentType };
  }

  async function removeOlderVersions(location: FeedLocation): Promise<void> {
    const { folder, prefix, name: keep } = location;
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(prefix) && name !== keep && !name.endsWith('.tmp'))
        // A reader that opened the old file keeps reading it: removing a name does not cut open streams.
        .map((name) => rm(join(folder, name), { force: true })),
    );
  }

  async function locate(target: FeedTarget): Promise<FeedLocation> {
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
    return {
      target,
      folder,
      name,
      prefix,
      path: join(folder, name),
      etag: `"${target.kind}-${target.channelId}-${target.locale}-${version}-${settings}"`,
      contentType: format.contentType,
    };
  }

  async function openFeed(location: FeedLocation): Promise<FeedFile | LiveFeed> {
    const cached = await openFile(location);
    if (cached) return cached;
    const running = generations.get(location.path);
    if (!running) {
      const stream = new PassThrough();
      // HTTP dates have whole seconds: the file gets this time too, so a later answer's date is the same.
      const modifiedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      const generation = (async () => {
        await writeFeedFile(db, location.target, location.path, { stream, modifiedAt });
        await removeOlderVersions(location);
      })().finally(() => generations.delete(location.path));
      generations.set(location.path, generation);
      // The live reader learns of a failure from its stream; the log keeps the cause.
      generation.catch((error: unknown) =>
        log?.error({ err: error, feed: location.name }, 'Feed generation failed'),
      );
      const { etag, contentType } = location;
      return { kind: 'live', stream, modifiedAt, etag, contentType };
    }
    await running;
    const written = await openFile(location);
    // Only a newer version's generation, finished meanwhile, removes this name: serve that one.
    return written ?? openFeed(await locate(location.target));
  }

  return {
    locate,
    open: openFeed,
    async idle() {
      await Promise.allSettled([...generations.values()]);
    },
  };
}
