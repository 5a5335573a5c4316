import type { LocaleCode } from '@shop/locale';
import { resolveDefaultLocale } from './default-locale.ts';

declare const __SHOP_DEFAULT_LOCALE_SETTING__: string;

/**
 * The unprefixed locale this build was made with: vite.config.ts defines the DEFAULT_LOCALE setting, and
 * app/routes.ts generated the route tree from the same setting with the same function.
 */
export const BUILD_DEFAULT_LOCALE: LocaleCode = resolveDefaultLocale(__SHOP_DEFAULT_LOCALE_SETTING__);
