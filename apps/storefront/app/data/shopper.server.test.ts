import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COOKIE_AUTH_REFRESH_TOKEN, COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { shopRequestContext } from './request-context.server.ts';
import { loadRequestShopperSummary } from './shopper.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

function contextWith(requiresLogin: boolean, cookie: string) {
  const stub = stubShopRequest(() => Response.json({ itemsCount: 2 }), cookie);
  stub.shop.channel = { ...stub.shop.channel, requiresLogin };
  const context = new RouterContextProvider();
  context.set(shopRequestContext, stub.shop);
  return { context, calls: stub.calls };
}

describe("the header's shopper summary", () => {
  it("counts the cart of the cart cookie's token", async () => {
    const { context, calls } = contextWith(false, `${COOKIE_CART_TOKEN}=c1`);
    expect((await loadRequestShopperSummary(context)).cartItemsCount).toBe(2);
    expect(calls.map((call) => call.path)).toEqual(['/orders/c1']);
  });

  it('does not ask about a leftover cart for an anonymous visitor of a login-only channel (the API says 401)', async () => {
    const anonymous = contextWith(true, `${COOKIE_CART_TOKEN}=c1`);
    expect((await loadRequestShopperSummary(anonymous.context)).cartItemsCount).toBe(0);
    expect(anonymous.calls).toEqual([]);
    // Signed in (a refresh token is enough: the first call renews the access token), the cart counts.
    const signedIn = contextWith(true, `${COOKIE_CART_TOKEN}=c1; ${COOKIE_AUTH_REFRESH_TOKEN}=r1`);
    await loadRequestShopperSummary(signedIn.context);
    expect(signedIn.calls.map((call) => call.path)).toContain('/orders/c1');
  });
});
