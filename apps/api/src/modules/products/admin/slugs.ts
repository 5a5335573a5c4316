import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { slugFromName as slugOf } from '../../../i18n/slug-from-name.ts';
import { productChannels, products, productTranslations } from '../../../db/schema/index.ts';

/**
 * A product's URL slug from its name (i18n/slug-from-name.ts: "Vežimėlis „Žąsis“" → "vezimelis-zasis"), at
 * most 180 characters; "produktas" when nothing of the name is left.
 */
export function slugFromName(name: string): string {
  return slugOf(name).slice(0, 180).replace(/-+$/, '') || 'produktas';
}

/** Slugs of other products in this locale sold in any of these channels, starting with `prefix`. */
async function slugsInUse(
  db: Database,
  input: {
    locale: string;
    prefix: string;
    exact: boolean;
    channelIds: readonly number[];
    productId: number | null;
  },
): Promise<Array<{ slug: string; code: string }>> {
  if (input.channelIds.length === 0) return [];
  const escaped = input.prefix.replace(/[%_\\]/g, '\\$&');
  return db
    .selectDistinct({ slug: productTranslations.slug, code: products.code })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .innerJoin(productChannels, eq(productChannels.productId, productTranslations.productId))
    .where(
      and(
        eq(productTranslations.locale, input.locale),
        input.exact
          ? eq(productTranslations.slug, input.prefix)
          : or(eq(productTranslations.slug, input.prefix), like(productTranslations.slug, `${escaped}-%`)),
        inArray(productChannels.channelId, [...input.channelIds]),
        input.productId === null ? undefined : ne(productTranslations.productId, input.productId),
      ),
    );
}

/** The product (code) already using this slug in the locale and one of the channels, or null. */
export async function slugOwner(
  db: Database,
  input: { locale: string; slug: string; channelIds: readonly number[]; productId: number | null },
): Promise<string | null> {
  const [row] = await slugsInUse(db, { ...input, prefix: input.slug, exact: true });
  return row?.code ?? null;
}

/** A free slug for a name: its slug, else with -2, -3... appended (unique per locale and channel). */
export async function freeSlugFor(
  db: Database,
  input: { locale: string; name: string; channelIds: readonly number[]; productId: number | null },
): Promise<string> {
  const base = slugFromName(input.name);
  const taken = new Set(
    (await slugsInUse(db, { ...input, prefix: base, exact: false })).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

interface SlugUse {
  productId: number;
  channelIds: readonly number[];
}

/**
 * Free slugs for a batch of products written one after another in one transaction (an import's batch):
 * `prefetch` reads once which of the batch's name slugs other products use, so a name whose slug is free
 * costs no query; `freeSlugFor` answers as the function above would at that point of the batch, given that
 * each product written meanwhile was told with `note`. A slug taken already looks further as the function
 * above does.
 */
export function batchSlugs(db: Database) {
  /** `${locale} ${slug}` → the products using it (the database's at prefetch, then the batch's). */
  const uses = new Map<string, SlugUse[]>();
  /** The keys prefetch read: for any other, the database is asked as the function above does. */
  const known = new Set<string>();
  const key = (locale: string, slug: string) => `${locale} ${slug}`;
  const add = (locale: string, slug: string, use: SlugUse) =>
    uses.set(key(locale, slug), [...(uses.get(key(locale, slug)) ?? []), use]);
  const clashes = (
    locale: string,
    slug: string,
    input: SlugUse | { productId: null; channelIds: readonly number[] },
  ) =>
    (uses.get(key(locale, slug)) ?? []).some(
      (use) =>
        use.productId !== input.productId &&
        use.channelIds.some((channelId) => input.channelIds.includes(channelId)),
    );
  return {
    async prefetch(names: ReadonlyArray<{ locale: string; name: string }>): Promise<void> {
      const wanted = names.map(({ locale, name }) => ({ locale, slug: slugFromName(name) }));
      if (wanted.length === 0) return;
      const rows = await db
        .selectDistinct({
          locale: productTranslations.locale,
          slug: productTranslations.slug,
          productId: productTranslations.productId,
          channelId: productChannels.channelId,
        })
        .from(productTranslations)
        .innerJoin(productChannels, eq(productChannels.productId, productTranslations.productId))
        .where(
          and(
            inArray(productTranslations.locale, [...new Set(wanted.map((want) => want.locale))]),
            inArray(productTranslations.slug, [...new Set(wanted.map((want) => want.slug))]),
          ),
        );
      for (const want of wanted) known.add(key(want.locale, want.slug));
      for (const row of rows)
        add(row.locale, row.slug, { productId: row.productId, channelIds: [row.channelId] });
    },
    /** A product's slug in a locale, written in the batch (given or found by freeSlugFor). */
    note(locale: string, slug: string, use: SlugUse): void {
      add(locale, slug, use);
    },
    async freeSlugFor(input: {
      locale: string;
      name: string;
      channelIds: readonly number[];
      productId: number | null;
    }): Promise<string> {
      const base = slugFromName(input.name);
      if (!known.has(key(input.locale, base))) return freeSlugFor(db, input);
      if (input.channelIds.length === 0 || !clashes(input.locale, base, input)) return base;
      const taken = new Set(
        (await slugsInUse(db, { ...input, prefix: base, exact: false })).map((row) => row.slug),
      );
      for (let suffix = 2; ; suffix += 1) {
        const candidate = `${base}-${suffix}`;
        if (!taken.has(candidate) && !clashes(input.locale, candidate, input)) return candidate;
      }
    },
  };
}
