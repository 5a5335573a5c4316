import { describe, expect, it } from 'vitest';
import { COOKIE_AUTH_TOKEN, COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import {
  emailVerificationStep,
  finishSocialSignIn,
  SOCIAL_PENDING_COOKIE,
  SOCIAL_STATE_COOKIE,
  socialSignInCallback,
  startSocialSignIn,
  submitSocialEmail,
  type PendingSocialSignIn,
} from './social-sign-in.server.ts';
import { formData, stubShopRequest, type ApiCall } from './testing-shop-request.ts';

const GOOGLE = {
  clientId: 'google-client',
  clientSecret: 'google-secret',
  authorizeUrl: 'https://accounts.test/authorize',
  tokenUrl: 'https://accounts.test/token',
};
const FACEBOOK = {
  clientId: '1234',
  clientSecret: 'fb-secret',
  authorizeUrl: 'https://facebook.test/dialog/oauth',
  tokenUrl: 'https://graph.test/oauth/access_token',
};
const session = { token: 'access', refreshToken: 'refresh', orderToken: 'customer-cart' };

function shopWith(answer: (call: ApiCall) => Response, cookie?: string) {
  const stub = stubShopRequest(answer, cookie);
  stub.shop.config = { ...stub.shop.config, socialSignIn: { google: GOOGLE, facebook: FACEBOOK } };
  return stub;
}

/** The cookie name=value pairs a response sets (deleted ones with an empty value). */
function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    cookies.set(pair.slice(0, separator), decodeURIComponent(pair.slice(separator + 1)));
  }
  return cookies;
}

const request = (url: string, cookies: Record<string, string> = {}) =>
  new Request(url, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; '),
    },
  });

const pendingValue = (pending: Partial<PendingSocialSignIn>) =>
  Buffer.from(
    JSON.stringify({
      provider: 'facebook',
      accessToken: 'fb-token',
      step: 'new',
      email: null,
      checkout: false,
      redirect: null,
      ...pending,
    }),
  ).toString('base64url');

async function thrownOrReturned(run: () => Promise<unknown> | unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('no response');
}

describe('social sign-in start', () => {
  it('sends the browser to Facebook with our app id, the callback, the public_profile,email scope and a state cookie', async () => {
    const { shop } = shopWith(() => Response.json({}));
    const response = startSocialSignIn(
      shop,
      'facebook',
      request('http://shop.test/resources/social-sign-in/facebook?checkout=true'),
    );
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://facebook.test/dialog/oauth');
    expect(location.searchParams.get('client_id')).toBe('1234');
    expect(location.searchParams.get('redirect_uri')).toBe(
      'http://shop.test/resources/social-sign-in/facebook/callback',
    );
    expect(location.searchParams.get('scope')).toBe('public_profile,email');
    expect(location.searchParams.get('response_type')).toBe('code');
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    const saved = JSON.parse(
      Buffer.from(setCookies(response).get(SOCIAL_STATE_COOKIE) ?? '', 'base64url').toString(),
    );
    expect(saved).toMatchObject({ provider: 'facebook', locale: 'lt', checkout: true });
    expect(saved.state).toBe(location.searchParams.get('state'));
    expect(saved.state.length).toBeGreaterThanOrEqual(43);
  });

  it('answers /auth with a message for a provider the shop does not offer', async () => {
    const { shop } = stubShopRequest(() => Response.json({}));
    const response = await thrownOrReturned(() =>
      startSocialSignIn(shop, 'google', request('http://shop.test/resources/social-sign-in/google')),
    );
    expect(response.headers.get('location')).toBe('/auth?social=unavailable');
  });
});

