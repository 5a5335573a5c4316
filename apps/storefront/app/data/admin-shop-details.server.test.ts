import { describe, expect, it } from 'vitest';
import { loadShopDetails, saveShopDetails } from './admin-shop-details.server.ts';
import { json, list, stubAdminApi } from './testing-admin-api.ts';
import { formData } from './testing-shop-request.ts';

const CHANNELS = [
  { code: 'web', name: 'Gandras', requiresLogin: false, orderNumberPrefix: '' },
  { code: 'b2b', name: 'Gandras verslui', requiresLogin: true, orderNumberPrefix: 'B-' },
];
const DETAILS = {
  companyName: 'UAB „Gandras“',
  companyCode: '305123450',
  vatNumber: 'LT100012345610',
  address: 'Savanorių pr. 178, LT-03154 Vilnius, Lietuva',
  bankName: 'AB „Swedbank“',
  iban: 'LT71 7300 0101 2345 6789',
  phone: '+370 600 12345',
  email: 'info@gandras.lt',
};

describe('the Shop details screen', () => {
  it('shows the chosen channel, the first one for an unknown or missing choice', async () => {
    const api = stubAdminApi((call) =>
      call.path === '/channels'
        ? json(list(CHANNELS))
        : json({ channel: CHANNELS.find((c) => call.path.includes(`/${c.code}/`)), details: DETAILS }),
    );
    const session = api.session('/admin/shop-details');
    const b2b = await loadShopDetails(session, new URL('http://shop.test/admin/shop-details?channel=b2b'));
    expect(b2b.current.channel.code).toBe('b2b');
    const unknown = await loadShopDetails(session, new URL('http://shop.test/admin/shop-details?channel=x'));
    expect(unknown.current.channel.code).toBe('web');
    expect(api.calls.map((call) => call.path)).toEqual([
      '/channels',
      '/channels/b2b/shop-details',
      '/channels',
      '/channels/web/shop-details',
    ]);
  });

  it('sends every field trimmed, the IBAN grouped by four, and says saved', async () => {
    const api = stubAdminApi(() => json({ channel: CHANNELS[1], details: DETAILS }));
    const result = await saveShopDetails(
      api.session('/admin/shop-details'),
      'b2b',
      formData({ ...DETAILS, companyName: '  UAB „Gandras“ ', iban: 'lt717300010123456789' }),
    );
    expect(result).toEqual({ ok: true, errors: {}, message: null, values: {} });
    expect(api.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/channels/b2b/shop-details',
      body: { ...DETAILS, companyName: 'UAB „Gandras“', iban: 'LT71 7300 0101 2345 6789' },
    });
  });

  it("shows every field's problem of the API's 422 at once, with what was typed", async () => {
    const api = stubAdminApi(() =>
      json(
        {
          violations: [
            { propertyPath: 'companyName', message: 'This value should not be blank.', code: 'blank' },
            { propertyPath: 'vatNumber', message: 'Not a VAT number.', code: 'invalid_vat' },
            {
              propertyPath: 'iban',
              message: 'This is not a valid International Bank Account Number (IBAN).',
            },
          ],
        },
        422,
      ),
    );
    const typed = { ...DETAILS, companyName: '', vatNumber: 'XX12', iban: 'LT60 7300 0101 2345 6789' };
    const result = await saveShopDetails(api.session('/admin/shop-details'), 'web', formData(typed));
    expect(result).toEqual({
      ok: false,
      errors: {
        companyName: 'This value should not be blank.',
        vatNumber: 'Not a VAT number.',
        iban: 'This is not a valid International Bank Account Number (IBAN).',
      },
      message: null,
      values: typed,
    });
    // The API is asked even when the form's shapes are wrong: it adds the VAT number's country rule.
    expect(api.calls).toHaveLength(1);
  });
});
