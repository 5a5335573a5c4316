import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attributes, attributeValues, contentBlocks } from '../../db/schema/index.ts';
import { queryRows } from '../../modules/search/sql-rows.ts';
import { BRANDS } from '../catalogue/attributes.ts';
import { mediaPaths } from '../images/paths.ts';
import { seedContentBlocks } from './blocks.ts';
import { SHOWCASE_BLOCK_CODES } from '../content/showcase-blocks.ts';

/** A block only the first demo home page had (it showed every block type); it marks that layout. */
const OLD_HOME_MARKER = 'home-weekend-film';

/**
 * A demo shop seeded with the first home page (every block type, about 11,000 px on a phone) gets today's:
 * the blocks that moved to the content blocks example page are removed from the home page and the demo
 * blocks imported again (by code: the home blocks are updated, the showcase blocks added), and the brands
 * without a badge get their wordmark logos. Runs once: a shop that has a showcase block, or never had the
 * old layout (an owner's own blocks), is left alone.
 */
export async function ensureDemoHomeLayout(db: Database, log: (message: string) => void): Promise<void> {
  const [row] = await queryRows<{ old: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM content_blocks WHERE code = ${OLD_HOME_MARKER})
      AND NOT EXISTS (SELECT 1 FROM content_blocks WHERE 'showcase' = ANY(display_locations)) AS old`,
  );
  if (!row?.old) return;
  log('Moving the demo home page to its new layout and the other blocks to /ui-kit/content-blocks...');
  await db.transaction(async (tx) => {
    const oldHomeCodes = SHOWCASE_BLOCK_CODES.map((code) => code.replace(/^showcase-/, 'home-'));
    await tx.delete(contentBlocks).where(inArray(contentBlocks.code, oldHomeCodes));
    await seedContentBlocks(tx);
    await giveBrandsLogos(tx);
  });
}

/** Brands without a picture and without a badge get the demo's wordmark logo. */
async function giveBrandsLogos(db: Database): Promise<void> {
  const [brand] = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.code, 'brand'))
    .limit(1);
  if (!brand) return;
  for (const definition of BRANDS) {
    if ('badge' in definition) continue;
    await db
      .update(attributeValues)
      .set({ imagePath: mediaPaths.brandLogo(definition.code) })
      .where(
        and(
          eq(attributeValues.attributeId, brand.id),
          eq(attributeValues.code, definition.code),
          isNull(attributeValues.imagePath),
        ),
      );
  }
}
