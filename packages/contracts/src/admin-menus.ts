import { z } from 'zod';
import { translationsOf } from './admin-catalogue-common.ts';
import { menuPlacementSchema } from './channels.ts';
import { BLANK_MESSAGE } from './checkout.ts';
import type { MenuItemType } from './constants.ts';
import { listSchema } from './lists.ts';
import { menuItemTypeSchema } from './menus.ts';

/**
 * Menus in the back office (docs/adr/0058-menus-admin.md): every placement's menus with their item tree
 * under /api/v2/admin/menus. Items link to categories, products, attribute values and pages by code; a
 * move names the new parent and position; every write moves the catalogue version, so storefronts follow.
 */

/** What an item of each type must point at (spec section 3); the other link fields stay empty. */
export const MENU_ITEM_LINK_FIELD: Record<MenuItemType, MenuItemLinkField | null> = {
  taxon: 'taxon',
  taxon_tree: 'taxon',
  discounted_products_taxon_tree: 'taxon',
  product: 'product',
  attribute_value: 'attributeValue',
  page: 'page',
  url: 'link',
  html: 'content',
  image: 'image',
  label: null,
  group: null,
};
export type MenuItemLinkField =
  'taxon' | 'product' | 'attributeValue' | 'page' | 'link' | 'content' | 'image';

export const MENU_UNKNOWN_TAXON_MESSAGE = 'There is no category with this code.';
export const MENU_UNKNOWN_PRODUCT_MESSAGE = 'There is no product with this code.';
export const MENU_UNKNOWN_PAGE_MESSAGE = 'There is no page with this code.';
export const MENU_UNKNOWN_ATTRIBUTE_VALUE_MESSAGE = 'There is no attribute value with these codes.';
export const MENU_TARGET_REQUIRED_MESSAGE = 'Choose what this item links to.';
export const MENU_TARGET_NOT_USED_MESSAGE = 'This item type does not use this field: leave it empty.';
export const MENU_LINK_REQUIRED_MESSAGE =
  'Enter an address in at least one language, or an external address.';
export const MENU_LINK_MESSAGE = 'Enter a path of this shop starting with "/", for example /en/sale.';
export const MENU_EXTERNAL_LINK_MESSAGE =
  'Enter a full address starting with https:// or http:// (or mailto: / tel:).';
export const MENU_CONTENT_REQUIRED_MESSAGE = 'Enter the HTML content in at least one language.';
export const MENU_IMAGE_MESSAGE =
  'Enter the picture’s path in the shop’s media, for example menus/sale.webp (no address, no "..").';
export const MENU_NAME_REQUIRED_MESSAGE = 'Enter the name in at least one language.';
export const MENU_UNKNOWN_PARENT_MESSAGE = 'There is no item with this id in this menu.';
export const MENU_CYCLE_MESSAGE = 'An item cannot be moved into itself or one of its own sub-items.';
export const MENU_UNKNOWN_LOCALE_MESSAGE = 'The shop has no such language.';

const optionalText = (max: number) => z.string().max(max).nullable().optional();

export const adminMenuItemTranslationSchema = z.object({
  /** Empty: the linked category's, product's or page's own name. */
  name: z.string().trim().max(200).default(''),
  /** Inline HTML shown instead of the name (sanitised when shown). */
  htmlLabel: optionalText(2000),
  /** html items: their HTML (sanitised when shown). */
  content: optionalText(20_000),
  /** url items: this language's path in the shop. */
  link: optionalText(2048),
});
export type AdminMenuItemTranslation = z.infer<typeof adminMenuItemTranslationSchema>;

const codeSchema = z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }).max(128);

export const menuAttributeValueRefSchema = z.object({ attribute: codeSchema, value: codeSchema });

