import { asc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pages, pageTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { likePattern, type LinkTargetLookup, type LinkTargetRow } from '../../http/link-targets.ts';

/**
 * Content pages as something to link to (the menus editor): by ids, by codes or by a search in the code and
 * the names of every language; names in the preferred locale.
 */
export async function pageLinkTargets(db: Database, lookup: LinkTargetLookup): Promise<LinkTargetRow[]> {
  let where: SQL | undefined;
  if (lookup.ids) where = inArray(pages.id, lookup.ids.length ? [...lookup.ids] : [0]);
  else if (lookup.codes) where = inArray(pages.code, lookup.codes.length ? [...lookup.codes] : ['']);
  else if (lookup.search) {
    const pattern = likePattern(lookup.search);
    where = or(
      ilike(pages.code, pattern),
      inArray(
        pages.id,
        db
          .select({ id: pageTranslations.pageId })
          .from(pageTranslations)
          .where(ilike(pageTranslations.title, pattern)),
      ),
    );
  }
  const rows = await db
    .select({ id: pages.id, code: pages.code })
    .from(pages)
    .where(where)
    .orderBy(asc(pages.code))
    .limit(lookup.limit ?? 10_000);
  if (rows.length === 0) return [];
  const names = groupBy(
    await db
      .select({ id: pageTranslations.pageId, locale: pageTranslations.locale, name: pageTranslations.title })
      .from(pageTranslations)
      .where(
        inArray(
          pageTranslations.pageId,
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
