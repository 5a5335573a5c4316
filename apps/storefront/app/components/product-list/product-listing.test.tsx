import type { SearchFacets } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/i18n/translator.ts';
import { catalogFor } from '~/i18n/catalogs.server.ts';
import {
  CATEGORY_LISTING,
  parseListingSearch,
  SEARCH_LISTING,
  type ListingDefaults,
} from '~/lib/filter-url.ts';
import { productListItem } from '../product-card/product-fixtures.ts';
import { listedCards } from './listing-fixtures.ts';
import { occurrences, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { filterChips } from './filter-chips.ts';
import type { ProductListingData } from './listing-data.ts';
import { ProductListing } from './product-listing.tsx';

const brandValues = [
  'chicco',
  'joie',
  'cybex',
  'stokke',
  'babyono',
  'lorelli',
  'hape',
  'djeco',
  'janod',
  'micro',
];

const facets: SearchFacets = {
  select: [
    {
      code: 'brand',
      slug: 'brand',
      name: 'Prekės ženklas',
      values: brandValues.map((code, index) => ({
        code,
        slug: code,
        name: code.toUpperCase(),
        color: null,
        count: index === 3 ? 0 : 10 - index,
        selected: code === 'joie',
      })),
    },
    {
      code: 'colour',
      slug: 'colour',
      name: 'Spalva',
      values: [{ code: 'red', slug: 'red', name: 'Raudona', color: '#c4122f', count: 4, selected: false }],
    },
  ],
  range: [{ code: 'age', slug: 'age', name: 'Amžius', min: 0, max: 96, selectedMin: 6, selectedMax: null }],
  price: { min: 999, max: 45_050, selectedMin: null, selectedMax: null },
  other: [
    { kind: 'discount', code: 'discount', label: null, count: 12, selected: false },
    { kind: 'inStock', code: 'inStock', label: null, count: 30, selected: false },
    {
      kind: 'catalogPromotion',
      code: 'black-friday',
      label: 'Juodasis penktadienis',
      count: 5,
      selected: true,
    },
  ],
};

function listing(
  search: string,
  overrides: Partial<ProductListingData> = {},
  defaults: ListingDefaults = CATEGORY_LISTING,
): ProductListingData {
  const state = parseListingSearch(new URLSearchParams(search));
  return {
    products: listedCards(Array.from({ length: 3 }, (_, index) => productListItem({ id: 500 + index }))),
    facets,
    totalItems: 150,
    page: state.page,
    lastPage: 4,
    taxonsSuggestions: [],
    state,
    defaults,
    refined: false,
    canonicalPath: '/c/kudikiams-1',
    ...overrides,
  };
}

const render = (data: ProductListingData, url = '/c/kudikiams-1') =>
  renderInShop(<ProductListing listing={data} emptyText="Tuščia kategorija" />, { url });

describe('ProductListing filters', () => {
  const html = render(
    listing(
      '?facets[brand][]=joie&facets[age][min]=6&catalogPromotions[]=black-friday&order[price]=asc&itemsPerPage=20&page=2',
    ),
  );

  it('is a GET form to the page itself whose fields are named like the URL', () => {
    const form = tagWith(html, 'data-testid="filters-panel"');
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/c/kudikiams-1"');
    const joie = tagWith(html, 'value="joie"');
    expect(joie).toContain('name="facets[brand][]"');
    expect(joie).toContain('checked=""');
    expect(tagWith(html, 'value="chicco"')).not.toContain('checked');
    expect(html).toContain('name="facets[age][min]"');
    expect(tagWith(html, 'name="facets[age][min]"')).toContain('value="6"');
    expect(tagWith(html, 'name="price[min]"')).toContain('placeholder="9"');
    expect(tagWith(html, 'name="price[max]"')).toContain('placeholder="451"');
  });

  it('carries the sort and page size but never the page, so a change starts at page 1', () => {
    const form = html.slice(html.indexOf('data-testid="filters-panel"'), html.indexOf('</form>'));
    expect(form).toContain('name="sort" value="price-asc"');
    expect(form).toContain('name="itemsPerPage" value="20"');
    expect(form).not.toContain('name="page"');
  });

  it('shows counts, disables values with no products and hides values past eight behind "show more"', () => {
    expect(tagWith(html, 'value="stokke"')).toContain('disabled=""');
    // The checkbox is inside its label, which carries the count (drawn by CSS).
    expect(html).toMatch(
      /<label data-count="9"><input type="checkbox" name="facets\[brand\]\[\]" checked="" value="joie"/,
    );
    const more = html.slice(html.indexOf('<details'), html.indexOf('</details>'));
    expect(more).toContain('Rodyti dar 2');
    expect(more).toContain('value="janod"');
    expect(more).toContain('value="micro"');
    expect(more).not.toContain('value="joie"');
  });

  it('shows colour swatches and the other filters with their names', () => {
    expect(html).toContain('style="--swatch:#c4122f"');
    expect(tagWith(html, 'name="discount"')).toContain('value="true"');
    expect(tagWith(html, 'name="skipOutOfStock"')).toContain('value="true"');
    expect(tagWith(html, 'name="catalogPromotions[]"')).toContain('checked=""');
    expect(html).toContain('Juodasis penktadienis');
  });

  it('hides the page’s own filters: the brand on a brand page, on sale on the sales pages', () => {
    const brandPage = renderInShop(
      <ProductListing listing={listing('')} hiddenSelects={['brand']} hideDiscount emptyText="" />,
      { url: '/a/brand/chicco' },
    );
    expect(brandPage).not.toContain('name="facets[brand][]"');
    expect(brandPage).not.toContain('name="discount"');
    expect(brandPage).toContain('name="facets[colour][]"');
  });

  it('removes one filter per chip, keeping sort and page size, and clears all of them at once', () => {
    expect(html).toContain(
      'href="/c/kudikiams-1?facets[age][min]=6&amp;catalogPromotions[]=black-friday&amp;order[price]=asc&amp;itemsPerPage=20"',
    );
    expect(html).toContain('aria-label="Pašalinti filtrą: Prekės ženklas: JOIE"');
    expect(html).toContain('href="/c/kudikiams-1?order[price]=asc&amp;itemsPerPage=20"');
  });

  it('counts products in a live region and offers sort and page size choices', () => {
    expect(tagWith(html, 'role="status"')).toContain('aria-live="polite"');
    expect(html).toMatch(/role="status"[^>]*>150 prekių</);
    expect(html).toContain('Filtrai (3)');
    expect(tagWith(html, '<option value="price-asc"')).toContain('selected=""');
    expect(html).not.toContain('value="relevance"');
  });
});

describe('ProductListing pagination and empty states', () => {
  it('links pages with real hrefs, page 1 without a page parameter', () => {
    const html = render(listing('?page=2'));
    expect(html).toMatch(/rel="prev"[^>]*href="\/c\/kudikiams-1"/);
    expect(html).toMatch(/rel="next"[^>]*href="\/c\/kudikiams-1\?page=3"/);
    expect(tagWith(html, 'aria-current="page"')).toContain('href="/c/kudikiams-1?page=2"');
    expect(occurrences(html, 'aria-label="4 puslapis"')).toBe(1);
  });

  it('has no pager for a single page', () => {
    expect(render(listing('', { lastPage: 1 }))).not.toContain('data-testid="pagination"');
  });

  it('offers to clear the filters when they match nothing', () => {
    const html = render(
      listing('?facets[brand][]=joie&itemsPerPage=20', { products: [], totalItems: 0, lastPage: 1 }),
    );
    expect(html).toContain('Pagal pasirinktus filtrus prekių nerasta.');
    expect(html).toContain('href="/c/kudikiams-1?itemsPerPage=20"');
  });

  it('shows the page’s own empty text when there are no products at all', () => {
    const html = render(listing('', { products: [], totalItems: 0, lastPage: 1 }));
    expect(html).toContain('Tuščia kategorija');
    expect(html).not.toContain('Pagal pasirinktus filtrus');
  });

  it('offers relevance only on the search page', () => {
    const html = render(listing('?query=lego', {}, SEARCH_LISTING), '/p/paieska');
    expect(tagWith(html, '<option value="relevance"')).toContain('selected=""');
  });
});

describe('filterChips', () => {
  const t = createTranslator('lt', catalogFor('lt'));
  const money = (minor: number) => `${(minor / 100).toFixed(2)} €`;

  it('names prices as money and ranges with their facet name', () => {
    const chips = filterChips(
      parseListingSearch(new URLSearchParams('?price[min]=10&price[max]=50.5&facets[age][max]=12')),
      facets,
      t,
      money,
    );
    expect(chips.map((chip) => chip.label)).toEqual(['Amžius: iki 12', 'Kaina: 10.00 €–50.50 €']);
  });
});
