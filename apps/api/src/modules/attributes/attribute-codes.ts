import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attributes, attributeValues, attributeValueTranslations } from '../../db/schema/index.ts';

/**
 * The attributes with these codes and their values (value code → id); an unknown attribute is absent
 * from the answer, so a caller can tell an unknown attribute from an unknown value.
 */
export async function findAttributeValueIds(
  db: Database,
  attributeCodes: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const found = new Map<string, Map<string, number>>();
  if (attributeCodes.length === 0) return found;
  const rows = await db
    .select({ attributeCode: attributes.code, valueCode: attributeValues.code, valueId: attributeValues.id })
    .from(attributes)
    .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .where(inArray(attributes.code, [...new Set(attributeCodes)]));
  for (const row of rows) {
    const values = found.get(row.attributeCode) ?? new Map<string, number>();
    found.set(row.attributeCode, values);
    if (row.valueCode !== null && row.valueId !== null) values.set(row.valueCode, row.valueId);
  }
  return found;
}

/** Attribute values by id, with their attribute's code and position (for showing a product's values). */
export async function attributeValueCodesByIds(
  db: Database,
  ids: readonly number[],
): Promise<Array<{ id: number; attributeCode: string; valueCode: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: attributeValues.id, attributeCode: attributes.code, valueCode: attributeValues.code })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(attributeValues.id, [...new Set(ids)]))
    .orderBy(attributes.position, attributes.id, attributeValues.position, attributeValues.id);
}

/** The id of one attribute's value by both codes (the brand filter), null when there is none. */
export async function findAttributeValueId(
  db: Database,
  attributeCode: string,
  valueCode: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(and(eq(attributes.code, attributeCode), eq(attributeValues.code, valueCode)));
  return row?.id ?? null;
}

/** Every attribute's values (id, code, names in every locale), for the catalogue import. */
export async function loadAttributeValueIndex(db: Database): Promise<
  Array<{
    attributeId: number;
    attributeCode: string;
    valueId: number | null;
    valueCode: string | null;
    names: string[];
  }>
> {
  const [rows, texts] = await Promise.all([
    db
      .select({
        attributeId: attributes.id,
        attributeCode: attributes.code,
        valueCode: attributeValues.code,
        valueId: attributeValues.id,
      })
      .from(attributes)
      .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id)),
    db
      .select({ valueId: attributeValueTranslations.attributeValueId, name: attributeValueTranslations.name })
      .from(attributeValueTranslations),
  ]);
  const names = new Map<number, string[]>();
  for (const text of texts) names.set(text.valueId, [...(names.get(text.valueId) ?? []), text.name]);
  return rows.map((row) => ({ ...row, names: row.valueId === null ? [] : (names.get(row.valueId) ?? []) }));
}

/**
 * The value of an attribute with this code, made with `name` in `locale` when the attribute has none (a Shopify
 * import's Vendor becomes a brand); answers its id, or null when there is no such attribute.
 */
export async function ensureAttributeValue(
  tx: Database,
  input: { attribute: string; code: string; name: string; locale: string },
): Promise<number | null> {
  const [attribute] = await tx
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.code, input.attribute));
  if (!attribute) return null;
  const [made] = await tx
    .insert(attributeValues)
    .values({ attributeId: attribute.id, code: input.code, slug: input.code })
    .onConflictDoNothing()
    .returning({ id: attributeValues.id });
  if (made) {
    await tx
      .insert(attributeValueTranslations)
      .values({ attributeValueId: made.id, locale: input.locale, name: input.name, value: 'true' });
    return made.id;
  }
  const [existing] = await tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(and(eq(attributeValues.attributeId, attribute.id), eq(attributeValues.code, input.code)));
  return existing?.id ?? null;
}