describe('social sign-in callback', () => {
  const state = (overrides: Record<string, unknown> = {}) =>
    Buffer.from(
      JSON.stringify({
        state: 'the-state',
        provider: 'google',
        locale: 'en',
        checkout: false,
        redirect: '/en/cart',
        ...overrides,
      }),
    ).toString('base64url');

  it('exchanges the code with the client secret and goes on to the finish step in the shopper locale', async () => {
    const { shop } = shopWith(() => Response.json({}));
    const exchanges: { url: string; body: string }[] = [];
    const fetchStub = (async (url: RequestInfo | URL, init?: RequestInit) => {
      exchanges.push({ url: String(url), body: String(init?.body) });
      return Response.json({ access_token: 'google-access', token_type: 'Bearer' });
    }) as typeof fetch;
    const response = await socialSignInCallback(
      shop,
      'google',
      request('http://shop.test/resources/social-sign-in/google/callback?code=abc&state=the-state', {
        [SOCIAL_STATE_COOKIE]: state(),
      }),
      fetchStub,
    );
    expect(response.headers.get('location')).toBe('/en/resources/social-sign-in-finish');
    const body = new URLSearchParams(exchanges[0]?.body);
    expect(exchanges[0]?.url).toBe('https://accounts.test/token');
    expect(Object.fromEntries(body)).toMatchObject({
      code: 'abc',
      client_id: 'google-client',
      client_secret: 'google-secret',
      redirect_uri: 'http://shop.test/resources/social-sign-in/google/callback',
      grant_type: 'authorization_code',
    });
    const cookies = setCookies(response);
    expect(cookies.get(SOCIAL_STATE_COOKIE)).toBe('');
    const pending = JSON.parse(Buffer.from(cookies.get(SOCIAL_PENDING_COOKIE) ?? '', 'base64url').toString());
    expect(pending).toMatchObject({ provider: 'google', accessToken: 'google-access', redirect: '/en/cart' });
  });

  it('refuses a state that does not match its cookie, and a refusal at the provider is not a success', async () => {
    const { shop } = shopWith(() => Response.json({}));
    const noFetch = (async () => {
      throw new Error('must not exchange');
    }) as typeof fetch;
    const forged = await socialSignInCallback(
      shop,
      'google',
      request('http://shop.test/resources/social-sign-in/google/callback?code=abc&state=other', {
        [SOCIAL_STATE_COOKIE]: state(),
      }),
      noFetch,
    );
    expect(forged.headers.get('location')).toBe('/en/auth?social=expired&redirect=%2Fen%2Fcart');
    const noCookie = await socialSignInCallback(
      shop,
      'google',
      request('http://shop.test/resources/social-sign-in/google/callback?code=abc&state=the-state'),
      noFetch,
    );
    expect(noCookie.headers.get('location')).toBe('/auth?social=expired');
    const denied = await socialSignInCallback(
      shop,
      'google',
      request(
        'http://shop.test/resources/social-sign-in/google/callback?error=access_denied&state=the-state',
        { [SOCIAL_STATE_COOKIE]: state() },
      ),
      noFetch,
    );
    expect(denied.headers.get('location')).toBe('/en/auth?social=cancelled&redirect=%2Fen%2Fcart');
  });
});

