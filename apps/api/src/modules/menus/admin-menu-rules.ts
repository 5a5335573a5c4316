import {
  MENU_CONTENT_REQUIRED_MESSAGE,
  MENU_EXTERNAL_LINK_MESSAGE,
  MENU_IMAGE_MESSAGE,
  MENU_ITEM_LINK_FIELD,
  MENU_LINK_MESSAGE,
  MENU_LINK_REQUIRED_MESSAGE,
  MENU_NAME_REQUIRED_MESSAGE,
  MENU_TARGET_NOT_USED_MESSAGE,
  MENU_TARGET_REQUIRED_MESSAGE,
  MENU_UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
  MENU_UNKNOWN_PAGE_MESSAGE,
  MENU_UNKNOWN_PRODUCT_MESSAGE,
  MENU_UNKNOWN_TAXON_MESSAGE,
  type AdminMenuItemInput,
  type AdminMenuItemTranslation,
  type Violation,
} from '@shop/contracts';
import type { Database } from '../../db/database.ts';
import { unknownLocaleViolations } from '../locales/locale-violations.ts';
import { LINK_TARGETS, type MenuItemDbRow } from './admin-menu-reads.ts';
import { safeExternalLink } from './sanitize-menu-html.ts';

/** What an item says, whole (a create's input, or a stored item with a PATCH laid over it). */
export type ItemDraft = Omit<AdminMenuItemInput, 'parentId' | 'position'>;

/** The columns and translation rows an item is stored as, once every rule holds. */
export interface CheckedItem {
  values: Pick<
    MenuItemDbRow,
    | 'type'
    | 'target'
    | 'externalLink'
    | 'imagePath'
    | 'highlighted'
    | 'sale'
    | 'enabled'
    | 'taxonId'
    | 'productId'
    | 'attributeValueId'
    | 'pageId'
  >;
  translations: Array<{ locale: string } & Required<AdminMenuItemTranslation>>;
}

const IMAGE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/** A path in this shop: "/" then anything but spaces, not "//" (another host). */
function isShopPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !/[\s\\]/.test(link);
}

function isMediaPath(path: string): boolean {
  return IMAGE_PATH.test(path) && !path.split('/').some((segment) => /^\.+$/.test(segment));
}

const UNKNOWN_TARGET: Record<'taxon' | 'product' | 'page' | 'attributeValue', string> = {
  taxon: MENU_UNKNOWN_TAXON_MESSAGE,
  product: MENU_UNKNOWN_PRODUCT_MESSAGE,
  page: MENU_UNKNOWN_PAGE_MESSAGE,
  attributeValue: MENU_UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
};

/**
 * Every rule of an item at once (all violations, with their field paths): the type's own target is
 * required and must exist (named by code), the other targets stay empty, addresses are a shop path or a
 * safe external address, picture paths stay inside the media store, translations are in the shop's languages.
 */
export async function checkItem(
  db: Database,
  draft: ItemDraft,
): Promise<{ checked: CheckedItem | null; violations: Violation[] }> {
  const violations: Violation[] = [];
  const violate = (propertyPath: string, message: string) => violations.push({ propertyPath, message });
  const linkField = MENU_ITEM_LINK_FIELD[draft.type];

  const ids: Record<keyof typeof UNKNOWN_TARGET, number | null> = {
    taxon: null,
    product: null,
    page: null,
    attributeValue: null,
  };
  for (const field of ['taxon', 'product', 'page', 'attributeValue'] as const) {
    const given = draft[field];
    const code =
      given === null ? null : typeof given === 'string' ? given : `${given.attribute}/${given.value}`;
    if (field !== linkField) {
      if (code !== null) violate(field, MENU_TARGET_NOT_USED_MESSAGE);
      continue;
    }
    if (code === null) {
      violate(field, MENU_TARGET_REQUIRED_MESSAGE);
      continue;
    }
    const [found] = await LINK_TARGETS[field](db, { codes: [code], localePreference: [] });
    if (found) ids[field] = found.id;
    else violate(field, `${UNKNOWN_TARGET[field]} (“${code}”)`);
  }

  const externalLink = draft.externalLink === null || draft.externalLink === '' ? null : draft.externalLink;
  if (externalLink !== null && safeExternalLink(externalLink) === null)
    violate('externalLink', MENU_EXTERNAL_LINK_MESSAGE);

  const image = draft.image === null || draft.image === '' ? null : draft.image;
  if (image !== null && !isMediaPath(image)) violate('image', MENU_IMAGE_MESSAGE);
  if (linkField === 'image' && image === null) violate('image', MENU_IMAGE_MESSAGE);

  const translations = Object.entries(draft.translations).flatMap(([locale, text]) =>
    text
      ? [
          {
            locale,
            name: text.name,
            htmlLabel: text.htmlLabel?.trim() || null,
            content: text.content?.trim() || null,
            link: text.link?.trim() || null,
          },
        ]
      : [],
  );
  violations.push(...(await unknownLocaleViolations(db, [['translations', draft.translations]])));
  for (const text of translations) {
    if (text.link !== null && !isShopPath(text.link))
      violate(`translations.${text.locale}.link`, MENU_LINK_MESSAGE);
  }
  if (linkField === 'link' && externalLink === null && !translations.some((text) => text.link))
    violate('externalLink', MENU_LINK_REQUIRED_MESSAGE);
  if (linkField === 'content' && !translations.some((text) => text.content))
    violate('translations', MENU_CONTENT_REQUIRED_MESSAGE);
  // Items without a target have no name to fall back on: the shopper would see an empty link.
  const hasTargetName =
    linkField === 'taxon' ||
    linkField === 'product' ||
    linkField === 'page' ||
    linkField === 'attributeValue';
  if (!hasTargetName && !translations.some((text) => text.name !== ''))
    violate('translations', MENU_NAME_REQUIRED_MESSAGE);

  if (violations.length > 0) return { checked: null, violations };
  return {
    checked: {
      values: {
        type: draft.type,
        target: draft.target,
        externalLink,
        imagePath: image,
        highlighted: draft.highlighted,
        sale: draft.sale,
        enabled: draft.enabled,
        taxonId: ids.taxon,
        productId: ids.product,
        attributeValueId: ids.attributeValue,
        pageId: ids.page,
      },
      translations,
    },
    violations,
  };
}
