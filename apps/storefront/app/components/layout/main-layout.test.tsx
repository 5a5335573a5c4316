import { describe, expect, it } from 'vitest';
import { demoChannel, menu, menuItem, taxonRef } from '../testing/fixtures.ts';
import { linkText, occurrences, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { MainLayout } from './index.ts';

const menus = {
  top: menu('top', [
    menuItem({ name: 'Pristatymas', type: 'page', ref: { kind: 'page', id: 5, slug: 'pristatymas' } }),
  ]),
  main: menu('main', [
    menuItem({ name: 'Kūdikiams', type: 'taxon', ref: taxonRef(1, 'kudikiams') }),
    menuItem({ name: 'Vaikams', type: 'taxon', ref: taxonRef(2, 'vaikams') }),
    menuItem({
      name: 'Akcijos',
      type: 'discounted_products_taxon_tree',
      highlighted: true,
      sale: true,
      ref: { kind: 'sale_taxon', id: 9, code: 'SALE', slug: '' },
    }),
  ]),
  mega: menu('mega', [
    menuItem({
      name: 'Kūdikiams',
      type: 'taxon_tree',
      ref: taxonRef(1, 'kudikiams'),
      children: [menuItem({ name: 'Vežimėliai', type: 'taxon', ref: taxonRef(11, 'kudikiams/vezimeliai') })],
    }),
  ]),
  footer: menu('footer', [
    menuItem({
      name: 'Pirkėjams',
      type: 'group',
      children: [
        menuItem({
          name: 'Pirkimo taisyklės',
          type: 'page',
          ref: { kind: 'page', id: 71, slug: 'pirkimo-taisykles' },
        }),
        menuItem({ name: 'Pristatymas', type: 'page', ref: { kind: 'page', id: 5, slug: 'pristatymas' } }),
        menuItem({ name: 'DUK', type: 'url', link: '/duk' }),
      ],
    }),
  ]),
  social: menu('social', [
    menuItem({
      name: 'Facebook',
      type: 'url',
      externalLink: 'https://www.facebook.com/gandras',
      target: '_blank',
    }),
  ]),
};

const page = <p>Turinys</p>;

describe('MainLayout', () => {
  it('has the page landmarks, a skip link to the main content, and the content inside <main>', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, { menus });
    expect(tagWith(html, 'data-testid="site-header"')).toMatch(/^<header/);
    expect(tagWith(html, 'data-testid="site-footer"')).toMatch(/^<footer/);
    expect(html).toMatch(/<main id="main-content"[^>]*><p>Turinys<\/p><\/main>/);
    expect(html).toMatch(/<a href="#main-content" class="skip-link">Pereiti prie pagrindinio turinio<\/a>/);
    expect(html.indexOf('skip-link')).toBeLessThan(html.indexOf('data-testid="site-header"'));
  });

  it('shows the channel logo linking home, with the channel name as its text alternative', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, { menus });
    const logo = tagWith(html, 'alt="Gandras"');
    expect(logo).toContain('src="/media/cache/logo/logos/gandras.png?density=1"');
    const linkAroundLogo = html.slice(html.lastIndexOf('<a ', html.indexOf(logo)), html.indexOf(logo));
    expect(linkAroundLogo).toMatch(/^<a [^>]*href="\/"[^>]*>$/);
  });

  it('lists the main menu in a labelled category bar with localised links, led by the mega menu trigger', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, { menus });
    const bar = html.slice(html.indexOf('data-testid="category-bar"'));
    expect(tagWith(html, 'data-testid="category-bar"')).toContain('aria-label="Kategorijos"');
    expect(linkText(bar, '/c/kudikiams-1')).toBe('Kūdikiams');
    expect(linkText(bar, '/akcijos')).toBe('Akcijos');
    expect(occurrences(html, 'data-testid="mega-menu-trigger"')).toBe(1);
    expect(tagWith(html, 'data-testid="mega-menu-trigger"')).toContain('aria-expanded="false"');
    // The panel is only in the page while open.
    expect(html).not.toContain('data-testid="mega-menu"');
  });

  it('has no mega menu trigger when the channel has no mega menu', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, { menus: { ...menus, mega: undefined } });
    expect(html).not.toContain('data-testid="mega-menu-trigger"');
  });

  it('offers a GET search form to the search route with a labelled query field', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, { menus });
    const form = tagWith(html, 'role="search"');
    expect(form).toMatch(/^<form /);
    expect(form).toContain('action="/p/paieska"');
    expect(form).toContain('method="get"');
    expect(form).toContain('aria-label="Ieškoti prekių"');
    const input = tagWith(html, 'type="search"');
    expect(input).toContain('name="query"');
    const inputId = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`<label for="${inputId}" class="visually-hidden">Ieškoti prekių</label>`);
  });

  it('names the wishlist and cart links with their counters', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, {
      menus,
      shopper: { cartItemsCount: 3, wishlistItemsCount: 0 },
    });
    expect(tagWith(html, 'data-testid="cart-link"')).toContain('href="/krepselis"');
    expect(tagWith(html, 'data-testid="cart-link"')).toContain('aria-label="Krepšelis, 3 prekės"');
    expect(tagWith(html, 'data-testid="wishlist-link"')).toContain('href="/megstamiausios"');
    expect(tagWith(html, 'data-testid="wishlist-link"')).toContain(
      'aria-label="Mėgstamiausios, prekių nėra"',
    );
  });

  it('shows a signed-in customer by first name on the user menu button', () => {
    const guest = renderInShop(<MainLayout>{page}</MainLayout>, { menus });
    expect(guest).toMatch(/data-testid="user-menu-button"[^>]*>.*?Paskyra</);
    const signedIn = renderInShop(<MainLayout>{page}</MainLayout>, {
      menus,
      shopper: { customer: { firstName: 'Rasa' } },
    });
    expect(signedIn).toMatch(/data-testid="user-menu-button"[^>]*>.*?Rasa</);
  });

  it('switches language to the same page, marking the current language', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, {
      menus,
      url: '/krepselis',
      routeId: 'CART___lt',
    });
    const switcher = html.slice(html.indexOf('data-testid="language-switch"'));
    expect(tagWith(html, 'data-testid="language-switch"')).toContain('aria-label="Kalba"');
    expect(tagWith(switcher, 'href="/krepselis"')).toContain('aria-current="true"');
    expect(tagWith(switcher, 'href="/en/cart"')).toContain('hrefLang="en"');
    expect(tagWith(switcher, 'href="/en/cart"')).not.toContain('aria-current');
    expect(linkText(switcher, '/en/cart')).toBe('English');
  });

  it('speaks the page locale', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, {
      menus,
      locale: 'en',
      url: '/en/cart',
      routeId: 'CART___en',
      shopper: { cartItemsCount: 1 },
    });
    expect(html).toContain('Skip to main content');
    expect(tagWith(html, 'data-testid="cart-link"')).toContain('aria-label="Cart, 1 item"');
    expect(tagWith(html, 'data-testid="cart-link"')).toContain('href="/en/cart"');
  });

  it('renders the footer menu groups, opening terms in a new tab, with social links and contacts', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, { menus });
    const footer = html.slice(html.indexOf('data-testid="site-footer"'));
    expect(footer).toMatch(/<h2[^>]*>Pirkėjams<\/h2>/);
    const terms = tagWith(footer, 'href="/pirkimo-taisykles-71"');
    expect(terms).toContain('target="_blank"');
    expect(terms).toContain('rel="noopener noreferrer"');
    expect(tagWith(footer, 'href="/pristatymas-5"')).not.toContain('target=');
    expect(linkText(footer, '/duk')).toBe('DUK');
    const facebook = tagWith(footer, 'href="https://www.facebook.com/gandras"');
    expect(facebook).toContain('target="_blank"');
    expect(facebook).toContain('rel="noopener noreferrer"');
    expect(facebook).toContain('aria-label="Facebook"');
    expect(footer).toContain('href="tel:+37060012345"');
    expect(footer).toContain('href="mailto:info@gandras.lt"');
    expect(footer).toContain(`© ${new Date().getFullYear()} Gandras`);
    expect(footer).toContain('Paštomatai');
    expect(footer).toContain('Kurjeris iki durų');
    expect(footer).toContain(
      'UAB „Gandras“ · Įmonės kodas 305123450 · PVM mokėtojo kodas LT100012345610 · Savanorių pr. 178, LT-03154 Vilnius, Lietuva',
    );
  });

  it("names the channel's shop details in the footer and the chat button (the back office's Shop details)", () => {
    const seller = {
      ...demoChannel().seller,
      companyName: 'UAB „Kita“',
      companyCode: '111222333',
      vatNumber: 'LT100001919017',
      address: 'Gedimino pr. 1, Vilnius',
      phone: '+370 699 00000',
      email: 'labas@kita.lt',
    };
    const html = renderInShop(<MainLayout>{page}</MainLayout>, { menus, channel: demoChannel({ seller }) });
    const footer = html.slice(html.indexOf('data-testid="site-footer"'));
    expect(footer).toContain('UAB „Kita“ · Įmonės kodas 111222333 · PVM mokėtojo kodas LT100001919017');
    expect(footer).toContain('href="tel:+37069900000"');
    expect(footer).toContain('href="mailto:labas@kita.lt"');
    expect(footer).not.toContain('info@gandras.lt');
  });

  it("shows the chat button only when the channel's shop details have a phone number", () => {
    const withPhone = renderInShop(<MainLayout>{page}</MainLayout>, { menus });
    expect(tagWith(withPhone, 'data-testid="chat-button"')).toContain('aria-label="Susisiekite su mumis"');
    const withoutPhone = renderInShop(<MainLayout>{page}</MainLayout>, {
      menus,
      channel: demoChannel({ seller: { ...demoChannel().seller, phone: '' } }),
    });
    expect(withoutPhone).not.toContain('data-testid="chat-button"');
  });

  it('has a mobile menu button that controls the (closed) mobile menu', () => {
    const html = renderInShop(<MainLayout>{page}</MainLayout>, { menus });
    const button = tagWith(html, 'data-testid="mobile-menu-button"');
    expect(button).toContain('aria-label="Atidaryti meniu"');
    expect(button).toContain('aria-expanded="false"');
    expect(html).not.toContain('data-testid="mobile-menu"');
  });
});
