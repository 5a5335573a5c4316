import type { LocaleCode } from '@shop/locale';
import { flattenMessages, type FlatCatalog } from './catalog.ts';
import en from './messages/en/errors.json';
import et from './messages/et/errors.json';
import lt from './messages/lt/errors.json';
import ru from './messages/ru/errors.json';

/**
 * The error texts of every locale, bundled with the app: when the root loader itself failed (API down)
 * there is no catalog from the server, and the error page must still speak the shopper's language.
 */
export const ERROR_CATALOGS: Record<LocaleCode, FlatCatalog> = {
  en: flattenMessages('errors', en),
  lt: flattenMessages('errors', lt),
  et: flattenMessages('errors', et),
  ru: flattenMessages('errors', ru),
};
