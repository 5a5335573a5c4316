import { describe, expect, it, vi } from 'vitest';
import { linkText, occurrences, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { scrollToBundleDetails } from './bundle-details.ts';
import { ProductCard } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';
import { attributeBadge, productListItem, variant } from './product-fixtures.ts';

/** Text content with tags removed and whitespace collapsed (prices carry no-break spaces). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('ProductCard', () => {
  it('links the whole card to the product page by slug-id and shows a 330x330 image at three densities', () => {
    const product = productListItem({ id: 7, slug: 'vezimelis-aura', name: 'Vežimėlis Aura' });
    const html = renderInShop(<ProductCard product={product} />);
    expect(linkText(html, '/p/vezimelis-aura-7')).toBe('Vežimėlis Aura');
    const img = tagWith(html, 'src="/media/cache/product_card/products/7.png?density=1"');
    expect(img).toContain('width="330"');
    expect(img).toContain('height="330"');
    expect(img).toContain('loading="lazy"');
    // The three files described by width, so that a phone takes the one its half-screen slot needs.
    expect(img).toMatch(/srcSet="[^"]*density=1 330w, [^"]*density=1.5 495w, [^"]*density=3 990w"/);
    expect(img).toContain('sizes="(max-width:599px) 50vw,330px"');
  });

  it('loads the image eagerly with high priority for cards of the first row', () => {
    const html = renderInShop(<ProductCard product={productListItem({ id: 9 })} priority />);
    const img = tagWith(html, 'src="/media/cache/product_card/products/9.png?density=1"');
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
  });

  it('shows the discount as minus percent with the crossed-out original price', () => {
    const product = productListItem({
      discountPercentage: 25,
      defaultVariant: variant({ prices: { price: 3000, originalPrices: [4000], discountPercentages: [25] } }),
    });
    const html = renderInShop(<ProductCard product={product} />);
    // The discount alone is placed on its own, not as a one-item list.
    expect(html).toMatch(/<span [^>]*data-testid="discount-badge"[^>]*>-25%<\/span>/);
    expect(html).not.toContain('role="list"');
    expect(html).toMatch(/<p [^>]*>30,00\s€<s /);
    // "Original price" is the crossed-out price's hidden ::before, from data-label.
    expect(html).toMatch(/<s [^>]*data-label="Ankstesnė kaina"[^>]*>40,00\s€<\/s>/);
  });

  it('lists the badges on the picture when there are several', () => {
    const product = productListItem({
      discountPercentage: 25,
      promotionBadges: [{ code: 'winter', label: 'Žiemos išpardavimas', backgroundColor: null, color: null }],
    });
    const html = renderInShop(<ProductCard product={product} />);
    expect(html).toMatch(
      /<ul role="list"[^>]*><li [^>]*data-testid="discount-badge"[^>]*>-25%<\/li><li [^>]*>Žiemos/,
    );
  });

  it('shows neither badge nor original price for a product without a discount', () => {
    const html = renderInShop(<ProductCard product={productListItem()} />);
    expect(html).not.toContain('data-testid="discount-badge"');
    expect(html).not.toContain('<s ');
    expect(text(html)).toContain('29,99');
  });

  it('greys out a product that is out of stock and says so', () => {
    const html = renderInShop(<ProductCard product={productListItem({ inStock: false })} />);
    expect(text(html)).toContain('Neturime sandėlyje');
    expect(tagWith(html, 'data-testid="product-card"')).toMatch(/class="[^"]*outOfStock/);
  });

  it('puts TOP/NEW badges on the image with their colours and links the brand badge to the brand page', () => {
    const product = productListItem({
      badges: [
        attributeBadge({
          name: 'TOP',
          backgroundColor: '#e4572e',
          color: '#ffffff',
          showInProductListOnImage: true,
          attribute: { code: 'top', slug: 'top', name: 'Populiaru' },
        }),
        attributeBadge({
          name: 'Chicco',
          slug: 'chicco',
          image: 'brands/chicco.png',
          showInProductList: true,
        }),
      ],
      promotionBadges: [
        { code: 'black-friday', label: 'Black Friday', backgroundColor: '#111111', color: null },
      ],
    });
    const html = renderInShop(<ProductCard product={product} />);
    const onImage = html.slice(
      html.indexOf('imageBadges'),
      html.indexOf('</ul>', html.indexOf('imageBadges')),
    );
    // The owner's white on orange is too faint for small text: the badge keeps its colour, text turns black.
    expect(onImage).toMatch(/style="background-color:#e4572e;color:#000000"[^>]*>TOP</);
    expect(onImage).toContain('Black Friday');
    const brand = tagWith(html, 'href="/a/brand/chicco"');
    expect(brand).toContain('title="Prekės ženklas: Chicco"');
    const brandImage = tagWith(html, 'src="/media/cache/badge/brands/chicco.png?density=1"');
    expect(brandImage).toContain('alt="Chicco"');
    expect(brandImage).toContain('width="32"');
  });

  it('shows the rating only when the product has reviews', () => {
    const rated = renderInShop(
      <ProductCard product={productListItem({ averageRating: 4.5, reviewCount: 3 })} />,
    );
    // One element: an image named by the sentence; stars and "(3)" are drawn by CSS from its fill and count.
    expect(rated).toMatch(
      /<p class="[^"]+" role="img" aria-label="Įvertinimas 4,5 iš 5, 3 atsiliepimai" style="--rating-fill:90%" data-count="3"><\/p>/,
    );
    const unrated = renderInShop(
      <ProductCard product={productListItem({ averageRating: 0, reviewCount: 0 })} />,
    );
    expect(unrated).not.toContain('Įvertinimas');
  });

  it('does not link a bundle-only product anywhere and says it is sold only in a set', () => {
    const product = productListItem({ id: 12, slug: 'paklode', onlySellInBundle: true });
    const html = renderInShop(<ProductCard product={product} />);
    expect(html).not.toContain('href="/p/');
    expect(text(html)).toContain('Parduodama tik rinkinyje');
  });
});

describe('scrollToBundleDetails', () => {
  it('scrolls smoothly to the apie-produkta anchor', () => {
    const scrollIntoView = vi.fn();
    const found = scrollToBundleDetails({
      getElementById: (id) => (id === 'apie-produkta' ? { scrollIntoView } : null),
    });
    expect(found).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('reports a page without the anchor instead of scrolling', () => {
    expect(scrollToBundleDetails({ getElementById: () => null })).toBe(false);
  });
});

describe('ProductGrid', () => {
  it('renders one list item per product and loads only the first row eagerly', () => {
    const products = Array.from({ length: 6 }, (_, index) => productListItem({ id: 100 + index }));
    const html = renderInShop(<ProductGrid products={products} eagerCount={4} />);
    expect(occurrences(html, 'data-testid="product-card"')).toBe(6);
    // Each list item is the card itself (no <article> inside it: one element fewer a card).
    expect(occurrences(html, '<li class="')).toBe(6);
    expect(html).toMatch(/<li [^>]*data-testid="product-card"/);
    expect(html).not.toContain('<article');
    expect(occurrences(html, 'loading="eager"')).toBe(4);
    expect(tagWith(html, 'src="/media/cache/product_card/products/105.png?density=1"')).toContain(
      'loading="lazy"',
    );
  });
});
