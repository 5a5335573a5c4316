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
});
