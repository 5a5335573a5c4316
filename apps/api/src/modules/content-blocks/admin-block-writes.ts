import {
  CONTENT_BLOCK_CODE_TAKEN_MESSAGE,
  CONTENT_BLOCK_REORDER_MESSAGE,
  type AdminContentBlock,
  type AdminContentBlockList,
  type AdminContentBlockReorder,
  type Violation,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentBlocks } from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import {
  blockIdsAt,
  contentBlockIdByCode,
  contentBlockRowOr404,
  getAdminContentBlock,
  listAdminContentBlocks,
} from './admin-block-reads.ts';
import { checkContentBlock, writeContentBlock, type CheckedContentBlock } from './service.ts';

/**
 * The back office's content block writes (docs/adr/0060-content-blocks-banners-admin.md): the import's
 * checks (`checkContentBlock`, every violation at once), a code used once, each write audited in its
 * transaction and then the catalogue version moved, so the storefronts' cached pages follow at once.
 */

async function checked(db: Database, input: unknown, ownId: number | null): Promise<CheckedContentBlock> {
  const { checked: block, violations } = await checkContentBlock(db, input);
  const code = block?.code ?? (input as { code?: unknown } | null)?.code;
  const extra: Violation[] = [];
  if (typeof code === 'string') {
    const holder = await contentBlockIdByCode(db, code.trim());
    if (holder !== null && holder !== ownId)
      extra.push({ propertyPath: 'code', message: CONTENT_BLOCK_CODE_TAKEN_MESSAGE, code: 'code_taken' });
  }
  const all = [...extra, ...violations];
  if (all.length > 0 || !block) throw new ViolationError(all);
  return block;
}

/** What the audit log keeps of a block. */
function described(block: AdminContentBlock) {
  const { updatedAt: _updatedAt, ...rest } = block;
  return rest;
}

export async function createContentBlock(
  db: Database,
  input: unknown,
  administratorId: number,
): Promise<AdminContentBlock> {
  const id = await db.transaction(async (tx) => {
    const block = await checked(tx, input, null);
    const newId = await writeContentBlock(tx, block);
    const after = await getAdminContentBlock(tx, newId);
    await recordAudit(tx, {
      administratorId,
      action: 'content_block.create',
      subjectType: 'content_block',
      subjectId: newId,
      summary: `Content block ${after.code} (${after.type}) added`,
      details: { before: null, after: described(after) },
    });
    return newId;
  });
  await bumpCatalogueVersion(db);
  return getAdminContentBlock(db, id);
}

export async function updateContentBlock(
  db: Database,
  id: number,
  input: unknown,
  administratorId: number,
): Promise<AdminContentBlock> {
  await db.transaction(async (tx) => {
    await contentBlockRowOr404(tx, id);
    const before = await getAdminContentBlock(tx, id);
    const block = await checked(tx, input, id);
    await writeContentBlock(tx, block, id);
    const after = await getAdminContentBlock(tx, id);
    await recordAudit(tx, {
      administratorId,
      action: 'content_block.update',
      subjectType: 'content_block',
      subjectId: id,
      summary: `Content block ${after.code} (${after.type}) changed`,
      details: { before: described(before), after: described(after) },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminContentBlock(db, id);
}

export async function deleteContentBlock(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await contentBlockRowOr404(tx, id);
    const before = await getAdminContentBlock(tx, id);
    await tx.delete(contentBlocks).where(eq(contentBlocks.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'content_block.delete',
      subjectType: 'content_block',
      subjectId: id,
      summary: `Content block ${before.code} (${before.type}) deleted`,
      details: { before: described(before), after: null },
    });
  });
  await bumpCatalogueVersion(db);
}

/**
 * Puts the blocks of one display location in the given order: `ids` must name each of them exactly once;
 * their positions become 0, 10, 20... (a block placed on several locations moves in all of them).
 */
export async function reorderContentBlocks(
  db: Database,
  order: AdminContentBlockReorder,
  administratorId: number,
): Promise<AdminContentBlockList> {
  await db.transaction(async (tx) => {
    const current = await blockIdsAt(tx, order.displayLocation);
    const given = new Set(order.ids);
    if (
      given.size !== order.ids.length ||
      given.size !== current.length ||
      current.some((id) => !given.has(id))
    ) {
      throw new ViolationError([
        { propertyPath: 'ids', message: CONTENT_BLOCK_REORDER_MESSAGE, code: 'reorder_mismatch' },
      ]);
    }
    for (const [index, id] of order.ids.entries())
      await tx
        .update(contentBlocks)
        .set({ position: index * 10 })
        .where(eq(contentBlocks.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'content_block.reorder',
      subjectType: 'content_block_location',
      subjectId: order.displayLocation,
      summary: `Content blocks of ${order.displayLocation} reordered`,
      details: { before: { ids: current }, after: { ids: order.ids } },
    });
  });
  await bumpCatalogueVersion(db);
  return listAdminContentBlocks(db, { location: order.displayLocation });
}
