import {
  MENU_CYCLE_MESSAGE,
  MENU_UNKNOWN_PARENT_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminMenu,
  type AdminMenuItem,
  type AdminMenuItemInput,
  type AdminMenuItemMove,
  type AdminMenuItemPatch,
  type Violation,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { menuItems, menuItemTranslations } from '../../db/schema/index.ts';
import { HttpError, ViolationError, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import {
  getAdminMenu,
  getAdminMenuItem,
  loadMenuRows,
  menuOr404,
  type MenuItemDbRow,
  type MenuRow,
} from './admin-menu-reads.ts';
import { checkItem, type CheckedItem, type ItemDraft } from './admin-menu-rules.ts';

/**
 * The back office's menu writes (docs/adr/0058-menus-admin.md). Each runs in one transaction that first
 * locks the menu's row, so two editors of one menu take turns; siblings keep dense positions 0..n-1; each
 * is audited in its transaction and then moves the catalogue version, so every storefront drops its
 * cached menus on its next request.
 */

type Tx = Database;

function throwIfAny(violations: Violation[]): void {
  if (violations.length > 0) throw new ViolationError(violations);
}

async function itemOr404(tx: Tx, menu: MenuRow, id: number): Promise<MenuItemDbRow> {
  const [item] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, id), eq(menuItems.menuId, menu.id)));
  if (!item) throw notFound(`Menu item "${id}" not found in menu "${menu.code}".`);
  return item;
}

/**
 * Puts `itemId` at `position` among the other children of `parentId` (past the end: last) and numbers
 * them all 0..n-1; with `itemId` null it only closes gaps.
 */
async function placeAmongSiblings(
  tx: Tx,
  menuId: number,
  parentId: number | null,
  itemId: number | null,
  position: number,
): Promise<number> {
  const { items } = await loadMenuRows(tx, menuId);
  const siblings = items.filter((item) => item.parentId === parentId && item.id !== itemId);
  const at = Math.min(position, siblings.length);
  const order = siblings.map((item) => item.id);
  if (itemId !== null) order.splice(at, 0, itemId);
  const current = new Map(items.map((item) => [item.id, item.position]));
  for (const [index, id] of order.entries()) {
    if (current.get(id) !== index || id === itemId)
      await tx.update(menuItems).set({ position: index, parentId }).where(eq(menuItems.id, id));
  }
  return at;
}

async function writeTranslations(tx: Tx, itemId: number, checked: CheckedItem): Promise<void> {
  await tx.delete(menuItemTranslations).where(eq(menuItemTranslations.menuItemId, itemId));
  if (checked.translations.length > 0)
    await tx
      .insert(menuItemTranslations)
      .values(checked.translations.map((text) => ({ menuItemId: itemId, ...text })));
}

/** What the audit log keeps of an item. */
function described(item: AdminMenuItem) {
  const { children: _children, version: _version, targetName: _name, ...rest } = item;
  return rest;
}

function summaryName(item: AdminMenuItem): string {
  return Object.values(item.translations).find((text) => text?.name)?.name || item.targetName || item.type;
}

async function parentProblem(tx: Tx, menu: MenuRow, parentId: number | null, movingId: number | null) {
  if (parentId === null) return null;
  const { items } = await loadMenuRows(tx, menu.id);
  const parentOf = new Map(items.map((item) => [item.id, item.parentId]));
  if (!parentOf.has(parentId)) return MENU_UNKNOWN_PARENT_MESSAGE;
  // Walk up from the new parent: meeting the moving item means it would hang below itself.
  for (let id: number | null = parentId, steps = 0; id !== null && steps <= items.length; steps++) {
    if (id === movingId) return MENU_CYCLE_MESSAGE;
    id = parentOf.get(id) ?? null;
  }
  return null;
}

export async function createMenuItem(
  db: Database,
  code: string,
  input: AdminMenuItemInput,
  administratorId: number,
): Promise<AdminMenuItem> {
  const id = await db.transaction(async (tx) => {
    const menu = await menuOr404(tx, code, true);
    const { parentId, position, ...draft } = input;
    const { checked, violations } = await checkItem(tx, draft);
    const problem = await parentProblem(tx, menu, parentId, null);
    if (problem) violations.push({ propertyPath: 'parentId', message: problem });
    throwIfAny(violations);
    const values = (checked as CheckedItem).values;
    const [row] = await tx
      .insert(menuItems)
      .values({ ...values, menuId: menu.id, parentId, position: 0 })
      .returning({ id: menuItems.id });
    if (!row) throw new Error('The menu item was not saved.');
    await writeTranslations(tx, row.id, checked as CheckedItem);
    await placeAmongSiblings(tx, menu.id, parentId, row.id, position ?? Number.MAX_SAFE_INTEGER);
    const saved = await getAdminMenuItem(tx, code, row.id);
    await recordAudit(tx, {
      administratorId,
      action: 'menu_item.create',
      subjectType: 'menu_item',
      subjectId: row.id,
      summary: `Menu ${code}: added “${summaryName(saved)}”`,
      details: { menu: code, after: described(saved) },
    });
    return row.id;
  });
  await bumpCatalogueVersion(db);
  return getAdminMenuItem(db, code, id);
}

