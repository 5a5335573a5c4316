import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteName } from '~/routing/route-table.ts';

/**
 * Pages opened through a secret link must never be stored by the guest page cache or a CDN: a used review
 * link served from the cache still showed its form (the CI run of 27 November), and an order's page would
 * have been kept publicly for its token's holder. Every shop route with a token in its path is listed by the
 * table itself; the links that carry their token in the query are named here.
 */
const TOKEN_IN_QUERY: RouteName[] = ['NEWSLETTER_CONFIRM', 'VERIFY_ACCOUNT', 'CANCEL_ACCOUNT_DELETION'];

const modules = import.meta.glob<{ headers?: () => Record<string, string> }>('../app/routes/*.tsx');

const tokenInPath = (Object.keys(ROUTE_TABLE) as RouteName[]).filter((name) => {
  const route = ROUTE_TABLE[name];
  return route.layout !== 'admin' && /:\w*(token|Token|cartId)\b/.test(route.paths.en);
});

describe('pages of secret links', () => {
  it('finds the token routes of the table', () => {
    expect(tokenInPath).toEqual(
      expect.arrayContaining(['ORDER', 'REVIEW', 'RESET_PASSWORD_TOKEN', 'CART_RECOVER', 'ACCOUNT_ORDER']),
    );
  });

  it.each([...tokenInPath, ...TOKEN_IN_QUERY])('%s is private and not indexed', async (name) => {
    const load = modules[`../app/${ROUTE_TABLE[name].file}`];
    expect(load, ROUTE_TABLE[name].file).toBeDefined();
    const headers = (await load!()).headers?.();
    expect(headers?.['Cache-Control']).toBe('private, no-store');
    expect(headers?.['X-Robots-Tag']).toBe('noindex, nofollow');
  });
});
