import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { KNOWN_LOCALES } from '@shop/locale';
import { describe, expect, it, vi } from 'vitest';
import { catalogsFromModules, flattenMessages, withFallback, type FlatCatalog } from '~/i18n/catalog.ts';
import { catalogFor } from '~/i18n/catalogs.server.ts';
import { compileCatalog } from '~/i18n/compile-catalog.ts';
import { createTranslator } from '~/i18n/translator.ts';
import { ROUTE_NAMES } from '~/routing/route-table.ts';

const messagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/i18n/messages');

/** Every catalog file on disk, including the layout engineer's namespaces. */
function catalogsOnDisk(): Record<string, FlatCatalog> {
  const modules: Record<string, unknown> = {};
  for (const locale of readdirSync(messagesDir)) {
    for (const file of readdirSync(path.join(messagesDir, locale))) {
      if (!file.endsWith('.json')) continue;
      modules[`./messages/${locale}/${file}`] = JSON.parse(
        readFileSync(path.join(messagesDir, locale, file), 'utf8'),
      );
    }
  }
  return catalogsFromModules(modules);
}

/** Names of the ICU arguments a message uses ({count}, {name}...), to compare translations with English. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: unknown;
      options?: Record<string, { value: unknown[] }>;
      children?: unknown[];
    }[]) {
      if ([1, 2, 3, 4, 5, 6].includes(element.type) && typeof element.value === 'string')
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return [...names].sort();
}

describe('message catalogs', () => {
  const catalogs = catalogsOnDisk();
  const english = catalogs.en ?? {};

  it('exist for every locale', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...KNOWN_LOCALES].sort());
  });

  it.each(KNOWN_LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogs[locale] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it.each([...KNOWN_LOCALES])('%s messages are valid ICU with the same arguments as English', (locale) => {
    for (const [key, message] of Object.entries(catalogs[locale] ?? {})) {
      const englishMessage = english[key];
      if (englishMessage === undefined) continue;
      expect(argumentNames(message), key).toEqual(argumentNames(englishMessage));
    }
  });

  it('has a title and a description for every route', () => {
    for (const name of ROUTE_NAMES) {
      expect(english[`routes.${name}.title`], name).toBeTruthy();
      expect(english[`routes.${name}.description`], name).toBeTruthy();
    }
  });

  it('carries the spec error texts', () => {
    expect(english['errors.notFound.title']).toBe('Page not found');
    expect(english['errors.notFound.subtitle']).toBe('This page could not be found');
    expect(english['errors.default.title']).toBe('Internal server error');
    expect(english['errors.default.subtitle']).toBe('Unknown middleware');
  });

  it('serves each locale one merged catalog of all namespaces', () => {
    const lithuanian = catalogFor('lt');
    expect(lithuanian['routes.CART.title']).toBe('Krepšelis');
    expect(lithuanian['errors.notFound.title']).toBe('Puslapis nerastas');
    expect(lithuanian['common.home']).toBe('Pradžia');
  });
});

describe('catalog building', () => {
  it('flattens nested namespaces with dots', () => {
    expect(
      flattenMessages('layout', { header: { cart: 'Cart', search: { label: 'Search' } }, close: 'Close' }),
    ).toEqual({
      'layout.header.cart': 'Cart',
      'layout.header.search.label': 'Search',
      'layout.close': 'Close',
    });
  });

  it('fills keys missing in a locale from English', () => {
    expect(withFallback({ 'a.b': 'lt' }, { 'a.b': 'en', 'a.c': 'only en' })).toEqual({
      'a.b': 'lt',
      'a.c': 'only en',
    });
  });
});

describe('translator', () => {
  it('formats ICU plurals in the locale', () => {
    const t = createTranslator(
      'lt',
      compileCatalog({ 'cart.items': '{count, plural, one {# prekė} few {# prekės} other {# prekių}}' }),
    );
    expect(t('cart.items', { count: 1 })).toBe('1 prekė');
    expect(t('cart.items', { count: 3 })).toBe('3 prekės');
    expect(t('cart.items', { count: 10 })).toBe('10 prekių');
  });

  it('returns the key for a message that exists nowhere and reports it once', () => {
    const onMissing = vi.fn();
    const t = createTranslator('en', {}, onMissing);
    expect(t('layout.nothing')).toBe('layout.nothing');
    expect(t('layout.nothing')).toBe('layout.nothing');
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith('layout.nothing');
  });

  it('sends plain texts as strings (ICU quotes resolved) and parses only real ICU messages', () => {
    const compiled = compileCatalog({
      plain: "Shopper''s choice",
      empty: '',
      greeting: 'Hello {name}',
    });
    expect(compiled.plain).toBe("Shopper's choice");
    expect(compiled.empty).toBe('');
    expect(Array.isArray(compiled.greeting)).toBe(true);
    expect(createTranslator('en', compiled)('greeting', { name: 'Ona' })).toBe('Hello Ona');
  });

  it('names the key of a malformed message', () => {
    expect(() => compileCatalog({ 'cart.broken': '{count, plural, one {x}' })).toThrow(/cart\.broken/);
  });

  it('uses English for a key the locale lacks', () => {
    const t = createTranslator('et', withFallback({}, { 'common.home': 'Home' }));
    expect(t('common.home')).toBe('Home');
  });
});
