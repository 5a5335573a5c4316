import { useTranslator } from './i18n-context.tsx';
import type { Translate } from './translator.ts';

/**
 * The translate function of the current locale: `t('common.close')`, `t('layout.cart.items', { count })`.
 * Keys are "{namespace}.{key}", the namespace being the JSON file in app/i18n/messages/{locale}/.
 */
export function useT(): Translate {
  return useTranslator();
}
