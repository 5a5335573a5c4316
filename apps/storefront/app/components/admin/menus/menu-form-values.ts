import { MENU_ITEM_LINK_FIELD, type AdminMenuItem, type MenuItemType } from '@shop/contracts';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';

/** The item form's languages: every language the back office knows (an empty one is not sent). */
export const MENU_FORM_LOCALES: readonly LocaleCode[] = KNOWN_LOCALES;

export type MenuTargetKind = 'taxon' | 'product' | 'page' | 'attributeValue';

/** Which picker an item type uses (null: the type links to no category, product, value or page). */
export function targetKindOf(type: MenuItemType): MenuTargetKind | null {
  const field = MENU_ITEM_LINK_FIELD[type];
  return field === 'taxon' || field === 'product' || field === 'page' || field === 'attributeValue'
    ? field
    : null;
}

export interface MenuTranslationValues {
  name: string;
  htmlLabel: string;
  content: string;
  link: string;
}

/** What the item form holds, as typed (kept when the API refuses it). */
export interface MenuFormValues {
  type: MenuItemType;
  target: '_self' | '_blank';
  /** The picked category, product or page code; attribute values as "attribute/value". */
  targetCode: string;
  externalLink: string;
  image: string;
  highlighted: '' | 'on';
  sale: '' | 'on';
  enabled: '' | 'on';
  translations: Partial<Record<LocaleCode, MenuTranslationValues>>;
}

export function formValuesOf(item: AdminMenuItem | null): MenuFormValues {
  const translations: MenuFormValues['translations'] = {};
  for (const locale of MENU_FORM_LOCALES) {
    const text = item?.translations[locale];
    translations[locale] = {
      name: text?.name ?? '',
      htmlLabel: text?.htmlLabel ?? '',
      content: text?.content ?? '',
      link: text?.link ?? '',
    };
  }
  const value = item?.attributeValue;
  return {
    type: item?.type ?? 'taxon',
    target: item?.target ?? '_self',
    targetCode:
      item?.taxon ?? item?.product ?? item?.page ?? (value ? `${value.attribute}/${value.value}` : ''),
    externalLink: item?.externalLink ?? '',
    image: item?.image ?? '',
    highlighted: item?.highlighted ? 'on' : '',
    sale: item?.sale ? 'on' : '',
    enabled: item && !item.enabled ? '' : 'on',
    translations,
  };
}

/** The API body of the form: the picked code in the type's own target field, empty languages left out. */
export function menuItemBody(values: MenuFormValues) {
  const kind = targetKindOf(values.type);
  const code = values.targetCode || null;
  const [attribute = '', value = ''] = (code ?? '').split('/');
  const translations: Record<string, Record<string, string | null>> = {};
  for (const [locale, text] of Object.entries(values.translations)) {
    if (!text || !Object.values(text).some((part) => part.trim() !== '')) continue;
    translations[locale] = {
      name: text.name.trim(),
      htmlLabel: text.htmlLabel.trim() || null,
      content: text.content.trim() || null,
      link: text.link.trim() || null,
    };
  }
  return {
    type: values.type,
    target: values.target,
    taxon: kind === 'taxon' ? code : null,
    product: kind === 'product' ? code : null,
    page: kind === 'page' ? code : null,
    attributeValue: kind === 'attributeValue' && code ? { attribute, value } : null,
    externalLink: values.externalLink || null,
    image: values.image || null,
    highlighted: values.highlighted === 'on',
    sale: values.sale === 'on',
    enabled: values.enabled === 'on',
    translations,
  };
}
