import { IntlMessageFormat } from 'intl-messageformat';
import { intlTag, type LocaleCode } from '@shop/locale';
import type { CompiledCatalog } from './catalog.ts';

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * intl-messageformat resolves the locale again for every message it compiles (`Intl.NumberFormat
 * .supportedLocalesOf` and a new `Intl.Locale`): in the browser the largest single cost of a page's hydration
 * (ADR 0071). The answer for a locale tag never changes, so each tag is resolved once.
 */
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
const resolveLocale = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) => {
  if (typeof locales !== 'string') return resolveLocale(locales);
  if (!resolvedLocales.has(locales)) resolvedLocales.set(locales, resolveLocale(locales));
  return resolvedLocales.get(locales);
};

/**
 * Compiled message formats per catalog object, keyed by locale tag and message key. A catalog is never
 * changed once loaded (the server compiles each once, the browser keeps each it fetched), so every
 * translator over it, one a request on the server, shares the formats instead of compiling them again.
 */
const formatsByCatalog = new WeakMap<CompiledCatalog, Map<string, IntlMessageFormat>>();

/** The shared formats of a catalog (exported for its test). */
export function formatsOf(catalog: CompiledCatalog): Map<string, IntlMessageFormat> {
  let formats = formatsByCatalog.get(catalog);
  if (!formats) {
    formats = new Map();
    formatsByCatalog.set(catalog, formats);
  }
  return formats;
}

/**
 * Formats the messages of one compiled catalog (see compileCatalog). A missing key returns the key itself
 * (the catalog already carries English for keys the locale lacks) and is reported once through onMissing.
 */
export function createTranslator(
  locale: LocaleCode,
  catalog: CompiledCatalog,
  onMissing: (key: string) => void = () => {},
): Translate {
  const reported = new Set<string>();
  const tag = intlTag(locale);
  const formats = formatsOf(catalog);
  return (key, values) => {
    const message = catalog[key];
    if (message === undefined) {
      if (!reported.has(key)) {
        reported.add(key);
        onMissing(key);
      }
      return key;
    }
    if (typeof message === 'string') return message;
    const formatKey = `${tag}|${key}`;
    let format = formats.get(formatKey);
    if (!format) {
      format = new IntlMessageFormat(message, tag);
      formats.set(formatKey, format);
    }
    return String(format.format(values));
  };
}
