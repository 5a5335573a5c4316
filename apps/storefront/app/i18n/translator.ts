import { IntlMessageFormat } from 'intl-messageformat';
import { intlTag, type LocaleCode } from '@shop/locale';
import type { CompiledCatalog } from './catalog.ts';

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * Formats the messages of one compiled catalog (see compileCatalog). A missing key returns the key itself
 * (the catalog already carries English for keys the locale lacks) and is reported once through onMissing.
 */
export function createTranslator(
  locale: LocaleCode,
  catalog: CompiledCatalog,
  onMissing: (key: string) => void = () => {},
): Translate {
  const formats = new Map<string, IntlMessageFormat>();
  const reported = new Set<string>();
  const tag = intlTag(locale);
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
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, tag);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
