import type { AttributeValue } from '@shop/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  productAttributeValues,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { sanitizeMenuHtml } from '../menus/sanitize-menu-html.ts';

const valueColumns = {
  id: attributeValues.id,
  attributeId: attributeValues.attributeId,
  code: attributeValues.code,
  slug: attributeValues.slug,
  color: attributeValues.color,
  iconColor: attributeValues.iconColor,
  backgroundColor: attributeValues.backgroundColor,
  imagePath: attributeValues.imagePath,
  showInProductList: attributeValues.showInProductList,
  showInProductListOnImage: attributeValues.showInProductListOnImage,
  placements: attributeValues.placements,
  attributeCode: attributes.code,
  attributeSlug: attributes.slug,
};

interface ValueRow {
  id: number;
  attributeId: number;
  code: string;
  slug: string;
  color: string | null;
  iconColor: string | null;
  backgroundColor: string | null;
  imagePath: string | null;
  showInProductList: boolean;
  showInProductListOnImage: boolean;
  placements: AttributeValue['placements'];
  attributeCode: string;
  attributeSlug: string;
}

/** Attribute values in display order: attribute by attribute, then value position. */
const displayOrder = [
  asc(attributes.position),
  asc(attributes.id),
  asc(attributeValues.position),
  asc(attributeValues.id),
];

/** Adds the localised texts (value name, display value, badge content, attribute name) to value rows. */
async function localise(
  db: Database,
  rows: readonly ValueRow[],
  localePreference: readonly string[],
): Promise<AttributeValue[]> {
  if (rows.length === 0) return [];
  const valueIds = [...new Set(rows.map((row) => row.id))];
  const attributeIds = [...new Set(rows.map((row) => row.attributeId))];
  const [valueTexts, attributeTexts] = await Promise.all([
    db
      .select({
        id: attributeValueTranslations.attributeValueId,
        locale: attributeValueTranslations.locale,
        name: attributeValueTranslations.name,
        value: attributeValueTranslations.value,
        content: attributeValueTranslations.content,
      })
      .from(attributeValueTranslations)
      .where(inArray(attributeValueTranslations.attributeValueId, valueIds)),
    db
      .select({
        id: attributeTranslations.attributeId,
        locale: attributeTranslations.locale,
        name: attributeTranslations.name,
      })
      .from(attributeTranslations)
      .where(inArray(attributeTranslations.attributeId, attributeIds)),
  ]);
  const valueTextsById = groupBy(valueTexts, (row) => row.id);
  const attributeTextsById = groupBy(attributeTexts, (row) => row.id);
  return rows.map((row) => {
    const text = pickTranslation(valueTextsById.get(row.id) ?? [], localePreference);
    const attributeName = pickTranslation(attributeTextsById.get(row.attributeId) ?? [], localePreference);
    return {
      id: row.id,
      code: row.code,
      slug: row.slug,
      name: text?.name ?? row.code,
      value: text?.value ?? 'true',
      // Badge content is shop-owner HTML shown as is: inline formatting only.
      content: sanitizeMenuHtml(text?.content),
      color: row.color,
      iconColor: row.iconColor,
      backgroundColor: row.backgroundColor,
      image: row.imagePath,
      showInProductList: row.showInProductList,
      showInProductListOnImage: row.showInProductListOnImage,
      placements: row.placements,
      attribute: {
        code: row.attributeCode,
        slug: row.attributeSlug,
        name: attributeName?.name ?? row.attributeCode,
      },
    };
  });
}

/**
 * Attribute values of products, per product in display order. `badgesOnly` keeps the ones cards show
 * (showInProductList or showInProductListOnImage). One query for the links plus two for the texts.
 */
export async function loadProductAttributeValues(
  db: Database,
  productIds: readonly number[],
  localePreference: readonly string[],
  { badgesOnly }: { badgesOnly: boolean },
): Promise<Map<number, AttributeValue[]>> {
  if (productIds.length === 0) return new Map();
  const productFilter = inArray(productAttributeValues.productId, [...productIds]);
  const links = await db
    .select({ productId: productAttributeValues.productId, ...valueColumns })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(
      badgesOnly
        ? and(
            productFilter,
            or(
              eq(attributeValues.showInProductList, true),
              eq(attributeValues.showInProductListOnImage, true),
            ),
          )
        : productFilter,
    )
    .orderBy(...displayOrder);
  const distinct = [...new Map(links.map((link) => [link.id, link])).values()];
  const byId = new Map((await localise(db, distinct, localePreference)).map((value) => [value.id, value]));
  const result = new Map<number, AttributeValue[]>();
  for (const [productId, productLinks] of groupBy(links, (link) => link.productId)) {
    result.set(
      productId,
      productLinks.flatMap((link) => byId.get(link.id) ?? []),
    );
  }
  return result;
}

/** One attribute value by its attribute's slug and its own slug (brand pages /a/{attribute}/{value}), or null. */
export async function findAttributeValueBySlugs(
  db: Database,
  attributeSlug: string,
  valueSlug: string,
  localePreference: readonly string[],
): Promise<AttributeValue | null> {
  const rows = await db
    .select(valueColumns)
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(and(eq(attributes.slug, attributeSlug), eq(attributeValues.slug, valueSlug)))
    .limit(1);
  const [value] = await localise(db, rows, localePreference);
  return value ?? null;
}

/** Ids of the products that carry an attribute value (their cards show its badge or logo). */
export async function productIdsWithAttributeValue(
  db: Database,
  attributeValueId: number,
): Promise<number[]> {
  const rows = await db
    .select({ productId: productAttributeValues.productId })
    .from(productAttributeValues)
    .where(eq(productAttributeValues.attributeValueId, attributeValueId));
  return rows.map((row) => row.productId);
}
