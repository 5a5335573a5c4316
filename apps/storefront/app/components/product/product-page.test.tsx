import type { ProductDetail } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { BUNDLE_DETAILS_ANCHOR } from '~/lib/constants.ts';
import { renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { attributeValue, productDetail, productWithOptions, variant } from './product-fixtures.ts';
import { ProductPage } from './product-page.tsx';

const pending = new Promise<never>(() => {});
const PAGE = '/p/vezimelis-aero-42';

function render(
  product: ProductDetail,
  options: { search?: string; locale?: 'lt' | 'en'; signedIn?: boolean } = {},
) {
  const prefix = options.locale === 'en' ? '/en' : '';
  return renderInShop(<ProductPage product={product} recommendations={pending} />, {
    url: `${prefix}${PAGE}${options.search ?? ''}`,
    locale: options.locale ?? 'lt',
    routeId: `PRODUCT_INNER___${options.locale ?? 'lt'}`,
    shopper: options.signedIn ? { customer: { firstName: 'Rūta' } } : {},
  });
}

/** Visible text of the element carrying `attribute`, tags stripped. */
function textOf(html: string, attribute: string): string {
  const tag = tagWith(html, attribute);
  const name = /^<([a-z0-9]+)/.exec(tag)?.[1] ?? 'div';
  const start = html.indexOf(tag) + tag.length;
  return html
    .slice(start, html.indexOf(`</${name}>`, start))
    .replace(/<[^>]+>/g, '')
    .replace(/<!-- -->/g, '')
    .trim();
}

describe('ProductPage', () => {
  it('shows the title, breadcrumbs to its categories, code and description', () => {
    const html = render(productDetail());
    expect(html).toMatch(/<h1[^>]*>Vežimėlis „Aero“<\/h1>/);
    expect(html).toContain('href="/c/kudikiams-1"');
    expect(html).toContain('href="/c/kudikiams/vezimeliai-12"');
    expect(html).toContain('Prekės kodas: PRAM-AERO');
    expect(html).toContain('<strong>didelis</strong>');
  });

  it('renders the variant named in the URL: its price, stock and the selected option buttons', () => {
    const product = productWithOptions([], ['red-l']);
    const html = render(product, { search: '?variant=PRAM-RED-L' });
    expect(tagWith(html, 'data-variant-code="PRAM-RED-L"')).toContain('aria-current="true"');
    expect(tagWith(html, 'data-variant-code="PRAM-RED-S"')).not.toContain('aria-current');
    expect(textOf(html, 'data-testid="stock-status"')).toBe('Išparduota');
    expect(html).toContain('Prekės kodas: PRAM-RED-L');
    // Option links keep the page and change only the variant.
    expect(tagWith(html, 'data-variant-code="PRAM-GREY-L"')).toContain(
      'href="/p/vezimelis-aero-42?variant=PRAM-GREY-L"',
    );
  });

  it('disables option values whose combination does not exist', () => {
    const html = render(productWithOptions(['red-l']), { search: '?variant=PRAM-RED-S' });
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('L: nėra su kitais pasirinkimais');
    expect(html).not.toContain('data-variant-code="PRAM-RED-L"');
  });

  it('lists variants to choose from when the product has no options', () => {
    const product = productDetail({
      variants: [variant({ code: 'SET-S', name: 'Mažas' }), variant({ code: 'SET-L', name: 'Didelis' })],
    });
    const html = render(product);
    expect(tagWith(html, 'data-variant-code="SET-S"')).toContain('aria-current="true"');
    expect(html).toContain('Didelis');
  });

  it('shows the price with the crossed-out original price and the discount', () => {
    const product = productDetail({
      variants: [
        variant({
          code: 'PRAM-AERO',
          prices: { price: 7999, originalPrices: [9999], discountPercentages: [20] },
        }),
      ],
    });
    const html = render(product);
    const price = textOf(html, 'data-testid="product-price"');
    expect(price).toContain('79,99');
    expect(html).toMatch(/<s>99,99\s€<\/s>/);
    expect(price).toContain('-20%');
    expect(textOf(html, 'data-testid="gallery-discount"')).toBe('-20%');
  });

  it('shows no discount for a regular price', () => {
    const html = render(productDetail());
    expect(html).not.toContain('<s>');
    expect(html).not.toContain('data-testid="gallery-discount"');
  });

  it.each([
    [variant({ code: 'PRAM-AERO', stock: 40 }), 'Turime sandėlyje'],
    [variant({ code: 'PRAM-AERO', stock: 3 }), 'Liko tik 3 vnt.'],
    [variant({ code: 'PRAM-AERO', inStock: false, stock: 0 }), 'Išparduota'],
  ])('says the stock state: %#', (onlyVariant, text) => {
    expect(textOf(render(productDetail({ variants: [onlyVariant] })), 'data-testid="stock-status"')).toBe(
      text,
    );
  });

  it('offers add to cart as a form to the cart route with the variant', () => {
    const html = render(productDetail());
    expect(html).toContain('action="/krepselis"');
    expect(html).toContain('name="productVariant" value="PRAM-AERO"');
    expect(tagWith(html, 'data-testid="add-to-cart"')).toContain('type="submit"');
    expect(html).not.toContain('data-testid="stock-notification-form"');
  });

  it('disables buying when out of stock and offers the back-in-stock form', () => {
    const html = render(
      productDetail({ inStock: false, variants: [variant({ code: 'PRAM-AERO', inStock: false })] }),
    );
    const button = tagWith(html, 'data-testid="add-to-cart"');
    expect(button).toContain('disabled');
    expect(textOf(html, 'data-testid="add-to-cart"')).toBe('Išparduota');
    const form = tagWith(html, 'data-testid="stock-notification-form"');
    expect(form).toContain('method="post"');
    expect(html).toContain('name="product" value="PRAM-AERO"');
    expect(html).toContain('type="email"');
    // Errors wait until the field was changed or submitted.
    expect(html).not.toContain('stock-notification-email-error');
  });

  it('asks guests to sign in for login-only products and sells to signed-in customers', () => {
    const product = productDetail({ requiresLogin: true });
    const guest = render(product);
    expect(tagWith(guest, 'data-testid="sign-in-to-buy"')).toContain(
      'href="/auth?tab=login&amp;redirect=%2Fp%2Fvezimelis-aero-42"',
    );
    expect(guest).not.toContain('data-testid="add-to-cart"');
    expect(render(product, { signedIn: true })).toContain('data-testid="add-to-cart"');
  });

  it('puts the bundle contents inside the details anchor that bundle-only cards scroll to', () => {
    const bundle = productDetail({
      isBundle: true,
      bundleParts: [
        {
          quantity: 1,
          variantCode: 'PART-CARRYCOT',
          variantName: 'Lopšys',
          product: {
            id: 7,
            code: 'PART-CARRYCOT',
            slug: 'lopsys',
            name: 'Lopšys',
            image: null,
            onlySellInBundle: true,
          },
        },
        {
          quantity: 2,
          variantCode: 'SEAT-1',
          variantName: 'Autokėdutė',
          product: {
            id: 8,
            code: 'SEAT',
            slug: 'autokedute',
            name: 'Autokėdutė',
            image: 'p/seat.png',
            onlySellInBundle: false,
          },
        },
      ],
    });
    const html = render(bundle);
    const details = html.slice(html.indexOf(`id="${BUNDLE_DETAILS_ANCHOR}"`));
    const contents = details.slice(0, details.indexOf('</section>'));
    expect(contents).toContain('data-testid="bundle-contents"');
    expect(contents).toContain('href="/p/autokedute-8"');
    expect(contents).toContain('2 vnt.');
    // A part sold only in the set has no page to link to.
    expect(contents).not.toContain('href="/p/lopsys-7"');
    expect(contents).toContain('Tik šiame rinkinyje');
  });

  it('places badges above the title, under the photos and below the buy box', () => {
    const product = productDetail({
      attributeValues: [
        attributeValue('brand', 'Prekės ženklas', 'Chicco', {
          slug: 'chicco',
          placements: ['product-inner-top'],
        }),
        attributeValue('top', 'Populiaru', 'TOP', {
          value: 'true',
          placements: ['product-inner-under-image'],
        }),
        attributeValue('eco', 'Ekologiška', 'Eko', { placements: ['product-inner-bottom'] }),
      ],
      promotionBadges: [
        { code: 'bf', label: 'Juodasis penktadienis', backgroundColor: '#111111', color: '#ffffff' },
      ],
    });
    const html = render(product);
    expect(textOf(html, 'data-testid="badges-top"')).toBe('Chicco');
    expect(html).toContain('href="/a/brand/chicco"');
    expect(textOf(html, 'data-testid="badges-under-image"')).toBe('TOPJuodasis penktadienis');
    expect(textOf(html, 'data-testid="badges-bottom"')).toBe('Eko');
    expect(html.indexOf('data-testid="badges-top"')).toBeLessThan(html.indexOf('<h1'));
    expect(html.indexOf('data-testid="badges-bottom"')).toBeGreaterThan(
      html.indexOf('data-testid="add-to-cart"'),
    );
  });

  it('lists specifications without flag badges, downloads in a new tab and the stores with stock of the variant', () => {
    const product = productDetail({
      attributeValues: [
        attributeValue('colour', 'Spalva', 'Pilka'),
        attributeValue('top', 'Populiaru', 'TOP', {
          value: 'true',
          placements: ['product-inner-under-image'],
        }),
      ],
      downloads: [
        {
          name: 'Naudojimo instrukcija',
          url: '/media/downloads/aero.pdf',
          contentType: 'application/pdf',
          size: 245_000,
        },
      ],
      warehouses: [
        {
          code: 'vilnius',
          name: 'Vilnius',
          address: 'Gedimino pr. 1',
          stocks: [{ variantCode: 'PRAM-AERO', onHand: 4 }],
        },
        { code: 'kaunas', name: 'Kaunas', address: null, stocks: [{ variantCode: 'PRAM-AERO', onHand: 0 }] },
      ],
    });
    const html = render(product);
    const specs = html.slice(html.indexOf('id="savybes"'), html.indexOf('id="atsiliepimai"'));
    expect(specs).toContain('<th scope="row">Spalva</th><td>Pilka</td>');
    expect(specs).not.toContain('Populiaru');
    expect(tagWith(html, 'href="/media/downloads/aero.pdf"')).toContain('target="_blank"');
    expect(html).toContain('(PDF, 239 kB)');
    const stores = textOf(html, 'data-testid="warehouses"');
    expect(stores).toContain('VilniusGedimino pr. 14 vnt.');
    expect(stores).toContain('KaunasNėra');
  });

  it('summarises reviews honestly: average and count, or that there are none yet', () => {
    const reviewed = render(productDetail({ averageRating: 4.5, reviewCount: 12 }));
    expect(textOf(reviewed, 'data-testid="review-summary"')).toContain('4,5 iš 5');
    expect(reviewed).toContain('Pagal 12 atsiliepimų');
    expect(render(productDetail())).toContain('Atsiliepimų dar nėra.');
  });

  it('speaks the page language', () => {
    const html = render(productDetail({ inStock: false, variants: [variant({ inStock: false })] }), {
      locale: 'en',
    });
    expect(html).toContain('Let me know when it is back');
    expect(html).toContain('About the product');
  });
});
