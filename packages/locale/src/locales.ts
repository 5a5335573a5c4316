/** Every locale the product knows (spec section 1: flags exist for all four). Channels enable a subset. */
export const KNOWN_LOCALES = ['lt', 'en', 'et', 'ru'] as const;
export type LocaleCode = (typeof KNOWN_LOCALES)[number];

/** Locale names in their own language, for the language switch. */
export const LOCALE_NATIVE_NAMES: Record<LocaleCode, string> = {
  lt: 'Lietuvių',
  en: 'English',
  et: 'Eesti',
  ru: 'Русский',
};

export function isKnownLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (KNOWN_LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag used for Intl formatting of a shop locale. */
export function intlTag(locale: LocaleCode): string {
  return { lt: 'lt-LT', en: 'en-GB', et: 'et-EE', ru: 'ru-RU' }[locale];
}
