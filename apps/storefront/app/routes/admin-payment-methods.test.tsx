import type { AdminPaymentMethod } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  paymentMethodsAction,
  type PaymentMethodsActionResult,
  type PaymentMethodsScreen,
} from '~/data/admin-payment-methods.server.ts';
import { json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminPaymentMethodsRoute from './admin-payment-methods.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const method = (fields: Partial<AdminPaymentMethod>): AdminPaymentMethod => ({
  id: 1,
  code: 'bank',
  kind: 'bank_transfer',
  channel: 'web',
  enabled: true,
  position: 0,
  translations: { lt: { name: 'Bankinis pavedimas', description: 'Į {iban}' } },
  available: true,
  ...fields,
});
const screen: PaymentMethodsScreen = {
  channels: [
    { code: 'web', name: 'Gandras.lt', requiresLogin: false, orderNumberPrefix: '' },
    { code: 'b2b', name: 'Verslui', requiresLogin: true, orderNumberPrefix: 'B-' },
  ],
  channel: 'web',
  methods: [
    method({}),
    method({
      id: 2,
      code: 'card',
      kind: 'online',
      enabled: false,
      position: 1,
      available: false,
      translations: {},
    }),
  ],
};

const paymentMethodsScreen = {
  id: 'ADMIN_PAYMENT_METHODS___lt',
  path: 'admin/payment-methods',
  Component: AdminPaymentMethodsRoute,
};
const render = (data: PaymentMethodsScreen, action?: PaymentMethodsActionResult) =>
  renderAdminScreen({
    url: '/admin/payment-methods?channel=web',
    screen: paymentMethodsScreen,
    data,
    action,
  });

describe('payment methods screen', () => {
  it('shows the channel’s methods with switches, order buttons and texts per language; online without a provider says why', () => {
    const html = render(screen);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Mokėjimo būdai<\/a>/);
    expect(html).toMatch(
      /data-testid="payment-methods-channels"[\s\S]*aria-current="page"[^>]*data-value="web"/,
    );
    expect(html.match(/data-testid="payment-method"/g)).toHaveLength(2);
    expect(html).toContain('Į {iban}</textarea>');
    expect(html).toContain('Mokėjimo internetu paslaugų teikėjas nenustatytas');
    expect(html).toMatch(/disabled=""[^>]*aria-label="Perkelti „Bankinis pavedimas“ aukštyn"/);
    expect(html).toContain('rašykite {iban}, {bankName}, {companyName}');
  });

  it('shows the refusal on the card it belongs to', () => {
    const html = render(screen, {
      intent: 'save',
      ok: false,
      id: 1,
      errors: {},
      message:
        'This is the only payment method switched on in this channel: switch another one on first, or shoppers could not pay.',
      values: { enabled: '', 'translations.lt.name': 'Bankas' },
    });
    expect(html).toContain('Tai vienintelis įjungtas mokėjimo būdas šiame kanale');
    expect(html.match(/data-testid="admin-error"/g)).toHaveLength(1);
    expect(html).toContain('value="Bankas"');
  });
});

describe('payment methods screen server code', () => {
  it('sends a method’s texts (empty instructions as null) and moves by sending the whole new order', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'GET' ? json(list(screen.methods)) : json(screen.methods[0]),
    );
    const save = new FormData();
    save.set('intent', 'save');
    save.set('id', '1');
    save.set('position', '0');
    save.set('enabled', 'on');
    save.set('translations.lt.name', 'Bankas');
    save.set('translations.lt.description', ' ');
    save.set('translations.en.name', '');
    save.set('translations.en.description', '');
    expect(await paymentMethodsAction(api.session('/admin/payment-methods'), save)).toMatchObject({
      ok: true,
    });
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/payment-methods/1',
      body: { enabled: true, position: 0, translations: { lt: { name: 'Bankas', description: null } } },
    });
    const move = new FormData();
    move.set('intent', 'move');
    move.set('id', '2');
    move.set('channel', 'web');
    move.set('direction', 'up');
    await paymentMethodsAction(api.session('/admin/payment-methods'), move);
    expect(api.calls.slice(1).map((c) => [c.method, c.path, c.body])).toEqual([
      ['GET', '/payment-methods', undefined],
      ['PUT', '/payment-methods/order', { channel: 'web', methodIds: [2, 1] }],
    ]);
  });
});
