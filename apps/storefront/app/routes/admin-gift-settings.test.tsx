import type { AdminGiftSettings } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  giftSettingsAction,
  type GiftSettingsActionResult,
  type GiftSettingsScreen,
} from '~/data/admin-gift-settings.server.ts';
import { json, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminGiftSettingsRoute from './admin-gift-settings.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const settings: AdminGiftSettings = {
  channel: 'web',
  giftWrapping: { variantCode: 'GIFT_WRAP', price: 250 },
  giftCardSums: { min: 500, max: 50_000 },
  tiers: [
    {
      id: 7,
      code: 'gift_from_60',
      threshold: 6000,
      enabled: true,
      labels: { lt: 'Dovana nuo 60 €', en: 'A gift from €60' },
      gifts: [
        { code: 'SOCK-1', productName: 'Kojinės', sellable: true },
        { code: 'GONE-1', productName: null, sellable: false },
      ],
      channels: ['web', 'b2b'],
    },
  ],
};
const screen: GiftSettingsScreen = {
  channels: [
    { code: 'web', name: 'Gandras.lt', requiresLogin: false, orderNumberPrefix: '' },
    { code: 'b2b', name: 'Verslui', requiresLogin: true, orderNumberPrefix: 'B-' },
  ],
  channel: 'web',
  settings,
};

const giftSettingsScreen = {
  id: 'ADMIN_GIFT_SETTINGS___lt',
  path: 'admin/gift-settings',
  Component: AdminGiftSettingsRoute,
};
const render = (data: GiftSettingsScreen, action?: GiftSettingsActionResult) =>
  renderAdminScreen({ url: '/admin/gift-settings?channel=web', screen: giftSettingsScreen, data, action });

describe('gift settings screen', () => {
  it('shows the wrapping price, the gift card amounts and the tiers with their gifts, in euros, with an empty slot for a new tier', () => {
    const html = render(screen).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Dovanų nustatymai<\/a>/);
    expect(html).toMatch(
      /name="giftWrappingPrice"[^>]*value="2,50"|value="2,50"[^>]*name="giftWrappingPrice"/,
    );
    expect(html).toMatch(
      /name="giftCardSums.max"[^>]*value="500,00"|value="500,00"[^>]*name="giftCardSums.max"/,
    );
    expect(html.match(/data-testid="gift-tier"/g)).toHaveLength(3);
    expect(html).toContain('SOCK-1: Kojinės');
    expect(html).toContain('GONE-1: tokio varianto nėra (šiame kanale neparduodamas)');
    expect(html).toContain('Galioja ir kanaluose: web, b2b');
    expect(html).toMatch(
      /name="tiers\[0\].labels.en"[^>]*value="A gift from €60"|value="A gift from €60"[^>]*name="tiers\[0\].labels.en"/,
    );
    expect(html).toContain('<label for="gift-tier-0-tiers-0-threshold">Krepšelio suma nuo (€)</label>');
  });

  it('shows every refusal on its field at once, in the screen’s language, keeping what was typed', () => {
    const html = render(screen, {
      ok: false,
      message: null,
      errors: {
        giftWrappingPrice: 'Enter the gift wrapping price.',
        'giftCardSums.max': 'The maximum must be above the minimum.',
        'tiers[0].variantCodes':
          'Variant "NOPE" does not exist or cannot be sold in this channel (enabled, in the channel, with a price).',
        'tiers[1].threshold': 'Each tier’s threshold must be above the previous tier’s.',
      },
      values: { giftWrappingPrice: '', 'tiers[0].variantCodes': 'SOCK-1, NOPE', 'tiers[1].threshold': '50' },
    });
    expect(html).toContain('Pataisykite 4 laukelius.');
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(4);
    expect(html).toContain('Įveskite dovanų pakavimo kainą.');
    expect(html).toContain('Didžiausia suma turi būti didesnė už mažiausią.');
    expect(html).toContain('Varianto „NOPE“ nėra arba jo negalima parduoti šiame kanale');
    expect(html).toContain('Kiekvienos pakopos riba turi būti didesnė už ankstesnės.');
    expect(html).toContain('value="SOCK-1, NOPE"');
    expect(html).toMatch(/aria-describedby="gift-giftCardSums-max-error"/);
  });
});

describe('gift settings screen server code', () => {
  it('sends euros as cents, the tiers filled in (a new one once its threshold is typed) and maps list items to their field', async () => {
    const api = stubAdminApi(() =>
      json(
        {
          code: 422,
          message: 'x',
          violations: [
            { propertyPath: 'tiers[0].variantCodes[1]', message: 'Variant "NOPE" is listed twice.' },
            { propertyPath: 'giftCardSums.min', message: 'm' },
          ],
        },
        422,
      ),
    );
    const form = new FormData();
    form.set('giftWrappingPrice', '3,90 €');
    form.set('giftCardSums.min', '10');
    form.set('giftCardSums.max', 'lots');
    form.set('tiers[0].id', '7');
    form.set('tiers[0].threshold', '55.5');
    form.set('tiers[0].variantCodes', 'SOCK-1, NOPE;  CUP-2');
    form.set('tiers[0].labels.lt', ' Dovana ');
    form.set('tiers[0].labels.en', '');
    form.set('tiers[0].enabled', 'on');
    form.set('tiers[1].id', '');
    form.set('tiers[1].threshold', '');
    form.set('tiers[2].id', '');
    form.set('tiers[2].threshold', '120');
    form.set('tiers[2].variantCodes', 'CUP-2');
    const result = await giftSettingsAction(api.session('/admin/gift-settings'), 'web', form);
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/gift-settings',
      query: '?channel=web',
      body: {
        giftWrappingPrice: 390,
        giftCardSums: { min: 1000, max: 'lots' },
        tiers: [
          {
            id: 7,
            threshold: 5550,
            variantCodes: ['SOCK-1', 'NOPE', 'CUP-2'],
            labels: { lt: 'Dovana' },
            enabled: true,
          },
          { id: null, threshold: 12_000, variantCodes: ['CUP-2'], labels: {}, enabled: false },
        ],
      },
    });
    expect(result).toMatchObject({
      ok: false,
      errors: { 'tiers[0].variantCodes': 'Variant "NOPE" is listed twice.', 'giftCardSums.min': 'm' },
      values: { 'tiers[0].threshold': '55.5' },
    });
  });
});