/** The fields of an item a create sends whole and a PATCH sends in part. */
const itemFields = {
  type: menuItemTypeSchema,
  target: z.enum(['_self', '_blank']),
  /** A category's code (taxon, taxon_tree, discounted_products_taxon_tree items). */
  taxon: codeSchema.nullable(),
  product: codeSchema.nullable(),
  attributeValue: menuAttributeValueRefSchema.nullable(),
  page: codeSchema.nullable(),
  /** An address outside the shop (url items may have one instead of a path per language). */
  externalLink: z.string().trim().max(2048).nullable(),
  /** A picture's path in the shop's media (image items; an icon for the others). */
  image: z.string().trim().max(500).nullable(),
  highlighted: z.boolean(),
  sale: z.boolean(),
  enabled: z.boolean(),
  translations: translationsOf(adminMenuItemTranslationSchema),
};

export const adminMenuItemInputSchema = z.object({
  ...itemFields,
  target: itemFields.target.default('_self'),
  taxon: itemFields.taxon.default(null),
  product: itemFields.product.default(null),
  attributeValue: itemFields.attributeValue.default(null),
  page: itemFields.page.default(null),
  externalLink: itemFields.externalLink.default(null),
  image: itemFields.image.default(null),
  highlighted: itemFields.highlighted.default(false),
  sale: itemFields.sale.default(false),
  enabled: itemFields.enabled.default(true),
  translations: itemFields.translations.default({}),
  /** The parent item's id; null: a top-level item. */
  parentId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  /** Place among its siblings from 0; left out or past the end: last. */
  position: z.number().int().min(0).max(100_000).optional(),
});
export type AdminMenuItemInput = z.infer<typeof adminMenuItemInputSchema>;

export const adminMenuItemPatchSchema = z.object({
  /** As read: a stale one is 409. */
  version: z.string().min(1).max(64),
  type: itemFields.type.optional(),
  target: itemFields.target.optional(),
  taxon: itemFields.taxon.optional(),
  product: itemFields.product.optional(),
  attributeValue: itemFields.attributeValue.optional(),
  page: itemFields.page.optional(),
  externalLink: itemFields.externalLink.optional(),
  image: itemFields.image.optional(),
  highlighted: itemFields.highlighted.optional(),
  sale: itemFields.sale.optional(),
  enabled: itemFields.enabled.optional(),
  /** Replaces every translation when sent. */
  translations: itemFields.translations.optional(),
});
export type AdminMenuItemPatch = z.infer<typeof adminMenuItemPatchSchema>;

export const adminMenuItemMoveSchema = z.object({
  parentId: z.number().int().min(1).max(2_147_483_647).nullable(),
  /** Place among the new siblings from 0; past the end: last. */
  position: z.number().int().min(0).max(100_000),
});
export type AdminMenuItemMove = z.infer<typeof adminMenuItemMoveSchema>;

export interface AdminMenuItem {
  id: number;
  parentId: number | null;
  position: number;
  type: MenuItemType;
  target: '_self' | '_blank';
  taxon: string | null;
  product: string | null;
  attributeValue: { attribute: string; value: string } | null;
  page: string | null;
  externalLink: string | null;
  image: string | null;
  highlighted: boolean;
  sale: boolean;
  enabled: boolean;
  /** The linked category's, product's, value's or page's name (null for the other types). */
  targetName: string | null;
  translations: Partial<
    Record<string, { name: string; htmlLabel: string | null; content: string | null; link: string | null }>
  >;
  /** Derived from the content: send it back with a change (a stale one is 409). */
  version: string;
  children: AdminMenuItem[];
}

export const adminMenuItemSchema: z.ZodType<AdminMenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    position: z.number().int(),
    type: menuItemTypeSchema,
    target: z.enum(['_self', '_blank']),
    taxon: z.string().nullable(),
    product: z.string().nullable(),
    attributeValue: z.object({ attribute: z.string(), value: z.string() }).nullable(),
    page: z.string().nullable(),
    externalLink: z.string().nullable(),
    image: z.string().nullable(),
    highlighted: z.boolean(),
    sale: z.boolean(),
    enabled: z.boolean(),
    targetName: z.string().nullable(),
    translations: z.record(
      z.string(),
      z.object({
        name: z.string(),
        htmlLabel: z.string().nullable(),
        content: z.string().nullable(),
        link: z.string().nullable(),
      }),
    ),
    version: z.string(),
    children: z.array(adminMenuItemSchema),
  }),
);

