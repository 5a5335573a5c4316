import type { Redirect } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { findRedirect } from '~/routing/redirects.ts';

const redirect = (overrides: Partial<Redirect>): Redirect => ({
  source: '/senas-puslapis',
  destination: '/akcijos',
  permanent: true,
  only404: false,
  ...overrides,
});
const at = (pathname: string, search = '') => ({ pathname, search });

describe('findRedirect', () => {
  it('answers 301 for permanent and 302 for temporary redirects', () => {
    expect(findRedirect([redirect({})], at('/senas-puslapis'), { pageNotFound: false })).toEqual({
      location: '/akcijos',
      status: 301,
    });
    expect(
      findRedirect([redirect({ permanent: false })], at('/senas-puslapis'), { pageNotFound: false }),
    ).toEqual({ location: '/akcijos', status: 302 });
  });

  it('applies only-404 redirects only when nothing else matched', () => {
    const only404 = redirect({ only404: true });
    expect(findRedirect([only404], at('/senas-puslapis'), { pageNotFound: false })).toBeNull();
    expect(findRedirect([only404], at('/senas-puslapis'), { pageNotFound: true })?.location).toBe('/akcijos');
  });

  it('matches the path whatever the trailing slash and keeps the query', () => {
    expect(
      findRedirect([redirect({ source: '/senas-puslapis/' })], at('/senas-puslapis', '?a=1'), {
        pageNotFound: false,
      }),
    ).toEqual({ location: '/akcijos?a=1', status: 301 });
  });

  it('keeps the destination query when it has one', () => {
    expect(
      findRedirect([redirect({ destination: '/p/paieska?query=vezimelis' })], at('/senas-puslapis', '?a=1'), {
        pageNotFound: false,
      })?.location,
    ).toBe('/p/paieska?query=vezimelis');
  });

  it('ignores redirects for other paths and redirects to the page itself', () => {
    expect(
      findRedirect([redirect({ source: '/kitas' })], at('/senas-puslapis'), { pageNotFound: true }),
    ).toBeNull();
    expect(
      findRedirect([redirect({ destination: '/senas-puslapis/' })], at('/senas-puslapis'), {
        pageNotFound: true,
      }),
    ).toBeNull();
  });

  it('allows absolute destinations on other hosts', () => {
    expect(
      findRedirect([redirect({ destination: 'https://example.com/x' })], at('/senas-puslapis'), {
        pageNotFound: false,
      })?.location,
    ).toBe('https://example.com/x');
  });
});
