import type { TaxonSummary } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { taxons, taxonTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

/**
 * Enabled categories by id with slug and name in the first preferred locale (else any). Disabled or
 * untranslated ones are absent: a shopper cannot open them.
 */
export async function loadTaxonSummaries(
  db: Database,
  taxonIds: readonly number[],
  localePreference: readonly string[],
): Promise<Map<number, TaxonSummary & { parentId: number | null }>> {
  const summaries = new Map<number, TaxonSummary & { parentId: number | null }>();
  if (taxonIds.length === 0) return summaries;
  const rows = await db
    .select({
      id: taxons.id,
      code: taxons.code,
      parentId: taxons.parentId,
      locale: taxonTranslations.locale,
      slug: taxonTranslations.slug,
      name: taxonTranslations.name,
    })
    .from(taxons)
    .innerJoin(taxonTranslations, eq(taxonTranslations.taxonId, taxons.id))
    .where(and(inArray(taxons.id, [...new Set(taxonIds)]), eq(taxons.enabled, true)));
  for (const [id, translations] of groupBy(rows, (row) => row.id)) {
    const translation = pickTranslation(translations, localePreference);
    if (!translation) continue;
    summaries.set(id, {
      id,
      code: translation.code,
      slug: translation.slug,
      name: translation.name,
      parentId: translation.parentId,
    });
  }
  return summaries;
}

/** Strips the tree link from a summary (the contract shape). */
export function toTaxonSummary({ id, code, slug, name }: TaxonSummary): TaxonSummary {
  return { id, code, slug, name };
}
