import type { Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { line, order } from '~/components/cart/cart-fixtures.ts';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import { loadSignUpPrefill } from './sign-up-prefill.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const address = {
  firstName: 'Birutė',
  lastName: 'Kazlauskienė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Kaunas',
  street: 'Laisvės al.',
  houseNumber: '12',
  apartmentNumber: '4',
  postCode: 'LT-44001',
  companyName: null,
  vatNumber: null,
  companyCode: null,
};

function placed(state: Order['state']): Order {
  return {
    ...order('tok123', [line(1, 'PRAM')]),
    state,
    number: '000000042',
    email: 'birute@example.lt',
    billingAddress: address,
    shippingAddress: address,
  };
}

describe('the sign-up form filled from a guest order', () => {
  it("takes the placed order's name, email, phone and address, read by its token", async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(placed('new')));
    const prefill = await loadSignUpPrefill(shop, 'tok123');
    expect(calls.map((call) => call.path)).toEqual(['/orders/tok123']);
    expect(prefill).toEqual({
      orderNumber: '000000042',
      values: {
        firstName: 'Birutė',
        lastName: 'Kazlauskienė',
        email: 'birute@example.lt',
        phoneNumber: '+37061234567',
        countryCode: 'LT',
        city: 'Kaunas',
        street: 'Laisvės al.',
        houseNumber: '12',
        flatNumber: '4',
        postCode: 'LT-44001',
      },
    });
  });

  it('fills nothing from a cart, an unknown token, a malformed token, for a signed-in visitor or on b2b', async () => {
    const cart = stubShopRequest(() => Response.json(placed('cart')));
    expect(await loadSignUpPrefill(cart.shop, 'tok123')).toBeNull();
    const unknown = stubShopRequest(() =>
      Response.json({ code: 404, message: 'Not found' }, { status: 404 }),
    );
    expect(await loadSignUpPrefill(unknown.shop, 'nope')).toBeNull();
    const malformed = stubShopRequest(() => Response.json(placed('new')));
    expect(await loadSignUpPrefill(malformed.shop, '../customers/me')).toBeNull();
    expect(malformed.calls).toEqual([]);
    const signedIn = stubShopRequest(() => Response.json(placed('new')), `${COOKIE_AUTH_REFRESH_TOKEN}=r1`);
    expect(await loadSignUpPrefill(signedIn.shop, 'tok123')).toBeNull();
    expect(signedIn.calls).toEqual([]);
    // A login-only channel (b2b) has no guest orders, and the API shows none to anonymous callers there.
    const b2b = stubShopRequest(() => Response.json(placed('new')));
    b2b.shop.channel = { ...b2b.shop.channel, requiresLogin: true };
    expect(await loadSignUpPrefill(b2b.shop, 'tok123')).toBeNull();
    expect(b2b.calls).toEqual([]);
  });
});
