import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, utimes } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Database } from '../../db/database.ts';
import { loadFeedProducts, newFeedCategoryCache } from '../products/feed-items.ts';
import { feedEntries, type FeedEntry, type FeedLinkContext } from './feed-entries.ts';
import { FACEBOOK_FEED_CONTENT_TYPE, facebookFeedHead, facebookFeedRow } from './facebook-feed.ts';
import { GOOGLE_FEED_CONTENT_TYPE, GOOGLE_FEED_TAIL, googleFeedHead, googleFeedItem } from './google-feed.ts';

/** Products read per batch: a constant number of queries each, a few MB of rows at most. */
export const FEED_BATCH_SIZE = 500;

export const FEED_KINDS = ['google', 'facebook'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** What one feed is: a channel's public catalogue in one of its locales, for one platform. */
export interface FeedTarget extends FeedLinkContext {
  kind: FeedKind;
  channelId: number;
  channelName: string;
}

interface FeedFormat {
  extension: string;
  contentType: string;
  head(target: FeedTarget): string;
  row(entry: FeedEntry): string;
  tail: string;
}

export const FEED_FORMATS: Record<FeedKind, FeedFormat> = {
  google: {
    extension: 'xml',
    contentType: GOOGLE_FEED_CONTENT_TYPE,
    head: (target) =>
      googleFeedHead({
        title: target.channelName,
        link:
          target.locale === target.defaultLocale
            ? target.storefrontUrl
            : `${target.storefrontUrl}/${target.locale}`,
        description: `${target.channelName} (${target.locale})`,
      }),
    row: googleFeedItem,
    tail: GOOGLE_FEED_TAIL,
  },
  facebook: {
    extension: 'csv',
    contentType: FACEBOOK_FEED_CONTENT_TYPE,
    head: () => facebookFeedHead(),
    row: facebookFeedRow,
    tail: '',
  },
};

/**
 * The feed's text, batch by batch: one string per batch of products, so a consumer that applies
 * back-pressure (a file stream) holds one batch at a time however large the catalogue is. Items without
 * a picture are left out: both platforms require image_link and refuse such items.
 */
export async function* feedChunks(db: Database, target: FeedTarget): AsyncGenerator<string> {
  const format = FEED_FORMATS[target.kind];
  const categories = newFeedCategoryCache();
  const localePreference =
    target.locale === target.defaultLocale ? [target.locale] : [target.locale, target.defaultLocale];
  yield format.head(target);
  let afterId: number | null = 0;
  while (afterId !== null) {
    const batch = await loadFeedProducts(
      db,
      {
        channelId: target.channelId,
        locale: target.locale,
        localePreference,
        afterId,
        limit: FEED_BATCH_SIZE,
      },
      categories,
    );
    const rows = batch.products
      .flatMap((product) => feedEntries(product, target))
      .filter((entry) => entry.imageLink !== null)
      .map(format.row);
    if (rows.length > 0) yield rows.join('');
    afterId = batch.lastId;
  }
  if (format.tail) yield format.tail;
}

/** Writes a chunk to the file, waiting while its buffer is full (an error of the file rejects). */
async function writeToFile(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/**
 * Writes a chunk to a live answer, waiting while its buffer is full; a reader that went away (closed or
 * failed) is left behind without failing the file.
 */
async function writeToReader(reader: Writable, chunk: string): Promise<void> {
  if (reader.destroyed || reader.writableEnded) return;
  if (reader.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      reader.off('drain', done);
      reader.off('close', done);
      reader.off('error', done);
      resolve();
    };
    reader.on('drain', done);
    reader.on('close', done);
    reader.on('error', done);
  });
}

/**
 * Writes the feed to `file` through a temporary file in the same folder renamed into place, so a
 * reader (this process or another one sharing the folder) sees the old file or the whole new one.
 * `live.stream`, when given, gets every chunk as it is written (the first request of a new catalogue version is
 * answered while the feed is generated, instead of after minutes at 100,000 products); it is ended with
 * the file, destroyed when the generation fails, and left behind if its reader goes away.
 */
export async function writeFeedFile(
  db: Database,
  target: FeedTarget,
  file: string,
  live?: { stream: Writable; modifiedAt: Date },
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  const out = createWriteStream(temporary);
  try {
    for await (const chunk of feedChunks(db, target)) {
      await writeToFile(out, chunk);
      if (live) await writeToReader(live.stream, chunk);
    }
    out.end();
    await finished(out);
    // The file keeps the Last-Modified the live answer had, so both answers of a version agree.
    if (live) await utimes(temporary, live.modifiedAt, live.modifiedAt);
    await rename(temporary, file);
    if (live && !live.stream.destroyed) live.stream.end();
  } catch (error) {
    out.destroy();
    live?.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    await rm(temporary, { force: true });
    throw error;
  }
}
