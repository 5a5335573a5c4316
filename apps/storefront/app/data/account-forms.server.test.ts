import { describe, expect, it } from 'vitest';
import {
  requestPasswordReset,
  resendVerification,
  setNewPassword,
  signUp,
  verifyAccount,
} from './account-forms.server.ts';
import { formData, stubShopRequest } from './testing-shop-request.ts';

describe('account forms', () => {
  it('asks for the reset mail in the page language', async () => {
    const { shop, calls } = stubShopRequest(() => new Response(null, { status: 202 }));
    expect(await requestPasswordReset(shop, formData({ email: ' ona@example.lt ' }))).toEqual({ ok: true });
    expect(calls).toEqual([
      { method: 'POST', path: '/customers/reset-password', body: { email: 'ona@example.lt', locale: 'lt' } },
    ]);
  });

  it("gives the new password form the API's messages by field", async () => {
    const { shop, calls } = stubShopRequest(() =>
      Response.json(
        {
          code: 422,
          message: 'x',
          violations: [
            {
              propertyPath: 'newPassword',
              message: 'This value is too short. It should have 8 characters or more.',
            },
            { propertyPath: 'confirmNewPassword', message: 'Passwords do not match' },
          ],
        },
        { status: 422 },
      ),
    );
    const result = await setNewPassword(
      shop,
      'tok/en',
      formData({ newPassword: 'a', confirmNewPassword: 'b' }),
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        newPassword: 'This value is too short. It should have 8 characters or more.',
        confirmNewPassword: 'Passwords do not match',
      },
      message: null,
    });
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/customers/reset-password/tok%2Fen',
      body: { newPassword: 'a', confirmNewPassword: 'b' },
    });
  });

  it('says why a verification link did not work, and sends a new one', async () => {
    const dead = stubShopRequest(() =>
      Response.json(
        { code: 404, message: 'This verification link is not valid or was already used.' },
        { status: 404 },
      ),
    );
    expect(await verifyAccount(dead.shop, 'used')).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'This verification link is not valid or was already used.',
    });
    const good = stubShopRequest(() => new Response(null, { status: 204 }));
    expect(await verifyAccount(good.shop, 'fresh')).toEqual({ ok: true });
    expect(good.calls).toEqual([{ method: 'PATCH', path: '/customers/verify/fresh', body: undefined }]);
    const resend = stubShopRequest(() => new Response(null, { status: 202 }));
    expect(await resendVerification(resend.shop, formData({ email: 'ona@example.lt' }))).toEqual({
      ok: true,
    });
    expect(resend.calls[0]?.path).toBe('/account-verification-requests');
  });
});

describe('signUp', () => {
  it('sends the ticked boxes as booleans and the company fields only for a company', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json({ id: 1 }, { status: 201 }));
    const person = formData({
      firstName: ' Ona ',
      lastName: 'Onaitė',
      email: 'ona@example.lt',
      phoneNumber: '',
      password: ' Slaptas1 ',
      repeatPassword: ' Slaptas1 ',
      companyName: 'UAB Ignored',
      privacyPolicyAccepted: 'on',
      termsAndConditionsAccepted: 'on',
    });
    expect(await signUp(shop, person)).toEqual({ ok: true });
    expect(calls[0]?.body).toEqual({
      isCompany: false,
      subscribedToNewsletter: false,
      privacyPolicyAccepted: true,
      termsAndConditionsAccepted: true,
      loyaltyRulesAccepted: false,
      firstName: 'Ona',
      lastName: 'Onaitė',
      email: 'ona@example.lt',
      phoneNumber: '',
      password: ' Slaptas1 ',
      repeatPassword: ' Slaptas1 ',
    });
    await signUp(shop, formData({ isCompany: 'on', companyName: ' UAB Šilas ', companyCode: '302123456' }));
    expect(calls[1]?.body).toMatchObject({
      isCompany: true,
      companyName: 'UAB Šilas',
      companyCode: '302123456',
    });
  });

  it('on a login-only channel always sends a company with its address, trimmed', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json({ id: 1 }, { status: 201 }));
    shop.channel = { ...shop.channel, requiresLogin: true };
    await signUp(
      shop,
      formData({
        firstName: 'Ona',
        companyName: ' UAB Šilas ',
        companyCode: '302123456',
        vatNumber: 'LT100001234567',
        countryCode: 'LT',
        city: ' Kaunas ',
        street: 'Laisvės al.',
        houseNumber: '1',
        postCode: 'LT-44001',
      }),
    );
    expect(calls[0]?.body).toMatchObject({
      isCompany: true,
      companyName: 'UAB Šilas',
      companyCode: '302123456',
      vatNumber: 'LT100001234567',
      countryCode: 'LT',
      city: 'Kaunas',
      street: 'Laisvės al.',
      houseNumber: '1',
      postCode: 'LT-44001',
    });
    // Blank company fields are sent as blanks: the API names each one.
    await signUp(shop, formData({ firstName: 'Ona' }));
    expect(calls[1]?.body).toMatchObject({ isCompany: true, companyName: '', city: '', postCode: '' });
  });
});
