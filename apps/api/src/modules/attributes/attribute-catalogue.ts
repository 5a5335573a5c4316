import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
} from '../../db/schema/index.ts';

export interface AttributeValueEntry {
  attributeCode: string;
  code: string;
  /** The value's name per locale. */
  names: Map<string, string>;
}

/** Every attribute and value of the shop with their names: what a catalogue export names products' values by. */
export interface AttributeCatalogue {
  /** Attribute codes in the back office's order. */
  codes: string[];
  /** Attribute names per code, by locale. */
  names: Map<string, Map<string, string>>;
  /** Values by id. */
  values: Map<number, AttributeValueEntry>;
}

/**
 * The whole attribute vocabulary in four queries (a shop has tens of attributes and at most some thousands of
 * values: brands), loaded once per export rather than per product.
 */
export async function loadAttributeCatalogue(db: Database): Promise<AttributeCatalogue> {
  const attributeRows = await db
    .select({ id: attributes.id, code: attributes.code })
    .from(attributes)
    .orderBy(asc(attributes.position), asc(attributes.id));
  const attributeNames = await db.select().from(attributeTranslations);
  const valueRows = await db
    .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, code: attributeValues.code })
    .from(attributeValues);
  const valueNames = await db
    .select({
      valueId: attributeValueTranslations.attributeValueId,
      locale: attributeValueTranslations.locale,
      name: attributeValueTranslations.name,
    })
    .from(attributeValueTranslations)
    .innerJoin(attributeValues, eq(attributeValues.id, attributeValueTranslations.attributeValueId));
  const codeById = new Map(attributeRows.map((row) => [row.id, row.code]));
  const names = new Map<string, Map<string, string>>();
  for (const row of attributeNames) {
    const code = codeById.get(row.attributeId);
    if (code === undefined) continue;
    const perLocale = names.get(code) ?? new Map<string, string>();
    perLocale.set(row.locale, row.name);
    names.set(code, perLocale);
  }
  const values = new Map<number, AttributeValueEntry>();
  for (const row of valueRows) {
    const attributeCode = codeById.get(row.attributeId);
    if (attributeCode !== undefined) values.set(row.id, { attributeCode, code: row.code, names: new Map() });
  }
  for (const row of valueNames) values.get(row.valueId)?.names.set(row.locale, row.name);
  return { codes: attributeRows.map((row) => row.code), names, values };
}
