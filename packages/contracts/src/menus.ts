import { z } from 'zod';
import { menuPlacementSchema } from './channels.ts';
import { MENU_ITEM_TYPES, type MenuItemType } from './constants.ts';

export { MENU_ITEM_TYPES, type MenuItemType } from './constants.ts';

export const menuItemTypeSchema = z.enum(MENU_ITEM_TYPES);

/** What a menu item points at; the storefront turns it into a localised path with its route table. */
export const menuItemTargetRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('taxon'), id: z.number().int(), code: z.string(), slug: z.string() }),
  z.object({ kind: z.literal('sale_taxon'), id: z.number().int(), code: z.string(), slug: z.string() }),
  z.object({ kind: z.literal('page'), id: z.number().int(), slug: z.string() }),
  z.object({ kind: z.literal('product'), id: z.number().int(), code: z.string(), slug: z.string() }),
  z.object({ kind: z.literal('attribute_value'), attributeSlug: z.string(), slug: z.string() }),
]);
export type MenuItemTargetRef = z.infer<typeof menuItemTargetRefSchema>;

export interface MenuItem {
  id: number;
  name: string;
  /** Trusted, sanitised HTML label shown instead of the name when present. */
  htmlLabel: string | null;
  type: MenuItemType;
  /** html-type content (sanitised HTML). */
  content: string | null;
  /** Internal path for url-type items (already localised by the shop owner). */
  link: string | null;
  /** Absolute URL for items that leave the shop. */
  externalLink: string | null;
  target: '_self' | '_blank';
  /** Image path relative to the API's /media/ base, for image-type items and icons. */
  image: string | null;
  highlighted: boolean;
  /** True for a discounted-products taxon tree branch and all its descendants. */
  sale: boolean;
  ref: MenuItemTargetRef | null;
  children: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    htmlLabel: z.string().nullable(),
    type: menuItemTypeSchema,
    content: z.string().nullable(),
    link: z.string().nullable(),
    externalLink: z.string().nullable(),
    target: z.enum(['_self', '_blank']),
    image: z.string().nullable(),
    highlighted: z.boolean(),
    sale: z.boolean(),
    ref: menuItemTargetRefSchema.nullable(),
    children: z.array(menuItemSchema),
  }),
);

export const menuSchema = z.object({
  code: z.string(),
  name: z.string(),
  placement: menuPlacementSchema,
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;
