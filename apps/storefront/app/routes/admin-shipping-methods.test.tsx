import {
  SHIPPING_LAST_ENABLED_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminShippingMethod,
  type AdminShippingMethodList,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  loadShippingMethodsScreen,
  shippingMethodsAction,
  type ShippingMethodsActionResult,
} from '~/data/admin-shipping-methods.server.ts';
import { json, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminShippingMethodsRoute from './admin-shipping-methods.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const method = (fields: Partial<AdminShippingMethod> = {}): AdminShippingMethod => ({
  id: 1,
  channel: 'web',
  code: 'omniva_locker',
  carrier: 'omniva',
  kind: 'parcel_locker',
  price: 249,
  freeAbove: 4900,
  enabled: true,
  position: 0,
  translations: { lt: { name: 'Omniva paštomatai', description: null } },
  orders: 0,
  version: 'v-now',
  ...fields,
});
const screen: AdminShippingMethodList = {
  channel: 'web',
  channels: ['web', 'b2b'],
  data: [
    method(),
    method({
      id: 2,
      code: 'dpd_courier',
      carrier: 'dpd',
      kind: 'courier',
      price: 449,
      freeAbove: null,
      enabled: false,
      position: 1,
      translations: { lt: { name: 'DPD kurjeris', description: null } },
    }),
  ],
};

const shippingMethodsScreen = {
  id: 'ADMIN_SHIPPING_METHODS___lt',
  path: 'admin/shipping-methods',
  Component: AdminShippingMethodsRoute,
};
const render = (data: AdminShippingMethodList, action?: ShippingMethodsActionResult) =>
  renderAdminScreen({ url: '/admin/shipping-methods', screen: shippingMethodsScreen, data, action });

describe('delivery methods screen', () => {
  it('lists a channel’s methods as a table whose cells carry their labels (cards on phones), prices in euros', () => {
    const html = render(screen);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Pristatymo būdai<\/a>/);
    expect(html.match(/data-testid="admin-shipping-row"/g)).toHaveLength(2);
    expect(html).toContain('data-label="Nemokamai nuo"');
    // In the back office's language (Lithuanian: a decimal comma).
    expect(html).toMatch(/2,49\s€/);
    expect(html).toMatch(/49,00\s€/);
    expect(html).toContain('niekada nemokamai');
    expect(html).toContain('Įjungtas');
    expect(html).toContain('Išjungtas');
    // The first cannot move up, the last cannot move down.
    expect(html.match(/data-testid="admin-shipping-up"/g)).toHaveLength(1);
    expect(html.match(/data-testid="admin-shipping-down"/g)).toHaveLength(1);
    expect(html).toContain('Perkelti žemyn<!-- --> <!-- -->Omniva paštomatai');
  });

  it('says in the page’s language why the last enabled method cannot be switched off', () => {
    const html = render(screen, { ok: false, intent: 'toggle', message: SHIPPING_LAST_ENABLED_MESSAGE });
    expect(html).toContain('Tai paskutinis įjungtas kanalo pristatymo būdas');
  });

  it('says in the page’s language that someone else changed the method the button was for', () => {
    const html = render(screen, { ok: false, intent: 'toggle', message: STALE_VERSION_MESSAGE });
    expect(html).toContain('Kažkas kitas tuo metu pakeitė šį pristatymo būdą.');
    expect(html).not.toContain('Someone else');
  });
});

describe('delivery methods screen server code', () => {
  it('loads the chosen channel, switches a method off by sending it whole, and moves one', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'GET' && call.path === '/shipping-methods/1' ? json(method()) : json(screen),
    );
    const session = api.session('/admin/shipping-methods');
    await loadShippingMethodsScreen(session, new URL('http://shop.test/admin/shipping-methods?channel=b2b'));
    const toggle = new FormData();
    toggle.set('intent', 'toggle');
    toggle.set('id', '1');
    toggle.set('version', 'v-listed');
    expect(await shippingMethodsAction(session, toggle)).toEqual({
      ok: true,
      intent: 'toggle',
      message: null,
    });
    const move = new FormData();
    move.set('intent', 'move');
    move.set('id', '1');
    move.set('position', '1');
    await shippingMethodsAction(session, move);
    expect(api.calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual([
      'GET /shipping-methods?channel=b2b',
      'GET /shipping-methods/1',
      'PUT /shipping-methods/1',
      'POST /shipping-methods/1/move',
    ]);
    // The version the list showed, not the one just read: a change made since is refused, not flipped back.
    expect(api.calls[2]?.body).toMatchObject({
      code: 'omniva_locker',
      price: 249,
      enabled: false,
      version: 'v-listed',
    });
    expect(api.calls[2]?.body).not.toHaveProperty('orders');
    expect(api.calls[3]?.body).toEqual({ position: 1 });
  });

  it('returns the API’s refusal (409) as the message', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'GET'
        ? json(method())
        : json({ code: 409, message: SHIPPING_LAST_ENABLED_MESSAGE }, 409),
    );
    const form = new FormData();
    form.set('id', '1');
    expect(await shippingMethodsAction(api.session('/admin/shipping-methods'), form)).toEqual({
      ok: false,
      intent: 'toggle',
      message: SHIPPING_LAST_ENABLED_MESSAGE,
    });
  });
});
