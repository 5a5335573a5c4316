import { SHOP_API_BASE, errorSchema } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { channelBrand } from '../channels/service.ts';
import { createFeedCache, type FeedCache } from './feed-cache.ts';
import { PRODUCT_URL_STYLES, type ProductUrlStyle } from './feed-entries.ts';
import { FEED_FORMATS, type FeedKind, type FeedTarget } from './feed-writer.ts';

/** Crawlers fetch feeds on their own schedule; revalidating is one indexed read and a 304. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const feedQuery = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}(?:_[A-Z]{2})?$/, 'must be a locale code such as lt or en')
    .optional()
    .describe("One of the channel's locales; default: the request's locale"),
  productUrls: z
    .enum(PRODUCT_URL_STYLES)
    .default('slug-id')
    .describe('How the storefront addresses product pages: /p/{slug}-{id}, or /p/{code} (its NEW_URLS mode)'),
});

export interface FeedsModuleOptions {
  db: Database;
  /** Each channel's storefront URL (STOREFRONT_URLS): the feed's links point there. */
  storefrontUrls: Readonly<Record<string, string>>;
  /** Where the generated files are kept (DATA_DIR/feeds). */
  dir: string;
}

async function feedTarget(
  request: FastifyRequest,
  kind: FeedKind,
  options: FeedsModuleOptions,
  asked: { locale?: string | undefined; productUrls: ProductUrlStyle },
): Promise<FeedTarget> {
  const { channel } = request.shop;
  const fileName = `${kind}.${FEED_FORMATS[kind].extension}`;
  // The prices of a login-only channel are not public: it has no feed (a signed-in caller gets here).
  if (channel.requiresLogin) throw notFound(`Channel "${channel.code}" has no public feed.`);
  const locale = asked.locale ?? request.shop.locale;
  if (!(channel.locales as readonly string[]).includes(locale)) {
    throw notFound(`Feed "${fileName}" in locale "${locale}" not found: the channel does not offer it.`);
  }
  const storefrontUrl = options.storefrontUrls[channel.code];
  if (!storefrontUrl) {
    request.log.warn({ channel: channel.code }, 'No STOREFRONT_URLS entry: the channel has no feed');
    throw notFound(`Channel "${channel.code}" has no storefront address for feed links.`);
  }
  const brand = await channelBrand(options.db, channel.code);
  return {
    kind,
    channelId: channel.id,
    channelName: brand?.name ?? channel.code,
    storefrontUrl,
    locale,
    defaultLocale: channel.defaultLocale,
    currencyCode: channel.currencyCode,
    productUrls: asked.productUrls,
  };
}

/** Whether the client's copy is the current one (If-None-Match lists it, or is "*"). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

async function sendFeed(request: FastifyRequest, reply: FastifyReply, target: FeedTarget, cache: FeedCache) {
  const location = await cache.locate(target);
  void reply
    .header('etag', location.etag)
    .header('cache-control', CACHE_CONTROL)
    .header('content-language', target.locale)
    .header('x-content-type-options', 'nosniff');
  // The ETag names the catalogue version: a client holding it has this version's feed, file or not.
  if (isFresh(request, location.etag)) return reply.status(304).send();
  const feed = await cache.open(location);
  void reply.type(feed.contentType).header('last-modified', feed.modifiedAt.toUTCString());
  if (feed.kind === 'live') return reply.send(feed.stream);
  return reply.header('content-length', feed.size).send(feed.handle.createReadStream());
}

/**
 * Shopping feeds of the channel's public catalogue (docs/adr/0046-product-feeds.md): Google Merchant
 * Center (RSS 2.0 with the g: namespace) and Meta's catalogue (CSV), one item per sellable variant, in
 * one of the channel's locales. Generated once per catalogue version into DATA_DIR (the first request is
 * answered as it is written) and streamed from there with an ETag; a login-only channel has none (anonymous callers get its 401 before this, ADR 0029).
 */
export async function feedsModule(app: FastifyInstance, options: FeedsModuleOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = createFeedCache(options.db, options.dir, app.log);
  app.addHook('onClose', async () => cache.idle());
  const kinds: Array<{ kind: FeedKind; summary: string }> = [
    {
      kind: 'google',
      summary:
        'Google Merchant Center feed of the channel (RSS 2.0, g: namespace), one item per variant, in one locale',
    },
    {
      kind: 'facebook',
      summary: 'Meta (Facebook) catalogue feed of the channel (CSV), one row per variant, in one locale',
    },
  ];
  for (const { kind, summary } of kinds) {
    const format = FEED_FORMATS[kind];
    routes.get(
      `${SHOP_API_BASE}/feeds/${kind}.${format.extension}`,
      {
        schema: {
          tags: ['feeds'],
          summary,
          querystring: feedQuery,
          'x-binary-response': format.contentType.split(';')[0] ?? format.contentType,
          response: {
            304: z.null().describe('Not modified: the If-None-Match copy is current'),
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request, reply) =>
        sendFeed(request, reply, await feedTarget(request, kind, options, request.query), cache),
    );
  }
}
