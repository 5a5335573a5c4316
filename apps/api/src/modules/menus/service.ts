import type { Menu, MenuItemTargetRef } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { menuItems, menuItemTranslations, menus } from '../../db/schema/index.ts';
import { groupBy } from '../../i18n/pick-translation.ts';
import { findAttributeValueTargets } from '../attributes/service.ts';
import { findPageTargets } from '../pages/service.ts';
import { findProductTargets } from '../products/service.ts';
import { getTaxonTree } from '../taxons/service.ts';
import { buildMenuTree, type LinkTarget, type MenuItemRow } from './build-menu-tree.ts';

export interface MenuRequest {
  channelId: number;
  /** Request locale first, then the channel's default. */
  localePreference: readonly string[];
}

function idsOf(rows: readonly MenuItemRow[], pick: (row: MenuItemRow) => number | null): number[] {
  return rows.flatMap((row) => {
    const id = pick(row);
    return id === null ? [] : [id];
  });
}

/** A menu by code with its item tree in the request locale, or null when no menu has this code. */
export async function getMenu(db: Database, code: string, request: MenuRequest): Promise<Menu | null> {
  const [menu] = await db.select().from(menus).where(eq(menus.code, code));
  if (!menu) return null;

  const itemRows = await db.select().from(menuItems).where(eq(menuItems.menuId, menu.id));
  const translationRows =
    itemRows.length === 0
      ? []
      : await db
          .select()
          .from(menuItemTranslations)
          .where(
            inArray(
              menuItemTranslations.menuItemId,
              itemRows.map((item) => item.id),
            ),
          );
  const translationsByItem = groupBy(translationRows, (row) => row.menuItemId);
  const rows: MenuItemRow[] = itemRows.map((item) => ({
    ...item,
    translations: translationsByItem.get(item.id) ?? [],
  }));

  const usesTaxons = rows.some((row) => row.taxonId !== null);
  const [taxonTree, products, attributeValues, pageTargets] = await Promise.all([
    usesTaxons ? getTaxonTree(db, request.localePreference) : Promise.resolve([]),
    findProductTargets(
      db,
      idsOf(rows, (row) => row.productId),
      request.channelId,
      request.localePreference,
    ),
    findAttributeValueTargets(
      db,
      idsOf(rows, (row) => row.attributeValueId),
      request.localePreference,
    ),
    findPageTargets(
      db,
      idsOf(rows, (row) => row.pageId),
      request.localePreference,
    ),
  ]);
  const pages = new Map<number, LinkTarget<Extract<MenuItemTargetRef, { kind: 'page' }>>>();
  for (const [id, page] of pageTargets)
    pages.set(id, { ref: { kind: 'page', ...page.ref }, name: page.title });

  return {
    code: menu.code,
    name: menu.name,
    placement: menu.placement,
    items: buildMenuTree(rows, taxonTree, { products, attributeValues, pages }, request.localePreference),
  };
}
