import {
  LOYALTY_BENEFIT_TEXT_MESSAGE,
  LOYALTY_POINT_VALUE_MESSAGE,
  LOYALTY_THRESHOLDS_MESSAGE,
  type AdminLoyaltySettings,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  loadLoyaltySettingsScreen,
  loyaltySettingsAction,
  type LoyaltyActionResult,
  type LoyaltySettingsScreen,
} from '~/data/admin-loyalty-settings.server.ts';
import { adminRawCaller } from '~/data/admin-product-api.server.ts';
import { adminArgs, json, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminLoyaltySettingsRoute from './admin-loyalty-settings.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const programme: AdminLoyaltySettings = {
  channel: 'web',
  channels: ['web', 'b2b'],
  rule: { id: 1, code: 'default', name: 'Gandras klubas' },
  pointsPerEuro: 2,
  pointValue: 5,
  levels: [
    {
      id: 11,
      code: 'silver',
      amountToSpend: 0,
      benefits: [
        {
          id: 21,
          levelId: 11,
          position: 0,
          imagePath: 'loyalty/gift.png',
          translations: { lt: { title: 'Dovana', description: 'Gimtadienio dovana' } },
        },
        {
          id: 22,
          levelId: 11,
          position: 1,
          imagePath: null,
          translations: { lt: { title: 'Naujienos', description: 'Pirmieji sužinote' } },
        },
      ],
    },
    { id: 12, code: 'gold', amountToSpend: 50000, benefits: [] },
    { id: 13, code: 'platinum', amountToSpend: 150000, benefits: [] },
  ],
};

const settings: LoyaltySettingsScreen = { ...programme, missing: null };

const loyaltySettingsScreen = {
  id: 'ADMIN_LOYALTY_SETTINGS___lt',
  path: 'admin/loyalty-settings',
  Component: AdminLoyaltySettingsRoute,
};
const render = (data: LoyaltySettingsScreen, action?: LoyaltyActionResult) =>
  renderAdminScreen({ url: '/admin/loyalty-settings', screen: loyaltySettingsScreen, data, action });

const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name.replace('.', '\\.')}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe('loyalty settings screen', () => {
  it('shows the numbers with money in euros, the three thresholds and each level’s benefits, in the nav', () => {
    const html = render(settings);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Lojalumo programa<\/a>/);
    expect(inputValue(html, 'pointsPerEuro')).toBe('2');
    expect(inputValue(html, 'pointValue')).toBe('0.05');
    expect(inputValue(html, 'levels.silver')).toBe('0.00');
    expect(inputValue(html, 'levels.gold')).toBe('500.00');
    expect(inputValue(html, 'levels.platinum')).toBe('1500.00');
    expect(html).toContain('<label for="loyalty-levels-gold">Auksinis</label>');
    expect(html.match(/data-testid="loyalty-level"/g)).toHaveLength(3);
    expect(html.match(/data-testid="loyalty-benefit"/g)).toHaveLength(2);
    expect(html).toContain('loyalty/gift.png');
    // Per language: a title and description for lt, en, et and ru of each benefit and each "add" form.
    expect(html).toContain('name="translations.ru.description"');
    expect(html.match(/<summary>Estų<\/summary>/g)).toHaveLength(5);
    // The first benefit cannot move up, the last cannot move down.
    expect(html.match(/data-testid="benefit-up"/g)).toHaveLength(1);
    expect(html.match(/data-testid="benefit-down"/g)).toHaveLength(1);
    expect(html.match(/data-testid="benefit-delete"/g)).toHaveLength(2);
    // Each delete asks first: the submit button is inside the question.
    expect(html.match(/<details[^>]*><summary[^>]*data-testid="benefit-delete"/g)).toHaveLength(2);
    expect(html.match(/data-testid="benefit-delete-confirm"/g)).toHaveLength(2);
  });

  it('shows every field’s problem at once, in the page’s language, with what was typed', () => {
    const html = render(settings, {
      intent: 'settings',
      form: 'settings',
      ok: false,
      errors: { pointValue: LOYALTY_POINT_VALUE_MESSAGE, 'levels.gold': LOYALTY_THRESHOLDS_MESSAGE },
      message: null,
      values: { pointValue: 'abc', 'levels.gold': '0' },
    });
    expect(html).toContain('Pataisykite 2 laukelius.');
    expect(html).toContain('Įveskite taško vertę eurais nuo 0.01 iki 100.00.');
    expect(html).toContain('Kiekvienas lygis turi reikalauti daugiau nei žemesnis');
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(2);
    expect(inputValue(html, 'pointValue')).toBe('abc');
    expect(html).toMatch(/aria-invalid="true"[^>]*name="pointValue"/);
  });

  it('shows a benefit’s refusal on that benefit’s form only', () => {
    const html = render(settings, {
      intent: 'benefit',
      form: 'benefit-22',
      ok: false,
      errors: { 'translations.lt.description': LOYALTY_BENEFIT_TEXT_MESSAGE },
      message: null,
      values: { 'translations.lt.title': 'Naujienos', 'translations.lt.description': '' },
    });
    expect(html.match(/Įveskite pavadinimą ir aprašymą bent viena kalba\./g)).toHaveLength(1);
    expect(html.match(/data-testid="field-error"/g)).toHaveLength(1);
    expect(html.match(/data-testid="benefit-error"/g)).toHaveLength(1);
    expect(html).toContain('Pataisykite 1 laukelį.');
  });
});

