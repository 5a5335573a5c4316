import { describe, expect, it } from 'vitest';
import { createRequestTokenStore } from '~/lib/api/request-token-store.server.ts';
import {
  decodeImpersonationParam,
  impersonationRedirect,
  withoutImpersonationParam,
} from './impersonation.server.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const REFRESH = 'r'.repeat(43);
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('decodeImpersonationParam', () => {
  it('reads base64 (standard or URL-safe) JSON with a token and an optional refresh token', () => {
    expect(decodeImpersonationParam(base64({ token: JWT }))).toEqual({ token: JWT, refreshToken: null });
    expect(decodeImpersonationParam(base64url({ token: JWT, refreshToken: REFRESH }))).toEqual({
      token: JWT,
      refreshToken: REFRESH,
    });
    // A '+' that was not percent-encoded arrives as a space.
    const withPlus = base64({ token: JWT, x: '>>>?' });
    expect(withPlus).toContain('+');
    expect(decodeImpersonationParam(withPlus.replaceAll('+', ' '))).toEqual({
      token: JWT,
      refreshToken: null,
    });
  });

  it('ignores anything else', () => {
    for (const value of [
      null,
      '',
      'not base64!',
      Buffer.from('not json').toString('base64'),
      base64('just a string'),
      base64(null),
      base64({}),
      base64({ token: 42 }),
      base64({ token: 'not-a-jwt' }),
      base64({ token: JWT, refreshToken: 'short' }),
      base64({ token: JWT, refreshToken: 'x; Path=/' }),
      base64({ token: `${JWT}; Domain=evil.test` }),
      'A'.repeat(5000),
    ]) {
      expect(decodeImpersonationParam(value), String(value)).toBeNull();
    }
  });
});

describe('impersonationRedirect', () => {
  const request = (url: string) =>
    new Request(url, { headers: { cookie: 'authToken=old; authRefreshToken=old-refresh; cartToken=cart1' } });

  it('does nothing without x-auth', () => {
    const url = new URL('http://shop.test/paskyra?tab=1');
    expect(impersonationRedirect(url, createRequestTokenStore(request(url.href)))).toBeNull();
  });

  it('stores the tokens as the session and redirects to the same URL without x-auth', () => {
    const url = new URL(
      `http://shop.test/en/account?a=1&x-auth=${encodeURIComponent(base64({ token: JWT }))}&b=2`,
    );
    const response = impersonationRedirect(url, createRequestTokenStore(request(url.href)))!;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/account?a=1&b=2');
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('authToken='))).toContain(`authToken=${JWT}`);
    // The browser's own session and cart end: no refresh token, no cart cookie.
    expect(cookies.find((cookie) => cookie.startsWith('authRefreshToken='))).toMatch(/Max-Age=0/i);
    expect(cookies.find((cookie) => cookie.startsWith('cartToken='))).toMatch(/Max-Age=0/i);
  });

  it('keeps a refresh token when the value has one', () => {
    const url = new URL(`http://shop.test/?x-auth=${base64url({ token: JWT, refreshToken: REFRESH })}`);
    const response = impersonationRedirect(url, createRequestTokenStore(request(url.href)))!;
    expect(response.headers.get('location')).toBe('/');
    expect(
      response.headers.getSetCookie().find((cookie) => cookie.startsWith('authRefreshToken=')),
    ).toContain(REFRESH);
  });

  it('removes a bad value without touching the cookies', () => {
    const url = new URL('http://shop.test/krepselis?x-auth=garbage');
    const response = impersonationRedirect(url, createRequestTokenStore(request(url.href)))!;
    expect(response.headers.get('location')).toBe('/krepselis');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(withoutImpersonationParam(new URL('http://shop.test/?x-auth=1&x-auth=2'))).toBe('/');
  });
});
