import { data } from 'react-router';
import { isApiError } from '~/lib/api/api-error.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The platforms the shop writes a catalogue feed for, and the file type of each. */
const FEED_FILES = { google: 'xml', facebook: 'csv' } as const;
type FeedKind = keyof typeof FEED_FILES;

/** Headers of the API's answer a crawler needs: type, size, and what revalidation keys on. */
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'content-language',
  'etag',
  'last-modified',
  'cache-control',
];

export interface FeedFileName {
  kind: FeedKind;
  locale: string;
}

/** "google-lt.xml" -> {google, lt}; "facebook-en.csv" -> {facebook, en}; anything else null. */
export function parseFeedFileName(file: string | undefined): FeedFileName | null {
  const match = /^(google|facebook)-([a-z]{2})\.(xml|csv)$/.exec(file ?? '');
  if (!match) return null;
  const kind = match[1] as FeedKind;
  return FEED_FILES[kind] === match[3] ? { kind, locale: match[2]! } : null;
}

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * /feeds/{google|facebook}-{locale}.{xml|csv}: the channel's shopping feed in one of its locales, streamed
 * from the API as it comes (the body is never read here: a feed of 100,000 products passes through in
 * chunks), with its ETag and Last-Modified, and a crawler's If-None-Match passed on so an unchanged feed
 * is a 304. A login-only channel, an unknown file name or a locale the channel lacks: 404.
 */
export async function streamProductFeed(
  shop: ShopRequest,
  file: string | undefined,
  request: Request,
): Promise<Response> {
  const feed = parseFeedFileName(file);
  if (!feed || shop.channel.requiresLogin) throw notFound();
  if (!shop.channel.locales.some((entry) => entry.code === feed.locale)) throw notFound();
  const ifNoneMatch = request.headers.get('if-none-match');
  let answer: Response;
  try {
    answer = await shop.api.download(`/feeds/${feed.kind}.${FEED_FILES[feed.kind]}`, {
      // The links in the feed must be this storefront's own product addresses.
      query: { locale: feed.locale, productUrls: shop.config.newUrls ? 'code' : 'slug-id' },
      accept: feed.kind === 'google' ? 'application/xml' : 'text/csv',
      headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {},
      signal: request.signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 304) {
      return new Response(null, { status: 304, headers: ifNoneMatch ? { ETag: ifNoneMatch } : {} });
    }
    if (isApiError(error) && error.status === 404) throw notFound();
    console.error(`Feed ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw data(null, { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '60' } });
  }
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' });
  for (const name of FORWARDED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
