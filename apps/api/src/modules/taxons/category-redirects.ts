import type { Database } from '../../db/database.ts';
import { loadChannelSummaries } from '../channels/service.ts';
import { redirectMovedPaths, type MovedPath } from '../redirects/moved-paths.ts';
import type { PathTable } from './taxon-paths.ts';

/**
 * The storefront's category page with the shop's new URLs: `/c/{full slug}` in the channel's default
 * locale, `/{locale}/c/{full slug}` in its other locales (route TAXON_LIST of the storefront's route
 * table). With the older slug-and-id URLs the storefront itself redirects an outdated slug.
 */
export function categoryPagePath(locale: string, defaultLocale: string, slug: string): string {
  return `${locale === defaultLocale ? '' : `/${locale}`}/c/${slug}`;
}

/**
 * Old category addresses keep working after a move or rename: for every channel and each of its
 * locales where a category's path changed, a redirect from the old page to the new one.
 */
export async function redirectCategoryPaths(
  tx: Database,
  oldPaths: PathTable,
  newPaths: PathTable,
): Promise<void> {
  const changes: Array<{ locale: string; from: string; to: string }> = [];
  for (const [taxonId, perLocale] of oldPaths) {
    for (const [locale, from] of perLocale) {
      const to = newPaths.get(taxonId)?.get(locale);
      if (to !== undefined && to !== from) changes.push({ locale, from, to });
    }
  }
  if (changes.length === 0) return;
  const moves: MovedPath[] = [];
  for (const channel of await loadChannelSummaries(tx)) {
    for (const { locale, from, to } of changes) {
      if (!(channel.locales as string[]).includes(locale)) continue;
      moves.push({
        channelId: channel.id,
        from: categoryPagePath(locale, channel.defaultLocale, from),
        to: categoryPagePath(locale, channel.defaultLocale, to),
      });
    }
  }
  await redirectMovedPaths(tx, moves);
}
