import { describe, expect, it } from 'vitest';
import { demoChannel } from '~/components/testing/fixtures.ts';
import { createApiClient } from '~/lib/api/client.ts';
import { parseFeedFileName, streamProductFeed } from './product-feeds.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

interface Seen {
  url: URL;
  headers: Headers;
}

/** A web-channel shop request whose API answers every call with `answer`. */
function shopWith(answer: () => Response, channel = demoChannel()) {
  const seen: Seen[] = [];
  const { shop } = stubShopRequest(() => Response.json({}));
  const api = createApiClient({
    baseUrl: 'http://api.test',
    channelCode: channel.code,
    locale: 'lt',
    getAccessToken: () => null,
    refreshTokens: async () => false,
    onAuthFailure: () => {},
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: new URL(String(input)), headers: new Headers(init?.headers) });
      return answer();
    }) as typeof fetch,
  });
  return { shop: { ...shop, channel, api }, seen };
}

async function status(promise: Promise<Response>): Promise<number> {
  try {
    return (await promise).status;
  } catch (error) {
    if (error && typeof error === 'object' && 'init' in error) {
      return (error as { init: { status: number } }).init.status;
    }
    throw error;
  }
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });

describe('product feed resource route', () => {
  it('knows the feed file names: a platform, a locale and the platform’s file type', () => {
    expect(parseFeedFileName('google-lt.xml')).toEqual({ kind: 'google', locale: 'lt' });
    expect(parseFeedFileName('facebook-en.csv')).toEqual({ kind: 'facebook', locale: 'en' });
    expect(parseFeedFileName('google-lt.csv')).toBeNull();
    expect(parseFeedFileName('facebook-en.xml')).toBeNull();
    expect(parseFeedFileName('google-lit.xml')).toBeNull();
    expect(parseFeedFileName('../google-lt.xml')).toBeNull();
  });

  it('streams the API’s feed through chunk by chunk, with its revalidation headers', async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
    });
    const encode = (text: string) => new TextEncoder().encode(text);
    const { shop, seen } = shopWith(
      () =>
        new Response(body, {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            etag: '"google-1-lt-7-abc"',
            'last-modified': 'Fri, 27 Nov 2026 02:00:00 GMT',
            'cache-control': 'public, max-age=0, must-revalidate',
            'set-cookie': 'api=secret',
          },
        }),
    );
    controller.enqueue(encode('<?xml version="1.0"?><rss>'));
    const response = await streamProductFeed(shop, 'google-lt.xml', request('/feeds/google-lt.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('etag')).toBe('"google-1-lt-7-abc"');
    expect(response.headers.get('last-modified')).toBe('Fri, 27 Nov 2026 02:00:00 GMT');
    expect(response.headers.get('set-cookie')).toBeNull();
    // The first chunk reaches the crawler while the API has not finished: nothing is buffered.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('<?xml version="1.0"?><rss>');
    controller.enqueue(encode('<item/></rss>'));
    controller.close();
    expect(decoder.decode((await reader.read()).value)).toBe('<item/></rss>');
    expect((await reader.read()).done).toBe(true);

    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.pathname).toBe('/api/v2/shop/feeds/google.xml');
    expect(seen[0]!.url.searchParams.get('locale')).toBe('lt');
    expect(seen[0]!.url.searchParams.get('productUrls')).toBe('slug-id');
    expect(seen[0]!.headers.get('channel')).toBe('web');
  });

  it('asks the API for the Meta CSV in the file’s locale and passes a crawler’s If-None-Match on: 304', async () => {
    const { shop: base, seen } = shopWith(() => new Response(null, { status: 304 }));
    // A storefront in the new-URLs mode (products by code) asks for links in that form.
    const shop = { ...base, config: { ...base.config, newUrls: true } };
    const response = await streamProductFeed(
      shop,
      'facebook-en.csv',
      request('/feeds/facebook-en.csv', { 'if-none-match': '"facebook-1-en-7-abc"' }),
    );
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"facebook-1-en-7-abc"');
    expect(seen[0]!.url.pathname).toBe('/api/v2/shop/feeds/facebook.csv');
    expect(seen[0]!.url.searchParams.get('locale')).toBe('en');
    expect(seen[0]!.url.searchParams.get('productUrls')).toBe('code');
    expect(seen[0]!.headers.get('if-none-match')).toBe('"facebook-1-en-7-abc"');
  });

  it('answers 404 without asking the API on a login-only channel, for unknown names and foreign locales', async () => {
    const b2b = shopWith(() => new Response('never'), demoChannel({ code: 'b2b', requiresLogin: true }));
    expect(await status(streamProductFeed(b2b.shop, 'google-lt.xml', request('/feeds/google-lt.xml')))).toBe(
      404,
    );
    const web = shopWith(() => new Response('never'));
    expect(await status(streamProductFeed(web.shop, 'google-ru.xml', request('/feeds/google-ru.xml')))).toBe(
      404,
    );
    expect(await status(streamProductFeed(web.shop, 'sitemap.xml', request('/feeds/sitemap.xml')))).toBe(404);
    expect(b2b.seen).toHaveLength(0);
    expect(web.seen).toHaveLength(0);
  });

  it('passes the API’s 404 on and answers 503 when the API fails', async () => {
    const missing = shopWith(() => Response.json({ code: 404, message: 'x' }, { status: 404 }));
    expect(
      await status(streamProductFeed(missing.shop, 'google-lt.xml', request('/feeds/google-lt.xml'))),
    ).toBe(404);
    const broken = shopWith(() => Response.json({ code: 500, message: 'x' }, { status: 500 }));
    expect(
      await status(streamProductFeed(broken.shop, 'google-lt.xml', request('/feeds/google-lt.xml'))),
    ).toBe(503);
  });
});
