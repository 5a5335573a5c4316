import { describe, expect, it } from 'vitest';
import { line, order } from '../cart/cart-fixtures.ts';
import { productListItem } from '../product-card/product-fixtures.ts';
import { occurrences, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { MainLayout } from '../layout/index.ts';
import { CartPanelView } from './cart-panel-content.tsx';

const cart = order('t', [line(1, 'PRAM', 2), line(2, 'BOTTLE')]);

describe('cart panel content', () => {
  it("shows the cart page's lines with forms that post to the cart route, not to the page underneath", () => {
    const html = renderInShop(<CartPanelView data={{ order: cart, recommendations: [] }} />, {
      url: '/p/vezimelis-1',
    });
    expect(occurrences(html, 'data-testid="cart-line"')).toBe(2);
    expect(html).toContain('Product PRAM');
    // Quantity and delete of both lines, and the promo code and gift card forms of the summary.
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(6);
    for (const form of forms) {
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/krepselis"');
    }
  });

  it('posts to the cart route of the page locale', () => {
    const html = renderInShop(<CartPanelView data={{ order: cart, recommendations: [] }} />, {
      url: '/en/p/pram-1',
      locale: 'en',
    });
    expect(tagWith(html, 'data-testid="cart-delete"')).toBeTruthy();
    expect(html.match(/<form[^>]*>/g)?.every((form) => form.includes('action="/en/cart"'))).toBe(true);
  });

  it('has the summary with the total, the way to checkout and a link to the cart page while the cart has lines', () => {
    const html = renderInShop(<CartPanelView data={{ order: cart, recommendations: [] }} />);
    expect(html).toMatch(/data-testid="cart-total"[^>]*>30,00\s€/);
    expect(tagWith(html, 'data-testid="cart-checkout"')).toContain('href="/auth?checkout=true"');
    expect(tagWith(html, 'data-testid="cart-panel-view-cart"')).toContain('href="/krepselis"');
    expect(html).toContain('Peržiūrėti krepšelį');
    expect(html).not.toContain('data-testid="cart-empty"');
  });

  it('shows the empty placeholder and no summary without a cart, or with an empty one', () => {
    for (const data of [
      { order: null, recommendations: [] },
      { order: order('t', []), recommendations: [] },
    ]) {
      const html = renderInShop(<CartPanelView data={data} />);
      expect(html).toContain('data-testid="cart-empty"');
      expect(html).toContain('Jūsų krepšelis tuščias');
      expect(html).not.toContain('data-testid="cart-summary"');
      expect(html).not.toContain('data-testid="cart-panel-view-cart"');
    }
  });

  it('lists the recommended products as cards under a heading, and leaves the section out without any', () => {
    const recommendations = [productListItem({ name: 'Lopšys' }), productListItem({ name: 'Kėdutė' })];
    const html = renderInShop(<CartPanelView data={{ order: cart, recommendations }} />);
    const section = tagWith(html, 'data-testid="cart-panel-recommendations"');
    expect(section).toMatch(/^<section[^>]*aria-labelledby="cart-panel-recommendations"/);
    expect(html).toMatch(/id="cart-panel-recommendations"[^>]*>Jums gali patikti</);
    expect(occurrences(html, 'data-testid="product-card"')).toBe(2);
    expect(html).toContain('Lopšys');
    const none = renderInShop(<CartPanelView data={{ order: cart, recommendations: [] }} />);
    expect(none).not.toContain('cart-panel-recommendations');
  });
});

describe('header cart button before hydration', () => {
  it('is a plain link to the cart page, so it works before the page runs (and on phones)', () => {
    const html = renderInShop(
      <MainLayout>
        <p>Turinys</p>
      </MainLayout>,
      { shopper: { cartItemsCount: 2 } },
    );
    const link = tagWith(html, 'data-testid="cart-link"');
    expect(link).toMatch(/^<a /);
    expect(link).toContain('href="/krepselis"');
    expect(html).not.toContain('data-testid="cart-panel"');
  });
});
