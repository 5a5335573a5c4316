import type { LocaleCode } from '@shop/locale';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '~/lib/api/client.ts';
import { downloadOrderDocument, downloadPreInvoice } from './pre-invoice.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const PDF = new TextEncoder().encode('%PDF-1.7 išankstinė');

interface Seen {
  url: URL;
  headers: Headers;
}

/** A shop request in `locale` whose API answers every call with `answer` (or fails like a dead network). */
function shopIn(locale: LocaleCode, answer: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const { shop } = stubShopRequest(() => Response.json({}));
  const api = createApiClient({
    baseUrl: 'http://api.test',
    channelCode: 'web',
    locale,
    getAccessToken: () => null,
    refreshTokens: async () => false,
    onAuthFailure: () => {},
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: new URL(String(input)), headers: new Headers(init?.headers) });
      return answer();
    }) as typeof fetch,
  });
  return { shop: { ...shop, locale, api }, seen };
}

const pdfAnswer = () =>
  new Response(PDF, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="isankstine-saskaita-000000042.pdf"',
      'content-length': String(PDF.byteLength),
      'set-cookie': 'api=secret',
    },
  });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('downloadPreInvoice', () => {
  it("streams the API's PDF with its file name, asking for the page's language, kept out of caches", async () => {
    const { shop, seen } = shopIn('lt', pdfAnswer);
    const response = await downloadPreInvoice(shop, 'tok/1', 'thank-you');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="isankstine-saskaita-000000042.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/api/v2/shop/orders/tok%2F1/pre-invoice');
    expect(seen[0]?.url.searchParams.get('locale')).toBe('lt');
    expect(seen[0]?.headers.get('accept')).toBe('application/pdf');
    expect(seen[0]?.headers.get('channel')).toBe('web');
  });

  it('asks for the English pre-invoice on English, Estonian and Russian pages', async () => {
    for (const locale of ['en', 'et', 'ru'] as const) {
      const { shop, seen } = shopIn(locale, pdfAnswer);
      await downloadPreInvoice(shop, 't', 'order');
      expect(seen[0]?.url.searchParams.get('locale')).toBe('en');
    }
  });

  it('sends the shopper back to the page the link was on, flagged, when the API refuses', async () => {
    const refused = () =>
      Response.json(
        {
          code: 422,
          message: 'x',
          violations: [{ propertyPath: '', message: 'x', code: 'not_bank_transfer' }],
        },
        { status: 422 },
      );
    const fromThanks = await thrown(downloadPreInvoice(shopIn('lt', refused).shop, 't', 'thank-you'));
    expect(fromThanks.status).toBe(302);
    expect(fromThanks.headers.get('location')).toBe('/checkout/thank-you?order=t&preInvoice=failed');

    const fromOrder = await thrown(
      downloadPreInvoice(
        shopIn('en', () => Response.json({ code: 404, message: 'gone' }, { status: 404 })).shop,
        't',
        'order',
      ),
    );
    expect(fromOrder.headers.get('location')).toBe('/en/orders/t?preInvoice=failed');
  });

  it('treats an API that cannot be reached like a refusal, and an unknown origin page as the order page', async () => {
    const response = await thrown(
      downloadPreInvoice(
        shopIn('lt', () => Promise.reject(new TypeError('fetch failed'))).shop,
        't',
        'https://elsewhere.test/',
      ),
    );
    expect(response.headers.get('location')).toBe('/uzsakymas/t?preInvoice=failed');
  });

  it('streams the invoice of an order the same way, and brings a failed one back to the account order page', async () => {
    const { shop, seen } = shopIn('en', pdfAnswer);
    const response = await downloadOrderDocument(shop, 'invoice', 'tok', 'account-order');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(seen[0]?.url.pathname).toBe('/api/v2/shop/orders/tok/invoice');
    expect(seen[0]?.url.searchParams.get('locale')).toBe('en');

    const refused = () =>
      Response.json(
        {
          code: 422,
          message: 'x',
          violations: [{ propertyPath: '', message: 'x', code: 'invoice_not_available' }],
        },
        { status: 422 },
      );
    const failed = await thrown(
      downloadOrderDocument(shopIn('lt', refused).shop, 'invoice', 't', 'account-order'),
    );
    expect(failed.headers.get('location')).toBe('/paskyra/uzsakymas/t?invoice=failed');
    const preInvoice = await thrown(downloadPreInvoice(shopIn('lt', refused).shop, 't', 'account-order'));
    expect(preInvoice.headers.get('location')).toBe('/paskyra/uzsakymas/t?preInvoice=failed');
  });
});
