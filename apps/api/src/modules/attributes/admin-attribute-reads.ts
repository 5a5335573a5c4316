import {
  UNKNOWN_ATTRIBUTE_MESSAGE,
  UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
  type AdminAttribute,
  type AdminAttributeValue,
} from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { countProductsByAttributeValue } from '../products/catalogue-links.ts';

/** Attributes (brand, age, badges...) and their values as the back office sees and edits them. */

export type AttributeRow = typeof attributes.$inferSelect;
export type AttributeValueRow = typeof attributeValues.$inferSelect;

/** The attribute with this code (locked for the transaction when `lock`), else 404. */
export async function attributeByCode(db: Database, code: string, lock = false): Promise<AttributeRow> {
  const query = db.select().from(attributes).where(eq(attributes.code, code));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(UNKNOWN_ATTRIBUTE_MESSAGE);
  return row;
}

/** The value `valueCode` of an attribute, else 404. */
export async function attributeValueByCode(
  db: Database,
  attributeId: number,
  valueCode: string,
): Promise<AttributeValueRow> {
  const [row] = await db
    .select()
    .from(attributeValues)
    .where(and(eq(attributeValues.attributeId, attributeId), eq(attributeValues.code, valueCode)));
  if (!row) throw notFound(UNKNOWN_ATTRIBUTE_VALUE_MESSAGE);
  return row;
}

/** Values of these attributes (or only those with `valueIds`), by position, with texts and product counts. */
export async function loadAdminAttributeValues(
  db: Database,
  attributeIds: readonly number[],
  valueIds?: readonly number[],
): Promise<Map<number, AdminAttributeValue[]>> {
  const byAttribute = new Map<number, AdminAttributeValue[]>();
  if (attributeIds.length === 0) return byAttribute;
  const rows = await db
    .select()
    .from(attributeValues)
    .where(
      and(
        inArray(attributeValues.attributeId, [...attributeIds]),
        valueIds ? inArray(attributeValues.id, [...valueIds]) : undefined,
      ),
    )
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
  const ids = rows.map((row) => row.id);
  // One query after the other: inside a transaction they share one connection.
  const texts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(attributeValueTranslations)
          .where(inArray(attributeValueTranslations.attributeValueId, ids));
  const productCounts = await countProductsByAttributeValue(db, ids);
  for (const row of rows) {
    const values = byAttribute.get(row.attributeId) ?? [];
    values.push({
      code: row.code,
      slug: row.slug,
      position: row.position,
      numericValue: row.numericValue,
      color: row.color,
      iconColor: row.iconColor,
      backgroundColor: row.backgroundColor,
      image: row.imagePath,
      placements: row.placements,
      showInProductList: row.showInProductList,
      showInProductListOnImage: row.showInProductListOnImage,
      translations: Object.fromEntries(
        texts
          .filter((text) => text.attributeValueId === row.id)
          .map((text) => [text.locale, { name: text.name, value: text.value, content: text.content }]),
      ),
      productCount: productCounts.get(row.id) ?? 0,
    });
    byAttribute.set(row.attributeId, values);
  }
  return byAttribute;
}

/** Attributes (all, or those with these codes) by position, each with its values. */
export async function loadAdminAttributes(
  db: Database,
  codes?: readonly string[],
): Promise<AdminAttribute[]> {
  const rows = await db
    .select()
    .from(attributes)
    .where(codes ? inArray(attributes.code, [...codes]) : undefined)
    .orderBy(asc(attributes.position), asc(attributes.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const names = await db
    .select()
    .from(attributeTranslations)
    .where(inArray(attributeTranslations.attributeId, ids));
  const values = await loadAdminAttributeValues(db, ids);
  return rows.map((row) => ({
    code: row.code,
    slug: row.slug,
    filterType: row.filterType,
    position: row.position,
    translations: Object.fromEntries(
      names.filter((name) => name.attributeId === row.id).map((name) => [name.locale, { name: name.name }]),
    ),
    values: values.get(row.id) ?? [],
  }));
}

/** GET /product-attributes/{code}; 404 for an unknown code. */
export async function getAdminAttribute(db: Database, code: string): Promise<AdminAttribute> {
  const [attribute] = await loadAdminAttributes(db, [code]);
  if (!attribute) throw notFound(UNKNOWN_ATTRIBUTE_MESSAGE);
  return attribute;
}

/** GET /product-attributes/{code}/values/{valueCode}; 404 for either code unknown. */
export async function getAdminAttributeValue(
  db: Database,
  code: string,
  valueCode: string,
): Promise<AdminAttributeValue> {
  const attribute = await attributeByCode(db, code);
  const value = await attributeValueByCode(db, attribute.id, valueCode);
  const [loaded] = (await loadAdminAttributeValues(db, [attribute.id], [value.id])).get(attribute.id) ?? [];
  if (!loaded) throw notFound(UNKNOWN_ATTRIBUTE_VALUE_MESSAGE);
  return loaded;
}

/** The fields that differ, before and after (an audit line's details). */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const diff = { before: {} as Partial<T>, after: {} as Partial<T> };
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    diff.before[key] = before[key];
    diff.after[key] = after[key];
  }
  return diff;
}
