import { contentBlock } from '~/components/content-blocks/block-fixtures.ts';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shellData } from '~/components/testing/fixtures.ts';
import { GUEST_SUMMARY } from '~/data/shopper.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import App, { ErrorBoundary as RootErrorBoundary } from '~/root.tsx';
import MainLayoutRoute, { ErrorBoundary as MainErrorBoundary } from '~/routes/main-layout.tsx';
import CartRoute from '~/routes/cart.tsx';
import WishlistRoute from '~/routes/wishlist.tsx';
import TaxonListRoute from '~/routes/taxon-list.tsx';
import { listedCards, listingData } from '~/components/product-list/listing-fixtures.ts';
import { productListItem } from '~/components/product-card/product-fixtures.ts';
import type { TaxonListingPageData } from '~/data/taxon-page.server.ts';
import { PlainErrorFallback, WithErrorFallback } from '~/shell/error-fallback.tsx';

const shell = shellData();

type Screen = { id: string; path: string; Component: React.ComponentType<never> };
type Hydration = { loaderData?: Record<string, unknown>; errors?: Record<string, unknown> };

function render(url: string, screen: Screen, hydration: Hydration = {}) {
  return renderToString(app(url, screen, hydration));
}

/** The finished HTML once every suspended part (lazy chunks, deferred data) has rendered. */
async function renderComplete(url: string, screen: Screen, hydration: Hydration = {}) {
  const { prelude } = await prerenderToNodeStream(app(url, screen, hydration));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function app(url: string, screen: Screen, hydration: Hydration) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: App,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'layout-main',
          Component: MainLayoutRoute,
          ErrorBoundary: MainErrorBoundary,
          children: [
            { id: screen.id, path: screen.path, Component: screen.Component as React.ComponentType },
          ],
        },
      ],
    },
  ]);
  return (
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { root: shell, 'layout-main': GUEST_SUMMARY, ...hydration.loaderData },
        errors: hydration.errors ?? null,
      }}
    />
  );
}

