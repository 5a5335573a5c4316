import { describe, expect, it } from 'vitest';
import { orderPageUrl } from '../src/modules/orders/order-emails.ts';

describe('order page links in mail', () => {
  it('use the channel default locale unprefixed and other locales under their prefix and segment', () => {
    expect(orderPageUrl('https://shop.test', 'lt', 'lt', 'abc')).toBe('https://shop.test/uzsakymas/abc');
    expect(orderPageUrl('https://shop.test', 'en', 'lt', 'abc')).toBe('https://shop.test/en/orders/abc');
    expect(orderPageUrl('https://shop.test', 'ru', 'lt', 'a/b')).toBe('https://shop.test/ru/zakaz/a%2Fb');
    expect(orderPageUrl('https://shop.test', 'en', 'en', 'abc')).toBe('https://shop.test/orders/abc');
  });
});
