import type { CatalogueVersion, List, Redirect, TaxonNode } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { createPublicApiClient } from '~/lib/api/server-api.server.ts';
import type { StorefrontConfig } from '~/lib/config.server.ts';
import { CHANNEL_CACHE_TTL_MS } from '~/lib/constants.ts';
import { cachedLoad, createTtlCache } from '~/lib/ttl-cache.ts';
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

const caches = [channelCache, taxonTreeCache, redirectCache];
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

export async function loadTaxonTree(config: StorefrontConfig, locale: LocaleCode): Promise<TaxonNode[]> {
  await followCatalogue(config, locale);
  return cachedLoad(taxonTreeCache, `${config.channelCode}:${locale}`, async () => {
    const tree = await createPublicApiClient(config, locale).get<List<TaxonNode>>('/taxons-tree');
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
