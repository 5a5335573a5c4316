import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { taxons } from '../../db/schema/index.ts';

/** A category's id and picture path by its code, or null when there is no such category. */
export async function findTaxonImage(
  db: Database,
  code: string,
): Promise<{ id: number; image: string | null } | null> {
  const [row] = await db
    .select({ id: taxons.id, image: taxons.imagePath })
    .from(taxons)
    .where(eq(taxons.code, code))
    .limit(1);
  return row ?? null;
}

/** Sets (or with null removes) a category's picture; answers the path it had. */
export async function setTaxonImage(
  tx: Database,
  taxonId: number,
  path: string | null,
): Promise<string | null> {
  const [before] = await tx
    .select({ image: taxons.imagePath })
    .from(taxons)
    .where(eq(taxons.id, taxonId))
    .for('update');
  await tx.update(taxons).set({ imagePath: path }).where(eq(taxons.id, taxonId));
  return before?.image ?? null;
}

/** Whether any category uses this media path as its picture (its file must stay). */
export async function isPathUsedByTaxons(db: Database, path: string): Promise<boolean> {
  const [row] = await db.select({ uses: count() }).from(taxons).where(eq(taxons.imagePath, path));
  return Number(row?.uses ?? 0) > 0;
}
