import { createHash } from 'node:crypto';
import type {
  AdminMenu,
  AdminMenuItem,
  AdminMenuSummary,
  List,
  MenuLinkTarget,
  MenuLinkTargetQuery,
  MenuPlacement,
} from '@shop/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { menuItems, menuItemTranslations, menus } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import type { LinkTargetLookup, LinkTargetRow } from '../../http/link-targets.ts';
import { wholeList } from '../../http/lists.ts';
import { attributeValueLinkTargets } from '../attributes/attribute-value-link-targets.ts';
import { listChannelMenuCodes } from '../channels/channel-list.ts';
import { pageLinkTargets } from '../pages/page-link-targets.ts';
import { productLinkTargets } from '../products/product-link-targets.ts';
import { taxonLinkTargets } from '../taxons/taxon-link-targets.ts';

export type MenuRow = typeof menus.$inferSelect;
export type MenuItemDbRow = typeof menuItems.$inferSelect;
export type MenuItemTranslationDbRow = typeof menuItemTranslations.$inferSelect;

/** The back office reads names in English, then Lithuanian, then any language. */
export const ADMIN_LOCALE_PREFERENCE = ['en', 'lt'] as const;

export const LINK_TARGETS = {
  taxon: taxonLinkTargets,
  product: productLinkTargets,
  page: pageLinkTargets,
  attributeValue: attributeValueLinkTargets,
} satisfies Record<string, (db: Database, lookup: LinkTargetLookup) => Promise<LinkTargetRow[]>>;

export async function menuOr404(db: Database, code: string, lock = false): Promise<MenuRow> {
  const query = db.select().from(menus).where(eq(menus.code, code));
  const [menu] = lock ? await query.for('update') : await query;
  if (!menu) throw notFound(`Menu "${code}" not found.`);
  return menu;
}

async function channelsByMenu(db: Database): Promise<Map<string, string[]>> {
  const byMenu = new Map<string, string[]>();
  for (const channel of await listChannelMenuCodes(db)) {
    for (const [placement, menuCode] of Object.entries(channel.menuCodes)) {
      const key = `${placement}:${menuCode}`;
      byMenu.set(key, [...(byMenu.get(key) ?? []), channel.code]);
    }
  }
  return byMenu;
}

/** Every menu (of one placement), with how many items it has and the channels showing it. */
export async function listAdminMenus(
  db: Database,
  placement: MenuPlacement | undefined,
): Promise<List<AdminMenuSummary>> {
  const [rows, counts, channels] = await Promise.all([
    db
      .select()
      .from(menus)
      .where(placement ? eq(menus.placement, placement) : undefined)
      .orderBy(asc(menus.placement), asc(menus.code)),
    db.select({ menuId: menuItems.menuId, total: count() }).from(menuItems).groupBy(menuItems.menuId),
    channelsByMenu(db),
  ]);
  const countOf = new Map(counts.map((row) => [row.menuId, Number(row.total)]));
  return wholeList(rows.map((menu) => summaryOf(menu, countOf.get(menu.id) ?? 0, channels)));
}

function summaryOf(menu: MenuRow, itemCount: number, channels: Map<string, string[]>): AdminMenuSummary {
  return {
    id: menu.id,
    code: menu.code,
    name: menu.name,
    placement: menu.placement,
    itemCount,
    channels: channels.get(`${menu.placement}:${menu.code}`) ?? [],
  };
}

/** An item's version: a digest of everything it says (not its place), so any edit gives another one. */
export function menuItemVersion(
  row: MenuItemDbRow,
  translations: readonly MenuItemTranslationDbRow[],
): string {
  const content = JSON.stringify([
    row.type,
    row.target,
    row.externalLink,
    row.imagePath,
    row.highlighted,
    row.sale,
    row.enabled,
    row.taxonId,
    row.productId,
    row.attributeValueId,
    row.pageId,
    [...translations]
      .sort((a, b) => a.locale.localeCompare(b.locale))
      .map((t) => [t.locale, t.name, t.htmlLabel, t.content, t.link]),
  ]);
  return createHash('sha256').update(content).digest('base64url').slice(0, 16);
}

/** A menu's items and their translations, as stored. */
export async function loadMenuRows(
  db: Database,
  menuId: number,
): Promise<{ items: MenuItemDbRow[]; translations: Map<number, MenuItemTranslationDbRow[]> }> {
  const items = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.menuId, menuId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const translations = new Map<number, MenuItemTranslationDbRow[]>();
  if (items.length > 0) {
    const rows = await db
      .select()
      .from(menuItemTranslations)
      .where(
        inArray(
          menuItemTranslations.menuItemId,
          items.map((item) => item.id),
        ),
      )
      .orderBy(asc(menuItemTranslations.locale));
    for (const row of rows)
      translations.set(row.menuItemId, [...(translations.get(row.menuItemId) ?? []), row]);
  }
  return { items, translations };
}

