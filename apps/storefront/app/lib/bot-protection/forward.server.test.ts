import { BOT_PROTECTION_UNAVAILABLE_MESSAGE, HEADER_RECAPTCHA_TOKEN } from '@shop/contracts/constants';
import { describe, expect, it } from 'vitest';
import { requestPasswordReset, signUp } from '~/data/account-forms.server.ts';
import { signIn } from '~/data/auth.server.ts';
import { formData, stubShopRequest } from '~/data/testing-shop-request.ts';
import type { ShopRequest } from '~/data/request-context.server.ts';
import { createApiClient } from '~/lib/api/client.ts';
import { BOT_TOKEN_FIELD } from './fields.ts';

/** A shop request whose API answers `answer` and records each call's reCAPTCHA header. */
function shopSeeingHeaders(answer: () => Response) {
  const seen: (string | null)[] = [];
  const { shop } = stubShopRequest(answer);
  const api = createApiClient({
    baseUrl: 'http://api.test',
    channelCode: 'web',
    locale: 'lt',
    getAccessToken: () => null,
    refreshTokens: async () => false,
    onAuthFailure: () => {},
    fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(HEADER_RECAPTCHA_TOKEN));
      return answer();
    }) as typeof fetch,
  });
  return { shop: { ...shop, api } satisfies ShopRequest, seen };
}

const signInForm = (extra: Record<string, string> = {}) =>
  formData({ intent: 'sign-in', email: 'ona@example.lt', password: 'Gandras2026', ...extra });

describe('forwarding the reCAPTCHA token to the API', () => {
  it('sign-in, sign-up and the reset request send the hidden field as the x-recaptcha-token header', async () => {
    const signedIn = shopSeeingHeaders(() =>
      Response.json({ token: 'a', refreshToken: 'r', orderToken: 'c' }),
    );
    await signIn(
      signedIn.shop,
      signInForm({ [BOT_TOKEN_FIELD]: 'token-login' }),
      new URL('http://shop.test/auth'),
    ).catch(() => undefined);
    expect(signedIn.seen).toEqual(['token-login']);

    const signedUp = shopSeeingHeaders(() => Response.json({}, { status: 201 }));
    await signUp(signedUp.shop, formData({ email: 'a@b.lt', [BOT_TOKEN_FIELD]: 'token-register' }));
    expect(signedUp.seen).toEqual(['token-register']);

    const reset = shopSeeingHeaders(() => new Response(null, { status: 202 }));
    await requestPasswordReset(reset.shop, formData({ email: 'a@b.lt', [BOT_TOKEN_FIELD]: 'token-reset' }));
    expect(reset.seen).toEqual(['token-reset']);
  });

  it('sends no header when the form has no token (protection off)', async () => {
    const reset = shopSeeingHeaders(() => new Response(null, { status: 202 }));
    await requestPasswordReset(reset.shop, formData({ email: 'a@b.lt' }));
    await requestPasswordReset(reset.shop, formData({ email: 'a@b.lt', [BOT_TOKEN_FIELD]: '' }));
    expect(reset.seen).toEqual([null, null]);
  });

  it("shows the API's refusal (400) and its 503 as form errors, not a broken page", async () => {
    const refused = shopSeeingHeaders(() =>
      Response.json(
        { code: 400, message: 'Bot protection check failed. Please try again.' },
        { status: 400 },
      ),
    );
    expect(await requestPasswordReset(refused.shop, formData({ email: 'a@b.lt' }))).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'Bot protection check failed. Please try again.',
    });
    const down = () =>
      Response.json({ code: 503, message: BOT_PROTECTION_UNAVAILABLE_MESSAGE }, { status: 503 });
    expect(await signUp(shopSeeingHeaders(down).shop, formData({ email: 'a@b.lt' }))).toEqual({
      ok: false,
      fieldErrors: {},
      message: BOT_PROTECTION_UNAVAILABLE_MESSAGE,
    });
    expect(
      await signIn(shopSeeingHeaders(down).shop, signInForm(), new URL('http://shop.test/auth')),
    ).toMatchObject({
      ok: false,
      message: BOT_PROTECTION_UNAVAILABLE_MESSAGE,
    });
    // Any other 5xx is still the error page's.
    const broken = () => Response.json({ code: 500, message: 'Internal server error' }, { status: 500 });
    await expect(signUp(shopSeeingHeaders(broken).shop, formData({ email: 'a@b.lt' }))).rejects.toThrow();
  });
});
