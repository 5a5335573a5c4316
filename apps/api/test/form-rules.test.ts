import { PHONE_MESSAGE, VAT_MESSAGE, isValidPhoneFor, isVatNumber, type Order } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { createAccount, shopCaller, signInAs, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** EU VAT numbers of the right form (the prefix's digits), of several countries. */
const VALID_VAT = [
  'LT100001919017',
  'LT119511515',
  'lt 1000 0191 9017',
  'EE100931558',
  'LV40003521600',
  'DE136695976',
  'PL5260250995',
  'FR40303265045',
  'ATU13585627',
];
/** Wrong form for the prefix, unknown prefixes and no prefix at all. */
const INVALID_VAT = [
  'XX12',
  'LT12',
  'LT1000019190',
  'EE10093155',
  'LV4000352160',
  'DE123',
  'PL52602509',
  'FR4030326504',
  '100001919017',
  'US123456789',
];

/** Phone numbers valid for their country, and numbers that are not. */
const VALID_PHONES: [string, string][] = [
  ['+37061234567', 'LT'],
  ['861234567', 'LT'],
  ['+37251234567', 'EE'],
  ['51234567', 'EE'],
  ['+37121234567', 'LV'],
  ['+4915123456789', 'DE'],
  ['+48512345678', 'PL'],
  ['0612345678', 'FR'],
];
const INVALID_PHONES: [string, string][] = [
  ['+3701234', 'LT'],
  ['12345', 'LT'],
  ['51234567', 'LT'],
  ['+3725', 'EE'],
  ['+371123', 'LV'],
  ['+49123', 'DE'],
  ['12', 'PL'],
  ['06123', 'FR'],
  ['not a phone', 'LT'],
];

const ADDRESS = {
  firstName: 'Ona',
  lastName: 'Petraitienė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  houseNumber: '9',
  postCode: 'LT-01103',
};

type Found = { propertyPath: string; message: string; code?: string };
const pathsOf = (body: string) =>
  ((JSON.parse(body) as { violations: Found[] }).violations ?? []).map((found) => found.propertyPath).sort();

describe('the country rules of the forms (VAT number, phone) and every violation at once', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let call: ShopCall;
  let token: string;
  let customerId: number;

  beforeAll(async () => {
    database = await createTestDatabase({ JWT_SECRET: 'test-secret-of-the-form-rules-0123456789' });
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt', 'en'], requiresLogin: true });
    await seedCheckout(database.db, [web]);
    const product = await data.catalogueProduct({
      code: 'BOTTLE',
      channelIds: [web],
      translations: { lt: { name: 'Buteliukas', slug: 'buteliukas' } },
    });
    await data.variant({
      productId: product.id,
      code: 'BOTTLE-1',
      onHand: 50,
      prices: [{ channelId: web, price: 999 }],
    });
    app = await createTestApp(database);
    call = shopCaller(app);
    customerId = await createAccount(database.db, 'ona@example.lt');
    token = await signInAs(call, 'ona@example.lt');
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  async function cart(): Promise<Order> {
    const created = (await call('POST', '/orders')).json() as Order;
    const added = await call('POST', `/orders/${created.tokenValue}/items`, {
      payload: { productVariant: 'BOTTLE-1', quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json() as Order;
  }

  describe('the shared validators', () => {
    it.each(VALID_VAT)('takes the VAT number %s', (vat) => expect(isVatNumber(vat)).toBe(true));
    it.each(INVALID_VAT)('refuses the VAT number %s', (vat) => expect(isVatNumber(vat)).toBe(false));
    it.each(VALID_PHONES)('takes the phone %s for %s', (phone, country) =>
      expect(isValidPhoneFor(phone, country)).toBe(true),
    );
    it.each(INVALID_PHONES)('refuses the phone %s for %s', (phone, country) =>
      expect(isValidPhoneFor(phone, country)).toBe(false),
    );
  });

  describe('checkout (PUT /orders/{token})', () => {
    it('refuses each invalid VAT number with "Not a VAT number." on billingAddress.vatNumber', async () => {
      const order = await cart();
      for (const vatNumber of INVALID_VAT) {
        const response = await call('PUT', `/orders/${order.tokenValue}`, {
          payload: {
            email: 'ona@example.lt',
            billingAddress: { ...ADDRESS, companyName: 'UAB Ona', companyCode: '123456789', vatNumber },
          },
        });
        expect(response.statusCode, vatNumber).toBe(422);
        expect(response.json().violations, vatNumber).toEqual([
          { propertyPath: 'billingAddress.vatNumber', message: VAT_MESSAGE, code: 'invalid_vat' },
        ]);
      }
    });

    it('takes valid VAT numbers of several countries, stored without spaces', async () => {
      for (const vatNumber of VALID_VAT) {
        const order = await cart();
        const response = await call('PUT', `/orders/${order.tokenValue}`, {
          payload: {
            email: 'ona@example.lt',
            billingAddress: { ...ADDRESS, companyName: 'UAB Ona', companyCode: '123456789', vatNumber },
          },
        });
        expect(response.statusCode, `${vatNumber}: ${response.body}`).toBe(200);
        expect((response.json() as Order).billingAddress?.vatNumber).toBe(
          vatNumber.replace(/\s/g, '').toUpperCase(),
        );
      }
    });

    it('checks the phone for the address country', async () => {
      const order = await cart();
      for (const [phoneNumber, countryCode] of INVALID_PHONES) {
        const response = await call('PUT', `/orders/${order.tokenValue}`, {
          payload: {
            email: 'ona@example.lt',
            billingAddress: { ...ADDRESS, postCode: null, phoneNumber, countryCode },
          },
        });
        expect(response.statusCode, phoneNumber).toBe(422);
        expect(response.json().violations).toEqual([
          { propertyPath: 'billingAddress.phoneNumber', message: PHONE_MESSAGE, code: 'invalid_phone' },
        ]);
      }
      for (const [phoneNumber, countryCode] of VALID_PHONES) {
        const response = await call('PUT', `/orders/${order.tokenValue}`, {
          payload: {
            email: 'ona@example.lt',
            billingAddress: { ...ADDRESS, postCode: null, phoneNumber, countryCode },
          },
        });
        expect(response.statusCode, `${phoneNumber} ${countryCode}: ${response.body}`).toBe(200);
      }
    });

    it('answers every problem of the address in one 422', async () => {
      const order = await cart();
      const response = await call('PUT', `/orders/${order.tokenValue}`, {
        payload: {
          email: 'ona@',
          billingAddress: {
            ...ADDRESS,
            firstName: '',
            lastName: 'P3tr',
            phoneNumber: '123',
            vatNumber: 'XX12',
          },
        },
      });
      expect(response.statusCode).toBe(422);
      expect(pathsOf(response.body)).toEqual([
        'billingAddress.firstName',
        'billingAddress.lastName',
        'billingAddress.phoneNumber',
        'billingAddress.vatNumber',
        'email',
      ]);
    });
  });

  describe('sign-up (POST /customers)', () => {
    it('answers every bad field of a sign-up in one 422, phone and VAT included', async () => {
      const response = await call('POST', '/customers', {
        payload: {
          email: 'nope',
          firstName: 'J0nas',
          lastName: '',
          phoneNumber: '+3701',
          password: 'short',
          repeatPassword: 'other',
          isCompany: true,
          companyName: '',
          companyCode: '123',
          vatNumber: 'XX12',
          privacyPolicyAccepted: false,
          termsAndConditionsAccepted: true,
        },
      });
      expect(response.statusCode).toBe(422);
      const violations = response.json().violations as Found[];
      expect(pathsOf(response.body)).toEqual([
        'companyName',
        'email',
        'firstName',
        'lastName',
        'password',
        'phoneNumber',
        'privacyPolicyAccepted',
        'repeatPassword',
        'vatNumber',
      ]);
      expect(violations).toEqual(
        expect.arrayContaining([
          { propertyPath: 'phoneNumber', message: PHONE_MESSAGE, code: 'invalid_phone' },
          { propertyPath: 'vatNumber', message: VAT_MESSAGE, code: 'invalid_vat' },
        ]),
      );
    });

    it('answers every problem of a b2b company sign-up in one 422', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/shop/customers',
        headers: { channel: 'b2b' },
        payload: {
          email: 'imone@example.lt',
          firstName: 'Jonas',
          lastName: 'Jonaitis',
          phoneNumber: '123',
          password: 'Slaptas1',
          repeatPassword: 'Slaptas2',
          isCompany: true,
          companyName: 'UAB Jonas',
          companyCode: '',
          vatNumber: 'LT12',
          countryCode: 'LT',
          city: 'Kaunas',
          street: '',
          houseNumber: '1',
          postCode: '1',
          privacyPolicyAccepted: true,
          termsAndConditionsAccepted: true,
        },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(pathsOf(response.body)).toEqual([
        'companyCode',
        'phoneNumber',
        'postCode',
        'repeatPassword',
        'street',
        'vatNumber',
      ]);
    });
  });

  describe('account details and addresses', () => {
    it('answers every problem of the account details in one 422', async () => {
      const response = await call('PATCH', `/customers/${customerId}`, {
        token,
        payload: {
          firstName: '',
          phoneNumber: '12',
          countryCode: 'EE',
          postCode: 'LT-01103',
          isCompany: true,
          companyName: 'UAB Ona',
          companyCode: '',
          vatNumber: 'EE12',
        },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(pathsOf(response.body)).toEqual([
        'companyCode',
        'firstName',
        'phoneNumber',
        'postCode',
        'vatNumber',
      ]);
    });

    it('keeps a valid Estonian company profile', async () => {
      const response = await call('PATCH', `/customers/${customerId}`, {
        token,
        payload: {
          phoneNumber: '51234567',
          countryCode: 'EE',
          postCode: '10111',
          isCompany: true,
          companyName: 'Ona OÜ',
          companyCode: '12345678',
          vatNumber: 'EE100931558',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ countryCode: 'EE', vatNumber: 'EE100931558' });
    });

    it('answers every problem of an address in one 422', async () => {
      const response = await call('POST', '/addresses', {
        token,
        payload: { ...ADDRESS, lastName: '', street: '', phoneNumber: '+3706', vatNumber: 'PL123' },
      });
      expect(response.statusCode).toBe(422);
      expect(pathsOf(response.body)).toEqual(['lastName', 'phoneNumber', 'street', 'vatNumber']);
    });
  });

  describe('cart quantity', () => {
    it('refuses a fractional quantity, in a number or a text', async () => {
      const order = await cart();
      const itemId = order.items[0]?.id;
      for (const quantity of [2.5, '2.5', '25x']) {
        const response = await call('PATCH', `/orders/${order.tokenValue}/items/${itemId}`, {
          payload: { quantity },
        });
        expect(response.statusCode, String(quantity)).toBe(422);
        expect(response.json().violations[0]).toMatchObject({ propertyPath: 'quantity' });
      }
      const kept = (await call('GET', `/orders/${order.tokenValue}`)).json() as Order;
      expect(kept.items[0]?.quantity).toBe(1);
      const added = await call('POST', `/orders/${order.tokenValue}/items`, {
        payload: { productVariant: 'BOTTLE-1', quantity: 2.5 },
      });
      expect(added.statusCode).toBe(422);
    });
  });
});
