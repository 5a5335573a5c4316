import type { List, SitemapPage, SitemapProduct } from '@shop/contracts';
import { and, asc, between, count, eq, exists, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  pages,
  pageTranslations,
  productChannels,
  products,
  productTranslations,
} from '../../db/schema/index.ts';
import { groupBy } from '../../i18n/pick-translation.ts';
import type { PageRequest } from '../../http/lists.ts';

export interface SitemapContext {
  channelId: number;
  /** Slugs are given for these locales only (the channel's). */
  locales: readonly string[];
}

function slugsByLocale(rows: ReadonlyArray<{ locale: string; slug: string }>): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]));
}

/**
 * Enabled products of the channel that have a text in one of its locales, by id, one page at a time,
 * with their slug per locale. Two indexed queries per page plus the count.
 */
export async function listSitemapProducts(
  db: Database,
  { page, itemsPerPage }: PageRequest,
  ctx: SitemapContext,
): Promise<List<SitemapProduct>> {
  const locales = [...ctx.locales];
  const shown = and(
    eq(products.enabled, true),
    exists(
      db
        .select({ one: productTranslations.id })
        .from(productTranslations)
        .where(
          and(eq(productTranslations.productId, products.id), inArray(productTranslations.locale, locales)),
        ),
    ),
  );
  const inChannel = and(
    eq(productChannels.productId, products.id),
    eq(productChannels.channelId, ctx.channelId),
  );
  const [totals] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(productChannels, inChannel)
    .where(shown);
  const totalItems = Number(totals?.total ?? 0);
  const meta = {
    totalItems,
    page,
    itemsPerPage,
    lastPage: itemsPerPage > 0 ? Math.max(1, Math.ceil(totalItems / itemsPerPage)) : 1,
  };
  if (itemsPerPage === 0 || (page - 1) * itemsPerPage >= totalItems) return { data: [], meta };

  const rows = await db
    .select({ id: products.id, code: products.code, createdAt: products.createdAt })
    .from(products)
    .innerJoin(productChannels, inChannel)
    .where(shown)
    .orderBy(asc(products.id))
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return { data: [], meta };
  // The page is a contiguous id range: one range scan of the (product_id, locale) index fetches its slugs.
  const translations = await db
    .select({
      productId: productTranslations.productId,
      locale: productTranslations.locale,
      slug: productTranslations.slug,
    })
    .from(productTranslations)
    .where(
      and(
        between(productTranslations.productId, first.id, last.id),
        inArray(productTranslations.locale, locales),
      ),
    );
  const slugs = groupBy(translations, (row) => row.productId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      code: row.code,
      slugs: slugsByLocale(slugs.get(row.id) ?? []),
      // Products carry no modification time yet; their creation is the last change a sitemap can know of.
      updatedAt: row.createdAt.toISOString(),
    })),
    meta,
  };
}

/** Enabled content pages with a slug in at least one of the channel's locales. */
export async function listSitemapPages(db: Database, ctx: SitemapContext): Promise<SitemapPage[]> {
  const rows = await db
    .select({ pageId: pageTranslations.pageId, locale: pageTranslations.locale, slug: pageTranslations.slug })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pages.enabled, true), inArray(pageTranslations.locale, [...ctx.locales])))
    .orderBy(asc(pageTranslations.pageId));
  return [...groupBy(rows, (row) => row.pageId)].map(([id, translations]) => ({
    id,
    slugs: slugsByLocale(translations),
  }));
}