export const adminMenuSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  placement: menuPlacementSchema,
  itemCount: z.number().int(),
  /** Channels that show this menu in its placement. */
  channels: z.array(z.string()),
});
export type AdminMenuSummary = z.infer<typeof adminMenuSummarySchema>;
export const adminMenuListSchema = listSchema(adminMenuSummarySchema);

export const adminMenuListQuerySchema = z.object({ placement: menuPlacementSchema.optional() });

export const adminMenuSchema = adminMenuSummarySchema.extend({ items: z.array(adminMenuItemSchema) });
export type AdminMenu = z.infer<typeof adminMenuSchema>;

export const menuCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });
export const menuItemParamsSchema = menuCodeParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const MENU_LINK_TARGET_KINDS = ['taxon', 'product', 'page', 'attributeValue'] as const;
export type MenuLinkTargetKind = (typeof MENU_LINK_TARGET_KINDS)[number];

export const menuLinkTargetQuerySchema = z.object({
  kind: z.enum(MENU_LINK_TARGET_KINDS),
  /** Part of the code or of the name in any language, any case. */
  search: z.string().trim().max(100).default(''),
  /** The language of the names in the answer. */
  locale: z.string().trim().min(2).max(10).optional(),
});
export type MenuLinkTargetQuery = z.infer<typeof menuLinkTargetQuerySchema>;

export const menuLinkTargetSchema = z.object({
  /** The code to send in the item (attribute values: "attribute/value"). */
  code: z.string(),
  name: z.string(),
});
export type MenuLinkTarget = z.infer<typeof menuLinkTargetSchema>;
export const menuLinkTargetListSchema = listSchema(menuLinkTargetSchema);

/** Whole menus: a menu is made for one placement and shown by the channels that name it there. */
export const MENU_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const MENU_CODE_MESSAGE = 'Use 1-64 lower-case letters, digits, dashes and underscores.';
export const MENU_CODE_TAKEN_MESSAGE = 'Another menu has this code.';
/** `link-targets` and `channels` are fixed paths under /menus, so no menu may be coded so. */
export const MENU_CODE_RESERVED_MESSAGE = 'This code is reserved: choose another.';
export const MENU_UNKNOWN_CHANNEL_MESSAGE = 'There is no channel with this code.';
export const MENU_IN_USE_MESSAGE =
  'Channels show this menu: choose another menu for them (or none) before deleting it.';
export const RESERVED_MENU_CODES: readonly string[] = ['link-targets', 'channels'];

/** A channel the menus editor can show a menu in. */
export const adminMenuChannelSchema = z.object({ code: z.string(), name: z.string() });
export type AdminMenuChannel = z.infer<typeof adminMenuChannelSchema>;
export const adminMenuChannelListSchema = listSchema(adminMenuChannelSchema);

const menuChannelsSchema = z.array(z.string().trim().min(1).max(64)).max(100);

export const adminMenuInputSchema = z.object({
  code: z.string().trim().max(64).regex(MENU_CODE_PATTERN, MENU_CODE_MESSAGE),
  name: z.string().trim().min(1, BLANK_MESSAGE).max(255),
  placement: menuPlacementSchema,
  /** Channels that show this menu in its placement from now on (each leaves the menu it showed there). */
  channels: menuChannelsSchema.default([]),
});
export type AdminMenuInput = z.input<typeof adminMenuInputSchema>;

export const adminMenuPatchSchema = z.object({
  name: z.string().trim().min(1, BLANK_MESSAGE).max(255).optional(),
  /** When sent: exactly the channels that show this menu in its placement (others stop showing it). */
  channels: menuChannelsSchema.optional(),
});
export type AdminMenuPatch = z.input<typeof adminMenuPatchSchema>;
