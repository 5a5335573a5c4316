import type { Database } from '../../db/database.ts';
import { taxons, taxonTranslations } from '../../db/schema/index.ts';
import { TAXONS } from '../catalogue/taxons.ts';
import { DEMO_LOCALES } from '../catalogue/types.ts';
import { insertInChunks } from './bulk-insert.ts';

/** Inserts the category tree level by level (a child needs its parent's id); returns ids by code. */
export async function seedTaxons(db: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const depth of [1, 2, 3] as const) {
    const level = TAXONS.filter((taxon) => taxon.depth === depth);
    const rows = await db
      .insert(taxons)
      .values(
        level.map((taxon) => ({
          code: taxon.code,
          parentId: taxon.parentCode ? (ids.get(taxon.parentCode) ?? null) : null,
          position: taxon.position,
          imagePath: taxon.imagePath,
        })),
      )
      .returning({ id: taxons.id, code: taxons.code });
    for (const row of rows) ids.set(row.code, row.id);
  }
  await insertInChunks(
    db,
    taxonTranslations,
    TAXONS.flatMap((taxon) =>
      DEMO_LOCALES.map((locale) => ({
        taxonId: ids.get(taxon.code) as number,
        locale,
        name: taxon.name[locale],
        slug: taxon.slug[locale],
        description: taxon.description[locale],
      })),
    ),
  );
  return ids;
}
