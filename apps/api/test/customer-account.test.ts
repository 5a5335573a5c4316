import type { AddressBookEntry, Customer, SignInResponse } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAddresses, orders } from '../src/db/schema/index.ts';
import { TEST_PASSWORD, createAccount, shopCaller, type ShopCall } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const PASSWORD = TEST_PASSWORD;

const HOME = {
  firstName: 'Ona',
  lastName: 'Onaitė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  houseNumber: '5',
  apartmentNumber: '12',
  postCode: 'LT-01103',
};

describe('account details, password change and the delivery address book', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let web: number;

  let call: ShopCall;
  const account = (email: string) => createAccount(database.db, email);

  async function signIn(email: string, password = PASSWORD): Promise<SignInResponse> {
    const response = await call('POST', '/customers/token', { payload: { email, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SignInResponse;
  }

  const violations = (body: string) =>
    (JSON.parse(body) as { violations: { propertyPath: string; message: string }[] }).violations.map(
      (found) => [found.propertyPath, found.message],
    );

  let ona: { id: number; token: string };
  let jonas: { id: number; token: string };

  beforeAll(async () => {
    database = await createTestDatabase({ JWT_SECRET: 'test-secret-of-the-account-tests-0123456789' });
    const data = fixtures(database.db);
    await data.locales();
    web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    app = await createTestApp(database);
    call = shopCaller(app);
    const onaId = await account('ona@example.lt');
    const jonasId = await account('jonas@example.lt');
    await account('keicia@example.lt');
    ona = { id: onaId, token: (await signIn('ona@example.lt')).token };
    jonas = { id: jonasId, token: (await signIn('jonas@example.lt')).token };
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  describe('PUT and PATCH /customers/{id}', () => {
    it('changes the profile fields sent and keeps the others', async () => {
      const response = await call('PATCH', `/customers/${ona.id}`, {
        token: ona.token,
        payload: {
          firstName: 'Ona Marija',
          phoneNumber: '+370 612 34567',
          birthday: '1990-04-01',
          gender: 'female',
          subscribedToNewsletter: true,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const customer = response.json() as Customer;
      expect(customer).toMatchObject({
        firstName: 'Ona Marija',
        lastName: 'Testaitė',
        phoneNumber: '+370 612 34567',
        birthday: '1990-04-01',
        gender: 'female',
        subscribedToNewsletter: true,
        subscribedToSmsOffers: false,
      });
      const me = (await call('GET', '/customers/me', { token: ona.token })).json().data[0] as Customer;
      expect(me.firstName).toBe('Ona Marija');
    });

    it('answers every refused field with its spec section 5 message', async () => {
      const response = await call('PUT', `/customers/${ona.id}`, {
        token: ona.token,
        payload: {
          firstName: 'Ona3',
          lastName: '',
          phoneNumber: '123',
          birthday: '2999-01-01',
          isCompany: true,
          companyName: '!Firma',
          vatNumber: 'LT12',
          countryCode: 'LT',
          postCode: '123',
        },
      });
      expect(response.statusCode).toBe(422);
      expect(violations(response.body)).toEqual(
        expect.arrayContaining([
          ['firstName', "Name can contain all letters and symbols ' -"],
          ['lastName', 'This value should not be blank.'],
          ['birthday', 'Invalid format'],
          ['companyName', "Company name can contain letters, digits and symbols ' - ."],
        ]),
      );
      const countryRules = await call('PATCH', `/customers/${ona.id}`, {
        token: ona.token,
        payload: {
          phoneNumber: '123',
          vatNumber: 'LT12',
          countryCode: 'LT',
          postCode: '123',
          isCompany: true,
        },
      });
      expect(countryRules.statusCode).toBe(422);
      expect(violations(countryRules.body)).toEqual(
        expect.arrayContaining([
          ['phoneNumber', 'This value is not a valid phone number.'],
          ['vatNumber', 'Not a VAT number.'],
          ['postCode', 'Invalid format'],
          ['companyName', 'This value should not be blank.'],
          ['companyCode', 'This value should not be blank.'],
        ]),
      );
      // Nothing of a refused form was stored.
      const me = (await call('GET', '/customers/me', { token: ona.token })).json().data[0] as Customer;
      expect(me).toMatchObject({ phoneNumber: '+370 612 34567', isCompany: false, countryCode: null });
    });

    it('stores company details with a normalised VAT number', async () => {
      const response = await call('PATCH', `/customers/${ona.id}`, {
        token: ona.token,
        payload: {
          isCompany: true,
          companyName: 'UAB „Gandras“'.replace(/[„“]/g, ''),
          companyCode: '304123456',
          vatNumber: 'lt 1000 0000 0017',
          countryCode: 'lt',
          city: 'Kaunas',
          street: 'Laisvės al.',
          houseNumber: '10',
          postCode: '44001',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        isCompany: true,
        companyName: 'UAB Gandras',
        vatNumber: 'LT100000000017',
        countryCode: 'LT',
      });
    });

    it("is 404 for another customer's id, 401 without a token", async () => {
      for (const method of ['PUT', 'PATCH'] as const) {
        const foreign = await call(method, `/customers/${jonas.id}`, {
          token: ona.token,
          payload: { firstName: 'Įsilaužėlis' },
        });
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().message).toBe('Customer is not defined');
        expect((await call(method, `/customers/${ona.id}`, { payload: { firstName: 'X' } })).statusCode).toBe(
          401,
        );
      }
      const jonasMe = (await call('GET', '/customers/me', { token: jonas.token })).json().data[0] as Customer;
      expect(jonasMe.firstName).toBe('Ona');
    });
  });

  describe('the address book', () => {
    let first: AddressBookEntry;
    let second: AddressBookEntry;

    it('adds addresses; the first becomes the default', async () => {
      const created = await call('POST', '/addresses', { token: ona.token, payload: HOME });
      expect(created.statusCode, created.body).toBe(201);
      first = created.json() as AddressBookEntry;
      expect(first).toMatchObject({ ...HOME, isDefault: true, companyName: null });
      const another = await call('POST', '/addresses', {
        token: ona.token,
        payload: { ...HOME, city: 'Kaunas', street: 'Laisvės al.', postCode: '44001', apartmentNumber: '' },
      });
      expect(another.statusCode).toBe(201);
      second = another.json() as AddressBookEntry;
      expect(second).toMatchObject({ isDefault: false, apartmentNumber: null });

      const list = (await call('GET', '/addresses', { token: ona.token })).json();
      expect(list.data.map((entry: AddressBookEntry) => [entry.id, entry.isDefault])).toEqual([
        [first.id, true],
        [second.id, false],
      ]);
      const me = (await call('GET', '/customers/me', { token: ona.token })).json().data[0] as Customer;
      expect(me.defaultAddress).toMatchObject({ id: first.id, city: 'Vilnius' });
    });

    it('refuses an address without what a courier needs, or with a wrong phone or post code', async () => {
      const response = await call('POST', '/addresses', {
        token: ona.token,
        payload: { ...HOME, firstName: '', street: '', phoneNumber: '8', postCode: '1' },
      });
      expect(response.statusCode).toBe(422);
      // Every problem at once: the blank fields (the street address a courier needs included) and the
      // country rules of the phone and post code (docs/adr/0032).
      expect(violations(response.body)).toEqual([
        ['firstName', 'This value should not be blank.'],
        ['street', 'This value should not be blank.'],
        ['phoneNumber', 'This value is not a valid phone number.'],
        ['postCode', 'Invalid format'],
      ]);
      const rules = await call('POST', '/addresses', {
        token: ona.token,
        payload: { ...HOME, phoneNumber: '8', postCode: '1' },
      });
      expect(violations(rules.body)).toEqual([
        ['phoneNumber', 'This value is not a valid phone number.'],
        ['postCode', 'Invalid format'],
      ]);
    });

    it('changes the default by id or IRI through PUT /customers/{id}', async () => {
      const byIri = await call('PUT', `/customers/${ona.id}`, {
        token: ona.token,
        payload: { defaultAddress: `/api/v2/shop/addresses/${second.id}` },
      });
      expect(byIri.statusCode, byIri.body).toBe(200);
      expect((byIri.json() as Customer).defaultAddress?.id).toBe(second.id);
      const byId = await call('PUT', `/customers/${ona.id}`, {
        token: ona.token,
        payload: { defaultAddress: first.id },
      });
      expect((byId.json() as Customer).defaultAddress?.id).toBe(first.id);
    });

    it('edits and deletes; a deleted default passes to the oldest remaining address', async () => {
      const edited = await call('PUT', `/addresses/${second.id}`, {
        token: ona.token,
        payload: { ...HOME, city: 'Klaipėda', postCode: '91001' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ id: second.id, city: 'Klaipėda' });
      expect((await call('DELETE', `/addresses/${first.id}`, { token: ona.token })).statusCode).toBe(204);
      expect((await call('GET', `/addresses/${first.id}`, { token: ona.token })).statusCode).toBe(404);
      const me = (await call('GET', '/customers/me', { token: ona.token })).json().data[0] as Customer;
      expect(me.defaultAddress?.id).toBe(second.id);
    });

    it("is 404 for another customer's address on every call, 401 without a token", async () => {
      const foreign = { token: jonas.token };
      expect((await call('GET', `/addresses/${second.id}`, foreign)).statusCode).toBe(404);
      expect((await call('PUT', `/addresses/${second.id}`, { ...foreign, payload: HOME })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/addresses/${second.id}`, foreign)).statusCode).toBe(404);
      const steal = await call('PUT', `/customers/${jonas.id}`, {
        ...foreign,
        payload: { defaultAddress: second.id },
      });
      expect(steal.statusCode).toBe(404);
      expect((await call('GET', '/addresses', foreign)).json().data).toEqual([]);
      expect((await call('GET', `/addresses/${second.id}`, { token: ona.token })).statusCode).toBe(200);
      expect((await call('GET', '/addresses')).statusCode).toBe(401);
      expect((await call('POST', '/addresses', { payload: HOME })).statusCode).toBe(401);
    });
  });

  describe('GET /addresses/search-billing', () => {
    it("finds the customer's own company data by code: profile, then address book, then orders", async () => {
      const fromProfile = await call('GET', '/addresses/search-billing?companyCode=304123456', {
        token: ona.token,
      });
      expect(fromProfile.statusCode, fromProfile.body).toBe(200);
      expect(fromProfile.json()).toMatchObject({ companyName: 'UAB Gandras', vatNumber: 'LT100000000017' });

      await call('POST', '/addresses', {
        token: jonas.token,
        payload: { ...HOME, companyName: 'Jonas ir Ko', companyCode: '111222333' },
      });
      const fromBook = await call('GET', '/addresses/search-billing?companyCode=111222333', {
        token: jonas.token,
      });
      expect(fromBook.json()).toMatchObject({ companyName: 'Jonas ir Ko', city: 'Vilnius' });

      const [order] = await database.db
        .insert(orders)
        .values({
          tokenValue: 'placed-order-of-jonas',
          channelId: web,
          customerId: jonas.id,
          localeCode: 'lt',
          currencyCode: 'EUR',
          state: 'new',
          checkoutCompletedAt: new Date(),
        })
        .returning();
      await database.db.insert(orderAddresses).values({
        orderId: order!.id,
        type: 'billing',
        firstName: 'Jonas',
        lastName: 'Jonaitis',
        phoneNumber: '+37061234567',
        countryCode: 'LT',
        city: 'Šiauliai',
        companyName: 'Senas Ūkis',
        companyCode: '999888777',
      });
      const fromOrder = await call('GET', '/addresses/search-billing?companyCode=%20999888777', {
        token: jonas.token,
      });
      expect(fromOrder.json()).toMatchObject({ companyName: 'Senas Ūkis', city: 'Šiauliai' });
    });

    it("never reveals another customer's data; needs a code and a token", async () => {
      const foreign = await call('GET', '/addresses/search-billing?companyCode=999888777', {
        token: ona.token,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('No billing data was found for this company code.');
      expect(
        (await call('GET', '/addresses/search-billing?companyCode=', { token: ona.token })).statusCode,
      ).toBe(400);
      expect((await call('GET', '/addresses/search-billing?companyCode=304123456')).statusCode).toBe(401);
    });
  });

  describe('PUT /customers/{id}/password', () => {
    const NEW_PASSWORD = 'Naujas2027';

    it('needs the current password and the new one twice by the password rules', async () => {
      const { token } = await signIn('keicia@example.lt');
      const id = (await call('GET', '/customers/me', { token })).json().data[0].id as number;
      const weak = await call('PUT', `/customers/${id}/password`, {
        token,
        payload: { currentPassword: PASSWORD, newPassword: 'short', confirmNewPassword: 'other' },
      });
      expect(weak.statusCode).toBe(422);
      expect(violations(weak.body)).toEqual([
        ['newPassword', 'This value is too short. It should have 8 characters or more.'],
        ['confirmNewPassword', 'Passwords do not match'],
      ]);
      const wrong = await call('PUT', `/customers/${id}/password`, {
        token,
        payload: {
          currentPassword: 'Wrong2026',
          newPassword: NEW_PASSWORD,
          confirmNewPassword: NEW_PASSWORD,
        },
      });
      expect(violations(wrong.body)).toEqual([
        ['currentPassword', 'Provided password is different than the current one.'],
      ]);
      const missing = await call('PUT', `/customers/${id}/password`, {
        token,
        payload: { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      });
      expect(violations(missing.body)).toEqual([['currentPassword', 'This value should not be blank.']]);
    });

    it('changes it and ends every session; the new password signs in, the old one not', async () => {
      const session = await signIn('keicia@example.lt');
      const id = (await call('GET', '/customers/me', { token: session.token })).json().data[0].id as number;
      const changed = await call('PUT', `/customers/${id}/password`, {
        token: session.token,
        payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      });
      expect(changed.statusCode, changed.body).toBe(204);
      const refreshed = await call('POST', '/refresh-token', {
        payload: { refreshToken: session.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
      expect(
        (
          await call('POST', '/customers/token', {
            payload: { email: 'keicia@example.lt', password: PASSWORD },
          })
        ).statusCode,
      ).toBe(401);
      await signIn('keicia@example.lt', NEW_PASSWORD);
    });

    it("is 'Customer is not defined' (404) for another customer's id", async () => {
      const response = await call('PUT', `/customers/${jonas.id}/password`, {
        token: ona.token,
        payload: { currentPassword: PASSWORD, newPassword: 'Naujas2027', confirmNewPassword: 'Naujas2027' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Customer is not defined');
    });

    it('stops guessing the current password after 10 wrong tries in 15 minutes', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await call('PUT', `/customers/${jonas.id}/password`, {
          token: jonas.token,
          payload: {
            currentPassword: `Wrong${attempt}aA`,
            newPassword: 'Naujas2027',
            confirmNewPassword: 'Naujas2027',
          },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});
