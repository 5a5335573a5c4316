import { bannerInputSchema, type Banner, type BannerDisplayFor, type BannerInput } from '@shop/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { banners, bannerTranslations } from '../../db/schema/index.ts';
import { groupBy } from '../../i18n/pick-translation.ts';
import { safeExternalLink } from '../menus/sanitize-menu-html.ts';

/** A link a shopper can follow safely: relative to the shop, or http(s)/mailto/tel; else null. */
export function safeBannerLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
  return safeExternalLink(trimmed);
}

export { bannerInputSchema, type BannerInput };

/**
 * Creates or updates the banner with this code (its id stays); its translations are replaced by the given
 * ones. Links that are not safe are dropped (null) on the way in.
 */
export async function saveBanner(db: Database, input: BannerInput): Promise<number> {
  const banner = bannerInputSchema.parse(input);
  const { translations, code, ...fields } = banner;
  const [row] = await db
    .insert(banners)
    .values({ code, ...fields })
    .onConflictDoUpdate({ target: banners.code, set: fields })
    .returning({ id: banners.id });
  if (!row) throw new Error(`Banner ${banner.code} was not stored`);
  await db.delete(bannerTranslations).where(eq(bannerTranslations.bannerId, row.id));
  const entries = Object.entries(translations);
  if (entries.length === 0) return row.id;
  await db.insert(bannerTranslations).values(
    entries.map(([locale, translation]) => ({
      bannerId: row.id,
      locale,
      title: translation.title,
      imagePath: translation.imagePath,
      link: safeBannerLink(translation.link),
    })),
  );
  return row.id;
}

/** Every banner (enabled or not, any channel) as `saveBanner` takes it, by code. */
export async function listBannersForExport(db: Database): Promise<z.output<typeof bannerInputSchema>[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.code));
  const translations = groupBy(await db.select().from(bannerTranslations), (row) => row.bannerId);
  return rows.map((row) => ({
    code: row.code,
    enabled: row.enabled,
    channelId: row.channelId,
    displayFor: row.displayFor,
    standalone: row.standalone,
    activeFrom: row.activeFrom,
    activeUntil: row.activeUntil,
    position: row.position,
    translations: Object.fromEntries(
      (translations.get(row.id) ?? []).map((translation) => [
        translation.locale,
        { title: translation.title, imagePath: translation.imagePath, link: translation.link },
      ]),
    ),
  }));
}

export interface BannerQuery {
  channelId: number;
  localePreference: readonly string[];
  /** Banners active on this day (YYYY-MM-DD): from on or before it... */
  activeFrom?: string;
  /** ...until on or after it. */
  activeUntil?: string;
  displayFor?: Exclude<BannerDisplayFor, 'all'>;
  standalone?: boolean;
}

/**
 * The channel's (and global) enabled banners matching the query, ordered by position then id, each in
 * the first preferred locale that has a translation (a banner without one is left out).
 */
export async function findBanners(db: Database, query: BannerQuery): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.enabled, true),
        or(eq(banners.channelId, query.channelId), isNull(banners.channelId)),
        query.activeFrom === undefined
          ? undefined
          : or(isNull(banners.activeFrom), lte(banners.activeFrom, query.activeFrom)),
        query.activeUntil === undefined
          ? undefined
          : or(isNull(banners.activeUntil), gte(banners.activeUntil, query.activeUntil)),
        query.displayFor === undefined ? undefined : inArray(banners.displayFor, ['all', query.displayFor]),
        query.standalone === undefined ? undefined : eq(banners.standalone, query.standalone),
      ),
    )
    .orderBy(asc(banners.position), desc(banners.channelId), asc(banners.id));
  if (rows.length === 0) return [];
  const translations = groupBy(
    await db
      .select()
      .from(bannerTranslations)
      .where(
        and(
          inArray(
            bannerTranslations.bannerId,
            rows.map((row) => row.id),
          ),
          inArray(bannerTranslations.locale, [...query.localePreference]),
        ),
      ),
    (row) => row.bannerId,
  );
  const result: Banner[] = [];
  for (const row of rows) {
    const candidates = translations.get(row.id) ?? [];
    const translation = query.localePreference
      .map((locale) => candidates.find((candidate) => candidate.locale === locale))
      .find(Boolean);
    if (!translation) continue;
    result.push({
      id: row.id,
      code: row.code,
      title: translation.title,
      image: translation.imagePath,
      link: safeBannerLink(translation.link),
      displayFor: row.displayFor,
      standalone: row.standalone,
      position: row.position,
      activeFrom: row.activeFrom,
      activeUntil: row.activeUntil,
    });
  }
  return result;
}
