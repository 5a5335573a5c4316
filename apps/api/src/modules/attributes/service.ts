import type { MenuItemTargetRef } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attributes, attributeValues, attributeValueTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

export interface AttributeValueTarget {
  ref: Extract<MenuItemTargetRef, { kind: 'attribute_value' }>;
  name: string;
}

/** Link targets for attribute values (/a/{attributeSlug}/{valueSlug}, e.g. a brand), named in the preferred locale. */
export async function findAttributeValueTargets(
  db: Database,
  attributeValueIds: readonly number[],
  localePreference: readonly string[],
): Promise<Map<number, AttributeValueTarget>> {
  const targets = new Map<number, AttributeValueTarget>();
  if (attributeValueIds.length === 0) return targets;
  const ids = [...new Set(attributeValueIds)];
  const valueRows = await db
    .select({ id: attributeValues.id, slug: attributeValues.slug, attributeSlug: attributes.slug })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(attributeValues.id, ids));
  const translationRows = await db
    .select({
      attributeValueId: attributeValueTranslations.attributeValueId,
      locale: attributeValueTranslations.locale,
      name: attributeValueTranslations.name,
    })
    .from(attributeValueTranslations)
    .where(inArray(attributeValueTranslations.attributeValueId, ids));
  const translationsByValue = groupBy(translationRows, (row) => row.attributeValueId);
  for (const value of valueRows) {
    const translation = pickTranslation(translationsByValue.get(value.id) ?? [], localePreference);
    targets.set(value.id, {
      ref: { kind: 'attribute_value', attributeSlug: value.attributeSlug, slug: value.slug },
      name: translation?.name ?? value.slug,
    });
  }
  return targets;
}
