import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attributes, attributeValues, attributeValueTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { likePattern, type LinkTargetLookup, type LinkTargetRow } from '../../http/link-targets.ts';

/**
 * Attribute values as something to link to (the menus editor). Their code is "attribute/value" (a value's
 * code is unique only within its attribute); the name is "Attribute: value" in the preferred locale.
 */
export async function attributeValueLinkTargets(
  db: Database,
  lookup: LinkTargetLookup,
): Promise<LinkTargetRow[]> {
  const fullCode = sql<string>`${attributes.code} || '/' || ${attributeValues.code}`;
  let where: SQL | undefined;
  if (lookup.ids) where = inArray(attributeValues.id, lookup.ids.length ? [...lookup.ids] : [0]);
  else if (lookup.codes) where = inArray(fullCode, lookup.codes.length ? [...lookup.codes] : ['']);
  else if (lookup.search) {
    const pattern = likePattern(lookup.search);
    where = or(
      ilike(fullCode, pattern),
      inArray(
        attributeValues.id,
        db
          .select({ id: attributeValueTranslations.attributeValueId })
          .from(attributeValueTranslations)
          .where(ilike(attributeValueTranslations.name, pattern)),
      ),
    );
  }
  const rows = await db
    .select({ id: attributeValues.id, code: fullCode, attributeCode: attributes.code })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(and(where))
    .orderBy(asc(attributes.code), asc(attributeValues.code))
    .limit(lookup.limit ?? 10_000);
  if (rows.length === 0) return [];
  const names = groupBy(
    await db
      .select({
        id: attributeValueTranslations.attributeValueId,
        locale: attributeValueTranslations.locale,
        name: attributeValueTranslations.name,
      })
      .from(attributeValueTranslations)
      .where(
        inArray(
          attributeValueTranslations.attributeValueId,
          rows.map((row) => row.id),
        ),
      ),
    (row) => row.id,
  );
  return rows.map((row) => {
    const name = pickTranslation(names.get(row.id) ?? [], lookup.localePreference)?.name;
    return { id: row.id, code: row.code, name: name ? `${row.attributeCode}: ${name}` : row.code };
  });
}
