import { describe, expect, it } from 'vitest';
import { renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { AddToCartForm } from '../product/add-to-cart-form.tsx';
import { variant } from '../product-card/product-fixtures.ts';
import { CartSnackbar } from './cart-snackbar.tsx';

describe('cart snackbar', () => {
  it('names the product and offers the way to the cart and a dismiss button', () => {
    const html = renderInShop(<CartSnackbar productName="Vežimėlis" onHide={() => {}} />);
    expect(html).toContain('„Vežimėlis“ įdėta į krepšelį.');
    const link = tagWith(html, 'data-testid="cart-snackbar-link"');
    expect(link).toContain('href="/krepselis"');
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Uždaryti pranešimą"/);
  });

  it('speaks the page locale', () => {
    const html = renderInShop(<CartSnackbar productName="Pram" onHide={() => {}} />, {
      url: '/en',
      locale: 'en',
    });
    expect(html).toContain('“Pram” was added to your cart.');
    expect(tagWith(html, 'data-testid="cart-snackbar-link"')).toContain('href="/en/cart"');
  });

  it('has an empty polite live region beside "add to cart", so the message is announced when it appears', () => {
    const html = renderInShop(
      <AddToCartForm product={{ code: 'P1', name: 'Vežimėlis', isBundle: false }} variant={variant()} />,
    );
    expect(html).toMatch(/<div role="status" class="[^"]+" data-testid="cart-snackbar-region"><\/div>/);
  });
});
