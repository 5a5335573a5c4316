import { IntlMessageFormat } from 'intl-messageformat';
import { intlTag, KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import type { CompiledCatalog } from './catalog.ts';

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * intl-messageformat resolves the locale for every message it compiles, with `Intl.NumberFormat
 * .supportedLocalesOf`, whose first call costs about 10 ms (it lists every locale the engine has): in the
 * browser the largest single cost of a page's hydration (ADR 0071, 0072). The shop's own tags are ones every
 * engine supports, so they are made into an `Intl.Locale` directly, once each; any other goes the library's way.
 */
const SHOP_TAGS = new Set(KNOWN_LOCALES.map((code) => intlTag(code)));
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
const resolveLocale = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) => {
  if (typeof locales !== 'string') return resolveLocale(locales);
  if (!resolvedLocales.has(locales)) {
    resolvedLocales.set(locales, SHOP_TAGS.has(locales) ? new Intl.Locale(locales) : resolveLocale(locales));
  }
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
