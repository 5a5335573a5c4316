import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { line, order } from './cart-fixtures.ts';
import { CartPage } from './cart-page.tsx';

describe('CartPage', () => {
  it('lists the lines with prices, counters and the summary, and sends guests to sign in for checkout', () => {
    const discounted = { ...line(1, 'PRAM', 2), originalUnitPrice: 1500 };
    const html = renderInShop(<CartPage order={order('t', [discounted, line(2, 'BOTTLE')])} />);
    expect(html.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(html).toContain('Product PRAM');
    expect(html).toMatch(/15,00\s€/);
    expect(html).toMatch(/data-testid="cart-total"[^>]*>30,00\s€/);
    expect(html).toContain('3 prekės');
    expect(html).toMatch(
      /data-testid="cart-checkout"[^>]*href="\/auth\?checkout=true"|href="\/auth\?checkout=true"[^>]*data-testid="cart-checkout"/,
    );
  });

  it("lists a bundle's parts under its name", () => {
    const bundle = {
      ...line(3, 'SET'),
      productBundleOrderItems: [{ variantCode: 'PRAM-GREY', productName: 'Vežimėlis', quantity: 1 }],
    };
    const html = renderInShop(<CartPage order={order('t', [bundle])} />);
    expect(html).toContain('data-testid="cart-bundle-parts"');
    expect(html.replaceAll('<!-- -->', '')).toContain('<li>Vežimėlis × 1</li>');
  });

  it('greys out a line that cannot be bought, hides its counter and holds back checkout', () => {
    const unavailable = { ...line(1, 'GONE'), available: false, total: 0 };
    const html = renderInShop(<CartPage order={order('t', [unavailable])} />);
    expect(html).toContain('Šios prekės šiuo metu įsigyti negalima.');
    expect(html).not.toContain('data-testid="cart-quantity"');
    expect(html).not.toContain('data-testid="cart-checkout"');
  });

  it('offers to restore the line a form without JavaScript deleted, and shows refusals', () => {
    const deleted = line(5, 'PRAM');
    const html = renderInShop(
      <CartPage
        order={order('t', [])}
        actionResult={{ ok: true, intent: 'delete', order: order('t'), deletedItem: deleted }}
      />,
    );
    expect(html).toContain('data-testid="cart-deleted-line"');
    expect(html).toContain('data-testid="cart-restore"');
    const refused = renderInShop(
      <CartPage
        order={order('t', [line(1, 'PRAM')])}
        actionResult={{ ok: false, intent: 'add', message: 'No stock.', itemId: null }}
      />,
    );
    expect(refused).toMatch(/data-testid="cart-error"[^>]*>No stock\./);
  });

  it('shows a chosen gift with its quantity only, a note and no delete, and offers the next gift in turn', () => {
    const gift = {
      ...line(9, 'TOY'),
      kind: 'gift' as const,
      gift: true,
      unitPrice: 0,
      total: 0,
      originalUnitPrice: 500,
      selectGiftProductPromotionCode: 'gift_60',
    };
    const cart = {
      ...order('t', [line(1, 'PRAM', 6), gift]),
      giftChoices: [
        {
          promotionCode: 'gift_60',
          label: 'Dovana nuo 60 €',
          selectedItemId: 9,
          selectedVariantCode: 'TOY',
          variants: [{ code: 'TOY', productName: 'Barškutis', productSlug: 'b', price: 500, image: null }],
        },
        {
          promotionCode: 'gift_120',
          label: 'Antra dovana',
          selectedItemId: null,
          selectedVariantCode: null,
          variants: [{ code: 'CUP', productName: 'Puodelis', productSlug: 'p', price: 300, image: null }],
        },
        {
          promotionCode: 'gift_200',
          label: 'Trečia dovana',
          selectedItemId: null,
          selectedVariantCode: null,
          variants: [{ code: 'HAT', productName: 'Kepurė', productSlug: 'k', price: 300, image: null }],
        },
      ],
    };
    const html = renderInShop(<CartPage order={cart} />).replaceAll('<!-- -->', '');
    expect(html.match(/data-testid="cart-delete"/g)).toHaveLength(1);
    expect(html).toContain('data-testid="cart-gift-note"');
    expect(html).toContain('data-testid="cart-fixed-quantity"');
    // The chosen gift and the next offer; the third waits its turn.
    expect(html).toContain('Dovana nuo 60 €');
    expect(html).toContain('Antra dovana');
    expect(html).not.toContain('Trečia dovana');
    expect(html).toContain('Pasirinkta');
  });

  it('offers gift wrapping at its price, and shows the greeting field when it is on', () => {
    const off = renderInShop(<CartPage order={order('t', [line(1, 'PRAM')])} />);
    expect(off).toMatch(/Supakuoti dovanai \(\+2,50\s€\)/);
    expect(off).not.toContain('data-testid="gift-wrapping-message"');
    const on = renderInShop(
      <CartPage
        order={{
          ...order('t', [line(1, 'PRAM')]),
          giftWrapping: { isGift: true, message: 'Ačiū', price: 250 },
        }}
      />,
    );
    expect(on).toMatch(/data-testid="gift-wrapping-message"[^>]*>Ačiū</);
  });

  it('offers gift cards within the channel’s amounts from the cart, and sends them with the form', () => {
    const cart = { ...order('t', [line(1, 'PRAM')]), giftCardSums: { min: 1050, max: 20_000 } };
    const html = renderInShop(<CartPage order={cart} />).replaceAll('<!-- -->', '');
    expect(html).toMatch(/10,5–200\s€|10\.5–200\s€/);
    expect(html).toContain('name="giftCardMin" value="1050"');
    expect(html).toContain('name="giftCardMax" value="20000"');
  });

  it('shows what the gift card pays as its own summary line, and the total still to pay', () => {
    const cart = order('t', [line(1, 'PRAM', 3)]);
    const paid = {
      ...cart,
      giftCardCode: 'GC-AAAA-BBBB-CCCC',
      summary: { ...cart.summary, giftCoupon: 1000, total: 2000 },
    };
    const html = renderInShop(<CartPage order={paid} />).replaceAll('<!-- -->', '');
    expect(html).toMatch(/Dovanų kortelė<\/dt><dd>-10,00\s€|Dovanų kortelė<\/dt><dd>−10,00\s€/);
    expect(html).toContain('Pritaikyta dovanų kortelė GC-AAAA-BBBB-CCCC');
    expect(html).toMatch(/data-testid="cart-total"[^>]*>20,00\s€/);
  });
});
