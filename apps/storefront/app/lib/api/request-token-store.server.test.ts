import { describe, expect, it } from 'vitest';
import { createRequestTokenStore } from './request-token-store.server.ts';

function cookieFor(url: string, headers: Record<string, string> = {}): string {
  const store = createRequestTokenStore(new Request(url, { headers }));
  store.write('authToken', 'abc');
  return store.setCookieHeaders()[0] ?? '';
}

describe('token cookies', () => {
  it('are path /, SameSite=Lax and readable by scripts (spec section 9)', () => {
    const cookie = cookieFor('http://shop.test/');
    expect(cookie).toContain('authToken=abc');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
  });

  it('are Secure over https, also behind a proxy that ends TLS', () => {
    expect(cookieFor('https://shop.test/')).toContain('Secure');
    expect(cookieFor('http://shop.test/', { 'x-forwarded-proto': 'https, http' })).toContain('Secure');
    expect(cookieFor('http://shop.test/', { 'x-forwarded-proto': 'http' })).not.toContain('Secure');
  });
});
