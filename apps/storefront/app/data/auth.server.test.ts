import { BOT_PROTECTION_REQUIRED_MESSAGE } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { BOT_TOKEN_FIELD } from '~/lib/bot-protection/fields.ts';
import { COOKIE_AUTH_REFRESH_TOKEN, COOKIE_AUTH_TOKEN, COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { safeRedirectTarget, signIn, signOut } from './auth.server.ts';
import { formData, stubShopRequest } from './testing-shop-request.ts';

const session = { token: 'access', refreshToken: 'refresh', orderToken: 'customer-cart' };

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  const thrown = await promise.catch((error: unknown) => error);
  return thrown instanceof Response ? thrown.headers.get('location') : null;
}

describe('signIn', () => {
  it('sends the guest cart along, stores the tokens and the customer cart, and goes home', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(session), `${COOKIE_CART_TOKEN}=guest-cart`);
    const form = formData({ intent: 'sign-in', email: ' ona@example.lt ', password: 'Gandras2026' });
    expect(await redirectOf(signIn(shop, form, new URL('http://shop.test/auth')))).toBe('/');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/customers/token',
        query: '?orderToken=guest-cart',
        body: { email: 'ona@example.lt', password: 'Gandras2026' },
      },
    ]);
    expect(shop.tokens.read(COOKIE_AUTH_TOKEN)).toBe('access');
    expect(shop.tokens.read(COOKIE_AUTH_REFRESH_TOKEN)).toBe('refresh');
    expect(shop.tokens.read(COOKIE_CART_TOKEN)).toBe('customer-cart');
  });

  it('goes on to the checkout when the shopper came from the cart, else to a remembered path of the shop', async () => {
    const form = () => formData({ intent: 'sign-in', email: 'ona@example.lt', password: 'x' });
    const checkout = stubShopRequest(() => Response.json(session));
    expect(
      await redirectOf(signIn(checkout.shop, form(), new URL('http://shop.test/auth?checkout=true'))),
    ).toBe('/apmokejimas');
    const back = stubShopRequest(() => Response.json(session));
    expect(
      await redirectOf(signIn(back.shop, form(), new URL('http://shop.test/auth?redirect=%2Fkrepselis'))),
    ).toBe('/krepselis');
    const elsewhere = stubShopRequest(() => Response.json(session));
    expect(
      await redirectOf(
        signIn(elsewhere.shop, form(), new URL('http://shop.test/auth?redirect=%2F%2Fevil.example')),
      ),
    ).toBe('/');
  });

  it('turns the bot check on when the API asks for it, and keeps it on once a token was sent', async () => {
    const asked = stubShopRequest(() =>
      Response.json({ code: 400, message: BOT_PROTECTION_REQUIRED_MESSAGE }, { status: 400 }),
    );
    const form = formData({ intent: 'sign-in', email: 'ona@example.lt', password: 'Gandras2026' });
    expect(await signIn(asked.shop, form, new URL('http://shop.test/auth'))).toMatchObject({
      message: BOT_PROTECTION_REQUIRED_MESSAGE,
      botCheck: true,
    });
    const wrong = stubShopRequest(() =>
      Response.json({ code: 401, message: 'Invalid credentials.' }, { status: 401 }),
    );
    const withToken = formData({
      intent: 'sign-in',
      email: 'ona@example.lt',
      password: 'wrong',
      [BOT_TOKEN_FIELD]: 'token-login',
    });
    expect(await signIn(wrong.shop, withToken, new URL('http://shop.test/auth'))).toMatchObject({
      message: 'Invalid credentials.',
      botCheck: true,
    });
  });

  it("gives back the API's refusal and blank fields without calling it", async () => {
    const refused = stubShopRequest(() =>
      Response.json({ code: 401, message: 'Invalid credentials.' }, { status: 401 }),
    );
    const form = formData({ intent: 'sign-in', email: 'ona@example.lt', password: 'wrong' });
    expect(await signIn(refused.shop, form, new URL('http://shop.test/auth'))).toEqual({
      ok: false,
      message: 'Invalid credentials.',
      fieldErrors: {},
      email: 'ona@example.lt',
      botCheck: false,
    });
    expect(refused.shop.tokens.read(COOKIE_AUTH_TOKEN)).toBeUndefined();

    const blank = stubShopRequest(() => Response.json(session));
    const result = await signIn(
      blank.shop,
      formData({ intent: 'sign-in' }),
      new URL('http://shop.test/auth'),
    );
    expect(result.fieldErrors).toEqual({
      email: 'Please enter your email.',
      password: 'This value should not be blank.',
    });
    expect(blank.calls).toEqual([]);
  });

  it('never goes back to an auth page or outside the shop after signing in', () => {
    const { shop } = stubShopRequest(() => Response.json(session));
    expect(safeRedirectTarget(shop, '/auth?tab=register')).toBeNull();
    expect(safeRedirectTarget(shop, 'https://evil.example/')).toBeNull();
    expect(safeRedirectTarget(shop, '/\\evil.example')).toBeNull();
    expect(safeRedirectTarget(shop, '/c/kudikiams')).toBe('/c/kudikiams');
  });
});

describe('signOut', () => {
  it('revokes the session at the API, clears the tokens and the cart, and goes home', async () => {
    const { shop, calls } = stubShopRequest(
      () => new Response(null, { status: 204 }),
      `${COOKIE_AUTH_TOKEN}=access; ${COOKIE_AUTH_REFRESH_TOKEN}=refresh; ${COOKIE_CART_TOKEN}=cart`,
    );
    expect(await redirectOf(signOut(shop))).toBe('/');
    expect(calls).toEqual([{ method: 'POST', path: '/logout', body: { refreshToken: 'refresh' } }]);
    expect(shop.tokens.read(COOKIE_AUTH_TOKEN)).toBeUndefined();
    expect(shop.tokens.read(COOKIE_CART_TOKEN)).toBeUndefined();
  });
});
