import { describe, expect, it } from 'vitest';
import { linkText, occurrences, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import {
  dropdownView,
  searchOptions,
  type SearchBoxState,
  type SearchOption,
} from './search-box-controller.ts';
import { SearchDropdown } from './search-dropdown.tsx';

function stateWith(patch: Partial<SearchBoxState>): SearchBoxState {
  return {
    query: 'vežim',
    open: true,
    activeIndex: -1,
    recent: [],
    suggestions: { status: 'INIT', query: '', data: null, error: null },
    ...patch,
  };
}

const results = stateWith({
  activeIndex: 1,
  suggestions: {
    status: 'SUCCESS',
    query: 'vežim',
    error: null,
    data: {
      taxons: [
        {
          id: 12,
          code: 'strollers',
          slug: 'kudikiams/vezimeliai',
          name: 'Vežimėliai',
          image: null,
          parentName: 'Kūdikiams',
        },
      ],
      products: [
        {
          id: 5,
          code: 'STROLLER-1',
          slug: 'vezimelis-gandras',
          name: 'Vežimėlis Gandras',
          image: 'products/stroller.jpg',
          onlySellInBundle: false,
          prices: { price: 19999, originalPrices: [24999], discountPercentages: [20] },
        },
        {
          id: 6,
          code: 'WHEEL-1',
          slug: 'ratukas',
          name: 'Vežimėlio ratukas',
          image: null,
          onlySellInBundle: true,
          prices: null,
        },
      ],
    },
  },
});

function render(state: SearchBoxState) {
  const view = dropdownView(state);
  const hrefOf = (option: SearchOption) =>
    option.kind === 'taxon'
      ? `/c/${option.taxon.slug}-${option.taxon.id}`
      : option.kind === 'product'
        ? `/p/${option.product.slug}-${option.product.id}`
        : `/p/paieska?query=${encodeURIComponent(option.query)}`;
  return renderInShop(
    <SearchDropdown
      view={view}
      options={searchOptions(view)}
      activeIndex={state.activeIndex}
      listboxId="box"
      variant="popover"
      hrefOf={hrefOf}
      onChoose={() => {}}
      onClearRecent={() => {}}
    />,
  );
}

describe('SearchDropdown', () => {
  it('lists suggested categories and products as options of one listbox, with view all results', () => {
    const html = render(results);
    expect(tagWith(html, 'role="listbox"')).toContain('id="box"');
    expect(linkText(html, '/c/kudikiams/vezimeliai-12')).toBe('VežimėliaiKūdikiams');
    expect(linkText(html, '/p/paieska?query=ve%C5%BEim')).toBe('Žiūrėti visus rezultatus');
    expect(occurrences(html, 'role="option"')).toBe(3);
    expect(html).toContain('>Kategorijos<');
    expect(html).toContain('>Prekės<');
  });

  it('shows products with a 48x48 suggestion image at three densities, the price and the old price', () => {
    const html = render(results);
    const image = tagWith(html, 'src="/media/cache/suggestion/products/stroller.jpg?density=1"');
    expect(image).toContain('width="48"');
    expect(image).toContain('height="48"');
    expect(image).toContain('density=1.5 1.5x');
    expect(image).toContain('density=3 3x');
    const product = linkText(html, '/p/vezimelis-gandras-5');
    expect(product).toMatch(/Vežimėlis Gandras199,99\s€Ankstesnė kaina 249,99\s€/);
  });

  it('leaves out products sold only in a bundle, which have no page', () => {
    expect(render(results)).not.toContain('Vežimėlio ratukas');
  });

  it('marks the keyboard’s active option as selected', () => {
    const html = render(results);
    expect(tagWith(html, 'id="box-option-1"')).toContain('aria-selected="true"');
    expect(tagWith(html, 'id="box-option-0"')).toContain('aria-selected="false"');
  });

  it('shows three skeleton rows while processing', () => {
    const html = render(
      stateWith({ suggestions: { status: 'PROCESSING', query: 'vežim', data: null, error: null } }),
    );
    expect(tagWith(html, 'data-testid="search-skeleton"')).toContain('aria-hidden="true"');
    expect(occurrences(html, 'role="option"')).toBe(0);
    expect(html.match(/class="[^"]*skeletonRow/g)).toHaveLength(3);
  });

  it('says "no result" when both lists are empty', () => {
    const html = render(
      stateWith({
        suggestions: { status: 'SUCCESS', query: 'vežim', data: { taxons: [], products: [] }, error: null },
      }),
    );
    expect(html).toContain('Pagal užklausą „vežim“ nieko neradome.');
    expect(occurrences(html, 'role="option"')).toBe(0);
  });

  it('offers recent searches with a clear button for a short query', () => {
    const html = render(stateWith({ query: '', recent: ['lova', 'kėdutė'] }));
    expect(html).toContain('Naujausios paieškos');
    expect(tagWith(html, 'data-testid="search-recent-clear"')).toContain('type="button"');
    expect(linkText(html, '/p/paieska?query=lova')).toBe('lova');
    expect(occurrences(html, 'role="option"')).toBe(2);
  });

  it('renders nothing for a short query without recent searches', () => {
    expect(render(stateWith({ query: 'v' }))).toBe('');
  });
});