describe('a channel without a loyalty programme', () => {
  it('keeps the channel tabs and says so, with no forms', () => {
    const html = render({ ...settings, missing: 'b2b' });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*data-value="b2b"/);
    expect(html).toContain('Kanalas „b2b“ neturi lojalumo programos.');
    expect(html).not.toContain('data-testid="loyalty-settings-form"');
    expect(html).not.toContain('data-testid="loyalty-level"');
  });

  it('the loader answers the first channel’s programme with the asked channel missing (the API’s 404)', async () => {
    const api = stubAdminApi((call) =>
      call.query.includes('b2b')
        ? json({ code: 404, message: 'This channel has no loyalty programme.' }, 404)
        : json(programme),
    );
    const screen = await loadLoyaltySettingsScreen(
      api.session('/admin/loyalty-settings'),
      new URL('http://shop.test/admin/loyalty-settings?channel=b2b'),
    );
    expect(screen).toMatchObject({ channel: 'web', missing: 'b2b', channels: ['web', 'b2b'] });
    await expect(
      loadLoyaltySettingsScreen(
        stubAdminApi(() => json({ code: 404, message: 'x' }, 404)).session('/admin/loyalty-settings'),
        new URL('http://shop.test/admin/loyalty-settings?channel=web'),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('loyalty settings server code', () => {
  it('loads the chosen channel and saves the numbers in cents; a 422 keeps every violation by field', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'PUT'
        ? json(
            {
              code: 422,
              message: 'Validation failed',
              violations: [
                { propertyPath: 'pointValue', message: LOYALTY_POINT_VALUE_MESSAGE, code: 'x' },
                { propertyPath: 'levels.platinum', message: LOYALTY_THRESHOLDS_MESSAGE, code: 'x' },
              ],
            },
            422,
          )
        : json(programme),
    );
    const session = api.session('/admin/loyalty-settings');
    await loadLoyaltySettingsScreen(session, new URL('http://shop.test/admin/loyalty-settings?channel=b2b'));
    const form = new FormData();
    form.set('intent', 'settings');
    form.set('channel', 'b2b');
    form.set('pointsPerEuro', '3');
    form.set('pointValue', '0,12');
    form.set('levels.silver', '0');
    form.set('levels.gold', '250.5');
    form.set('levels.platinum', 'lots');
    const raw = adminRawCaller(api.shop, adminArgs('/admin/loyalty-settings', 'admin-token'), api.fetch);
    const result = await loyaltySettingsAction(session, raw, form);
    expect(api.calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual([
      'GET /loyalty-settings?channel=b2b',
      'PUT /loyalty-settings?channel=b2b',
    ]);
    expect(api.calls[1]?.body).toEqual({
      pointsPerEuro: 3,
      pointValue: 12,
      levels: { silver: 0, gold: 25050, platinum: 'lots' },
    });
    expect(result).toMatchObject({
      ok: false,
      form: 'settings',
      errors: { pointValue: LOYALTY_POINT_VALUE_MESSAGE, 'levels.platinum': LOYALTY_THRESHOLDS_MESSAGE },
      values: { pointValue: '0,12', 'levels.platinum': 'lots' },
    });
  });

  it('adds a benefit to a level with the texts typed, changes, moves and deletes one', async () => {
    const api = stubAdminApi(() => json({}));
    const session = api.session('/admin/loyalty-settings');
    const raw = adminRawCaller(api.shop, adminArgs('/admin/loyalty-settings', 'admin-token'), api.fetch);
    const benefitForm = () => {
      const form = new FormData();
      form.set('intent', 'benefit');
      form.set('channel', 'web');
      form.set('levelId', '12');
      form.set('translations.lt.title', 'Nemokamas pristatymas');
      form.set('translations.lt.description', 'Visada');
      form.set('translations.en.title', '');
      form.set('translations.en.description', '');
      return form;
    };
    expect(await loyaltySettingsAction(session, raw, benefitForm())).toMatchObject({
      ok: true,
      form: 'new-12',
    });
    const change = benefitForm();
    change.set('id', '21');
    expect(await loyaltySettingsAction(session, raw, change)).toMatchObject({ ok: true, form: 'benefit-21' });
    const move = new FormData();
    move.set('intent', 'benefit-move');
    move.set('id', '21');
    move.set('position', '1');
    await loyaltySettingsAction(session, raw, move);
    const remove = new FormData();
    remove.set('intent', 'benefit-delete');
    remove.set('id', '22');
    await loyaltySettingsAction(session, raw, remove);
    expect(api.calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual([
      'POST /loyalty-settings/benefits?channel=web',
      'PUT /loyalty-settings/benefits/21',
      'POST /loyalty-settings/benefits/21/move',
      'DELETE /loyalty-settings/benefits/22',
    ]);
    expect(api.calls[0]?.body).toEqual({
      levelId: 12,
      translations: { lt: { title: 'Nemokamas pristatymas', description: 'Visada' } },
    });
    expect(api.calls[2]?.body).toEqual({ position: 1 });
  });

  it('asks for a file before uploading a picture', async () => {
    const api = stubAdminApi(() => json({}));
    const session = api.session('/admin/loyalty-settings');
    const raw = adminRawCaller(api.shop, adminArgs('/admin/loyalty-settings', 'admin-token'), api.fetch);
    const form = new FormData();
    form.set('intent', 'picture');
    form.set('id', '21');
    expect(await loyaltySettingsAction(session, raw, form)).toMatchObject({
      ok: false,
      errors: { file: 'chooseFile' },
    });
    expect(api.calls).toEqual([]);
  });
});
