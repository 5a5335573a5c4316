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
