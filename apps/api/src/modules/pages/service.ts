import type { ContentPage, PageRef } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
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

/** Locale codes as the locales table holds them (lt, en, en_US...). */
const LOCALE_KEY = z.string().regex(/^[a-z]{2}(?:_[A-Z]{2})?$/, 'Use a locale code such as lt or en.');

/** A content page as a shop owner writes it (content files): unknown fields are errors. */
export const pageInputSchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  enabled: z.boolean().default(true),
  translations: z.record(
    LOCALE_KEY,
    z.strictObject({
      title: z.string().trim().min(1).max(255),
      slug: z
        .string()
        .trim()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.'),
      content: z.string().max(200_000).default(''),
    }),
  ),
});
export type PageInput = z.input<typeof pageInputSchema>;
export type PageData = z.output<typeof pageInputSchema>;

/**
 * Creates or updates the page with this code (its id, and so its address, stays); its translations are
 * replaced by the given ones, the HTML sanitised on the way in.
 */
export async function savePage(db: Database, input: PageInput): Promise<number> {
  const page = pageInputSchema.parse(input);
  const [row] = await db
    .insert(pages)
    .values({ code: page.code, enabled: page.enabled })
    .onConflictDoUpdate({ target: pages.code, set: { enabled: page.enabled } })
    .returning({ id: pages.id });
  if (!row) throw new Error(`Page ${page.code} was not stored`);
  await db.delete(pageTranslations).where(eq(pageTranslations.pageId, row.id));
  const translations = Object.entries(page.translations);
  if (translations.length > 0) {
    await db.insert(pageTranslations).values(
      translations.map(([locale, translation]) => ({
        pageId: row.id,
        locale,
        title: translation.title,
        slug: translation.slug,
        content: sanitizePageHtml(translation.content),
      })),
    );
  }
  return row.id;
}

/** Every page (enabled or not) as `savePage` takes it, by code. */
export async function listPagesForExport(db: Database): Promise<PageData[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.code));
  const translations = groupBy(await db.select().from(pageTranslations), (row) => row.pageId);
  return rows.map((row) => ({
    code: row.code,
    enabled: row.enabled,
    translations: Object.fromEntries(
      (translations.get(row.id) ?? []).map((translation) => [
        translation.locale,
        { title: translation.title, slug: translation.slug, content: translation.content },
      ]),
    ),
  }));
}

/** The ids of the pages with these codes. */
export async function findPageIdsByCode(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: pages.id, code: pages.code })
    .from(pages)
    .where(inArray(pages.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.id]));
}
