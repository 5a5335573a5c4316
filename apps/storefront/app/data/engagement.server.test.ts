import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import { loadInformationBar } from './engagement.server.ts';
import { shopRequestContext } from './request-context.server.ts';
import { emptyShopDataCaches } from './shop-data.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

// Guests' blocks, banners and bar are kept per channel and locale: each case starts with none kept.
beforeEach(() => emptyShopDataCaches());

const bar = { id: 1, content: '<p>Nemokamas pristatymas</p>', backgroundColor: '#fff', textColor: '#000' };

function contextWith(requiresLogin: boolean, cookie?: string) {
  const stub = stubShopRequest(() => Response.json({ informationBar: bar }), cookie);
  stub.shop.channel = { ...stub.shop.channel, requiresLogin };
  const context = new RouterContextProvider();
  context.set(shopRequestContext, stub.shop);
  return { context, calls: stub.calls };
}

describe('loadInformationBar', () => {
  it("asks the API for the shopper's bar", async () => {
    const { context, calls } = contextWith(false);
    expect(await loadInformationBar(context)).toEqual(bar);
    expect(calls.map((call) => call.path)).toEqual(['/information-bar']);
  });

  it('does not ask for an anonymous visitor of a login-only channel (the API would answer 401)', async () => {
    const anonymous = contextWith(true);
    expect(await loadInformationBar(anonymous.context)).toBeNull();
    expect(anonymous.calls).toEqual([]);
    const signedIn = contextWith(true, `${COOKIE_AUTH_REFRESH_TOKEN}=r1`);
    await loadInformationBar(signedIn.context);
    expect(signedIn.calls.map((call) => call.path)).toEqual(['/information-bar']);
  });
});
