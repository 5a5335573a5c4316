import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { taxons, taxonTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

/** Category ids by code, for the codes that exist (the back office names categories by code). */
export async function findTaxonIdsByCodes(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: taxons.id, code: taxons.code })
    .from(taxons)
    .where(inArray(taxons.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Categories by id: their code and name (first preferred locale, else any). */
export async function taxonLabelsByIds(
  db: Database,
  ids: readonly number[],
  localePreference: readonly string[],
): Promise<Map<number, { code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const [rows, texts] = await Promise.all([
    db.select({ id: taxons.id, code: taxons.code }).from(taxons).where(inArray(taxons.id, unique)),
    db
      .select({
        taxonId: taxonTranslations.taxonId,
        locale: taxonTranslations.locale,
        name: taxonTranslations.name,
      })
      .from(taxonTranslations)
      .where(inArray(taxonTranslations.taxonId, unique)),
  ]);
  const byTaxon = groupBy(texts, (row) => row.taxonId);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        code: row.code,
        name: pickTranslation(byTaxon.get(row.id) ?? [], localePreference)?.name ?? row.code,
      },
    ]),
  );
}

/** The category with this code and every category below it (ids); empty for an unknown code. */
export async function taxonSubtreeIds(db: Database, code: string): Promise<number[]> {
  const result = await db.execute(
    sql`WITH RECURSIVE tree AS (
          SELECT id FROM taxons WHERE code = ${code}
          UNION
          SELECT t.id FROM taxons t JOIN tree ON t.parent_id = tree.id
        )
        SELECT id FROM tree`,
  );
  // node-postgres and PGlite both answer {rows}; ids are int4, numbers on both.
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}

/** Every category's id, code, parent and names in every locale (the catalogue import resolves code paths). */
export async function loadTaxonIndex(
  db: Database,
): Promise<Array<{ id: number; code: string; parentId: number | null; names: string[] }>> {
  const [rows, texts] = await Promise.all([
    db.select({ id: taxons.id, code: taxons.code, parentId: taxons.parentId }).from(taxons),
    db.select({ taxonId: taxonTranslations.taxonId, name: taxonTranslations.name }).from(taxonTranslations),
  ]);
  const names = groupBy(texts, (row) => row.taxonId);
  return rows.map((row) => ({ ...row, names: (names.get(row.id) ?? []).map((text) => text.name) }));
}
