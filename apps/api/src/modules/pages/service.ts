import type { ContentPage, PageRef } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pages, pageTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { sanitizePageHtml } from './sanitize-page-html.ts';

export interface PageTarget {
  ref: PageRef;
  title: string;
}

/**
 * Enabled content pages by id, each with its slug and title in the first preferred locale that has a
 * translation (else any). Pages without any translation are left out: they have no address.
 */
export async function findPageTargets(
  db: Database,
  pageIds: readonly number[],
  localePreference: readonly string[],
): Promise<Map<number, PageTarget>> {
  const targets = new Map<number, PageTarget>();
  if (pageIds.length === 0) return targets;
  const rows = await db
    .select({
      pageId: pageTranslations.pageId,
      locale: pageTranslations.locale,
      slug: pageTranslations.slug,
      title: pageTranslations.title,
    })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(inArray(pageTranslations.pageId, [...new Set(pageIds)]), eq(pages.enabled, true)));
  for (const [pageId, translations] of groupBy(rows, (row) => row.pageId)) {
    const translation = pickTranslation(translations, localePreference);
    if (translation)
      targets.set(pageId, { ref: { id: pageId, slug: translation.slug }, title: translation.title });
  }
  return targets;
}

/** An enabled content page in the first preferred locale that has a translation (else any), or null. */
export async function getPage(
  db: Database,
  pageId: number,
  localePreference: readonly string[],
): Promise<ContentPage | null> {
  const rows = await db
    .select({
      code: pages.code,
      locale: pageTranslations.locale,
      slug: pageTranslations.slug,
      title: pageTranslations.title,
      content: pageTranslations.content,
    })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.pageId, pageId), eq(pages.enabled, true)));
  const translation = pickTranslation(rows, localePreference);
  if (!translation) return null;
  return {
    id: pageId,
    code: translation.code,
    slug: translation.slug,
    title: translation.title,
    content: sanitizePageHtml(translation.content),
  };
}
