import { isKnownLocale, type LocaleCode } from '@shop/locale';

/** The unprefixed locale when DEFAULT_LOCALE is not set at build time (ADR 0001). */
export const FALLBACK_DEFAULT_LOCALE: LocaleCode = 'lt';

/**
 * Reads the DEFAULT_LOCALE build setting. The route tree is generated at build time, so this decides which
 * locale's paths are unprefixed; an unknown value fails the build instead of producing a broken route tree.
 */
export function resolveDefaultLocale(value: string | undefined): LocaleCode {
  const trimmed = value?.trim();
  if (!trimmed) return FALLBACK_DEFAULT_LOCALE;
  if (!isKnownLocale(trimmed)) {
    throw new Error(`DEFAULT_LOCALE "${trimmed}" is not one of lt, en, et, ru`);
  }
  return trimmed;
}
