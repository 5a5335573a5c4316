import type { List, Taxon, TaxonNode } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { taxons, taxonTranslations } from '../../db/schema/index.ts';
import { paginate, type PageRequest } from '../../http/lists.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { buildTaxonTree, flattenTaxonTree } from './build-taxon-tree.ts';

/** Enabled taxons translated into the first preferred locale available (else any); untranslated ones are skipped. */
async function loadTranslatedTaxons(db: Database, localePreference: readonly string[]): Promise<Taxon[]> {
  const taxonRows = await db.select().from(taxons).where(eq(taxons.enabled, true));
  const translationRows = await db
    .select({
      taxonId: taxonTranslations.taxonId,
      locale: taxonTranslations.locale,
      name: taxonTranslations.name,
      slug: taxonTranslations.slug,
      description: taxonTranslations.description,
    })
    .from(taxonTranslations)
    .innerJoin(taxons, eq(taxons.id, taxonTranslations.taxonId))
    .where(eq(taxons.enabled, true));
  const translationsByTaxon = groupBy(translationRows, (row) => row.taxonId);

  return taxonRows.flatMap((row) => {
    const translation = pickTranslation(translationsByTaxon.get(row.id) ?? [], localePreference);
    if (!translation) return [];
    return [
      {
        id: row.id,
        code: row.code,
        name: translation.name,
        slug: translation.slug,
        description: translation.description,
        image: row.imagePath,
        parentId: row.parentId,
        position: row.position,
      },
    ];
  });
}

/** The whole enabled category tree in the preferred locale. Other modules (menus) build on it. */
export async function getTaxonTree(db: Database, localePreference: readonly string[]): Promise<TaxonNode[]> {
  return buildTaxonTree(await loadTranslatedTaxons(db, localePreference));
}

export interface TaxonListQuery extends PageRequest {
  /** When given, only these taxons, in this order (unknown or disabled codes are skipped). */
  codes: string[] | null;
}

/** Taxons reachable in the tree, in tree order or in the order of the requested codes, one page of them. */
export async function listTaxons(
  db: Database,
  query: TaxonListQuery,
  localePreference: readonly string[],
): Promise<List<Taxon>> {
  const all = flattenTaxonTree(await getTaxonTree(db, localePreference));
  if (!query.codes) return paginate(all, query);
  const byCode = new Map(all.map((taxon) => [taxon.code, taxon]));
  const selected = [...new Set(query.codes)].flatMap((code) => byCode.get(code) ?? []);
  return paginate(selected, query);
}

/** Names of the enabled taxons of these codes in the preferred locale (else any), in the codes' order. */
export async function taxonNamesByCode(
  db: Database,
  codes: readonly string[],
  localePreference: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      id: taxons.id,
      code: taxons.code,
      locale: taxonTranslations.locale,
      name: taxonTranslations.name,
    })
    .from(taxonTranslations)
    .innerJoin(taxons, eq(taxons.id, taxonTranslations.taxonId))
    .where(and(inArray(taxons.code, [...codes]), eq(taxons.enabled, true)));
  const byTaxon = groupBy(rows, (row) => row.id);
  const idByCode = new Map(rows.map((row) => [row.code, row.id]));
  return codes.flatMap((code) => {
    const id = idByCode.get(code);
    const translation = id === undefined ? null : pickTranslation(byTaxon.get(id) ?? [], localePreference);
    return translation ? [translation.name] : [];
  });
}
