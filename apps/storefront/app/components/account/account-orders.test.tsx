import type { CustomerOrder, CustomerOrderSummary } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { line, order } from '../cart/cart-fixtures.ts';
import { linkText, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { NoOrders, OrderList, OrderListPagination } from './order-list.tsx';
import { RecentOrders } from './recent-orders.tsx';

const row = (number: string, state: CustomerOrderSummary['state']): CustomerOrderSummary => ({
  tokenValue: `tok${number}`,
  number,
  // 10:05 UTC is 12:05 in Vilnius in November.
  checkoutCompletedAt: '2026-11-21T10:05:00.000Z',
  state,
  paymentState: 'awaiting_payment',
  shippingState: 'ready',
  total: 4949,
  currencyCode: 'EUR',
  itemsCount: 3,
  items: [{ productName: 'Žaislas', image: null }],
});

function customerOrder(changes: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    ...order('tok', [line(1, 'PRAM')], 'new'),
    number: '000000042',
    checkoutCompletedAt: '2026-11-21T10:00:00.000Z',
    invoice: { available: false, number: null, issuedAt: null },
    preInvoiceAvailable: false,
    ...changes,
  };
}

describe('the order list', () => {
  it('shows number, date as YYYY-MM-DD HH:mm, the spec’s state label, units, the total and a link', () => {
    const html = renderInShop(
      <OrderList orders={[row('000000002', 'processing'), row('000000001', 'new')]} />,
      {
        url: '/paskyra/uzsakymas',
      },
    );
    expect(linkText(html, '/paskyra/uzsakymas/tok000000002')).toBe('000000002');
    expect(html).toContain('2026-11-21 12:05');
    expect(tagWith(html, 'data-state="processing"')).toBeTruthy();
    expect(html).toContain('>Vykdomas<');
    expect(html).toContain('>Neapmokėtas<');
    expect(html).toContain('3 prekės');
    expect(html).toMatch(/49,49\s€/);
  });

  it('pages with real links, and says when there are no orders with a way to the shop', () => {
    const pages = renderInShop(<OrderListPagination page={2} lastPage={3} />, {
      url: '/paskyra/uzsakymas?page=2',
    });
    expect(pages).toContain('href="/paskyra/uzsakymas"');
    expect(pages).toContain('href="/paskyra/uzsakymas?page=3"');
    expect(renderInShop(<OrderListPagination page={1} lastPage={1} />)).toBe('');
    const empty = renderInShop(<NoOrders />, { url: '/en/account/orders', locale: 'en' });
    expect(empty).toContain('You have not placed any orders yet.');
    expect(linkText(empty, '/en')).toBe('Start shopping');
  });

  it('shows the latest orders on the dashboard with a link to all of them', () => {
    const html = renderInShop(<RecentOrders orders={[row('000000007', 'fulfilled')]} />, { url: '/paskyra' });
    expect(linkText(html, '/paskyra/uzsakymas')).toBe('Visi užsakymai');
    expect(html).toContain('>Įvykdytas<');
    expect(renderInShop(<RecentOrders orders={[]} />, { url: '/paskyra' })).toContain(
      'Dar neturite užsakymų.',
    );
  });
});

describe('the account order’s documents', () => {
  it('offers the invoice of a paid order and the pre-invoice of an unpaid one, from the account page', () => {
    const paid = renderInShop(
      <OrderDocuments
        order={customerOrder({ invoice: { available: true, number: null, issuedAt: null } })}
      />,
      { url: '/paskyra/uzsakymas/tok' },
    );
    expect(linkText(paid, '/resources/orders/tok/invoice?from=account-order')).toBe(
      'Atsisiųsti sąskaitą faktūrą (PDF)',
    );
    expect(paid).not.toContain('pre-invoice-download');
    const unpaid = renderInShop(<OrderDocuments order={customerOrder({ preInvoiceAvailable: true })} />, {
      url: '/paskyra/uzsakymas/tok',
    });
    expect(linkText(unpaid, '/resources/orders/tok/pre-invoice?from=account-order')).toBe(
      'Atsisiųsti išankstinę sąskaitą (PDF)',
    );
    expect(unpaid).not.toContain('data-testid="invoice-download"');
  });

  it('shows the generic error after a failed invoice download', () => {
    const html = renderInShop(<OrderDocuments order={customerOrder()} />, {
      url: '/paskyra/uzsakymas/tok?invoice=failed',
    });
    expect(tagWith(html, 'data-testid="invoice-error"')).toBeTruthy();
    expect(html).toContain('Įvyko klaida');
  });
});
