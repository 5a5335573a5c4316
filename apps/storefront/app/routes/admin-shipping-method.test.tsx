import {
  CODE_TAKEN_MESSAGE,
  PRICE_MESSAGE,
  SHIPPING_FREE_ABOVE_MESSAGE,
  SHIPPING_METHOD_USED_MESSAGE,
  SHIPPING_NAME_REQUIRED_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminShippingMethod,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { adminRawCaller } from '~/data/admin-product-api.server.ts';
import {
  loadShippingMethodScreen,
  shippingMethodAction,
  type ShippingMethodActionResult,
  type ShippingMethodScreen,
} from '~/data/admin-shipping-method-form.server.ts';
import { adminArgs, json, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminShippingMethodNewRoute from './admin-shipping-method-new.tsx';
import AdminShippingMethodRoute from './admin-shipping-method.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const method: AdminShippingMethod = {
  id: 7,
  channel: 'web',
  code: 'omniva_locker',
  carrier: 'omniva',
  kind: 'parcel_locker',
  price: 249,
  freeAbove: 4900,
  enabled: true,
  position: 0,
  translations: {
    lt: { name: 'Omniva paštomatai', description: 'Per 1–2 d.' },
    en: { name: 'Omniva parcel lockers', description: null },
  },
  orders: 3,
  version: 'v-7',
};

const screens = {
  ADMIN_SHIPPING_METHOD: {
    url: '/admin/shipping-methods/7',
    screen: {
      id: 'ADMIN_SHIPPING_METHOD___lt',
      path: 'admin/shipping-methods/:id',
      Component: AdminShippingMethodRoute,
    },
  },
  ADMIN_SHIPPING_METHOD_NEW: {
    url: '/admin/shipping-methods/new',
    screen: {
      id: 'ADMIN_SHIPPING_METHOD_NEW___lt',
      path: 'admin/shipping-methods/new',
      Component: AdminShippingMethodNewRoute,
    },
  },
};
const render = (
  route: keyof typeof screens,
  data: ShippingMethodScreen,
  action?: ShippingMethodActionResult,
) => renderAdminScreen({ ...screens[route], data, action });

const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*value="([^"]*)"`).exec(html)?.[1];

const refusal = (fields: Partial<ShippingMethodActionResult>): ShippingMethodActionResult => ({
  intent: 'save',
  ok: false,
  id: 7,
  errors: {},
  message: null,
  values: {},
  ...fields,
});

