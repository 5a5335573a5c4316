import type { CatalogueVersion, Channel, List, Redirect, TaxonNode } from '@shop/contracts';
import { HEADER_ACCEPT_LANGUAGE, HEADER_LOCALE } from '@shop/contracts/constants';
import type { LocaleCode } from '@shop/locale';
import type { ApiClient } from '~/lib/api/client.ts';
import { readAccessToken, type TokenStore } from '~/lib/api/token-store.ts';
import { createPublicApiClient } from '~/lib/api/server-api.server.ts';
import type { StorefrontConfig } from '~/lib/config.server.ts';
import { CHANNEL_CACHE_TTL_MS } from '~/lib/constants.ts';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import { cachedLoad, createTtlCache, type TtlCache } from '~/lib/ttl-cache.ts';
import { createCatalogueVersionWatch, type CatalogueVersionWatch } from './catalogue-version.server.ts';
import { fetchChannelData, type ChannelData } from './channel-data.ts';

/*
 * Data that is the same for every shopper, cached per locale for CHANNEL_CACHE_TTL_MS so that a page view
 * does not cost several API calls. Emptied as soon as the catalogue version moves on (a category, product
 * or price saved in the back office), so shoppers see the owner's changes within a second or so.
 */
const channelCache = createTtlCache<Promise<ChannelData>>({ ttlMs: CHANNEL_CACHE_TTL_MS, maxEntries: 16 });
const taxonTreeCache = createTtlCache<Promise<TaxonNode[]>>({ ttlMs: CHANNEL_CACHE_TTL_MS, maxEntries: 16 });
/** Redirect lookups per path; bounded because every URL a crawler invents gets an entry. */
const redirectCache = createTtlCache<Promise<Redirect[]>>({ ttlMs: CHANNEL_CACHE_TTL_MS, maxEntries: 2000 });

/**
 * What every guest of a channel gets in a locale (the information bar, the day's standalone banners, a
 * placement's blocks): the same answer for each, so a guest's page view (one with a cart too, which the page
 * cache does not serve) does not ask the API for it again. Bounded: keys are placements and days.
 */
const guestContentCache = createTtlCache<Promise<unknown>>({ ttlMs: CHANNEL_CACHE_TTL_MS, maxEntries: 256 });
/**
 * How long a guest's product page data and listings are kept: a product's stock moves with every order,
 * which does not move the catalogue version, so they are kept no longer than the guest page cache keeps a
 * page by default (DEFAULT_PAGE_CACHE_SECONDS, ADR 0051): a guest with a cart sees what one without sees.
 */
export const GUEST_PRODUCT_CACHE_TTL_MS = 10_000;
/**
 * The same for product data (a product's details and reviews, a listing's page): one entry per product or
 * listing, so kept apart, where the many pages a crawler walks through cannot push out the placements'
 * content.
 */
const guestProductCache = createTtlCache<Promise<unknown>>({
  ttlMs: GUEST_PRODUCT_CACHE_TTL_MS,
  maxEntries: 500,
});

const caches = [channelCache, taxonTreeCache, redirectCache, guestContentCache, guestProductCache];
let versionWatch: CatalogueVersionWatch | null = null;

/** Empties the caches when the catalogue changed since the last check (one watch per process). */
function followCatalogue(config: StorefrontConfig, locale: LocaleCode): Promise<void> {
  versionWatch ??= createCatalogueVersionWatch({
    fetchVersion: () => createPublicApiClient(config, locale).get<CatalogueVersion>('/catalogue-version'),
    onChange: () => caches.forEach((cache) => cache.clear()),
  });
  return versionWatch.sync();
}

export async function loadChannelData(config: StorefrontConfig, locale: LocaleCode): Promise<ChannelData> {
  await followCatalogue(config, locale);
  return cachedLoad(channelCache, `${config.channelCode}:${locale}`, () =>
    fetchChannelData(createPublicApiClient(config, locale), config.channelCode, (code, error) =>
      console.error(`Menu "${code}" could not be loaded: ${error instanceof Error ? error.message : error}`),
    ),
  );
}

/** Who reads the category tree: the request's shop, whose shopper matters on a login-only channel. */
export interface TaxonTreeReader {
  config: StorefrontConfig;
  channel: Pick<Channel, 'requiresLogin'>;
  /** The shopper's client (their tokens). */
  api: ApiClient;
}

/**
 * The category tree in a locale: the same for every shopper, so cached per locale. A login-only channel
 * (b2b) answers it to signed-in customers only (docs/adr/0029-b2b-channel.md), and only they reach the
 * pages that show it there, so on such a channel it is read with the shopper's token; elsewhere through
 * the token-less client.
 */
export async function loadTaxonTree(shop: TaxonTreeReader, locale: LocaleCode): Promise<TaxonNode[]> {
  const { config } = shop;
  await followCatalogue(config, locale);
  return cachedLoad(taxonTreeCache, `${config.channelCode}:${locale}`, async () => {
    const tree = shop.channel.requiresLogin
      ? await shop.api.get<List<TaxonNode>>('/taxons-tree', {
          headers: { [HEADER_LOCALE]: locale, [HEADER_ACCEPT_LANGUAGE]: locale },
        })
      : await createPublicApiClient(config, locale).get<List<TaxonNode>>('/taxons-tree');
    return tree.data;
  });
}

/** The API accepts sources up to this length; longer paths cannot have a redirect. */
const MAX_REDIRECT_SOURCE_LENGTH = 2048;

export async function loadRedirects(
  config: StorefrontConfig,
  locale: LocaleCode,
  pathname: string,
): Promise<Redirect[]> {
  if (pathname.length > MAX_REDIRECT_SOURCE_LENGTH) return [];
  await followCatalogue(config, locale);
  return cachedLoad(redirectCache, `${config.channelCode}:${pathname}`, async () => {
    const redirects = await createPublicApiClient(config, locale).get<List<Redirect>>('/redirects', {
      query: { source: pathname },
    });
    return redirects.data;
  });
}

/** Empties every cache above: what a catalogue version change does (the unit tests start each case with it). */
export function emptyShopDataCaches(): void {
  caches.forEach((cache) => cache.clear());
}

/** Who asks for guests' content: the request's shop (its tokens say whether the shopper is signed in). */
export interface GuestContentReader {
  config: StorefrontConfig;
  locale: LocaleCode;
  tokens: TokenStore;
}

/** A shopper without an access or a refresh token: what the API answers them is what it answers every guest. */
export function isGuest(tokens: TokenStore): boolean {
  return !readAccessToken(tokens) && !tokens.read(COOKIE_AUTH_REFRESH_TOKEN);
}

/**
 * `load()` for a signed-in shopper; for a guest, the answer every guest of the channel gets in the locale,
 * loaded once and kept like the channel's data (emptied when the catalogue version moves on: the back
 * office's saves of bars, banners and blocks move it). `key` names the request (path and query); `kept`
 * chooses the placements' content (CHANNEL_CACHE_TTL_MS) or product data (GUEST_PRODUCT_CACHE_TTL_MS).
 */
export async function loadSharedByGuests<V>(
  shop: GuestContentReader,
  key: string,
  load: () => Promise<V>,
  kept: 'content' | 'products' = 'content',
): Promise<V> {
  if (!isGuest(shop.tokens)) return load();
  await followCatalogue(shop.config, shop.locale);
  const cache = kept === 'products' ? guestProductCache : guestContentCache;
  return cachedLoad(cache as TtlCache<Promise<V>>, `${shop.config.channelCode}:${shop.locale}:${key}`, load);
}
