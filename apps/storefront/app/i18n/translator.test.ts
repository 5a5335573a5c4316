import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalog } from './compile-catalog.ts';
import { createTranslator, formatsOf } from './translator.ts';

describe('createTranslator', () => {
  it('formats plain and ICU messages, and answers a missing key with the key once reported', () => {
    const missing: string[] = [];
    const catalog = {
      plain: 'Krepšelis',
      count: '{count, plural, one {# prekė} few {# prekės} other {# prekių}}',
    };
    const t = createTranslator('lt', compileCatalog(catalog), (key) => missing.push(key));
    expect(t('plain')).toBe('Krepšelis');
    expect(t('count', { count: 3 })).toBe('3 prekės');
    expect(t('nope')).toBe('nope');
    expect(t('nope')).toBe('nope');
    expect(missing).toEqual(['nope']);
  });

  it('compiles a message once for every translator over the same catalog (one translator a request)', () => {
    const catalog = compileCatalog({
      count: '{count, plural, one {# item} other {# items}}',
      other: '{name} here',
    });
    const first = createTranslator('en', catalog);
    expect(first('count', { count: 1 })).toBe('1 item');
    const format = formatsOf(catalog).get('en-GB|count');
    expect(format).toBeDefined();
    const second = createTranslator('en', catalog);
    expect(second('count', { count: 2 })).toBe('2 items');
    expect(formatsOf(catalog).get('en-GB|count')).toBe(format);
    expect(formatsOf(catalog).size).toBe(1);
    // Another catalog object has formats of its own.
    expect(formatsOf({ ...catalog }).size).toBe(0);
  });

  it("resolves a locale tag once for all the messages it compiles, the shop's without listing the engine's", () => {
    const supportedLocalesOf = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const catalog = compileCatalog({ a: '{n, number} a', b: '{n, plural, one {# b} other {# bs}}' });
    const t = createTranslator('et', catalog);
    expect(t('a', { n: 1.5 })).toBe('1,5 a');
    expect(t('b', { n: 2 })).toBe('2 bs');
    expect(formatsOf(catalog).get('et-EE|a')?.resolvedOptions().locale).toBe('et-EE');
    expect(IntlMessageFormat.resolveLocale('et-EE')).toBe(IntlMessageFormat.resolveLocale('et-EE'));
    expect(supportedLocalesOf).not.toHaveBeenCalled();
    // A tag of no shop locale still goes the library's way.
    expect(IntlMessageFormat.resolveLocale('de-AT')?.toString()).toBe('de-AT');
    expect(supportedLocalesOf).toHaveBeenCalledTimes(1);
    supportedLocalesOf.mockRestore();
  });
});
