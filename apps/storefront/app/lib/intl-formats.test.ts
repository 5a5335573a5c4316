import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('cached Intl formats', () => {
  it('builds one formatter per locale and options, in the locale’s Intl tag', () => {
    const rating = numberFormat('lt', { maximumFractionDigits: 1 });
    expect(numberFormat('lt', { maximumFractionDigits: 1 })).toBe(rating);
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(rating);
    expect(numberFormat('lt', { maximumFractionDigits: 2 })).not.toBe(rating);
    expect(rating.format(4.25)).toBe('4,3');
    expect(rating.resolvedOptions().locale).toBe('lt-LT');
    const date = dateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Vilnius' });
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Vilnius' })).toBe(date);
    expect(date.format(new Date('2026-11-21T12:00:00Z'))).toBe('21 November 2026');
  });
});
