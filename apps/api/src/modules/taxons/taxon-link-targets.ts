import { asc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { taxons, taxonTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { likePattern, type LinkTargetLookup, type LinkTargetRow } from '../../http/link-targets.ts';

/**
 * Categories as something to link to (the menus editor): by ids, by codes or by a search in the code and
 * the names of every language; names in the preferred locale.
 */
export async function taxonLinkTargets(db: Database, lookup: LinkTargetLookup): Promise<LinkTargetRow[]> {
  let where: SQL | undefined;
  if (lookup.ids) where = inArray(taxons.id, lookup.ids.length ? [...lookup.ids] : [0]);
  else if (lookup.codes) where = inArray(taxons.code, lookup.codes.length ? [...lookup.codes] : ['']);
  else if (lookup.search) {
    const pattern = likePattern(lookup.search);
    where = or(
      ilike(taxons.code, pattern),
      inArray(
        taxons.id,
        db
          .select({ id: taxonTranslations.taxonId })
          .from(taxonTranslations)
          .where(ilike(taxonTranslations.name, pattern)),
      ),
    );
  }
  const rows = await db
    .select({ id: taxons.id, code: taxons.code })
    .from(taxons)
    .where(where)
    .orderBy(asc(taxons.code))
    .limit(lookup.limit ?? 10_000);
  if (rows.length === 0) return [];
  const names = groupBy(
    await db
      .select({
        id: taxonTranslations.taxonId,
        locale: taxonTranslations.locale,
        name: taxonTranslations.name,
      })
      .from(taxonTranslations)
      .where(
        inArray(
          taxonTranslations.taxonId,
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