type Labels = Map<number, LinkTargetRow>;

async function labelsOf(db: Database, items: readonly MenuItemDbRow[]) {
  const ids = (pick: (item: MenuItemDbRow) => number | null) =>
    items.flatMap((item) => (pick(item) === null ? [] : [pick(item) as number]));
  const lookup = (list: number[]) => ({ ids: list, localePreference: ADMIN_LOCALE_PREFERENCE });
  const byId = (rows: LinkTargetRow[]): Labels => new Map(rows.map((row) => [row.id, row]));
  const [taxon, product, page, attributeValue] = await Promise.all([
    LINK_TARGETS.taxon(db, lookup(ids((item) => item.taxonId))).then(byId),
    LINK_TARGETS.product(db, lookup(ids((item) => item.productId))).then(byId),
    LINK_TARGETS.page(db, lookup(ids((item) => item.pageId))).then(byId),
    LINK_TARGETS.attributeValue(db, lookup(ids((item) => item.attributeValueId))).then(byId),
  ]);
  return { taxon, product, page, attributeValue };
}

/** One item as the back office sees it (children left empty). */
export function adminItemView(
  item: MenuItemDbRow,
  translations: readonly MenuItemTranslationDbRow[],
  labels: Awaited<ReturnType<typeof labelsOf>>,
): AdminMenuItem {
  const taxon = item.taxonId === null ? undefined : labels.taxon.get(item.taxonId);
  const product = item.productId === null ? undefined : labels.product.get(item.productId);
  const page = item.pageId === null ? undefined : labels.page.get(item.pageId);
  const value = item.attributeValueId === null ? undefined : labels.attributeValue.get(item.attributeValueId);
  const [attribute = '', valueCode = ''] = value ? value.code.split('/') : [];
  return {
    id: item.id,
    parentId: item.parentId,
    position: item.position,
    type: item.type,
    target: item.target,
    taxon: taxon?.code ?? null,
    product: product?.code ?? null,
    attributeValue: value ? { attribute, value: valueCode } : null,
    page: page?.code ?? null,
    externalLink: item.externalLink,
    image: item.imagePath,
    highlighted: item.highlighted,
    sale: item.sale,
    enabled: item.enabled,
    targetName: (taxon ?? product ?? page ?? value)?.name ?? null,
    translations: Object.fromEntries(
      translations.map((t) => [
        t.locale,
        { name: t.name, htmlLabel: t.htmlLabel, content: t.content, link: t.link },
      ]),
    ),
    version: menuItemVersion(item, translations),
    children: [],
  };
}

/** A menu with its whole item tree as stored: disabled items included, siblings by position. */
export async function getAdminMenu(db: Database, code: string): Promise<AdminMenu> {
  const menu = await menuOr404(db, code);
  const [{ items, translations }, channels] = await Promise.all([
    loadMenuRows(db, menu.id),
    channelsByMenu(db),
  ]);
  const labels = await labelsOf(db, items);
  const views = new Map(
    items.map((item) => [item.id, adminItemView(item, translations.get(item.id) ?? [], labels)]),
  );
  const roots: AdminMenuItem[] = [];
  for (const item of items) {
    const view = views.get(item.id) as AdminMenuItem;
    const parent = item.parentId === null ? undefined : views.get(item.parentId);
    if (parent) parent.children.push(view);
    else roots.push(view);
  }
  return { ...summaryOf(menu, items.length, channels), items: roots };
}

/** One item (with its sub-items) of a menu. */
export async function getAdminMenuItem(db: Database, code: string, id: number): Promise<AdminMenuItem> {
  const menu = await getAdminMenu(db, code);
  const find = (items: AdminMenuItem[]): AdminMenuItem | undefined => {
    for (const item of items) {
      if (item.id === id) return item;
      const found = find(item.children);
      if (found) return found;
    }
    return undefined;
  };
  const item = find(menu.items);
  if (!item) throw notFound(`Menu item "${id}" not found in menu "${code}".`);
  return item;
}

/** Categories, products, pages or attribute values to link an item to, found by code or name. */
export async function searchLinkTargets(
  db: Database,
  query: MenuLinkTargetQuery,
): Promise<List<MenuLinkTarget>> {
  const rows = await LINK_TARGETS[query.kind](db, {
    search: query.search,
    localePreference: query.locale ? [query.locale, ...ADMIN_LOCALE_PREFERENCE] : ADMIN_LOCALE_PREFERENCE,
    limit: 20,
  });
  return wholeList(rows.map((row) => ({ code: row.code, name: row.name })));
}
