import type { Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { line, order } from '../cart/cart-fixtures.ts';
import { linkText, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { OrderDetails, ThankYou } from './placed-order.tsx';

function placed(kind: 'bank_transfer' | 'cash_on_delivery', paymentState: Order['paymentState']): Order {
  return {
    ...order('tok', [line(1, 'PRAM')], 'new'),
    number: '000000042',
    checkoutState: 'completed',
    paymentState,
    checkoutCompletedAt: '2026-11-21T10:00:00.000Z',
    payments: [
      {
        id: 8,
        state: paymentState,
        method: { code: kind, kind, name: kind, description: null },
        amount: 1000,
      },
    ],
  };
}

describe('pre-invoice link of a placed order', () => {
  it('is on the thank-you page of a bank transfer order awaiting payment, to the storefront PDF route', () => {
    const html = renderInShop(<ThankYou order={placed('bank_transfer', 'awaiting_payment')} />, {
      url: '/checkout/thank-you?order=tok',
    });
    const href = '/resources/orders/tok/pre-invoice?from=thank-you';
    expect(linkText(html, href)).toBe('Atsisiųsti išankstinę sąskaitą (PDF)');
    expect(tagWith(html, 'data-testid="pre-invoice-download"')).toContain(`href="${href}"`);
    expect(html).not.toContain('data-testid="pre-invoice-error"');
  });

  it('is on the order page in the page language', () => {
    const html = renderInShop(<OrderDetails order={placed('bank_transfer', 'awaiting_payment')} />, {
      url: '/en/orders/tok',
      locale: 'en',
    });
    expect(linkText(html, '/en/resources/orders/tok/pre-invoice?from=order')).toBe(
      'Download pre-invoice (PDF)',
    );
  });

  it('is not offered for cash on delivery or once the order is paid', () => {
    for (const order of [placed('cash_on_delivery', 'awaiting_payment'), placed('bank_transfer', 'paid')]) {
      expect(renderInShop(<OrderDetails order={order} />, { url: '/uzsakymas/tok' })).not.toContain(
        'pre-invoice-download',
      );
    }
  });

  it('shows the generic error beside the link when the download failed', () => {
    const html = renderInShop(<OrderDetails order={placed('bank_transfer', 'awaiting_payment')} />, {
      url: '/uzsakymas/tok?preInvoice=failed',
    });
    expect(tagWith(html, 'data-testid="pre-invoice-error"')).toContain('role="alert"');
    expect(html).toContain('Įvyko klaida');
    expect(html).toContain('pre-invoice-download');
  });

  it('still says the download failed when the order no longer has a pre-invoice (paid meanwhile)', () => {
    const html = renderInShop(<ThankYou order={placed('bank_transfer', 'paid')} />, {
      url: '/checkout/thank-you?order=tok&preInvoice=failed',
    });
    expect(html).toContain('Įvyko klaida');
    expect(html).not.toContain('pre-invoice-download');
  });
});
