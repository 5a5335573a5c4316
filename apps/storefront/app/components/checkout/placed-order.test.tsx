import type { Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { line, order } from '../cart/cart-fixtures.ts';
import { linkText, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { OrderDetails, ThankYou } from './placed-order.tsx';

function placedWithMethod(
  kind: 'bank_transfer' | 'cash_on_delivery',
  paymentState: Order['paymentState'],
): Order {
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
    const html = renderInShop(<ThankYou order={placedWithMethod('bank_transfer', 'awaiting_payment')} />, {
      url: '/checkout/thank-you?order=tok',
    });
    const href = '/resources/orders/tok/pre-invoice?from=thank-you';
    expect(linkText(html, href)).toBe('Atsisiųsti išankstinę sąskaitą (PDF)');
    expect(tagWith(html, 'data-testid="pre-invoice-download"')).toContain(`href="${href}"`);
    expect(html).not.toContain('data-testid="pre-invoice-error"');
  });

  it('is on the order page in the page language', () => {
    const html = renderInShop(
      <OrderDetails order={placedWithMethod('bank_transfer', 'awaiting_payment')} />,
      {
        url: '/en/orders/tok',
        locale: 'en',
      },
    );
    expect(linkText(html, '/en/resources/orders/tok/pre-invoice?from=order')).toBe(
      'Download pre-invoice (PDF)',
    );
  });

  it('is not offered for cash on delivery or once the order is paid', () => {
    for (const order of [
      placedWithMethod('cash_on_delivery', 'awaiting_payment'),
      placedWithMethod('bank_transfer', 'paid'),
    ]) {
      expect(renderInShop(<OrderDetails order={order} />, { url: '/uzsakymas/tok' })).not.toContain(
        'pre-invoice-download',
      );
    }
  });

  it('shows the generic error beside the link when the download failed', () => {
    const html = renderInShop(
      <OrderDetails order={placedWithMethod('bank_transfer', 'awaiting_payment')} />,
      {
        url: '/uzsakymas/tok?preInvoice=failed',
      },
    );
    expect(tagWith(html, 'data-testid="pre-invoice-error"')).toContain('role="alert"');
    expect(html).toContain('Įvyko klaida');
    expect(html).toContain('pre-invoice-download');
  });

  it('still says the download failed when the order no longer has a pre-invoice (paid meanwhile)', () => {
    const html = renderInShop(<ThankYou order={placedWithMethod('bank_transfer', 'paid')} />, {
      url: '/checkout/thank-you?order=tok&preInvoice=failed',
    });
    expect(html).toContain('Įvyko klaida');
    expect(html).not.toContain('pre-invoice-download');
  });
});

const ONLINE = { code: 'online', name: 'Mokėjimo kortele', description: null, kind: 'online' } as const;
const BANK = {
  code: 'bank_transfer',
  name: 'Bankinis pavedimas',
  description: 'LT60',
  kind: 'bank_transfer',
} as const;

function placed(
  state: Order['payments'][number]['state'],
  method: Order['payments'][number]['method'],
): Order {
  return {
    ...order('tok', [line(1, 'PRAM')], 'new'),
    number: '000000007',
    email: 'ona@example.lt',
    checkoutCompletedAt: '2026-11-21T10:00:00.000Z',
    paymentState: state,
    payments: [{ id: 3, state, method, amount: 2249 }],
  };
}

const render = (element: React.ReactElement) =>
  renderInShop(element, { url: '/checkout/thank-you?order=tok&payment=completed' });

describe('the payment on the thank-you page', () => {
  it('says an online payment was received, with nothing more to pay', () => {
    const html = render(<ThankYou order={placed('paid', ONLINE)} paymentReturn="completed" />);
    expect(tagWith(html, 'data-testid="payment-state"')).toContain('data-state="paid"');
    expect(html).toContain('Apmokėjimas gautas – ačiū!');
    expect(html).not.toContain('data-testid="pay-now"');
  });

  it('offers "Pay now" (a form posting to the thank-you page) while an online payment awaits payment', () => {
    const html = render(<ThankYou order={placed('awaiting_payment', ONLINE)} />);
    expect(html).toContain('Užsakymas laukia apmokėjimo.');
    expect(tagWith(html, '<form')).toContain('action="/checkout/thank-you?order=tok"');
    expect(tagWith(html, 'data-testid="pay-now"')).toContain('type="submit"');
    expect(html).toContain('Apmokėti dabar');

    const back = render(<ThankYou order={placed('awaiting_payment', ONLINE)} paymentReturn="cancelled" />);
    expect(back).toContain('Mokėjimas nebuvo užbaigtas.');
    expect(back).toContain('data-testid="pay-now"');
    const failed = render(<ThankYou order={placed('awaiting_payment', ONLINE)} payFailed />);
    expect(failed).toContain('Nepavyko pradėti mokėjimo.');
  });

  it('waits for the confirmation instead of offering a second payment after a completed one', () => {
    const html = render(<ThankYou order={placed('awaiting_payment', ONLINE)} paymentReturn="completed" />);
    expect(tagWith(html, 'data-testid="payment-state"')).toContain('data-state="confirming"');
    // Refreshing keeps the order in the address.
    expect(html).toContain('href="/checkout/thank-you?order=tok&amp;payment=completed"');
    expect(html).not.toContain('data-testid="pay-now"');
  });

  it('shows a cancelled payment, and nothing about online payment for a bank transfer', () => {
    expect(render(<ThankYou order={placed('cancelled', ONLINE)} />)).toContain('Mokėjimas atšauktas');
    const bank = render(<ThankYou order={placed('awaiting_payment', BANK)} />);
    expect(bank).not.toContain('data-testid="payment-state"');
    expect(bank).toContain('data-testid="bank-transfer-instructions"');
  });

  it("gives the bank-transfer instructions once: the shop's own, else the general ones", () => {
    const own = 'Pavedimu į UAB Gandras sąskaitą LT60 7300, paskirtyje nurodykite užsakymo numerį.';
    const withOwn = placed('awaiting_payment', { ...BANK, description: own });
    const html = render(<ThankYou order={withOwn} />);
    expect(html.split('paskirtyje').length - 1).toBe(1);
    expect(tagWith(html, 'data-testid="bank-transfer-instructions"')).toBeTruthy();
    expect(html).toContain(`data-testid="bank-transfer-instructions">${own}</p>`);
    const general = render(<ThankYou order={placed('awaiting_payment', { ...BANK, description: null })} />);
    expect(general).toContain('mokėjimo paskirtyje nurodykite užsakymo numerį');
    expect(general.split('paskirtyje').length - 1).toBe(1);
  });

  it('names the payment state on the order page, with "Pay now" for an unpaid online payment', () => {
    const unpaid = render(<OrderDetails order={placed('awaiting_payment', ONLINE)} />);
    expect(unpaid).toMatch(/data-testid="order-payment-state">Laukiama apmokėjimo/);
    expect(unpaid).toContain('data-testid="pay-now"');
    const paid = render(<OrderDetails order={placed('paid', ONLINE)} />);
    expect(paid).toMatch(/data-testid="order-payment-state">Apmokėtas</);
    expect(paid).not.toContain('data-testid="pay-now"');
  });
});
