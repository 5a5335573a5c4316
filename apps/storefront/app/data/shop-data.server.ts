import type { List, Redirect, TaxonNode } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { createPublicApiClient } from '~/lib/api/server-api.server.ts';
import type { StorefrontConfig } from '~/lib/config.server.ts';
import { CHANNEL_CACHE_TTL_MS } from '~/lib/constants.ts';
import { cachedLoad, createTtlCache } from '~/lib/ttl-cache.ts';
import { fetchChannelData, type ChannelData } from './channel-data.ts';

/*
 * Data that is the same for every shopper, cached per locale for CHANNEL_CACHE_TTL_MS so that a page view
 * does not cost several API calls. Stale for at most a minute, which the shop owner can live with.
 */
const channelCache = createTtlCache<Promise<ChannelData>>({ ttlMs: CHANNEL_CACHE_TTL_MS, maxEntries: 16 });
const taxonTreeCache = createTtlCache<Promise<TaxonNode[]>>({ ttlMs: CHANNEL_CACHE_TTL_MS, maxEntries: 16 });
/** Redirect lookups per path; bounded because every URL a crawler invents gets an entry. */
const redirectCache = createTtlCache<Promise<Redirect[]>>({ ttlMs: CHANNEL_CACHE_TTL_MS, maxEntries: 2000 });

export function loadChannelData(config: StorefrontConfig, locale: LocaleCode): Promise<ChannelData> {
  return cachedLoad(channelCache, `${config.channelCode}:${locale}`, () =>
    fetchChannelData(createPublicApiClient(config, locale), config.channelCode, (code, error) =>
      console.error(`Menu "${code}" could not be loaded: ${error instanceof Error ? error.message : error}`),
    ),
  );
}

export function loadTaxonTree(config: StorefrontConfig, locale: LocaleCode): Promise<TaxonNode[]> {
  return cachedLoad(taxonTreeCache, `${config.channelCode}:${locale}`, async () => {
    const tree = await createPublicApiClient(config, locale).get<List<TaxonNode>>('/taxons-tree');
    return tree.data;
  });
}

/** The API accepts sources up to this length; longer paths cannot have a redirect. */
const MAX_REDIRECT_SOURCE_LENGTH = 2048;

export function loadRedirects(
  config: StorefrontConfig,
  locale: LocaleCode,
  pathname: string,
): Promise<Redirect[]> {
  if (pathname.length > MAX_REDIRECT_SOURCE_LENGTH) return Promise.resolve([]);
  return cachedLoad(redirectCache, `${config.channelCode}:${pathname}`, async () => {
    const redirects = await createPublicApiClient(config, locale).get<List<Redirect>>('/redirects', {
      query: { source: pathname },
    });
    return redirects.data;
  });
}
