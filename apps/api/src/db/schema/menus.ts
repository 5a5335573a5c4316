import { MENU_ITEM_TYPES, MENU_PLACEMENTS } from '@shop/contracts/constants';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { attributeValues } from './attributes.ts';
import { pages } from './content.ts';
import { locales } from './locales.ts';
import { products } from './products.ts';
import { taxons } from './taxons.ts';

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  placement: text('placement', { enum: MENU_PLACEMENTS }).notNull(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    type: text('type', { enum: MENU_ITEM_TYPES }).notNull(),
    target: text('target', { enum: ['_self', '_blank'] })
      .notNull()
      .default('_self'),
    externalLink: text('external_link'),
    imagePath: text('image_path'),
    highlighted: boolean('highlighted').notNull().default(false),
    /** Shown as a sale link (spec section 3's sale flag); discounted taxon trees are sale without it. */
    sale: boolean('sale').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    taxonId: integer('taxon_id').references(() => taxons.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id').references(() => attributeValues.id, {
      onDelete: 'cascade',
    }),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
  },
  (t) => [index('menu_items_menu_parent').on(t.menuId, t.parentId, t.position)],
);

export const menuItemTranslations = pgTable(
  'menu_item_translations',
  {
    id: serial('id').primaryKey(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    name: text('name').notNull(),
    htmlLabel: text('html_label'),
    content: text('content'),
    /** Localised internal path for url-type items. */
    link: text('link'),
  },
  (t) => [uniqueIndex('menu_item_translations_item_locale').on(t.menuItemId, t.locale)],
);
