import { describe, expect, it } from 'vitest';
import { hiddenPaths, robotsTxt } from './robots-txt.ts';

describe('robots.txt', () => {
  const web = { origin: 'https://gandras.lt', locales: ['lt', 'en'] as const, defaultLocale: 'lt' as const };

  it('allows the shop, names the sitemap and disallows private pages in every locale of the channel', () => {
    const text = robotsTxt({ ...web, requiresLogin: false });
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: https://gandras.lt/sitemap.xml');
    for (const path of ['/krepselis', '/apmokejimas', '/paskyra', '/auth', '/p/paieska', '/megstamiausios']) {
      expect(lines).toContain(`Disallow: ${path}$`);
      expect(lines).toContain(`Disallow: ${path}?`);
    }
    for (const path of ['/krepselis', '/apmokejimas', '/paskyra', '/auth', '/uzsakymas']) {
      expect(lines).toContain(`Disallow: ${path}/`);
    }
    // "/p/paieska/..." is a product page, "/megstamiausios" has no pages below it.
    expect(lines).not.toContain('Disallow: /p/paieska/');
    expect(lines).not.toContain('Disallow: /megstamiausios/');
    for (const path of [
      '/en/cart',
      '/en/checkout',
      '/en/account',
      '/en/auth',
      '/en/p/search',
      '/en/wishlist',
    ]) {
      expect(lines).toContain(`Disallow: ${path}?`);
    }
    expect(text).not.toContain('/et/');
    expect(text).not.toContain('Disallow: /c/');
    expect(text).not.toContain('Disallow: /p/$');
  });

  it('does not list a path a hidden subtree already covers', () => {
    const paths = hiddenPaths(['en'], 'en').map(({ path }) => path);
    expect(paths).toContain('/cart');
    expect(paths).not.toContain('/cart/recover');
    expect(paths).toContain('/checkout');
    expect(paths).not.toContain('/checkout/thank-you');
    expect(paths).toContain('/reset-password');
    expect(paths).toContain('/orders');
  });

  it('keeps a login-only channel out of search engines entirely', () => {
    expect(robotsTxt({ ...web, requiresLogin: true })).toBe('User-agent: *\nDisallow: /\n');
  });
});
