import {
  PROMOTION_AMOUNT_MESSAGE,
  PROMOTION_USED_MESSAGE,
  type AdminCoupon,
  type AdminPromotion,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { PromotionsActionResult } from '~/data/admin-promotion-form.ts';
import {
  loadPromotionScreen,
  loadPromotionsScreen,
  promotionAction,
} from '~/data/admin-promotions.server.ts';
import { adminArgs, json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminPromotionNewRoute from './admin-promotion-new.tsx';
import AdminPromotionRoute from './admin-promotion.tsx';
import AdminPromotionsRoute from './admin-promotions.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const channels = [
  { code: 'web', name: 'Gandras.lt', requiresLogin: false, orderNumberPrefix: '' },
  { code: 'b2b', name: 'Verslui', requiresLogin: true, orderNumberPrefix: 'B-' },
];
const promotion = (fields: Partial<AdminPromotion> = {}): AdminPromotion => ({
  id: 5,
  code: 'KALEDOS',
  enabled: true,
  active: true,
  priority: 10,
  exclusive: false,
  couponBased: true,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  used: 3,
  channels: ['web'],
  labels: { lt: 'Kalėdų nuolaida', en: 'Christmas discount' },
  rules: [{ type: 'item_total', amount: 5000 }],
  actions: [{ type: 'order_percentage_discount', percentage: 10 }],
  couponCount: 2,
  version: 'v1',
  ...fields,
});
const coupon = (fields: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: 1,
  code: 'KAL-ABC123',
  usageLimit: 1,
  used: 0,
  expiresAt: null,
  ...fields,
});

const listRoute = {
  id: 'ADMIN_PROMOTIONS___lt',
  path: 'admin/promotions',
  Component: AdminPromotionsRoute,
};
const oneRoute = {
  id: 'ADMIN_PROMOTION___lt',
  path: 'admin/promotions/:id',
  Component: AdminPromotionRoute,
};
const newRoute = {
  id: 'ADMIN_PROMOTION_NEW___lt',
  path: 'admin/promotions/new',
  Component: AdminPromotionNewRoute,
};
const refusal = (fields: Partial<PromotionsActionResult>): PromotionsActionResult => ({
  intent: 'save',
  ok: false,
  errors: {},
  message: null,
  stale: false,
  values: {},
  id: null,
  ...fields,
});

