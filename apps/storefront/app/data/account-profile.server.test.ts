import type { Customer } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeAccountPassword,
  changeAddressBook,
  loadAddress,
  saveAccountDetails,
  saveAddress,
} from './account-profile.server.ts';
import { formData, stubShopRequest } from './testing-shop-request.ts';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const violation = (propertyPath: string, message: string) =>
  json({ code: 422, message: 'Invalid', violations: [{ propertyPath, message }] }, 422);

describe('account details', () => {
  it('sends every profile field; a person sends no company data', async () => {
    const { shop, calls } = stubShopRequest(() => json({ id: 7 }));
    const result = await saveAccountDetails(
      shop,
      7,
      formData({
        firstName: ' Ona ',
        lastName: 'Onaitė',
        phoneNumber: '+37061234567',
        birthday: '1990-04-01',
        gender: 'female',
        countryCode: 'LT',
        companyName: 'Leftover UAB',
        subscribedToSmsOffers: 'on',
      }),
    );
    expect(result).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/customers/7' });
    expect(calls[0]?.body).toMatchObject({
      firstName: 'Ona',
      gender: 'female',
      isCompany: false,
      companyName: null,
      vatNumber: null,
      subscribedToNewsletter: false,
      subscribedToSmsOffers: true,
      city: '',
    });
  });

  it('keeps the server messages by field', async () => {
    const { shop } = stubShopRequest(() =>
      violation('phoneNumber', 'This value is not a valid phone number.'),
    );
    const result = await saveAccountDetails(shop, 7, formData({ isCompany: 'on', companyName: 'UAB' }));
    expect(result).toEqual({
      ok: false,
      fieldErrors: { phoneNumber: 'This value is not a valid phone number.' },
      message: null,
    });
  });
});

describe('change password', () => {
  const customer = { id: 7, email: 'ona@example.lt' } as Customer;
  const form = formData({
    currentPassword: 'Old12345',
    newPassword: 'New12345',
    confirmNewPassword: 'New12345',
  });

  it("is refused without a known customer ('Customer is not defined')", async () => {
    const { shop, calls } = stubShopRequest(() => json(undefined, 204));
    expect(await changeAccountPassword(shop, null, form)).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'Customer is not defined',
    });
    expect(calls).toEqual([]);
  });

  it('changes it, then signs in again with the new password (the API ended every session)', async () => {
    const { shop, calls } = stubShopRequest((call) =>
      call.path === '/customers/token'
        ? json({ token: 'access-2', refreshToken: 'refresh-2', orderToken: null })
        : json(undefined, 204),
    );
    expect(await changeAccountPassword(shop, customer, form)).toEqual({ ok: true });
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      ['PUT', '/customers/7/password'],
      ['POST', '/customers/token'],
    ]);
    expect(calls[1]?.body).toEqual({ email: 'ona@example.lt', password: 'New12345' });
    expect(shop.tokens.setCookieHeaders().join('\n')).toContain('authRefreshToken=refresh-2');
  });

  it('shows a wrong current password under its field and does not sign in again', async () => {
    const { shop, calls } = stubShopRequest(() =>
      violation('currentPassword', 'Provided password is different than the current one.'),
    );
    const result = await changeAccountPassword(shop, customer, form);
    expect(result).toMatchObject({ ok: false, fieldErrors: { currentPassword: expect.any(String) } });
    expect(calls).toHaveLength(1);
  });
});

describe('address book', () => {
  it('creates an address and makes it the default when asked', async () => {
    const { shop, calls } = stubShopRequest((call) =>
      call.method === 'POST' ? json({ id: 12, isDefault: false }, 201) : json({ id: 7 }),
    );
    const result = await saveAddress(
      shop,
      7,
      null,
      formData({ firstName: 'Ona', city: 'Vilnius', isDefault: 'on' }),
    );
    expect(result).toEqual({ ok: true });
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/addresses', expect.objectContaining({ firstName: 'Ona', city: 'Vilnius', street: '' })],
      ['PUT', '/customers/7', { defaultAddress: 12 }],
    ]);
  });

  it('changes an address with PUT, without touching the default when not asked', async () => {
    const { shop, calls } = stubShopRequest(() => json({ id: 12, isDefault: false }));
    await saveAddress(shop, 7, 12, formData({ firstName: 'Ona' }));
    expect(calls.map((call) => [call.method, call.path])).toEqual([['PUT', '/addresses/12']]);
  });

  it('deletes or makes default from the list', async () => {
    const { shop, calls } = stubShopRequest(() => json(undefined, 204));
    await changeAddressBook(shop, 7, formData({ intent: 'delete-address', addressId: '12' }));
    await changeAddressBook(shop, 7, formData({ intent: 'default-address', addressId: '13' }));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['DELETE', '/addresses/12', undefined],
      ['PUT', '/customers/7', { defaultAddress: 13 }],
    ]);
  });

  it("reads another customer's or a malformed address id as not found", async () => {
    const { shop, calls } = stubShopRequest(() => json({ code: 404, message: 'Address not found.' }, 404));
    expect(await loadAddress(shop, '99')).toBeNull();
    expect(await loadAddress(shop, '../customers/me')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
