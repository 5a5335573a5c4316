import { asc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, productTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { likePattern, type LinkTargetLookup, type LinkTargetRow } from '../../http/link-targets.ts';

/**
 * Products as something to link to (the menus editor): by ids, by codes or by a search in the code and
 * the names of every language; names in the preferred locale.
 */
export async function productLinkTargets(db: Database, lookup: LinkTargetLookup): Promise<LinkTargetRow[]> {
  let where: SQL | undefined;
  if (lookup.ids) where = inArray(products.id, lookup.ids.length ? [...lookup.ids] : [0]);
  else if (lookup.codes) where = inArray(products.code, lookup.codes.length ? [...lookup.codes] : ['']);
  else if (lookup.search) {
    const pattern = likePattern(lookup.search);
    where = or(
      ilike(products.code, pattern),
      inArray(
        products.id,
        db
          .select({ id: productTranslations.productId })
          .from(productTranslations)
          .where(ilike(productTranslations.name, pattern)),
      ),
    );
  }
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(where)
    .orderBy(asc(products.code))
    .limit(lookup.limit ?? 10_000);
  if (rows.length === 0) return [];
  const names = groupBy(
    await db
      .select({
        id: productTranslations.productId,
        locale: productTranslations.locale,
        name: productTranslations.name,
      })
      .from(productTranslations)
      .where(
        inArray(
          productTranslations.productId,
          rows.map((row) => row.id),
        ),
      ),
    (row) => row.id,
  );
  return rows.map((row) => ({
    ...row,
    name: pickTranslation(names.get(row.id) ?? [], lookup.localePreference)?.name ?? row.code,
  }));
}
