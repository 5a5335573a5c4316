import type { AdminCataloguePromotion } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  isoFromLocal,
  localInputValue,
  type PromotionsActionResult,
} from '~/data/admin-catalogue-promotion-views.ts';
import {
  loadPromotionsScreen,
  promotionsAction,
  type PromotionsScreen,
} from '~/data/admin-catalogue-promotions.server.ts';
import { adminArgs, json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminCataloguePromotionsRoute from './admin-catalogue-promotions.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const channels = [
  { code: 'web', name: 'Gandras.lt', requiresLogin: false, orderNumberPrefix: '' },
  { code: 'b2b', name: 'Verslui', requiresLogin: true, orderNumberPrefix: 'B-' },
];
const promotion = (fields: Partial<AdminCataloguePromotion> = {}): AdminCataloguePromotion => ({
  code: 'winter',
  enabled: true,
  state: 'running',
  startsAt: '2026-12-01T07:00:00.000Z',
  endsAt: '2026-12-08T07:00:00.000Z',
  channels: ['web'],
  priority: 0,
  exclusive: false,
  action: { type: 'percentage', percent: 15 },
  scopes: { products: [], taxons: ['prams'], brands: [] },
  translations: { lt: { label: 'Žiemos išpardavimas' } },
  backgroundColor: '#b03a2e',
  color: '#ffffff',
  productsInScope: 12,
  version: 3,
  ...fields,
});
const screen = (fields: Partial<PromotionsScreen> = {}): PromotionsScreen => ({
  promotions: list([promotion(), promotion({ code: 'old', state: 'ended', enabled: true })]),
  channels,
  taxons: [
    { code: 'kids', name: 'Vaikams' },
    { code: 'prams', name: '— Vežimėliai' },
  ],
  brands: [{ code: 'chicco', name: 'Chicco' }],
  editing: null,
  ...fields,
});

const cataloguePromotionsScreen = {
  id: 'ADMIN_CATALOGUE_PROMOTIONS___lt',
  path: 'admin/catalogue-promotions',
  Component: AdminCataloguePromotionsRoute,
};
const render = (url: string, data: PromotionsScreen, action?: PromotionsActionResult) =>
  renderAdminScreen({ url, screen: cataloguePromotionsScreen, data, action });

describe('sales screen', () => {
  it('lists the sales as a table whose cells carry their labels (cards on phones), with the nav entry', () => {
    const html = render('/admin/catalogue-promotions', screen());
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Išpardavimai<\/a>/);
    expect(html.match(/data-testid="admin-promotion-row"/g)).toHaveLength(2);
    expect(html).toContain('data-label="Laikotarpis"');
    expect(html).toContain('2026-12-01 09:00 – 2026-12-08 09:00');
    expect(html).toContain('−15 %');
    expect(html).toContain('Vyksta');
    expect(html).toContain('Pasibaigęs');
    expect(html).toContain('href="/admin/catalogue-promotions?edit=winter"');
    expect(html).toContain('Pridėti išpardavimą');
    expect(html).toContain('Kontrastas 6.0:1');
  });

  it('shows every field’s refusal at once next to its field, keeping what was typed', () => {
    const html = render('/admin/catalogue-promotions', screen(), {
      intent: 'save',
      ok: false,
      editing: '',
      errors: {
        'scopes.taxons[0]': 'There is no category with this code. ("nowhere")',
        endsAt: 'The end must be after the start.',
        'action.percent': 'Enter a whole percentage from 1 to 99.',
      },
      message: null,
      stale: false,
      values: {
        code: 'bad',
        percent: '120',
        startsAt: '2026-12-08T09:00',
        endsAt: '2026-12-01T09:00',
        channels: ['b2b'],
        taxons: ['kids'],
        brands: [],
        products: 'PRAM, TOY',
        priority: '0',
        exclusive: '',
        enabled: 'on',
        backgroundColor: '#ffffff',
        color: '#eeeeee',
        labels: { lt: 'Akcija', en: '', et: '', ru: '' },
      },
    });
    expect(html).toContain('Pataisykite 3 laukus.');
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(3);
    expect(html).toMatch(/data-field="taxons"/);
    expect(html).toMatch(/data-field="endsAt"/);
    expect(html).toMatch(/data-field="percent"/);
    expect(html).toMatch(/name="percent"[^>]*value="120"|value="120"[^>]*name="percent"/);
    expect(html).toMatch(/value="b2b" checked=""|checked="" value="b2b"/);
    expect(html).toContain('PRAM, TOY');
    expect(html).toContain('Kontrastas 1.2:1 — per mažas');
  });
});

