import { describe, expect, it } from 'vitest';
import { menu, menuItem, taxonRef } from '../testing/fixtures.ts';
import { renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { CheckoutLayout } from './index.ts';

describe('CheckoutLayout', () => {
  const menus = {
    main: menu('main', [menuItem({ name: 'Kūdikiams', type: 'taxon', ref: taxonRef(1, 'kudikiams') })]),
  };

  it('shows the logo, the title and a labelled close link back to the cart around the content', () => {
    const html = renderInShop(
      <CheckoutLayout title="Apmokėjimas">
        <p>Forma</p>
      </CheckoutLayout>,
      { menus, url: '/apmokejimas' },
    );
    expect(html).toContain('alt="Gandras"');
    expect(html).toContain('Apmokėjimas');
    expect(tagWith(html, 'href="/krepselis"')).toContain(
      'aria-label="Uždaryti apmokėjimą ir grįžti į krepšelį"',
    );
    expect(html).toMatch(/<main id="main-content"[^>]*><p>Forma<\/p><\/main>/);
  });

  it("links the channel's checkout menu in the footer, opening in a new tab", () => {
    const html = renderInShop(<CheckoutLayout title="Apmokėjimas">x</CheckoutLayout>, {
      menus: {
        ...menus,
        checkout: menu('checkout', [menuItem({ name: 'Pristatymas', type: 'url', link: '/pristatymas-4' })]),
      },
      url: '/apmokejimas',
    });
    expect(html).toContain('aria-label="Pagalba"');
    const link = tagWith(html, 'href="/pristatymas-4"');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('noopener');
  });

  it('leaves out the main header, menus, footer menus and chat', () => {
    const html = renderInShop(<CheckoutLayout title="Apmokėjimas">x</CheckoutLayout>, {
      menus,
      url: '/apmokejimas',
    });
    expect(html).not.toContain('data-testid="site-header"');
    expect(html).not.toContain('data-testid="category-bar"');
    expect(html).not.toContain('Kūdikiams');
    expect(html).not.toContain('data-testid="site-footer"');
    expect(html).not.toContain('data-testid="chat-button"');
    expect(tagWith(html, 'data-testid="checkout-header"')).toMatch(/^<header/);
  });
});
