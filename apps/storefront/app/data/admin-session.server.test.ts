import { ADMIN_CREDENTIALS_MESSAGE, type AdminToken } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { loadOrders } from './admin-data.server.ts';
import {
  adminTokenCookies,
  safeAdminReturnPath,
  signInAdministrator,
  signOutAdministrator,
} from './admin-session.server.ts';
import { adminArgs, adminRequest, json, list, stubAdminApi } from './testing-admin-api.ts';
import { formData } from './testing-shop-request.ts';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const token: AdminToken = {
  token: 'tok.en',
  expiresAt: new Date(Date.now() + 8 * 3600 * 1000).toISOString(),
  administrator: { id: 1, email: 'ona@shop.test', name: 'Ona Administratorė' },
};

/** What a thrown or returned redirect says. */
function redirectOf(thrown: unknown) {
  if (!(thrown instanceof Response)) throw new Error(`expected a Response, got ${String(thrown)}`);
  return {
    status: thrown.status,
    location: thrown.headers.get('location'),
    cookies: thrown.headers.getSetCookie(),
  };
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the promise resolved');
}

describe('admin session', () => {
  it('sends a visitor without the admin cookie to sign in, remembering the page (and asks the API nothing)', () => {
    const api = stubAdminApi(() => json({}));
    const thrown = thrownBy(() => api.session('/admin/orders?state=new', null));
    expect(redirectOf(thrown)).toEqual({
      status: 302,
      location: '/admin/sign-in?redirect=%2Fadmin%2Forders%3Fstate%3Dnew',
      cookies: [],
    });
    expect(api.calls).toEqual([]);
  });

  it('calls the admin API with the bearer token of the admin cookie, not the shopper’s, and no shop headers', async () => {
    const api = stubAdminApi(() => json(list([], 0)));
    const url = new URL('http://shop.test/admin/orders?state=new&search=%20000042%20&page=2');
    const result = await loadOrders(api.session(url.pathname + url.search), url);
    expect(result.filters).toEqual({ state: 'new', paymentState: undefined, search: '000042' });
    const [call] = api.calls;
    expect(call?.method).toBe('GET');
    expect(call?.path).toBe('/orders');
    expect(call?.query).toBe('?page=2&itemsPerPage=20&state=new&search=000042');
    expect(call?.headers.get('authorization')).toBe('Bearer admin-token');
    expect(call?.headers.get('locale')).toBeNull();
    expect(call?.headers.get('channel')).toBeNull();
  });

  it('ends a session the API refuses: clears the cookie and redirects to sign in with the page to return to', async () => {
    const api = stubAdminApi(() => json({ code: 401, message: 'Expired JWT Token' }, 401));
    const url = new URL('http://shop.test/admin/orders?page=3');
    const thrown = await rejectionOf(loadOrders(api.session('/admin/orders?page=3'), url));
    const { status, location, cookies } = redirectOf(thrown);
    expect(status).toBe(302);
    expect(location).toBe('/admin/sign-in?redirect=%2Fadmin%2Forders%3Fpage%3D3');
    expect(cookies).toEqual([
      'shop_admin_token=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0',
      'shop_admin_token=; Path=/admin.data; HttpOnly; SameSite=Strict; Max-Age=0',
    ]);
  });

  it('leads back to the page, not to the data URL a hydrated page fetched (the dashboard by default)', async () => {
    const api = stubAdminApi(() => json({ code: 401, message: 'Expired' }, 401));
    const dashboard = await rejectionOf(api.session('/admin.data').api.get('/me'));
    expect(redirectOf(dashboard).location).toBe('/admin/sign-in');
    const orders = await rejectionOf(api.session('/admin/orders.data?state=new').api.get('/orders'));
    expect(redirectOf(orders).location).toBe('/admin/sign-in?redirect=%2Fadmin%2Forders%3Fstate%3Dnew');
  });
});