describe('screens', () => {
  it('render the wishlist inside the main layout with its localised title, waiting for the browser list', () => {
    const html = render('/megstamiausios', {
      id: 'WISHLIST___lt',
      path: 'megstamiausios',
      Component: WishlistRoute,
    });
    expect(html).toContain('data-testid="site-header"');
    expect(html).toMatch(/<h1[^>]*>Mėgstamiausios<\/h1>/);
    // A guest's list lives in the browser: the server draws the page waiting for it, never "empty".
    expect(html).toContain('data-testid="wishlist-loading"');
    expect(html).not.toContain('data-testid="wishlist-empty"');
  });

  it('show an empty cart with a way back to shopping', () => {
    const html = render(
      '/krepselis',
      { id: 'CART___lt', path: 'krepselis', Component: CartRoute },
      { loaderData: { CART___lt: { order: null } } },
    );
    expect(html).toMatch(/<h1[^>]*>Krepšelis<\/h1>/);
    expect(html).toContain('data-testid="cart-empty"');
    expect(html).toContain('Jūsų krepšelis tuščias');
  });

  it('give the document title "Title | Gandras", a description and hreflang alternates', () => {
    const meta = routeMeta(
      {
        matches: [
          { id: 'root', params: {}, loaderData: shell },
          { id: 'CART___lt', params: {} },
        ],
      },
      'CART',
    );
    expect(meta).toEqual([
      { title: 'Krepšelis | Gandras' },
      { name: 'description', content: 'Prekės, kurias pasirinkote pirkti.' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'lt', href: 'http://shop.test/krepselis' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'http://shop.test/en/cart' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'http://shop.test/krepselis' },
    ]);
  });

  it('show a category with its breadcrumb, subcategory links and the blocks placed on it', async () => {
    const taxonPage: TaxonListingPageData = {
      taxon: {
        id: 12,
        code: 'strollers',
        name: 'Vežimėliai',
        slug: 'kudikiams/vezimeliai',
        description: 'Vežimėliai kūdikiams.',
      },
      breadcrumbs: [{ id: 1, code: 'baby', name: 'Kūdikiams', slug: 'kudikiams' }],
      children: [{ id: 30, code: 'sport', name: 'Sportiniai', slug: 'kudikiams/vezimeliai/sportiniai' }],
      alternateParams: {},
      listing: listingData({
        products: listedCards([productListItem({ id: 5, slug: 'aura' })]),
        totalItems: 1,
      }),
    };
    const html = await renderComplete(
      '/c/kudikiams/vezimeliai-12',
      { id: 'TAXON_LIST___lt', path: 'c/*', Component: TaxonListRoute },
      {
        loaderData: {
          TAXON_LIST___lt: {
            ...taxonPage,
            content: {
              blocks: [
                contentBlock('textBlock', { title: 'Kaip išsirinkti vežimėlį', html: '<p>Patarimai.</p>' }),
              ],
              extras: {},
            },
          },
        },
      },
    );
    expect(html).toMatch(/<h1[^>]*>Vežimėliai<\/h1>/);
    expect(html).toContain('data-block-type="textBlock"');
    expect(html).toContain('Kaip išsirinkti vežimėlį');
    expect(html).toContain('href="/c/kudikiams-1"');
    expect(html).toContain('href="/c/kudikiams/vezimeliai/sportiniai-30"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('Vežimėliai kūdikiams.');
    expect(html).toContain('href="/p/aura-5"');
  });
});

describe('error pages', () => {
  it('show a screen 404 inside the main layout with the not-found texts', () => {
    const html = render(
      '/c/nera-99',
      { id: 'TAXON_LIST___lt', path: 'c/*', Component: TaxonListRoute },
      { errors: { 'layout-main': new ErrorResponse(404, 'Not Found', null) } },
    );
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('data-testid="error-page"');
    expect(html).toContain('Puslapis nerastas');
    expect(html).toContain('Šis puslapis nerastas');
  });

  it('show the default texts for any other error, a thrown error being a 500', () => {
    const html = render(
      '/krepselis',
      { id: 'CART___lt', path: 'krepselis', Component: CartRoute },
      { errors: { 'layout-main': new Error('database on fire') } },
    );
    expect(html).toContain('Vidinė serverio klaida');
    expect(html).toContain('Nežinoma tarpinė programinė įranga');
    expect(html).toContain('500');
    expect(html).not.toContain('database on fire');
  });

  it('show the 404 of a locale the channel does not offer in the default locale, from the error data', () => {
    const html = render(
      '/ru',
      { id: 'index___ru', path: 'ru', Component: CartRoute },
      { loaderData: { root: undefined }, errors: { root: new ErrorResponse(404, 'Not Found', { shell }) } },
    );
    expect(html).toContain('data-testid="error-page"');
    expect(html).toContain('Puslapis nerastas');
  });

  it("show the error page in the shopper's language even when the shop could not be loaded", () => {
    const html = render(
      '/en/cart',
      { id: 'CART___en', path: 'en/cart', Component: CartRoute },
      { loaderData: { root: undefined }, errors: { root: new Error('API unreachable') } },
    );
    expect(html).toContain('<title>Internal server error</title>');
    expect(html).toContain('data-testid="error-page"');
    expect(html).toContain('Unknown middleware');
    expect(html).toContain('href="/en"');
  });

  it('fall back to a plain message with a link home when the error page itself cannot render', () => {
    function BrokenErrorPage(): never {
      throw new Error('layout broken');
    }
    const html = renderToString(
      <WithErrorFallback fallback={<PlainErrorFallback locale="en" homeHref="/en" />}>
        <BrokenErrorPage />
      </WithErrorFallback>,
    );
    expect(html).toContain('data-testid="error-fallback"');
    expect(html).toContain('Sorry, something went wrong and this page cannot be shown.');
    expect(html).toContain('<a href="/en">Go to home page</a>');
  });
});
