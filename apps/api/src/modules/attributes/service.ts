import type { MenuItemTargetRef } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
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

/** A value of one attribute as a link target with its picture (a brand of a content block's brand list). */
export interface AttributeValueCard {
  code: string;
  name: string;
  slug: string;
  attributeSlug: string;
  /** Media path of the value's picture (a brand logo), or null. */
  imagePath: string | null;
}

/**
 * Values of the attribute `attributeCode` by their codes (e.g. brands), named in the preferred locale, in
 * the order of `valueCodes`; codes that name no value are left out.
 */
export async function findAttributeValueCards(
  db: Database,
  attributeCode: string,
  valueCodes: readonly string[],
  localePreference: readonly string[],
): Promise<AttributeValueCard[]> {
  const codes = [...new Set(valueCodes)];
  if (codes.length === 0) return [];
  const valueRows = await db
    .select({
      id: attributeValues.id,
      code: attributeValues.code,
      slug: attributeValues.slug,
      imagePath: attributeValues.imagePath,
      attributeSlug: attributes.slug,
    })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(and(eq(attributes.code, attributeCode), inArray(attributeValues.code, codes)));
  if (valueRows.length === 0) return [];
  const translationsByValue = groupBy(
    await db
      .select({
        attributeValueId: attributeValueTranslations.attributeValueId,
        locale: attributeValueTranslations.locale,
        name: attributeValueTranslations.name,
      })
      .from(attributeValueTranslations)
      .where(
        inArray(
          attributeValueTranslations.attributeValueId,
          valueRows.map((row) => row.id),
        ),
      ),
    (row) => row.attributeValueId,
  );
  const byCode = new Map(valueRows.map((row) => [row.code, row]));
  return codes.flatMap((code) => {
    const value = byCode.get(code);
    if (!value) return [];
    const translation = pickTranslation(translationsByValue.get(value.id) ?? [], localePreference);
    return [
      {
        code: value.code,
        name: translation?.name ?? value.slug,
        slug: value.slug,
        attributeSlug: value.attributeSlug,
        imagePath: value.imagePath,
      },
    ];
  });
}
