import { intlTag, type LocaleCode } from '@shop/locale';

/*
 * Intl formatters cost far more to build than to use (tens of microseconds against a fraction of one), and a
 * page builds the same few for every card and line. They are immutable, so one per locale and options serves
 * every render, on the server and in the browser.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: LocaleCode, options: object, create: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(intlTag(locale), options)`, built once. */
export function numberFormat(locale: LocaleCode, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(intlTag(locale), options));
}

/** `new Intl.DateTimeFormat(intlTag(locale), options)`, built once. */
export function dateTimeFormat(
  locale: LocaleCode,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(intlTag(locale), options));
}
