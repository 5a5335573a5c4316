import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attributes, attributeValues } from '../../db/schema/index.ts';

/** An attribute value's id and picture (a brand's logo) by codes, or null when there is no such value. */
export async function findAttributeValueImage(
  db: Database,
  attributeCode: string,
  valueCode: string,
): Promise<{ id: number; image: string | null } | null> {
  const [row] = await db
    .select({ id: attributeValues.id, image: attributeValues.imagePath })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(and(eq(attributes.code, attributeCode), eq(attributeValues.code, valueCode)))
    .limit(1);
  return row ?? null;
}

/** Sets (or with null removes) an attribute value's picture; answers the path it had. */
export async function setAttributeValueImage(
  tx: Database,
  valueId: number,
  path: string | null,
): Promise<string | null> {
  const [before] = await tx
    .select({ image: attributeValues.imagePath })
    .from(attributeValues)
    .where(eq(attributeValues.id, valueId))
    .for('update');
  await tx.update(attributeValues).set({ imagePath: path }).where(eq(attributeValues.id, valueId));
  return before?.image ?? null;
}

/** Whether any attribute value uses this media path as its picture (its file must stay). */
export async function isPathUsedByAttributeValues(db: Database, path: string): Promise<boolean> {
  const [row] = await db
    .select({ uses: count() })
    .from(attributeValues)
    .where(eq(attributeValues.imagePath, path));
  return Number(row?.uses ?? 0) > 0;
}