function draftOf(item: AdminMenuItem): ItemDraft {
  return {
    type: item.type,
    target: item.target,
    taxon: item.taxon,
    product: item.product,
    attributeValue: item.attributeValue,
    page: item.page,
    externalLink: item.externalLink,
    image: item.image,
    highlighted: item.highlighted,
    sale: item.sale,
    enabled: item.enabled,
    translations: Object.fromEntries(
      Object.entries(item.translations).map(([locale, text]) => [
        locale,
        { ...text, name: text?.name ?? '' },
      ]),
    ),
  };
}

export async function updateMenuItem(
  db: Database,
  code: string,
  id: number,
  patch: AdminMenuItemPatch,
  administratorId: number,
): Promise<AdminMenuItem> {
  await db.transaction(async (tx) => {
    const menu = await menuOr404(tx, code, true);
    await itemOr404(tx, menu, id);
    const before = await getAdminMenuItem(tx, code, id);
    if (before.version !== patch.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const { version: _version, ...changes } = patch;
    const draft: ItemDraft = { ...draftOf(before) };
    for (const [key, value] of Object.entries(changes))
      if (value !== undefined) Object.assign(draft, { [key]: value });
    // A new type drops the old type's target unless the change names one (a page item becoming a label).
    if (patch.type !== undefined && patch.type !== before.type) {
      for (const field of ['taxon', 'product', 'page', 'attributeValue'] as const)
        if (patch[field] === undefined) Object.assign(draft, { [field]: null });
    }
    const { checked, violations } = await checkItem(tx, draft);
    throwIfAny(violations);
    await tx
      .update(menuItems)
      .set((checked as CheckedItem).values)
      .where(eq(menuItems.id, id));
    if (patch.translations !== undefined) await writeTranslations(tx, id, checked as CheckedItem);
    const after = await getAdminMenuItem(tx, code, id);
    await recordAudit(tx, {
      administratorId,
      action: 'menu_item.update',
      subjectType: 'menu_item',
      subjectId: id,
      summary: `Menu ${code}: changed “${summaryName(after)}”`,
      details: { menu: code, before: described(before), after: described(after) },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminMenuItem(db, code, id);
}

/** Deletes an item with all its sub-items. */
export async function deleteMenuItem(
  db: Database,
  code: string,
  id: number,
  administratorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const menu = await menuOr404(tx, code, true);
    const row = await itemOr404(tx, menu, id);
    const before = await getAdminMenuItem(tx, code, id);
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await placeAmongSiblings(tx, menu.id, row.parentId, null, 0);
    await recordAudit(tx, {
      administratorId,
      action: 'menu_item.delete',
      subjectType: 'menu_item',
      subjectId: id,
      summary: `Menu ${code}: deleted “${summaryName(before)}”`,
      details: { menu: code, before: { ...described(before), children: before.children.length } },
    });
  });
  await bumpCatalogueVersion(db);
}

/** Moves an item (with its sub-items) under another parent or to the top level, at a position. */
export async function moveMenuItem(
  db: Database,
  code: string,
  id: number,
  move: AdminMenuItemMove,
  administratorId: number,
): Promise<AdminMenu> {
  await db.transaction(async (tx) => {
    const menu = await menuOr404(tx, code, true);
    const row = await itemOr404(tx, menu, id);
    const problem = await parentProblem(tx, menu, move.parentId, id);
    if (problem) throw new ViolationError([{ propertyPath: 'parentId', message: problem }]);
    const position = await placeAmongSiblings(tx, menu.id, move.parentId, id, move.position);
    if (row.parentId !== move.parentId) await placeAmongSiblings(tx, menu.id, row.parentId, null, 0);
    const moved = await getAdminMenuItem(tx, code, id);
    await recordAudit(tx, {
      administratorId,
      action: 'menu_item.move',
      subjectType: 'menu_item',
      subjectId: id,
      summary: `Menu ${code}: moved “${summaryName(moved)}”`,
      details: {
        menu: code,
        before: { parentId: row.parentId, position: row.position },
        after: { parentId: move.parentId, position },
      },
    });
  });
  await bumpCatalogueVersion(db);
  return getAdminMenu(db, code);
}