describe('sales screen server code', () => {
  it('reads and writes dates on the shop’s clock (Vilnius)', () => {
    expect(localInputValue('2026-12-01T07:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(isoFromLocal('2026-12-01T09:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(isoFromLocal('2026-07-01T09:00')).toBe('2026-07-01T06:00:00.000Z');
    expect(isoFromLocal('')).toBeNull();
  });

  it('loads the list, the channels, the categories as a flat indented list, the brands and the sale edited', async () => {
    const api = stubAdminApi((call) => {
      if (call.path === '/channels') return json(list(channels));
      if (call.path === '/taxons') {
        return json(
          list([
            {
              code: 'kids',
              translations: { lt: { name: 'Vaikams' } },
              children: [{ code: 'prams', translations: { lt: { name: 'Vežimėliai' } }, children: [] }],
            },
          ]),
        );
      }
      if (call.path === '/product-attributes/brand') {
        return json({
          code: 'brand',
          values: [{ code: 'chicco', translations: { lt: { name: 'Chicco' } } }],
        });
      }
      if (call.path === '/catalogue-promotions/winter') return json(promotion());
      return json(list([promotion()]));
    });
    const loaded = await loadPromotionsScreen(
      api.session('/admin/catalogue-promotions'),
      new URL('http://shop.test/admin/catalogue-promotions?edit=winter'),
      'lt',
    );
    expect(loaded.taxons).toEqual([
      { code: 'kids', name: 'Vaikams' },
      { code: 'prams', name: '— Vežimėliai' },
    ]);
    expect(loaded.brands).toEqual([{ code: 'chicco', name: 'Chicco' }]);
    expect(loaded.editing?.code).toBe('winter');
  });

  it('sends the form as the API wants it and returns every violation by field', async () => {
    const api = stubAdminApi(() =>
      json(
        {
          code: 422,
          message: 'The request could not be processed.',
          violations: [
            { propertyPath: 'scopes.taxons[0]', message: 'first' },
            { propertyPath: 'endsAt', message: 'second' },
          ],
        },
        422,
      ),
    );
    const form = new FormData();
    form.set('intent', 'save');
    form.set('code', 'winter');
    form.set('percent', '15');
    form.set('startsAt', '2026-12-01T09:00');
    form.set('endsAt', '');
    form.append('channels', 'web');
    form.append('taxons', 'prams');
    form.set('products', 'PRAM, TOY');
    form.set('label.lt', 'Žiema');
    form.set('label.en', '');
    form.set('backgroundColor', '#b03a2e');
    form.set('color', '#ffffff');
    form.set('enabled', 'on');
    const args = adminArgs('/admin/catalogue-promotions', 'admin-token', { method: 'POST' });
    const result = await promotionsAction(
      api.shop,
      args,
      api.session('/admin/catalogue-promotions'),
      form,
      api.fetch,
    );
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/catalogue-promotions',
      body: {
        code: 'winter',
        enabled: true,
        startsAt: '2026-12-01T07:00:00.000Z',
        endsAt: null,
        channels: ['web'],
        priority: 0,
        exclusive: false,
        action: { type: 'percentage', percent: 15 },
        scopes: { products: ['PRAM', 'TOY'], taxons: ['prams'], brands: [] },
        translations: { lt: { label: 'Žiema' } },
        backgroundColor: '#b03a2e',
        color: '#ffffff',
      },
    });
    expect(result).toMatchObject({
      intent: 'save',
      ok: false,
      errors: { 'scopes.taxons[0]': 'first', endsAt: 'second' },
    });
  });
});