describe('admin cookie', () => {
  const { shop } = stubAdminApi(() => json({}));

  it('is HTTP-only, strict, limited to the back office and expires with the token', () => {
    const request = adminRequest('/admin/sign-in', null);
    const cookies = adminTokenCookies(
      shop,
      request,
      { value: 'a b', expiresAt: '2026-11-22T18:00:00.000Z' },
      NOW,
    );
    // The second one reaches the dashboard's data URL (/admin.data), outside Path=/admin.
    expect(cookies).toEqual([
      'shop_admin_token=a%20b; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=28800',
      'shop_admin_token=a%20b; Path=/admin.data; HttpOnly; SameSite=Strict; Max-Age=28800',
    ]);
  });

  it('is Secure over https (also behind a proxy) and follows the locale prefix', () => {
    const https = adminRequest('/en/admin/sign-in', null, { headers: { 'x-forwarded-proto': 'https' } });
    const [cookie] = adminTokenCookies({ ...shop, locale: 'en' }, https, null, NOW);
    expect(cookie).toBe('shop_admin_token=; Path=/en/admin; HttpOnly; SameSite=Strict; Max-Age=0; Secure');
  });

  it('only leads back to pages of the back office', () => {
    expect(safeAdminReturnPath('/admin/orders/7?x=1', shop)).toBe('/admin/orders/7?x=1');
    expect(safeAdminReturnPath('/admin', shop)).toBe('/admin');
    expect(safeAdminReturnPath('//evil.test/admin', shop)).toBe('/admin');
    expect(safeAdminReturnPath('https://evil.test/admin', shop)).toBe('/admin');
    expect(safeAdminReturnPath('/krepselis', shop)).toBe('/admin');
    expect(safeAdminReturnPath('/administracija', shop)).toBe('/admin');
    expect(safeAdminReturnPath('/admin/sign-in', shop)).toBe('/admin');
    expect(safeAdminReturnPath(null, shop)).toBe('/admin');
  });
});

describe('signing in and out', () => {
  it('keeps the token in the admin cookie and goes on to the page asked for', async () => {
    const api = stubAdminApi(() => json(token));
    const args = adminArgs('/admin/sign-in.data?redirect=%2Fadmin%2Freturns%2F5', null, { method: 'POST' });
    const result = await signInAdministrator(
      api.shop,
      args,
      formData({ email: ' ona@shop.test ', password: ' secret ' }),
      api.fetch,
    );
    expect(api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/token', body: { email: 'ona@shop.test', password: ' secret ' } },
    ]);
    expect(api.calls[0]?.headers.get('authorization')).toBeNull();
    if (!result.ok) throw new Error('sign-in failed');
    const { location, cookies } = redirectOf(result.response);
    expect(location).toBe('/admin/returns/5');
    expect(cookies[0]).toMatch(
      /^shop_admin_token=tok\.en; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=(28799|28800)$/,
    );
    expect(cookies[1]).toMatch(/^shop_admin_token=tok\.en; Path=\/admin\.data; HttpOnly; SameSite=Strict; /);
  });

  it('shows the API’s text for wrong credentials, blank fields and too many attempts', async () => {
    const args = adminArgs('/admin/sign-in', null, { method: 'POST' });
    const answers = [
      json({ code: 401, message: ADMIN_CREDENTIALS_MESSAGE }, 401),
      json(
        {
          violations: [
            { propertyPath: 'email', message: 'Please enter your email.', code: 'blank' },
            { propertyPath: 'password', message: 'This value should not be blank.', code: 'blank' },
          ],
        },
        422,
      ),
      json({ code: 429, message: 'Too many sign-in attempts. Try again in 15 minutes.' }, 429),
    ];
    const results = [];
    for (const answer of answers) {
      const api = stubAdminApi(() => answer);
      results.push(
        await signInAdministrator(api.shop, args, formData({ email: '', password: '' }), api.fetch),
      );
    }
    expect(results).toEqual([
      { ok: false, fieldErrors: {}, message: ADMIN_CREDENTIALS_MESSAGE },
      {
        ok: false,
        fieldErrors: { email: 'Please enter your email.', password: 'This value should not be blank.' },
        message: null,
      },
      { ok: false, fieldErrors: {}, message: 'Too many sign-in attempts. Try again in 15 minutes.' },
    ]);
  });

  it('signing out ends the session at the API, deletes the cookie and shows the sign-in page', async () => {
    const { shop, calls, fetch } = stubAdminApi(() => new Response(null, { status: 204 }));
    const { location, cookies } = redirectOf(
      await signOutAdministrator(shop, adminRequest('/admin/sign-in', 'x'), fetch),
    );
    expect(calls.map((call) => [call.method, call.path, call.headers.get('authorization')])).toEqual([
      ['POST', '/logout', 'Bearer x'],
    ]);
    expect(location).toBe('/admin/sign-in');
    expect(cookies).toEqual([
      'shop_admin_token=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0',
      'shop_admin_token=; Path=/admin.data; HttpOnly; SameSite=Strict; Max-Age=0',
    ]);
  });

  it('signs out even when the API no longer takes the token', async () => {
    const { shop, fetch } = stubAdminApi(() => json({ code: 401, message: 'Invalid JWT Token' }, 401));
    const { location } = redirectOf(
      await signOutAdministrator(shop, adminRequest('/admin/sign-in', 'old'), fetch),
    );
    expect(location).toBe('/admin/sign-in');
  });
});