describe('social sign-in finish', () => {
  const finish = (answer: (call: ApiCall) => Response, pending: Partial<PendingSocialSignIn> = {}) => {
    const stub = shopWith(answer, `${COOKIE_CART_TOKEN}=guest-cart`);
    const run = finishSocialSignIn(
      stub.shop,
      request('http://shop.test/resources/social-sign-in-finish', {
        [SOCIAL_PENDING_COOKIE]: pendingValue(pending),
      }),
    );
    return { ...stub, run };
  };

  it('signs in with the token and the guest cart, stores the tokens and goes on to the checkout', async () => {
    const { shop, calls, run } = finish(() => Response.json(session), { checkout: true });
    const response = await thrownOrReturned(() => run);
    expect(response.headers.get('location')).toBe('/apmokejimas');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/oauth-token',
        query: '?orderToken=guest-cart',
        body: { provider: 'facebook', accessToken: 'fb-token' },
      },
    ]);
    expect(shop.tokens.read(COOKIE_AUTH_TOKEN)).toBe('access');
    expect(shop.tokens.read(COOKIE_CART_TOKEN)).toBe('customer-cart');
    expect(setCookies(response).get(SOCIAL_PENDING_COOKIE)).toBe('');
  });

  it('goes to the email verification page on 400 and on 423 (spec section 8), to /auth with a message otherwise', async () => {
    const noEmail = finish(() =>
      Response.json(
        {
          code: 400,
          message: 'Email is required.',
          violations: [{ propertyPath: 'email', message: 'Email is required.' }],
        },
        { status: 400 },
      ),
    );
    const asked = await thrownOrReturned(() => noEmail.run);
    expect(asked.headers.get('location')).toBe('/auth/email-verification');
    const pending = setCookies(asked).get(SOCIAL_PENDING_COOKIE) ?? '';
    expect(
      emailVerificationStep(
        request('http://shop.test/auth/email-verification', { [SOCIAL_PENDING_COOKIE]: pending }),
      ),
    ).toEqual({ step: 'email', provider: 'facebook' });

    const locked = finish(() =>
      Response.json({ code: 423, message: 'Verify your email: we sent you a link.' }, { status: 423 }),
    );
    const verify = await thrownOrReturned(() => locked.run);
    expect(verify.headers.get('location')).toBe('/auth/email-verification');

    for (const [status, error] of [
      [401, 'failed'],
      [502, 'unavailable'],
      [429, 'tooMany'],
    ] as const) {
      const refused = finish(() => Response.json({ code: status, message: 'No.' }, { status }));
      const response = await thrownOrReturned(() => refused.run);
      expect(response.headers.get('location')).toBe(`/auth?social=${error}`);
      expect(refused.shop.tokens.read(COOKIE_AUTH_TOKEN)).toBeUndefined();
    }
  });
});

describe('the email step', () => {
  const submit = (answer: (call: ApiCall) => Response, email: string) => {
    const stub = shopWith(answer);
    const run = submitSocialEmail(
      stub.shop,
      request('http://shop.test/auth/email-verification', {
        [SOCIAL_PENDING_COOKIE]: pendingValue({ step: 'email' }),
      }),
      formData({ intent: 'social-email', email }),
    );
    return { ...stub, run };
  };

  it('retries with the typed address; 423 becomes the "check your mail" step with that address', async () => {
    const { calls, run } = submit(
      () => Response.json({ code: 423, message: 'Verify your email: we sent you a link.' }, { status: 423 }),
      ' Fausta@Example.com ',
    );
    const response = await thrownOrReturned(() => run);
    expect(calls[0]?.body).toEqual({
      provider: 'facebook',
      accessToken: 'fb-token',
      email: 'fausta@example.com',
    });
    expect(response.headers.get('location')).toBe('/auth/email-verification');
    const pending = setCookies(response).get(SOCIAL_PENDING_COOKIE) ?? '';
    expect(
      emailVerificationStep(
        request('http://shop.test/auth/email-verification', { [SOCIAL_PENDING_COOKIE]: pending }),
      ),
    ).toEqual({ step: 'verify', provider: 'facebook', email: 'fausta@example.com' });
  });

  it('shows a refused address under the field, and asks for one without calling the API', async () => {
    const taken = submit(
      () =>
        Response.json(
          {
            code: 422,
            message: 'The request could not be processed.',
            violations: [
              { propertyPath: 'email', message: 'This email is already used.', code: 'email_taken' },
            ],
          },
          { status: 422 },
        ),
      'ona@example.lt',
    );
    expect(await taken.run).toEqual({ fieldError: 'This email is already used.', message: null });
    const blank = submit(() => Response.json(session), '  ');
    expect(await blank.run).toEqual({ fieldError: 'Please enter your email.', message: null });
    expect(blank.calls).toEqual([]);
  });
});
