import { describe, expect, it } from 'vitest';
import { alternateLinks } from '~/routing/links.ts';
import { isOpenWithoutLogin } from '~/routing/login-only-channel.ts';

describe('alternateLinks', () => {
  const root = { id: 'root', params: {} };
  const layout = { id: 'layout-main', params: {} };

  it('gives the same page in each locale, marking the current one', () => {
    const matches = [root, layout, { id: 'CART___lt', params: {} }];
    expect(alternateLinks(matches, ['lt', 'en'], 'lt', 'lt')).toEqual([
      { locale: 'lt', href: '/krepselis', current: true },
      { locale: 'en', href: '/en/cart', current: false },
    ]);
  });

  it('keeps route params that are the same in every locale', () => {
    const matches = [root, layout, { id: 'ORDER___en', params: { orderToken: 'abc' } }];
    expect(alternateLinks(matches, ['lt', 'en'], 'en', 'lt').map((link) => link.href)).toEqual([
      '/uzsakymas/abc',
      '/en/orders/abc',
    ]);
  });

  it('uses the localised params a loader provides, and home where a page has no translation', () => {
    const taxonPage = {
      id: 'TAXON_LIST___lt',
      params: { '*': 'kudikiams-3' },
      loaderData: { alternateParams: { lt: { '*': 'kudikiams-3' }, en: { '*': 'baby-3' }, et: null } },
    };
    expect(
      alternateLinks([root, layout, taxonPage], ['lt', 'en', 'et'], 'lt', 'lt').map((l) => l.href),
    ).toEqual(['/c/kudikiams-3', '/en/c/baby-3', '/et']);
  });

  it('links every locale home when no table route matched', () => {
    expect(alternateLinks([root], ['lt', 'en'], 'en', 'lt').map((link) => link.href)).toEqual(['/', '/en']);
  });
});

describe('login-only channel (b2b)', () => {
  it('lets anonymous visitors open only the sign-in, verification and password reset pages', () => {
    expect(isOpenWithoutLogin('/auth', 'lt', 'lt')).toBe(true);
    expect(isOpenWithoutLogin('/auth/email-verification', 'lt', 'lt')).toBe(true);
    expect(isOpenWithoutLogin('/verify-account', 'lt', 'lt')).toBe(true);
    expect(isOpenWithoutLogin('/reset-password', 'lt', 'lt')).toBe(true);
    expect(isOpenWithoutLogin('/reset-password/abc123', 'lt', 'lt')).toBe(true);
    expect(isOpenWithoutLogin('/en/auth', 'en', 'lt')).toBe(true);
  });

  it('keeps everything else behind the login', () => {
    expect(isOpenWithoutLogin('/', 'lt', 'lt')).toBe(false);
    expect(isOpenWithoutLogin('/krepselis', 'lt', 'lt')).toBe(false);
    expect(isOpenWithoutLogin('/auth/kita', 'lt', 'lt')).toBe(false);
    expect(isOpenWithoutLogin('/en/auth', 'lt', 'lt')).toBe(false);
  });
});