describe('promotions screens', () => {
  it('lists the promotions as a table whose cells carry their labels (cards on phones), with the nav entry', () => {
    const html = renderAdminScreen({
      url: '/admin/promotions',
      screen: listRoute,
      data: {
        promotions: list([promotion(), promotion({ id: 6, code: 'VASARA', enabled: false, active: false })]),
        filters: { search: '', enabled: '', active: '', page: 1 },
      },
    });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Akcijos<\/a>/);
    expect(html.match(/data-testid="admin-promotion-row"/g)).toHaveLength(2);
    expect(html).toContain('data-label="Kodas"');
    expect(html).toContain('href="/admin/promotions/5"');
    expect(html).toContain('Kalėdų nuolaida');
    expect(html).toContain('3 / 100');
    expect(html).toContain('2 kuponai');
    expect(html).toContain('Išjungta');
    expect(html).toContain('href="/admin/promotions/new"');
  });

  it('shows every field’s refusal at once, rows’ values included, keeping what was typed', () => {
    const html = renderAdminScreen({
      url: '/admin/promotions/new',
      screen: newRoute,
      data: { promotion: null, channels, coupons: null },
      action: refusal({
        errors: {
          code: 'Use letters, digits, dashes and underscores.',
          'labels.en': 'Enter the label shoppers see in this language.',
          'rules.1.value': PROMOTION_AMOUNT_MESSAGE,
          'actions.0.value': 'Choose at least one.',
        },
        values: {
          code: 'bad code',
          'labels.lt': 'Nuolaida',
          'rules.0.type': 'has_product',
          'rules.0.value': 'P1, P2',
          'rules.1.type': 'item_total',
          'rules.1.value': '-1',
          'actions.0.type': 'select_gift',
          'actions.0.value': '',
          channels: 'b2b',
          exclusive: 'on',
        },
      }),
    });
    expect(html).toContain('Pataisykite 4 laukelius.');
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(4);
    expect(html).toContain('Įrašykite sumą, didesnę už 0.');
    expect(html).toContain('Pasirinkite bent vieną.');
    expect(html).toMatch(
      /aria-invalid="true" aria-describedby="promotion-rules-1-value-error"[^>]*value="-1"/,
    );
    expect(html).toMatch(/value="P1, P2"/);
    expect(html).toMatch(/<option value="has_product" selected="">/);
    expect(html).toMatch(/name="exclusive" checked=""/);
    expect(html).not.toMatch(/name="enabled" checked=""/);
    expect(html).toMatch(/name="channels" checked="" value="b2b"/);
    expect(html.match(/data-testid="promotion-rules-row"/g)).toHaveLength(2);
  });

  it('opens a promotion with its rows, switches and coupons, and says why it cannot be deleted', () => {
    const html = renderAdminScreen({
      url: '/admin/promotions/5',
      screen: oneRoute,
      data: {
        promotion: promotion(),
        channels,
        coupons: list([coupon(), coupon({ id: 2, code: 'KAL-XYZ', used: 1 })]),
      },
      action: refusal({ intent: 'delete', message: PROMOTION_USED_MESSAGE }),
    });
    expect(html).toContain('data-testid="promotion-refused"');
    expect(html).toContain('Ši akcija panaudota užsakymuose ir negali būti ištrinta: verčiau ją išjunkite.');
    expect(html).toContain('name="version" value="v1"');
    expect(html).toMatch(/value="50.00"/);
    expect(html).toContain('Išjungti');
    expect(html.match(/data-testid="admin-coupon-row"/g)).toHaveLength(2);
    expect(html).toContain('1 / 1');
    expect(html).toMatch(/<a href="\/admin\/promotions\/5\/coupons.csv"[^>]*download/);
    expect(html).toContain('data-testid="generate-form"');
  });

  it('loads the list with the address’s filters, and a promotion with its coupons’ page', async () => {
    const api = stubAdminApi((call) =>
      call.path === '/channels'
        ? json(list(channels))
        : call.path === '/promotions/5'
          ? json(promotion())
          : call.path === '/promotions/5/coupons'
            ? json(list([coupon()]))
            : json(list([promotion()])),
    );
    const session = api.session('/admin/promotions');
    await loadPromotionsScreen(
      session,
      new URL('http://shop.test/admin/promotions?search=%20kal%20&enabled=true&active=false&page=2'),
    );
    const one = await loadPromotionScreen(
      session,
      '5',
      new URL('http://shop.test/admin/promotions/5?page=3'),
    );
    expect(api.calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual([
      'GET /promotions?page=2&itemsPerPage=50&search=kal&enabled=true&active=false',
      'GET /channels',
      'GET /promotions/5',
      'GET /promotions/5/coupons?page=3&itemsPerPage=50',
    ]);
    expect(one?.coupons?.data).toHaveLength(1);
    expect(await loadPromotionScreen(session, 'x', new URL('http://shop.test/'))).toBeNull();
  });

  it('sends the form as the API wants it (euros as cents, codes as lists) and puts each violation on its field', async () => {
    const api = stubAdminApi(() =>
      json(
        {
          code: 422,
          message: 'The request could not be processed.',
          violations: [
            { propertyPath: 'rules.0.amount', message: 'first' },
            { propertyPath: 'actions.1.variantCodes.1', message: 'second' },
            { propertyPath: 'labels.en', message: 'third' },
            { propertyPath: 'channels.0', message: 'fourth' },
            { propertyPath: '', message: 'whole' },
          ],
        },
        422,
      ),
    );
    const form = new FormData();
    form.set('intent', 'save');
    form.set('version', 'v1');
    form.set('code', ' KALEDOS ');
    form.set('labels.lt', 'Kalėdos');
    form.set('labels.en', '');
    form.set('priority', '5');
    form.set('usageLimit', '');
    form.set('enabled', 'on');
    form.append('channels', 'web');
    form.append('channels', 'b2b');
    form.set('rules.0.type', 'item_total');
    form.set('rules.0.value', '12,5');
    form.set('rules.1.type', 'has_product');
    form.set('rules.1.value', 'P1, P2 P3');
    form.set('actions.0.type', 'order_percentage_discount');
    form.set('actions.0.value', 'ten');
    form.set('actions.1.type', 'select_gift');
    form.set('actions.1.value', 'V1,V2');
    // The date pickers' values are on the shop's clock (Vilnius: UTC+2 in winter, UTC+3 in summer).
    form.set('startsAt', '2026-12-01T09:00');
    form.set('endsAt', '2027-07-01T00:30');
    const args = adminArgs('/admin/promotions/5', 'admin-token', { method: 'POST' });
    const result = await promotionAction(
      api.shop,
      args,
      api.session('/admin/promotions/5'),
      '5',
      form,
      api.fetch,
    );
    expect(api.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/promotions/5',
      body: {
        version: 'v1',
        code: 'KALEDOS',
        labels: { lt: 'Kalėdos' },
        priority: 5,
        usageLimit: null,
        enabled: true,
        exclusive: false,
        couponBased: false,
        startsAt: '2026-12-01T07:00:00.000Z',
        endsAt: '2027-06-30T21:30:00.000Z',
        channels: ['web', 'b2b'],
        rules: [
          { type: 'item_total', amount: 1250 },
          { type: 'has_product', productCodes: ['P1', 'P2', 'P3'] },
        ],
        actions: [
          { type: 'order_percentage_discount', percentage: 'ten' },
          { type: 'select_gift', variantCodes: ['V1', 'V2'] },
        ],
      },
    });
    expect(result).toMatchObject({
      intent: 'save',
      ok: false,
      message: 'whole',
      errors: {
        'rules.0.value': 'first',
        'actions.1.value': 'second',
        'labels.en': 'third',
        channels: 'fourth',
      },
      values: { code: ' KALEDOS ', channels: 'web,b2b', 'rules.1.value': 'P1, P2 P3' },
    });
  });

  it('deletes with DELETE (409 said back), switches with the version, and generates a batch', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'DELETE'
        ? json({ code: 409, message: PROMOTION_USED_MESSAGE }, 409)
        : call.path.endsWith('/generate')
          ? json({ generated: 100 }, 201)
          : json(promotion()),
    );
    const session = api.session('/admin/promotions/5');
    const args = adminArgs('/admin/promotions/5', 'admin-token', { method: 'POST' });
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return body;
    };
    expect(
      await promotionAction(api.shop, args, session, '5', form({ intent: 'delete' }), api.fetch),
    ).toMatchObject({
      intent: 'delete',
      ok: false,
      message: PROMOTION_USED_MESSAGE,
    });
    await promotionAction(
      api.shop,
      args,
      session,
      '5',
      form({ intent: 'toggle', version: 'v1', enabled: 'false' }),
    );
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/promotions/5',
      body: { version: 'v1', enabled: false },
    });
    const generated = await promotionAction(
      api.shop,
      args,
      session,
      '5',
      form({ intent: 'generate', count: '100', prefix: ' KAL- ', length: '8', usageLimit: '1' }),
    );
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/promotions/5/coupons/generate',
      body: { count: 100, prefix: 'KAL-', length: 8, usageLimit: 1 },
    });
    expect(generated).toMatchObject({ intent: 'generate', ok: true, id: 100 });
  });

  it('previews a cart: sends the typed lines, shows what applies and the totals, and each line’s refusal', async () => {
    const preview = {
      itemsTotal: 10000,
      shippingTotal: 399,
      promotionTotal: 1000,
      shippingPromotionTotal: 0,
      total: 9399,
      couponCode: 'KAL-ABC123',
      promotions: [
        {
          code: 'KALEDOS',
          label: 'Kalėdų nuolaida',
          itemsDiscount: 1000,
          shippingDiscount: 0,
          giftVariantCodes: [],
        },
      ],
    };
    const api = stubAdminApi((call) =>
      (call.body as { lines: unknown[] }).lines.length > 1
        ? json(preview)
        : json(
            {
              code: 422,
              message: 'The request could not be processed.',
              violations: [{ propertyPath: 'lines.0.quantity', message: 'Enter 1 or more.' }],
            },
            422,
          ),
    );
    const session = api.session('/admin/promotions/5');
    const args = adminArgs('/admin/promotions/5', 'admin-token', { method: 'POST' });
    const form = new FormData();
    form.set('intent', 'preview');
    form.set('channel', 'web');
    form.set('lines', 'V-1 2\n\n  V-2\n');
    form.set('couponCode', ' KAL-ABC123 ');
    form.set('customerEmail', '');
    const answered = await promotionAction(api.shop, args, session, '5', form);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/promotions/preview',
      body: {
        channel: 'web',
        lines: [
          { variant: 'V-1', quantity: 2 },
          { variant: 'V-2', quantity: 1 },
        ],
        couponCode: 'KAL-ABC123',
        customerEmail: null,
        shippingMethod: null,
        locale: 'lt',
      },
    });
    const shown = renderAdminScreen({
      url: '/admin/promotions/5',
      screen: oneRoute,
      data: { promotion: promotion(), channels, coupons: list([coupon()]) },
      action: answered,
    });
    expect(shown).toContain('data-testid="preview-promotion"');
    expect(shown).toContain('prekės −10.00 €, pristatymas −0.00 €');
    expect(shown).toMatch(/data-testid="preview-total">93.99/);

    form.set('lines', 'V-1 0');
    const refusedLine = await promotionAction(api.shop, args, session, '5', form);
    expect(refusedLine).toMatchObject({
      intent: 'preview',
      ok: false,
      errors: { 'lines.0': 'Enter 1 or more.' },
    });
    const html = renderAdminScreen({
      url: '/admin/promotions/5',
      screen: oneRoute,
      data: { promotion: promotion(), channels, coupons: list([coupon()]) },
      action: refusedLine,
    });
    expect(html).toContain('1 eilutė: Enter 1 or more.');
    expect(html).toMatch(/aria-invalid="true" aria-describedby="preview-lines-error"/);
  });
});
