import type { Database } from '../../db/database.ts';
import { menuItems, menuItemTranslations, menus } from '../../db/schema/index.ts';
import { taxonByCode } from '../catalogue/taxons.ts';
import { DEMO_LOCALES, type DemoLocale, type LocalizedText } from '../catalogue/types.ts';
import { demoMenus, type MenuItemSpec } from '../content/menus.ts';
import { PAGES, type PageCode } from '../content/pages.ts';
import type { SeededPage } from './pages.ts';

interface MenuTargets {
  taxonIds: ReadonlyMap<string, number>;
  pages: ReadonlyMap<PageCode, SeededPage>;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Menu item refers to an unknown ${what}`);
  return value;
}

/** The storefront's category listing path: /c/{slug}-{id}, prefixed with the locale unless it is lt. */
function categoryListingPath(code: string, targets: MenuTargets, locale: DemoLocale): string {
  const id = required(targets.taxonIds.get(code), `category "${code}"`);
  const path = `/c/${taxonByCode(code).slug[locale]}-${id}`;
  return locale === 'lt' ? path : `/${locale}${path}`;
}

function itemName(spec: MenuItemSpec, locale: DemoLocale): string {
  if (spec.name) return spec.name[locale];
  if (spec.taxon) return taxonByCode(spec.taxon).name[locale];
  const page = PAGES.find((candidate) => candidate.code === spec.page);
  if (page) return page.translations[locale].title;
  throw new Error(`A ${spec.type} menu item needs a name`);
}

function itemLink(spec: MenuItemSpec, targets: MenuTargets, locale: DemoLocale): string | null {
  if (!spec.link) return null;
  if ('categoryListing' in spec.link) return categoryListingPath(spec.link.categoryListing, targets, locale);
  return (spec.link as LocalizedText)[locale];
}

/**
 * Inserts every menu. Items go in one at a time (a child needs its parent's id); there are only about a
 * hundred of them. Taxon and page items without a name of their own are named after the category or page.
 */
export async function seedMenus(db: Database, targets: MenuTargets): Promise<void> {
  const insertItem = async (
    menuId: number,
    parentId: number | null,
    spec: MenuItemSpec,
    position: number,
  ) => {
    const [row] = await db
      .insert(menuItems)
      .values({
        menuId,
        parentId,
        position,
        type: spec.type,
        target: spec.target ?? '_self',
        externalLink: spec.externalLink ?? null,
        imagePath: spec.image ?? null,
        highlighted: spec.highlighted ?? false,
        taxonId: spec.taxon ? required(targets.taxonIds.get(spec.taxon), `category "${spec.taxon}"`) : null,
        pageId: spec.page ? required(targets.pages.get(spec.page), `page "${spec.page}"`).id : null,
      })
      .returning({ id: menuItems.id });
    if (!row) throw new Error('Could not create a menu item');
    await db.insert(menuItemTranslations).values(
      DEMO_LOCALES.map((locale) => ({
        menuItemId: row.id,
        locale,
        name: itemName(spec, locale),
        link: itemLink(spec, targets, locale),
      })),
    );
    for (const [index, child] of (spec.children ?? []).entries()) {
      await insertItem(menuId, row.id, child, index);
    }
  };

  for (const menu of demoMenus()) {
    const [row] = await db
      .insert(menus)
      .values({ code: menu.code, name: menu.name, placement: menu.placement })
      .returning({ id: menus.id });
    if (!row) throw new Error(`Could not create the menu ${menu.code}`);
    for (const [index, item] of menu.items.entries()) await insertItem(row.id, null, item, index);
  }
}