describe('delivery method form', () => {
  it('shows a method with money in euros, kind, enabled and a name and description per language', () => {
    const html = render('ADMIN_SHIPPING_METHOD', { method, channel: 'web', channels: ['web'] });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Pristatymo būdai<\/a>/);
    expect(inputValue(html, 'code')).toBe('omniva_locker');
    expect(inputValue(html, 'carrier')).toBe('omniva');
    expect(inputValue(html, 'price')).toBe('2.49');
    expect(inputValue(html, 'freeAbove')).toBe('49.00');
    expect(html).toContain('<label for="shipping-price">Kaina, €</label>');
    expect(html).toMatch(/<option value="parcel_locker" selected="">paštomatai<\/option>/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="enabled" checked=""/);
    expect(html.match(/data-testid="shipping-locale"/g)).toHaveLength(4);
    expect(inputValue(html, 'translations.en.name')).toBe('Omniva parcel lockers');
    expect(html).toContain('Per 1–2 d.</textarea>');
    // The Lithuanian panel (the back office's language) is open, the others closed.
    expect(html).toMatch(
      /<details[^>]*open=""[^>]*data-testid="shipping-locale"><summary>Lietuvių<\/summary>/,
    );
    expect(html).toContain('Juo pristatyti 3 užsakymai: jo ištrinti negalima, tik išjungti.');
    expect(html).toContain('data-testid="shipping-method-delete"');
    // Deleting asks first: the submit button is inside the question.
    expect(html).toMatch(
      /<details[^>]*><summary[^>]*data-testid="shipping-method-delete"[^]*Ištrinti pristatymo būdą omniva_locker\? [^]*data-testid="shipping-method-delete-confirm"/,
    );
  });

  it('a new method starts empty, enabled, in the chosen channel', () => {
    const html = render('ADMIN_SHIPPING_METHOD_NEW', {
      method: null,
      channel: 'b2b',
      channels: ['web', 'b2b'],
    });
    expect(html).toContain('Naujas pristatymo būdas · b2b');
    expect(html).toContain('name="channel" value="b2b"');
    expect(inputValue(html, 'price')).toBe('');
    expect(html).toMatch(/<input type="checkbox"[^>]*name="enabled" checked=""/);
    expect(html).not.toContain('shipping-method-delete');
  });

  it('shows every field’s problem at once, in the page’s language, with what was typed', () => {
    const html = render(
      'ADMIN_SHIPPING_METHOD',
      { method, channel: 'web', channels: ['web'] },
      refusal({
        errors: {
          code: CODE_TAKEN_MESSAGE,
          price: PRICE_MESSAGE,
          freeAbove: SHIPPING_FREE_ABOVE_MESSAGE,
          translations: SHIPPING_NAME_REQUIRED_MESSAGE,
        },
        values: { code: 'dpd', price: 'two', freeAbove: '-1' },
      }),
    );
    expect(html).toContain('Pataisykite 4 laukelius.');
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(4);
    expect(html).toContain('Šis kodas jau naudojamas.');
    expect(html).toContain('Įveskite 0 ar didesnę kainą eurais.');
    expect(html).toContain('Įveskite pavadinimą bent viena kalba.');
    expect(inputValue(html, 'price')).toBe('two');
    // Not typed back: the box was unticked when sent.
    expect(html).not.toMatch(/<input type="checkbox"[^>]*name="enabled" checked=""/);
  });

  it('says why a used method cannot be deleted (the API’s 409) and suggests disabling it', () => {
    const html = render(
      'ADMIN_SHIPPING_METHOD',
      { method, channel: 'web', channels: ['web'] },
      refusal({ intent: 'delete', message: SHIPPING_METHOD_USED_MESSAGE }),
    );
    expect(html).toContain('Šiuo būdu pristatyti užsakymai, todėl jo ištrinti negalima. Išjunkite jį');
  });

  it('sends the version it was filled from, and keeps it after someone else’s change was refused (409)', () => {
    expect(
      inputValue(render('ADMIN_SHIPPING_METHOD', { method, channel: 'web', channels: ['web'] }), 'version'),
    ).toBe('v-7');
    // The screen read the method again (their change, a new version); the form still holds what was typed.
    const html = render(
      'ADMIN_SHIPPING_METHOD',
      { method: { ...method, price: 599, version: 'v-8' }, channel: 'web', channels: ['web'] },
      refusal({ message: STALE_VERSION_MESSAGE, values: { version: 'v-7', price: '3.00' } }),
    );
    expect(html).toContain('Kažkas kitas tuo metu pakeitė šį pristatymo būdą.');
    expect(inputValue(html, 'version')).toBe('v-7');
    expect(inputValue(html, 'price')).toBe('3.00');
  });
});

