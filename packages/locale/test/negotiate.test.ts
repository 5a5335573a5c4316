import { describe, expect, it } from 'vitest';
import { negotiateLocale, parseAcceptLanguage } from '../src/index.ts';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, then by position', () => {
    expect(parseAcceptLanguage('en;q=0.5, lt-LT, ru;q=0.9')).toEqual(['lt-lt', 'ru', 'en']);
  });

  it('drops zero-quality and malformed parts', () => {
    expect(parseAcceptLanguage('de;q=0, <script>, en;q=abc, et')).toEqual(['en', 'et']);
  });

  it('treats a missing header as no preference', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('negotiateLocale', () => {
  const available = ['lt', 'en'] as const;

  it('uses an explicit locale the channel offers', () => {
    expect(negotiateLocale({ explicit: 'en', acceptLanguage: 'lt', available, fallback: 'lt' })).toBe('en');
  });

  it('falls back to Accept-Language when the explicit locale is not offered', () => {
    expect(
      negotiateLocale({ explicit: 'de', acceptLanguage: 'en-GB,en;q=0.9', available, fallback: 'lt' }),
    ).toBe('en');
  });

  it('matches a regional tag by its primary language', () => {
    expect(negotiateLocale({ acceptLanguage: 'en-US', available, fallback: 'lt' })).toBe('en');
  });

  it('returns the channel default when nothing matches', () => {
    expect(
      negotiateLocale({ explicit: 'xx', acceptLanguage: 'de, fr;q=0.8', available, fallback: 'lt' }),
    ).toBe('lt');
  });
});
