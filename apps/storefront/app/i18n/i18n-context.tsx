import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LocaleCode } from '@shop/locale';
import type { CompiledCatalog } from './catalog.ts';
import { createTranslator, type Translate } from './translator.ts';

const I18nContext = createContext<Translate | null>(null);

function reportMissing(key: string) {
  if (import.meta.env.DEV) console.warn(`[i18n] missing message "${key}"`);
}

export function I18nProvider({
  locale,
  catalog,
  children,
}: {
  locale: LocaleCode;
  catalog: CompiledCatalog;
  children: ReactNode;
}) {
  const translate = useMemo(() => createTranslator(locale, catalog, reportMissing), [locale, catalog]);
  return <I18nContext.Provider value={translate}>{children}</I18nContext.Provider>;
}

export function useTranslator(): Translate {
  const translate = useContext(I18nContext);
  if (!translate) throw new Error('useT() needs an <I18nProvider> above it (see app/root.tsx)');
  return translate;
}