describe('delivery method form server code', () => {
  it('creates in the channel with cents, changes with PUT, and keeps a 422’s every violation by field', async () => {
    const api = stubAdminApi((call) => {
      if (call.method === 'GET' && call.path === '/shipping-methods/7') return json(method);
      if (call.method === 'GET') return json({ channel: 'b2b', channels: ['web', 'b2b'], data: [] });
      if (call.method === 'POST') return json({ ...method, id: 9 }, 201);
      return json(
        {
          code: 422,
          message: 'Validation failed',
          violations: [
            { propertyPath: 'price', message: PRICE_MESSAGE, code: 'x' },
            { propertyPath: 'translations', message: SHIPPING_NAME_REQUIRED_MESSAGE, code: 'x' },
          ],
        },
        422,
      );
    });
    const session = api.session('/admin/shipping-methods/new');
    const raw = adminRawCaller(api.shop, adminArgs('/admin/shipping-methods/new', 'admin-token'), api.fetch);
    expect(await loadShippingMethodScreen(session, null, new URL('http://shop.test/x?channel=b2b'))).toEqual({
      method: null,
      channel: 'b2b',
      channels: ['web', 'b2b'],
    });
    expect((await loadShippingMethodScreen(session, '7', new URL('http://shop.test/x')))?.method?.id).toBe(7);
    expect(await loadShippingMethodScreen(session, 'abc', new URL('http://shop.test/x'))).toBeNull();
    const unknown = stubAdminApi(() => json({ code: 404, message: 'There is no channel "x".' }, 404));
    expect(
      await loadShippingMethodScreen(unknown.session('/x'), null, new URL('http://shop.test/x?channel=x')),
    ).toBeNull();
    const form = () => {
      const data = new FormData();
      data.set('intent', 'save');
      data.set('channel', 'b2b');
      data.set('code', ' dpd_courier ');
      data.set('carrier', 'dpd');
      data.set('kind', 'courier');
      data.set('price', '4,49');
      data.set('freeAbove', '');
      data.set('enabled', 'on');
      data.set('translations.lt.name', 'DPD kurjeris');
      data.set('translations.lt.description', '');
      data.set('translations.en.name', '');
      data.set('translations.en.description', '');
      return data;
    };
    expect(await shippingMethodAction(session, raw, null, form())).toMatchObject({ ok: true, id: 9 });
    const changed = form();
    changed.set('version', 'v-7');
    changed.set('price', 'lots');
    changed.set('freeAbove', '59.9');
    changed.delete('enabled');
    const refused = await shippingMethodAction(session, raw, '7', changed);
    expect(refused).toMatchObject({
      ok: false,
      errors: { price: PRICE_MESSAGE, translations: SHIPPING_NAME_REQUIRED_MESSAGE },
      values: { price: 'lots' },
    });
    const sent = api.calls.filter((c) => c.method !== 'GET');
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /shipping-methods',
      'PUT /shipping-methods/7',
    ]);
    expect(sent[0]?.body).toEqual({
      channel: 'b2b',
      code: 'dpd_courier',
      carrier: 'dpd',
      kind: 'courier',
      price: 449,
      freeAbove: null,
      enabled: true,
      translations: { lt: { name: 'DPD kurjeris', description: null } },
    });
    expect(sent[1]?.body).toMatchObject({ price: 'lots', freeAbove: 5990, enabled: false, version: 'v-7' });
  });

  it('deletes, and answers the API’s 409 as the message', async () => {
    let refuse = false;
    const api = stubAdminApi(() =>
      refuse
        ? json({ code: 409, message: SHIPPING_METHOD_USED_MESSAGE }, 409)
        : new Response(null, { status: 204 }),
    );
    const session = api.session('/admin/shipping-methods/7');
    const raw = adminRawCaller(api.shop, adminArgs('/admin/shipping-methods/7', 'admin-token'), api.fetch);
    const form = new FormData();
    form.set('intent', 'delete');
    expect(await shippingMethodAction(session, raw, '7', form)).toMatchObject({ intent: 'delete', ok: true });
    refuse = true;
    expect(await shippingMethodAction(session, raw, '7', form)).toMatchObject({
      intent: 'delete',
      ok: false,
      message: SHIPPING_METHOD_USED_MESSAGE,
    });
    const save = new FormData();
    save.set('intent', 'save');
    expect(await shippingMethodAction(session, raw, 'abc', save)).toMatchObject({ ok: false, id: null });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /shipping-methods/7',
      'DELETE /shipping-methods/7',
    ]);
  });
});
