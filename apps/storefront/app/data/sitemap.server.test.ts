import { describe, expect, it } from 'vitest';
import { publicOrigin } from './sitemap.server.ts';

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/sitemap.xml', { headers });

describe('publicOrigin', () => {
  it('is the request’s own origin without a proxy', () => {
    expect(publicOrigin(request({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
  });

  it('follows the proxy’s forwarded protocol and host (first hop)', () => {
    expect(
      publicOrigin(
        request({
          host: '127.0.0.1:3000',
          'x-forwarded-proto': 'https, http',
          'x-forwarded-host': 'gandras.lt, lb',
        }),
      ),
    ).toBe('https://gandras.lt');
  });

  it('ignores a forged host or protocol instead of writing it into links', () => {
    expect(
      publicOrigin(
        request({ 'x-forwarded-host': 'evil.test"/><script>', 'x-forwarded-proto': 'javascript' }),
      ),
    ).toBe('http://127.0.0.1:3000');
  });
});
